/**
 * One game in memory: the engine state, the accepted actions, the events (the log), and the
 * projection into the room's schema. The room routes messages here; nothing here knows sockets.
 */
import {
  apply,
  createTable,
  type Action,
  type ActionReply,
  type Actor,
  type GameDefinition,
  type JudgeHidden,
  type TableEvent,
  type TableState,
  type Viewer,
} from "@playmat/shared";
import { renderLog } from "@playmat/shared/log/render";
import type { LogEntry } from "@playmat/shared/log/entry";
import { TableProjector } from "../sync/project";
import type { TableSchema } from "../sync/schema";

export interface AcceptedAction {
  seq: number;
  action: Action;
  actor: Actor;
}

export class TableSession {
  state: TableState;
  readonly history: AcceptedAction[] = [];
  /** Every event so far; an event's index is its log sequence number. */
  readonly events: TableEvent[] = [];
  readonly projector: TableProjector;

  constructor(
    readonly definition: GameDefinition,
    options: Record<string, unknown>,
    seed: number,
    schema: TableSchema,
  ) {
    this.state = createTable(definition, options, seed);
    this.projector = new TableProjector(definition, schema);
    this.projector.project(this.state);
  }

  /** Applies an action; on success returns the new events (with the sequence number of the first). */
  act(action: Action, actor: Actor): { reply: ActionReply; events: TableEvent[]; firstSeq: number } {
    const result = apply(this.definition, this.state, action, actor);
    if (!result.ok) return { reply: result, events: [], firstSeq: this.events.length };
    this.state = result.state;
    this.history.push({ seq: this.state.seq, action, actor });
    const firstSeq = this.events.length;
    this.events.push(...result.events);
    this.projector.project(this.state);
    return { reply: { ok: true, seq: this.state.seq, advisories: result.advisories }, events: result.events, firstSeq };
  }

  /** The log as this viewer may read it. */
  log(viewer: Viewer, since = 0): LogEntry[] {
    return renderLog(this.events.slice(since), viewer, since);
  }

  /** Hidden piles (deck order, prizes) for judges only. */
  hiddenPiles(): JudgeHidden {
    const out: JudgeHidden = {};
    for (const zone of Object.values(this.state.zones)) {
      if (zone.layout !== "pile" || this.definition.zones.find((z) => z.id === zone.spec)?.visibility !== "hidden") continue;
      out[zone.key] = zone.cards.map((c) => ({ pid: c.pid, defId: c.defId, name: this.state.cards[c.defId]?.name ?? c.defId }));
    }
    return out;
  }
}
