/**
 * A game's history: every accepted action with the randomness and ids it started from, plus
 * undos and judge rewinds. Undo, rewind and replay are folds over it.
 *
 * Each entry records the RNG state and id counters *before* it ran, so any surviving subset
 * of actions replays exactly: an action's shuffle or coin depends only on its own recorded
 * RNG. An undo or rewind rebuilds the table from the surviving moves and then carries the
 * *current* RNG and counters forward: randomness is never re-rolled, and no public id is
 * ever handed out again. Every card someone may not see on the rebuilt table then gets a new
 * public id (hidden-ids.ts), so that no screen follows a card it saw face up meanwhile.
 *
 * Asides (actions.ts isAside) are never counted or taken back by an undo. Table controls
 * (pause, showing hands to spectators) are never taken back at all: a rebuild replays them in
 * their place, so a pause or a consent outlives any correction. Undo requests and refusals
 * only open and close their prompt: a rebuild skips them (a correction ends any undo
 * request), and a rewind takes back those after its point.
 */
import { CONTROL_ACTIONS, UNDO_ACTIONS, type Action } from "./actions";
import { apply } from "./apply";
import { gameMoveOf } from "./action-schema";
import type { GameDefinition } from "./definition";
import { renewHiddenIds } from "./hidden-ids";
import type { RngState } from "./rng";
import type { Actor, TableState } from "./types";

export type Counters = TableState["next"];

/** Undo the last `count` surviving moves (asked by a player, agreed by the other). */
export interface UndoMark {
  type: "undo";
  count: number;
  /** Only moves up to this seq count (the request's view of "the last N"); all when absent. */
  upTo?: number;
  /** The approve-undo prompt this answers, and who asked. */
  prompt?: string;
  askedBy?: Actor["seat"];
  /**
   * Set on every correction made now: the corrected table gives each card someone may not see a
   * new public id (hidden-ids.ts). Absent on corrections stored before that rule: the actions
   * after them were played with the ids they left, so they fold as they were made.
   */
  renewsIds?: true;
}

/** A judge takes the game back to just after action `toSeq` (0: before the first action). */
export interface RewindMark {
  type: "rewind";
  toSeq: number;
  /** As UndoMark.renewsIds. */
  renewsIds?: true;
}

export interface HistoryEntry {
  /** The table's action count after this entry: its position in the game. */
  seq: number;
  action: Action | UndoMark | RewindMark;
  actor: Actor;
  /** Randomness and id counters the entry started from. */
  rng: RngState;
  next: Counters;
}

export const isCorrection = (action: HistoryEntry["action"]): action is UndoMark | RewindMark =>
  action.type === "undo" || action.type === "rewind";

/**
 * The entry an action applied to `state` makes: it remembers the randomness and ids it starts
 * from. The table's own objects, not copies: tables are never mutated once made, and an action
 * that draws no randomness or mints no id hands the same objects on (engine/copy.ts), so a
 * history of such moves holds one of each.
 */
export function entryFor(state: TableState, action: HistoryEntry["action"], actor: Actor): HistoryEntry {
  return { seq: state.seq + 1, action, actor, rng: state.rng, next: state.next };
}

/** What a fold of the history gives: the table, and which entries were taken back by which correction. */
export interface Folded {
  state: TableState;
  /** seq of an entry → seq of the undo or rewind that took it back. */
  takenBack: Map<number, number>;
}

/**
 * Which entries still count, without touching the table: the moves not taken back, every
 * control and the corrections still standing, in order (what a rebuild replays), and the undo
 * bookkeeping not taken back.
 *
 * A correction stands in a later rebuild because it handed out ids that later moves name. It
 * stands only while nothing before it is taken back: then it replays onto the table it was
 * made on and hands out the same ids. Once an entry before it is taken back, so was every move
 * after it (a correction takes back the last moves, or all after a point); only controls, which
 * name no card, follow it, and the correction taking it back renews the ids itself.
 */
export class Survivors {
  kept: HistoryEntry[] = [];
  asked: HistoryEntry[] = [];
  readonly takenBack = new Map<number, number>();

  /** Notes an entry; returns the entries a correction took back (empty for anything else). */
  add(entry: HistoryEntry): HistoryEntry[] {
    const action = entry.action;
    if (!isCorrection(action)) {
      (UNDO_ACTIONS.has(action.type) ? this.asked : this.kept).push(entry);
      return [];
    }
    const dropped = action.type === "undo" ? this.lastMoves(action.count, action.upTo) : this.after(action.toSeq);
    const gone = new Set(dropped);
    for (const e of dropped) this.takenBack.set(e.seq, entry.seq);
    const first = Math.min(...dropped.map((e) => e.seq));
    this.kept = this.kept.filter((e) => !gone.has(e) && !(isCorrection(e.action) && e.seq > first));
    this.kept.push(entry);
    this.asked = this.asked.filter((e) => !gone.has(e));
    return dropped;
  }

