/**
 * One game in memory: the engine state, the accepted actions, the events (the log), and the
 * projection into the room's schema. The room routes messages here; nothing here knows sockets.
 *
 * Nothing lost: actions run one at a time through a queue; each is applied to a copy, stored,
 * and only then becomes the table (and is published and acknowledged). If the store refuses,
 * the table stays as it was and the sender hears why.
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
import { log } from "../logger";
import type { GameStore, LoadedRoom, RoomRecord, StoredSeats } from "../store/game-store";
import { TableProjector } from "../sync/project";
import type { TableSchema } from "../sync/schema";
import { SerialQueue } from "./serial-queue";

export interface AcceptedAction {
  seq: number;
  action: Action;
  actor: Actor;
}

/** A stored game that cannot be rebuilt as it was played (a gap in the log, a refused replay). */
export class RestoreError extends Error {}

const STORE_FAILED = {
  ok: false as const,
  error: { code: "store.failed", message: "The table could not save this move, so it did not happen. Try again." },
};

const UNSTORABLE = {
  ok: false as const,
  error: { code: "message.invalid", message: "This action holds values that can't be stored (such as big integers)." },
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The action as the store will give it back (JSON), so the table a restore replays is the one
 * that was played: no undefined, Date, NaN or -0 that JSON would quietly turn into something else.
 */
function asStored(action: Action): Action | undefined {
  try {
    return JSON.parse(JSON.stringify(action)) as Action;
  } catch {
    return undefined; // a BigInt, a cycle
  }
}

export class TableSession {
  readonly projector: TableProjector;
  /** Runs after an action is stored and applied, before its sender hears back: the room publishes here. */
  onCommit: (events: TableEvent[], firstSeq: number) => void = () => {};
  private readonly queue = new SerialQueue();

  private constructor(
    readonly definition: GameDefinition,
    readonly roomId: string,
    private readonly store: GameStore,
    public state: TableState,
    schema: TableSchema,
    readonly history: AcceptedAction[] = [],
    /** Every event so far; an event's index is its log sequence number. */
    readonly events: TableEvent[] = [],
  ) {
    this.projector = new TableProjector(definition, schema);
    this.projector.project(this.state);
  }

  /** A new table, stored before anyone is let in. */
  static async create(store: GameStore, room: Omit<RoomRecord, "status">, definition: GameDefinition, schema: TableSchema): Promise<TableSession> {
    const state = createTable(definition, room.options, room.seed);
    await store.createRoom(room);
    return new TableSession(definition, room.id, store, state, schema);
  }

  /**
   * A stored table as it was: the latest snapshot (or the seed) plus a replay of the actions
   * after it. Each replayed action must land on its stored seq; the stored events are the log.
   */
  static restore(store: GameStore, saved: LoadedRoom, definition: GameDefinition, schema: TableSchema): TableSession {
    const { room, snapshot, actions } = saved;
    actions.forEach((stored, i) => {
      if (stored.seq !== i + 1) throw new RestoreError(`room ${room.id}: the action log jumps from seq ${i} to ${stored.seq}`);
    });
    const last = actions.at(-1)?.seq ?? 0;
    if (snapshot && snapshot.seq > last) throw new RestoreError(`room ${room.id}: snapshot at seq ${snapshot.seq} is ahead of the log (${last})`);
    let state = snapshot?.state ?? createTable(definition, room.options, room.seed);
    for (const stored of actions.slice(state.seq)) {
      const result = apply(definition, state, stored.action, stored.actor);
      if (!result.ok) throw new RestoreError(`room ${room.id}: action ${stored.seq} (${stored.action.type}) was refused on replay: ${result.error.message}`);
      if (result.state.seq !== stored.seq) throw new RestoreError(`room ${room.id}: action ${stored.seq} replayed to seq ${result.state.seq}`);
      if (JSON.stringify(result.events) !== JSON.stringify(stored.events)) {
        // The engine changed since the game was stored: the table continues, the log keeps what players saw.
        log.warn({ room: room.id, seq: stored.seq }, "replayed events differ from the stored ones");
      }
      state = result.state;
    }
    const history = actions.map(({ seq, action, actor }) => ({ seq, action, actor }));
    return new TableSession(definition, room.id, store, state, schema, history, actions.flatMap((a) => a.events));
  }

  /** Applies, stores, then commits an action; the reply is sent only after all three. */
  act(sent: Action, actor: Actor): Promise<ActionReply> {
    return this.queue.run(async (): Promise<ActionReply> => {
      const action = asStored(sent);
      if (!action) return UNSTORABLE;
      const result = apply(this.definition, this.state, action, actor);
      if (!result.ok) return result;
      const seq = result.state.seq;
      try {
        await this.store.appendAction(this.roomId, { seq, actor, action, events: result.events });
      } catch (error) {
        // A write can land and still report failure (a connection lost after COMMIT): then it counts.
        const landed = await this.store.lastSeq(this.roomId).catch(() => undefined);
        if (landed !== seq) {
          log.error({ room: this.roomId, seq, err: errorText(error) }, "could not store an action: refused, table unchanged");
          return STORE_FAILED;
        }
      }
      const before = this.state;
      this.state = result.state;
      this.history.push({ seq, action, actor });
      const firstSeq = this.events.length;
      this.events.push(...result.events);
      this.projector.project(this.state);
      try {
        this.onCommit(result.events, firstSeq);
      } catch (error) {
        log.error({ room: this.roomId, seq, err: errorText(error) }, "publishing an action failed (it is stored and applied)");
      }
      // Queued behind this action, ahead of the next: the reply need not wait for them.
      if (this.store.isSnapshotDue(seq)) void this.background("snapshot", () => this.store.saveSnapshot(this.roomId, result.state));
      if ((before.phase === "finished") !== (result.state.phase === "finished")) {
        const status = result.state.phase === "finished" ? "finished" : "open";
        void this.background("status", () => this.store.markStatus(this.roomId, status));
      }
      return { ok: true, seq, advisories: result.advisories };
    });
  }

  /** Stores the seats (a player took or gave up a seat), in order with the actions. */
  saveSeats(seats: StoredSeats): Promise<void> {
    return this.queue.run(() => this.store.saveSeats(this.roomId, seats));
  }

  /** Everyone left: the room is not brought back after a restart (a finished game stays finished). */
  close(): Promise<void> {
    if (this.state.phase === "finished") return this.queue.idle();
    return this.background("close", () => this.store.markStatus(this.roomId, "closed"));
  }

  /** Store writes whose failure loses nothing the action log does not hold: logged, not thrown. */
  private background(what: string, write: () => Promise<void>): Promise<void> {
    return this.queue.run(write).catch((error) => log.warn({ room: this.roomId, err: errorText(error) }, `could not store the ${what}`));
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
