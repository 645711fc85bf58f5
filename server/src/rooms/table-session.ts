/**
 * One game in memory: the engine state, its journal (every accepted action and correction with
 * the randomness it started from, the log lines each wrote, chat between them), and the
 * projection into the room's schema. The room routes messages here; nothing here knows sockets.
 *
 * Nothing lost: actions run one at a time through a queue; each is applied to a copy, stored,
 * and only then becomes the table (and is published and acknowledged). If the store refuses,
 * the table stays as it was and the sender hears why. Undo and rewind are corrections the
 * engine computes (engine/corrections.ts): stored and committed the same way.
 */
import {
  type Action, type ActionReply, type Actor, advisoryFor, apply, type ChatAuthor, type ChatLine, mayRead,
  createTable, encodeLog, entryFor, foldSteps, type GameDefinition, type GameRecord,
  type HistoryEntry, isCorrection, Journal, type JudgeHidden, type LogEntry, type LogItem,
  type PlannedCorrection, planRewind, planUndo, planUndoAcceptance, RecordBuilder, recordRevealed,
  type RecordSource, refusedAsUnchanged, renderLog, type Reply, type Seat, type TableEvent,
  type TableState, type TakenBack, takenBackMarks, undoPromptOf, type UndoReply, type Viewer,
  type WireLogEntry, withTable,
} from "@playmat/shared";
import { internAction } from "../cards/intern";
import { log } from "../logger";
import type { GameStore, LoadedRoom, RoomRecord, RoomSettings, StoredSeats } from "../store/game-store";
import { TableProjector } from "../sync/project";
import type { TableSchema } from "../sync/schema";
import { asStored } from "./as-stored";
import { loadGame } from "./load-game";
import { catchUp, runInSlices } from "./slices";
import { DEFAULT_LIMITS, endsTheGame, logFullRefusal, type SessionLimits } from "./log-limit";
import { refuse, type Refusal } from "./refusal";
import { newReplayId } from "./secrets";
import { SerialQueue } from "./serial-queue";

export { RestoreError } from "./load-game";

/** Lines a correction struck through, for the room to tell each client. */
export interface Struck {
  lines: number[];
  takenBack: TakenBack;
}

/** What a commit changed besides its log items, for the room to send. */
export interface Committed {
  /**
   * An action was committed: the table changed, its seq at least, whether or not it wrote a log
   * line (a Pokémon Checkup with no Active Pokémon emits nothing). False for a chat line alone.
   */
  table: boolean;
  /** The lines a correction struck through. */
  struck?: Struck;
}

const STORE_FAILED = refuse("store.failed", "The table could not save this move, so it did not happen. Try again.");
const UNSTORABLE = refuse("message.invalid", "This action holds values that can't be stored (such as big integers).");

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The names a game record carries: the room's and the players'. */
export type RecordMeta = { name: string; players: Record<Seat, string> };

/** What a session needs of its room record. */
type SessionRoom = Pick<RoomRecord, "id" | "options" | "seed" | "settings"> & { replayId: string };

export class TableSession {
  readonly projector: TableProjector;
  /** Runs after something is stored and applied, before its sender hears back: the room publishes here. */
  onCommit: (items: readonly LogItem[], firstLine: number, committed: Committed) => void = () => {};
  readonly roomId: string;
  readonly replayId: string;
  readonly settings: RoomSettings;
  /** The table before the first action: what folds (undo, rewind, records) start from. */
  readonly initial: TableState;
  private readonly queue = new SerialQueue();
  /** Per viewer: the record builder carried on as the game goes, and the record it last gave (for this log length and these names). */
  private records = new Map<string, { builder: RecordBuilder; length: number; meta: string; record: GameRecord }>();
  /** Per viewer: the record being built, if one is. */
  private recordBuilds = new Map<string, Promise<GameRecord>>();

  private constructor(
    readonly definition: GameDefinition,
    room: SessionRoom,
    private readonly store: GameStore,
    public state: TableState,
    schema: TableSchema,
    readonly journal: Journal = new Journal(definition.id),
    private readonly limits: SessionLimits = DEFAULT_LIMITS,
  ) {
    this.roomId = room.id;
    this.replayId = room.replayId;
    this.settings = room.settings;
    // A new table is its own starting point: tables are never mutated (the engine copies on
    // write), so the two share one object instead of two (~5 KB per room).
    this.initial = state.seq === 0 ? state : createTable(definition, room.options, room.seed, { practice: room.settings.practice });
    this.projector = new TableProjector(definition, schema);
    this.projector.project(this.state);
  }