  /** The moves still standing (controls are never taken back, and corrections are no moves). */
  get moves(): HistoryEntry[] {
    return this.kept.filter((e) => !CONTROL_ACTIONS.has(e.action.type) && !isCorrection(e.action));
  }

  lastMoves(count: number, upTo?: number): HistoryEntry[] {
    const moves = upTo === undefined ? this.moves : this.moves.filter((e) => e.seq <= upTo);
    return moves.slice(Math.max(0, moves.length - count));
  }

  /** What a rewind to just after `toSeq` takes back: later moves and undo requests, in order. */
  after(toSeq: number): HistoryEntry[] {
    return [...this.moves, ...this.asked].filter((e) => e.seq > toSeq).sort((a, b) => a.seq - b.seq);
  }
}

export function survivorsOf(entries: readonly HistoryEntry[]): Survivors {
  const survivors = new Survivors();
  for (const entry of entries) survivors.add(entry);
  return survivors;
}

/**
 * Applies one recorded action with the randomness and counters it originally had. A correction
 * (last of its own rebuild, or standing in a later one) goes on with the randomness and counters
 * it started from, and renews the ids of hidden cards if it was made to.
 */
function reapply(definition: GameDefinition, state: TableState, entry: HistoryEntry): TableState {
  if (isCorrection(entry.action)) {
    const corrected = { ...state, rng: [...entry.rng], next: { ...entry.next }, seq: entry.seq };
    return entry.action.renewsIds ? renewHiddenIds(definition, corrected) : corrected;
  }
  const seeded = { ...state, rng: [...entry.rng], next: { ...entry.next }, seq: entry.seq - 1 };
  const result = apply(definition, seeded, entry.action as Action, entry.actor);
  if (!result.ok) throw new Error(`history: action ${entry.seq} (${entry.action.type}) was refused on replay: ${result.error.message}`);
  return result.state;
}

/**
 * Folds a whole history from the empty table: for restore, undo, rewind and game records. A
 * correction rebuilds the table from the surviving entries, so a game of a few thousand actions
 * with dozens of corrections would replay its history once per correction (seconds on the
 * event loop every table shares). Two things keep it to about one replay:
 * - without `onStep` only the table at the end is wanted, and a correction's rebuild does not
 *   depend on the tables before it: nothing before the last correction is applied;
 * - with `onStep` (a game record's per-step views), each rebuild resumes from the last table
 *   an earlier rebuild reached with the same surviving entries (Rebuilds).
 * `onStep` sees the table after every entry.
 */
export function foldHistory(
  definition: GameDefinition,
  initial: TableState,
  entries: readonly HistoryEntry[],
  onStep?: (entry: HistoryEntry, state: TableState) => void,
): Folded {
  if (!onStep) return drain(foldSteps(definition, initial, entries));
  const fold = new HistoryFold(definition, initial);
  for (const entry of entries) onStep(entry, fold.push(entry));
  return { state: fold.state, takenBack: fold.takenBack };
}

/**
 * The table at the end of a history (foldHistory without `onStep`), a few actions at a time:
 * it pauses (yields) after every FOLD_STEP actions it applies, so a caller can let other work
 * run between steps. What it gives at the end does not depend on where it paused.
 */
export function* foldSteps(definition: GameDefinition, initial: TableState, entries: readonly HistoryEntry[]): Generator<void, Folded> {
  const fold = new HistoryFold(definition, initial);
  const from = Math.max(0, entries.findLastIndex((entry) => isCorrection(entry.action)));
  for (let i = 0; i < entries.length; i++) {
    if (i < from) fold.skip(entries[i]!);
    else yield* fold.pushSteps(entries[i]!);
  }
  return { state: fold.state, takenBack: fold.takenBack };
}

/** Actions a fold applies between two pauses (foldSteps). */
export const FOLD_STEP = 16;

/** Runs steps (foldSteps, or anything built on them) to the end without pausing. */
export function drain<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * A fold of the history one entry at a time, to be carried on as the game goes (a game
 * record extended by the entries since it was built: record.ts).
 */
export class HistoryFold {
  /** The table after the last entry pushed. */
  state: TableState;
  private readonly survivors = new Survivors();
  private readonly rebuilds: Rebuilds;

