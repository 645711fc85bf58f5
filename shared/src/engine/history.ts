/**
 * A game's history: every accepted action with the randomness and ids it started from, plus
 * undos and judge rewinds. Undo, rewind and replay are folds over it.
 *
 * Each entry records the RNG state and id counters *before* it ran, so any surviving subset
 * of actions replays exactly: an action's shuffle or coin depends only on its own recorded
 * RNG. An undo or rewind rebuilds the table from the surviving actions and then carries the
 * *current* RNG and counters forward: randomness is never re-rolled, and no public id is
 * ever reused.
 */
import type { Action } from "./actions";
import { apply } from "./apply";
import type { GameDefinition } from "./definition";
import type { RngState } from "./rng";
import type { Actor, TableState } from "./types";

export type Counters = TableState["next"];

/** Undo the last `count` surviving actions (asked by a player, agreed by the other). */
export interface UndoMark {
  type: "undo";
  count: number;
}

/** A judge takes the game back to just after action `toSeq` (0: before the first action). */
export interface RewindMark {
  type: "rewind";
  toSeq: number;
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

/** What a fold of the history gives: the table, and which entries were taken back by which correction. */
export interface Folded {
  state: TableState;
  /** seq of an entry → seq of the undo or rewind that took it back. */
  takenBack: Map<number, number>;
}

/** Applies one recorded action with the randomness and counters it originally had. */
function reapply(definition: GameDefinition, state: TableState, entry: HistoryEntry): TableState {
  const seeded = { ...state, rng: [...entry.rng], next: { ...entry.next }, seq: entry.seq - 1 };
  const result = apply(definition, seeded, entry.action as Action, entry.actor);
  if (!result.ok) throw new Error(`history: action ${entry.seq} (${entry.action.type}) was refused on replay: ${result.error.message}`);
  return result.state;
}

/** Which surviving actions a correction takes back. */
function takenBackBy(mark: UndoMark | RewindMark, surviving: readonly HistoryEntry[]): HistoryEntry[] {
  if (mark.type === "undo") return surviving.slice(Math.max(0, surviving.length - mark.count));
  return surviving.filter((e) => e.seq > mark.toSeq);
}

/**
 * Folds a whole history from the empty table. Cheap enough for restore, undo and replay:
 * games are hundreds of actions, and a correction re-folds only the surviving ones.
 */
export function foldHistory(definition: GameDefinition, initial: TableState, entries: readonly HistoryEntry[]): Folded {
  let state = initial;
  let surviving: HistoryEntry[] = [];
  const takenBack = new Map<number, number>();
  for (const entry of entries) {
    if (!isCorrection(entry.action)) {
      state = reapply(definition, state, entry);
      surviving.push(entry);
      continue;
    }
    const dropped = new Set(takenBackBy(entry.action, surviving));
    for (const e of dropped) takenBack.set(e.seq, entry.seq);
    surviving = surviving.filter((e) => !dropped.has(e));
    state = rebuild(definition, initial, surviving, state, entry.seq);
  }
  return { state, takenBack };
}

/** The table made of the surviving actions, continuing with the current randomness and ids. */
function rebuild(definition: GameDefinition, initial: TableState, surviving: readonly HistoryEntry[], current: TableState, seq: number): TableState {
  let state = initial;
  for (const entry of surviving) state = reapply(definition, state, entry);
  return { ...state, rng: [...current.rng], next: { ...current.next }, seq };
}

/** The entries an undo of `count` would take back now (for the request the opponent reads). */
export function undoCandidates(entries: readonly HistoryEntry[], count: number): HistoryEntry[] {
  const folded = new Set<number>();
  let surviving: HistoryEntry[] = [];
  for (const entry of entries) {
    if (!isCorrection(entry.action)) surviving.push(entry);
    else {
      const dropped = new Set(takenBackBy(entry.action, surviving));
      for (const e of dropped) folded.add(e.seq);
      surviving = surviving.filter((e) => !dropped.has(e));
    }
  }
  return surviving.slice(Math.max(0, surviving.length - count));
}

/** Action types that showed someone hidden information or drew randomness: an undo request says so. */
const REVEALING = new Set(["draw", "look", "search", "reveal", "shuffle", "coin", "deck.load", "setup.mulligan", "prize.take", "assist"]);

export function showedHiddenInformation(action: HistoryEntry["action"]): boolean {
  if (REVEALING.has(action.type)) return true;
  // Moving a card out of a hidden pile by position shows it to someone.
  if (action.type === "move") return action.cards.some((ref) => !("pid" in ref));
  return false;
}
