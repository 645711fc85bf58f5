/**
 * The room's messages about the game's history: a player's undo request, a judge's rewind,
 * and the game record as the asking client saw it. The session does the work (engine/
 * corrections.ts, record/record.ts); these only check who asks and what they sent.
 */
import type { Client } from "@colyseus/core";
import { MESSAGES, RewindSchema, UndoRequestSchema, type ActionReply, type RecordReply, type UndoReply } from "@playmat/shared";
import { ClientBuckets } from "./rate-limit";
import { DEFAULT_RECORD_BUILDS, type RecordBuilds } from "./record-builds";
import { invalidPayload, refuse } from "./refusal";
import { viewerOf, type Admission } from "./seats";
import type { RecordMeta, TableSession } from "./table-session";

export interface HistoryDeps {
  session: () => TableSession;
  /** The room's and the players' names, for records. */
  names: () => RecordMeta;
  recordBuilds?: () => RecordBuilds;
  clock?: () => number;
}

export function historyMessages({ session, names, recordBuilds = () => DEFAULT_RECORD_BUILDS, clock }: HistoryDeps) {
  const builds = new ClientBuckets(recordBuilds, clock);
  return {
    [MESSAGES.undoRequest]: (client: Client, payload: unknown): Promise<UndoReply> | UndoReply => {
      const parsed = UndoRequestSchema.safeParse(payload ?? {});
      if (!parsed.success) return invalidPayload(parsed.error.issues);
      const admission = client.userData as Admission;
      if (admission.role === "spectator") return refuse("authority.spectator", "Spectators watch; they can't act on the table.");
      if (admission.role === "judge") return refuse("undo.judge", "A judge doesn't ask for an undo: rewind the game instead.");
      return session().requestUndo({ seat: admission.seat! }, parsed.data.count ?? 1);
    },

    [MESSAGES.rewind]: (client: Client, payload: unknown): Promise<ActionReply> | ActionReply => {
      const parsed = RewindSchema.safeParse(payload);
      if (!parsed.success) return invalidPayload(parsed.error.issues);
      if ((client.userData as Admission).role !== "judge") return refuse("authority.judge", "Only a judge can rewind the game.");
      // A judge's own action: nobody's seat (the log line names no player).
      return session().rewind(parsed.data, { seat: "p1", judge: true });
    },

    [MESSAGES.record]: (client: Client, payload: unknown): Promise<RecordReply> | RecordReply => {
      if (payload !== undefined && payload !== null && (typeof payload !== "object" || Object.keys(payload).length > 0)) {
        return refuse("message.invalid", "Invalid message: the record request takes no payload.");
      }
      const viewer = viewerOf(client.userData as Admission);
      const meta = names();
      if (!session().hasRecord(viewer, meta) && !builds.take(client)) {
        return refuse("record.too-fast", `You asked for the game record too often: ask again in ${Math.ceil(1 / recordBuilds().perSecond)} seconds.`);
      }
      return session()
        .record(viewer, meta)
        .then((record) => ({ ok: true, record }));
    },
  };
}