  /** Every history entry (actions and corrections), in order. */
  get history(): readonly HistoryEntry[] {
    return this.journal.history;
  }

  /** Every log item (events and chat); an item's index is its log sequence number. */
  get events(): readonly LogItem[] {
    return this.journal.items;
  }

  /**
   * A new table, stored before anyone is let in. The table is built first: a table the engine
   * can't build must not leave a stored room behind for every restart to try to bring back.
   */
  static async create(store: GameStore, room: Omit<RoomRecord, "status"> & { replayId: string }, definition: GameDefinition, schema: TableSchema, limits?: SessionLimits): Promise<TableSession> {
    const table = createTable(definition, room.options, room.seed, { practice: room.settings.practice });
    await store.createRoom(room);
    return new TableSession(definition, room, store, table, schema, undefined, limits);
  }

  /**
   * A stored table as it was: the latest snapshot (or the seed) plus a replay of the actions
   * after it, or — when a correction came after the snapshot — a fold of the whole history.
   * Each replayed action must land on its stored seq; the stored events are the log.
   */
  static restore(store: GameStore, saved: LoadedRoom, definition: GameDefinition, schema: TableSchema, limits?: SessionLimits): TableSession {
    const { room } = saved;
    const { state, journal } = loadGame(definition, saved);
    // Rooms stored before replay ids existed get one now.
    const replayId = room.replayId ?? newReplayId();
    // A table over a limit lowered since it was stored comes back all the same: it only takes nothing more.
    const session = new TableSession(definition, { ...room, replayId }, store, state, schema, journal, limits);
    if (!room.replayId) void session.background("replay id", () => store.setReplayId(room.id, replayId));
    return session;
  }

  /**
   * Applies, stores, then commits an action; the reply is sent only after all three. The
   * history may keep `sent` itself (asStored): the caller hands it over and doesn't change it.
   */
  act(sent: Action, actor: Actor): Promise<ActionReply> {
    return this.queue.run(async (): Promise<ActionReply> => {
      const full = this.logFull(endsTheGame(this.state, sent));
      if (full) return full;
      const stored = asStored(sent);
      if (!stored) return UNSTORABLE;
      const plain = stored.action;
      // A deck's card definitions: one shared copy for every room (cards/intern.ts).
      const action = internAction(plain);
      // An answer to an undo request is the history's to carry out: a correction, or a refusal.
      const undo = undoPromptOf(this.state, action);
      if (undo && action.type === "prompt.answer") {
        if (action.accept) return this.correct(planUndoAcceptance(this.history, this.state, undo, actor, this.journal.linesOf));
        return this.applyAndCommit({ type: "undo.decline", prompt: undo.id }, actor);
      }
      // The text is the action's only while interning left it as it was parsed.
      return this.applyAndCommit(action, actor, action === plain ? stored.text : undefined);
    });
  }

  /**
   * A player asks to take back its last `count` actions: the opponent gets an approve-undo prompt.
   * At a practice table the one player is both: the request is agreed at once for the other seat,
   * in the same turn of the queue, and its moves may be either seat's.
   */
  requestUndo(actor: Actor, count: number): Promise<UndoReply> {
    return this.queue.run(async (): Promise<UndoReply> => {
      if (actor.judge) return refuse("undo.judge", "A judge doesn't ask for an undo: rewind the game instead.");
      const full = this.logFull();
      if (full) return full;
      const practice = Boolean(this.state.controls.practice);
      const plan = planUndo(this.definition, this.history, actor.seat, count, this.journal.linesOf, { practice });
      if (!plan.ok) return plan;
      const reply = await this.applyAndCommit(plan.action, actor);
      if (!reply.ok) return reply;
      const prompt = this.state.prompts.find((p) => p.kind === "approve-undo")!;
      if (!practice) return { ok: true, seq: reply.seq, prompt: prompt.id };
      const agreed = await this.correct(planUndoAcceptance(this.history, this.state, prompt, { seat: prompt.to }, this.journal.linesOf));
      return agreed.ok ? { ok: true, seq: agreed.seq, prompt: prompt.id } : agreed;
    });
  }

  /** A judge takes the game back to just after a log line, or after an action by its seq. */
  rewind(target: { line: number } | { seq: number }, actor: Actor): Promise<ActionReply> {
    return this.queue.run(async (): Promise<ActionReply> => {
      const full = this.logFull();
      if (full) return full;
      let toSeq: number;
      if ("line" in target) {
        if (target.line >= this.journal.items.length) return refuse("rewind.unknown", `There is no log line ${target.line}.`);
        toSeq = this.journal.entryAtLine(target.line);
      } else toSeq = target.seq;
      return this.correct(planRewind(this.history, this.state, toSeq, actor, this.journal.linesOf));
    });
  }