  constructor(
    private readonly definition: GameDefinition,
    initial: TableState,
  ) {
    this.state = initial;
    this.rebuilds = new Rebuilds(definition, initial);
  }

  /** Folds in the next entry; returns the table after it. */
  push(entry: HistoryEntry): TableState {
    return drain(this.pushSteps(entry));
  }

  /** push(), pausing every FOLD_STEP actions a correction's rebuild applies. */
  *pushSteps(entry: HistoryEntry): Generator<void, TableState> {
    this.survivors.add(entry);
    this.state = isCorrection(entry.action) ? yield* this.rebuilds.rebuild(this.survivors.kept) : reapply(this.definition, this.state, entry);
    return this.state;
  }

  /**
   * Notes the next entry without applying it: only for entries before a correction that is
   * pushed later, whose rebuild needs no table before it. `state` is stale until then.
   */
  skip(entry: HistoryEntry): void {
    this.survivors.add(entry);
  }

  /** seq of an entry → seq of the undo or rewind that took it back. */
  get takenBack(): Map<number, number> {
    return this.survivors.takenBack;
  }

  /** Drops the tables rebuilds keep to start from: a fold kept between uses holds one table, not one every few entries. */
  forgetCheckpoints(): void {
    this.rebuilds.forget();
  }
}

/** How many surviving entries apart the rebuilds of one fold keep the table they reached. */
export const REBUILD_CHECKPOINT_EVERY = 16;

/**
 * The rebuilds of one fold. A rebuild is the table made of the surviving moves, every control
 * and the corrections still standing (in their order: a control or a correction may have given
 * cards new ids that later moves name), ending with the correction itself: it continues with the
 * randomness and ids it started from (its entry keeps them, as every entry does). Successive
 * corrections keep most of the same surviving entries in the same order (an undo takes back the
 * last few moves), so the table after every REBUILD_CHECKPOINT_EVERY of them is kept, and a
 * rebuild starts from the last one whose entries it still has.
 */
class Rebuilds {
  /** The surviving entries the last rebuild replayed. */
  private replayed: readonly HistoryEntry[] = [];
  /** tables[j]: the table after the first j × REBUILD_CHECKPOINT_EVERY entries of `replayed` (tables[0] the empty table). */
  private readonly tables: TableState[];

  constructor(
    private readonly definition: GameDefinition,
    initial: TableState,
  ) {
    this.tables = [initial];
  }

  forget(): void {
    this.tables.length = 1;
    this.replayed = [];
  }

  /** Pauses (yields) after every FOLD_STEP actions it applies. */
  *rebuild(kept: readonly HistoryEntry[]): Generator<void, TableState> {
    const every = REBUILD_CHECKPOINT_EVERY;
    let shared = 0;
    while (shared < kept.length && shared < this.replayed.length && kept[shared] === this.replayed[shared]) shared++;
    const resume = Math.min(Math.floor(shared / every), this.tables.length - 1);
    this.tables.length = resume + 1;
    // Nothing is kept from here until the rebuild is done: a caller that stops stepping leaves no half-made checkpoints.
    this.replayed = [];
    let state = this.tables[resume]!;
    for (let i = resume * every; i < kept.length; i++) {
      state = reapply(this.definition, state, kept[i]!);
      if ((i + 1) % every === 0) this.tables.push(state);
      if ((i + 1 - resume * every) % FOLD_STEP === 0) yield;
    }
    this.replayed = kept.slice();
    return state;
  }
}

/** The moves an undo of `count` would take back now (for the request the opponent reads). */
export function undoCandidates(entries: readonly HistoryEntry[], count: number, upTo?: number): HistoryEntry[] {
  return survivorsOf(entries).lastMoves(count, upTo);
}

/** Action types that showed someone hidden information or drew randomness: an undo request says so. */
// A game's own moves say for themselves (GameMove.showsHiddenInformation).
const REVEALING = new Set(["draw", "look", "search", "reveal", "shuffle", "coin", "deck.load", "assist"]);

export function showedHiddenInformation(definition: GameDefinition, action: HistoryEntry["action"]): boolean {
  if (REVEALING.has(action.type) || gameMoveOf(definition, action.type)?.showsHiddenInformation) return true;
  // Moving a card out of a hidden pile by position shows it to someone.
  if (action.type === "move") return action.cards.some((ref) => !("pid" in ref));
  // A face-down card turned up; an approved request may have drawn a random card.
  if (action.type === "flip") return !action.faceDown;
  if (action.type === "prompt.answer") return action.accept;
  return false;
}