  /** A chat line, stored in the log's numbering and published like a log line. */
  say(from: ChatAuthor, text: string): Promise<Reply<{ line: number }>> {
    return this.queue.run(async (): Promise<Reply<{ line: number }>> => {
      const full = this.logFull();
      if (full) return full;
      const chat: ChatLine = { type: "chat", from, text, afterSeq: this.history.length };
      const line = this.journal.items.length;
      try {
        await this.store.appendChat(this.roomId, { line, chat });
      } catch (error) {
        const landed = await this.store.hasChatLine(this.roomId, line).catch(() => false);
        if (!landed) {
          log.error({ room: this.roomId, line, err: errorText(error) }, "could not store a chat line");
          return refuse("store.failed", "The table could not save this message. Try again.");
        }
      }
      this.journal.say(chat);
      this.publish([chat], line, { table: false });
      return { ok: true, line };
    });
  }

  /** Stores the seats (a player took or gave up a seat), in order with the actions. */
  saveSeats(seats: StoredSeats): Promise<void> {
    return this.queue.run(() => this.store.saveSeats(this.roomId, seats));
  }

  /**
   * Everyone left and the room goes out of memory: not brought back after a restart. "dormant"
   * keeps the game for its players to reopen (rooms/reopen.ts); a finished game stays finished.
   */
  close(status: "dormant" | "closed" = "closed"): Promise<void> {
    if (this.state.phase === "finished") return this.queue.idle();
    return this.background("close", () => this.store.markStatus(this.roomId, status));
  }

  /** The log as this viewer may read it, taken-back lines and lines of one action marked (Journal.liveLog). */
  log(viewer: Viewer, since = 0): LogEntry[] {
    return this.journal.liveLog(viewer, since);
  }

  /** The same lines in their compact wire form (shared/src/log/wire.ts), for `log` and `hello`. */
  wireLog(viewer: Viewer, since = 0): WireLogEntry[] {
    return encodeLog(this.journal.liveLog(viewer, since));
  }

  /** Of these lines, the ones this viewer has in its log, each with the private lines it has after it. */
  linesFor(viewer: Viewer, lines: readonly number[]): number[] {
    return lines.flatMap((line) => renderLog(this.definition.id, [this.journal.items[line]!], viewer, line, undefined, this.journal.privates).map((entry) => entry.seq));
  }

  /** Whether record() would answer with the record it gave before: nothing happened since. */
  hasRecord(viewer: Viewer, meta: RecordMeta): boolean {
    const kept = this.records.get(JSON.stringify(viewer));
    return kept?.length === this.journal.items.length && kept.meta === JSON.stringify(meta);
  }

  /**
   * The game record as this viewer saw it (record.ts). The first for a viewer goes through the
   * whole game, a slice at a time (slices.ts); later ones carry its builder on by what
   * happened since. One build per viewer at a time: a second ask waits for the first's.
   */
  async record(viewer: Viewer, meta: RecordMeta): Promise<GameRecord> {
    const key = JSON.stringify(viewer);
    for (let running = this.recordBuilds.get(key); running; running = this.recordBuilds.get(key)) await running.catch(() => undefined);
    const build = this.buildRecord(key, viewer, meta);
    this.recordBuilds.set(key, build);
    try {
      return await build;
    } finally {
      if (this.recordBuilds.get(key) === build) this.recordBuilds.delete(key);
    }
  }

  private async buildRecord(key: string, viewer: Viewer, meta: RecordMeta): Promise<GameRecord> {
    const metaKey = JSON.stringify(meta);
    const kept = this.records.get(key);
    if (kept?.length === this.journal.items.length && kept.meta === metaKey) return kept.record;
    const source = (): RecordSource => {
      const { history, items, spans, privates } = this.journal;
      return { definition: this.definition, initial: this.initial, state: this.state, history, items, spans, privates, ...meta };
    };
    const fresh = () => new RecordBuilder(this.definition, this.initial, viewer, recordRevealed(this.state));
    const builder = await catchUp(kept?.builder ?? fresh(), source, fresh);
    // Whatever happened since it caught up (a microtask's worth) is folded here.
    const record = builder.build(source());
    this.records.set(key, { builder, length: this.journal.items.length, meta: metaKey, record });
    return record;
  }

  /** Hidden piles (a deck's order, any pile the game deals face down) for judges only. */
  hiddenPiles(): JudgeHidden {
    const out: JudgeHidden = {};
    for (const zone of Object.values(this.state.zones)) {
      if (zone.layout !== "pile" || this.definition.zones.find((z) => z.id === zone.spec)?.visibility !== "hidden") continue;
      out[zone.key] = zone.cards.map((c) => ({ pid: c.pid, defId: c.defId, name: this.state.cards[c.defId]?.name ?? c.defId }));
    }
    return out;
  }

  /** The refusal for anything that would add to a log that is already full (log-limit.ts), if it is. */
  private logFull(endingTheGame = false): Refusal | undefined {
    return logFullRefusal(this.limits, { lines: this.journal.items.length, actions: this.history.length }, endingTheGame);
  }

  /** `text`, when given, is JSON.stringify(action): the store writes it as it is. */
  private async applyAndCommit(action: Action, sender: Actor, text?: string): Promise<ActionReply> {
    // A game that keeps a clock reads the server's time from the action's record, stored with it: folds replay the same minutes.
    const actor: Actor = this.definition.stampsTime ? { ...sender, at: Date.now() } : sender;
    const result = apply(this.definition, this.state, action, actor);
    if (!result.ok) return result;
    // A counter, condition or marker that changed nothing is refused, not kept (engine/unchanged.ts).
    const unchanged = refusedAsUnchanged(action, result.events);
    if (unchanged) return unchanged;
    const stored = await this.commit(entryFor(this.state, action, actor), result.events, result.state, text);
    // The reply goes to the actor alone, who reads each warning as its log line says it.
    const actorView: Viewer = actor.judge ? { role: "judge" } : { role: "player", seat: actor.seat };
    const told = result.advisories.filter((advisory) => mayRead(advisory, actorView)).map((advisory) => advisoryFor(advisory, actorView));
    return stored ?? { ok: true, seq: result.state.seq, advisories: told };
  }

  /**
   * Folds the corrected history into the table a slice at a time (slices.ts: it replays every
   * move still standing, tens of milliseconds in a long game), then commits it. The table's
   * queue holds its other messages meanwhile; other tables play on.
   */
  private async correct(planned: PlannedCorrection): Promise<ActionReply> {
    if (!planned.ok) return planned;
    const correction = withTable(planned, await runInSlices(foldSteps(this.definition, this.initial, planned.history)));
    if (!correction.ok) return correction;
    const stored = await this.commit(correction.entry, correction.events, correction.state);
    return stored ?? { ok: true, seq: correction.state.seq, advisories: [] };
  }

  /**
   * Stores an entry, then makes its table the room's and publishes it. Returns a refusal when
   * the store could not keep it (nothing changed then), undefined when it is done.
   */
  private async commit(entry: HistoryEntry, events: TableEvent[], next: TableState, actionText?: string): Promise<Refusal | undefined> {
    const { seq, action, actor, rng, next: counters } = entry;
    try {
      await this.store.appendAction(this.roomId, { seq, actor, action, events, rng, next: counters }, actionText);
    } catch (error) {
      // A write can land and still report failure (a connection lost after COMMIT): then it counts.
      const landed = await this.store.lastSeq(this.roomId).catch(() => undefined);
      if (landed !== seq) {
        log.error({ room: this.roomId, seq, err: errorText(error) }, "could not store an action: refused, table unchanged");
        return STORE_FAILED;
      }
    }
    const before = this.state;
    this.state = next;
    const first = this.journal.append(entry, events);
    this.projector.project(next, { corrected: isCorrection(action) });
    let struck: Struck | undefined;
    if (isCorrection(action)) {
      const marks = takenBackMarks(events, new Map(), first);
      const [takenBack] = marks.values();
      if (takenBack) struck = { lines: [...marks.keys()], takenBack };
    }
    this.publish(events, first, { table: true, struck });
    // Queued behind this action, ahead of the next: the reply need not wait for them.
    if (this.store.isSnapshotDue(seq)) void this.background("snapshot", () => this.store.saveSnapshot(this.roomId, next));
    if ((before.phase === "finished") !== (next.phase === "finished")) {
      const status = next.phase === "finished" ? "finished" : "open";
      void this.background("status", () => this.store.markStatus(this.roomId, status));
    }
    return undefined;
  }

  private publish(items: readonly LogItem[], first: number, committed: Committed): void {
    try {
      this.onCommit(items, first, committed);
    } catch (error) {
      log.error({ room: this.roomId, line: first, err: errorText(error) }, "publishing failed (it is stored and applied)");
    }
  }

  /** Store writes whose failure loses nothing the action log does not hold: logged, not thrown. */
  private background(what: string, write: () => Promise<void>): Promise<void> {
    return this.queue.run(write).catch((error) => log.warn({ room: this.roomId, err: errorText(error) }, `could not store the ${what}`));
  }
}
