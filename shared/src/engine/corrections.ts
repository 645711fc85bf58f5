/**
 * Undo between players and a judge's rewind, as the table's session makes them: a pure
 * function of the history and the table that says whether the correction may happen, and
 * if so gives the history entry to store, the table it leads to (a fold), and its events.
 * The room only stores and publishes what these return. The plan* forms leave the fold to the
 * caller, which the server makes a few actions at a time (history.ts foldSteps).
 */
import type { UndoAskAction, UndoTake } from "./actions";
import { PAUSED } from "./apply";
import type { GameDefinition } from "./definition";
import type { NewEvent, TableEvent } from "./events";
import { entryFor, foldHistory, showedHiddenInformation, Survivors, survivorsOf, undoCandidates, type Folded, type HistoryEntry, type RewindMark, type UndoMark } from "./history";
import type { Action } from "./actions";
import { recordRevealed, type Actor, type Prompt, type Seat, type TableState } from "./types";

/** At most this many actions in one undo request. */
export const MAX_UNDO = 20;

/** The log lines an entry wrote, [first, end): the session knows where each entry's lines are. */
export type LinesOf = (seq: number) => [number, number];

type Refusal = { ok: false; error: { code: string; message: string } };
const refuse = (code: string, message: string): Refusal => ({ ok: false, error: { code, message } });

export type Correction =
  | { ok: true; entry: HistoryEntry; state: TableState; events: TableEvent[]; takenBack: number[] }
  | Refusal;

/**
 * A correction that may happen, before its table is made: the entry to store, its events, and
 * the history whose fold (foldHistory, or foldSteps a few actions at a time) is the new table.
 */
export type PlannedCorrection =
  | { ok: true; entry: HistoryEntry; events: TableEvent[]; takenBack: number[]; history: readonly HistoryEntry[] }
  | Refusal;

/** The correction a plan and the fold of its history make. */
export function withTable(planned: PlannedCorrection, folded: Folded): Correction {
  if (!planned.ok) return planned;
  const { entry, events, takenBack } = planned;
  return { ok: true, entry, events, takenBack, state: folded.state };
}

/** A planned correction with its table folded at once. */
const foldedAtOnce = (definition: GameDefinition, initial: TableState, planned: PlannedCorrection): Correction =>
  planned.ok ? withTable(planned, foldHistory(definition, initial, planned.history)) : planned;

const stamp = (actor: Actor, ...bodies: NewEvent[]): TableEvent[] => bodies.map((body) => ({ ...body, by: actor }) as TableEvent);

/**
 * The request a player sends to take back its own last `count` moves. Every one of them must be
 * the player's own (not a judge's on its behalf): once someone else has acted, ask a judge.
 */
/** `practice`: at a practice table both seats' moves are the asker's own (engine/handlers/practice.ts). */
export function planUndo(
  definition: GameDefinition,
  history: readonly HistoryEntry[],
  seat: Seat,
  count: number,
  linesOf: LinesOf,
  { practice = false } = {},
): { ok: true; action: UndoAskAction } | Refusal {
  if (!Number.isInteger(count) || count < 1 || count > MAX_UNDO) return refuse("undo.count", `Ask to take back 1 to ${MAX_UNDO} actions.`);
  const candidates = undoCandidates(history, count);
  if (candidates.length === 0) return refuse("undo.nothing", "There is nothing to take back.");
  if (candidates.length < count) return refuse("undo.count", `Only ${candidates.length} actions can be taken back.`);
  const foreign = candidates.find((e) => e.actor.judge || (e.actor.seat !== seat && !practice));
  if (foreign) {
    const who = foreign.actor.judge ? "A judge" : "Your opponent";
    return refuse("undo.not-yours", `${who} acted since: only your own last actions can be taken back. Ask a judge to rewind instead.`);
  }
  const takes: UndoTake[] = candidates.map((e) => ({
    seq: e.seq,
    type: e.action.type,
    showedHiddenInformation: showedHiddenInformation(definition, e.action),
    lines: linesOf(e.seq),
  }));
  return { ok: true, action: { type: "undo.ask", count, upTo: candidates.at(-1)!.seq, takes } };
}

/** The approve-undo prompt an action answers, if it is one (the session answers those itself). */
export function undoPromptOf(state: TableState, action: Action): Prompt | undefined {
  if (action.type !== "prompt.answer") return undefined;
  return state.prompts.find((p) => p.id === action.prompt && p.kind === "approve-undo");
}

/** The opponent (or a judge for it) agreed: the moves are taken back, randomness is not re-rolled. */
export function acceptUndo(
  definition: GameDefinition,
  initial: TableState,
  history: readonly HistoryEntry[],
  state: TableState,
  prompt: Prompt,
  actor: Actor,
  linesOf: LinesOf,
): Correction {
  return foldedAtOnce(definition, initial, planUndoAcceptance(history, state, prompt, actor, linesOf));
}

/** acceptUndo without the fold: what the table's session folds a few actions at a time. */
export function planUndoAcceptance(history: readonly HistoryEntry[], state: TableState, prompt: Prompt, actor: Actor, linesOf: LinesOf): PlannedCorrection {
  if (state.controls.paused && !actor.judge) return { ok: false, error: PAUSED };
  if (!actor.judge && prompt.to !== actor.seat) return refuse("prompt.not-yours", "That question is for the other player.");
  const data = prompt.data as { count: number; upTo: number; takes: UndoTake[] };
  const now = undoCandidates(history, data.count, data.upTo).map((e) => e.seq);
  if (now.join() !== data.takes.map((t) => t.seq).join()) {
    return refuse("undo.stale", "The game moved on since this undo was asked: it no longer applies.");
  }
  const askedBy = prompt.from ?? prompt.to;
  const mark: UndoMark = { type: "undo", count: data.count, upTo: data.upTo, prompt: prompt.id, askedBy, renewsIds: true };
  const entry = entryFor(state, mark, actor);
  const events = stamp(
    actor,
    { type: "prompt.closed", prompt, accepted: true, answeredBy: prompt.to },
    { type: "history.undone", seqs: now, lines: now.map(linesOf), askedBy, agreedBy: prompt.to },
  );
  return { ok: true, entry, events, takenBack: now, history: [...history, entry] };
}

/** A judge takes the game back to just after action `toSeq`; everything later stays in the history, taken back. */
export function rewindTo(
  definition: GameDefinition,
  initial: TableState,
  history: readonly HistoryEntry[],
  state: TableState,
  toSeq: number,
  actor: Actor,
  linesOf: LinesOf,
): Correction {
  return foldedAtOnce(definition, initial, planRewind(history, state, toSeq, actor, linesOf));
}

/** rewindTo without the fold: what the table's session folds a few actions at a time. */
export function planRewind(history: readonly HistoryEntry[], state: TableState, toSeq: number, actor: Actor, linesOf: LinesOf): PlannedCorrection {
  if (!actor.judge) return refuse("authority.judge", "Only a judge can rewind the game.");
  if (!Number.isInteger(toSeq) || toSeq < 0 || toSeq > state.seq) return refuse("rewind.unknown", `There is no action ${toSeq} to rewind to.`);
  // Once both players revealed the record, anyone at the table may have seen every hand, hidden
  // pile and deck order of the game: played on from an earlier point, it would be played open-handed.
  if (recordRevealed(state) || recordWasRevealed(history)) {
    return refuse("rewind.revealed", "Both players revealed every card in this game's record: it can't be rewound and played on.");
  }
  const survivors = survivorsOf(history);
  if (survivors.takenBack.has(toSeq)) return refuse("rewind.taken-back", "That point was already taken back: rewind to a line that still stands.");
  const mark: RewindMark = { type: "rewind", toSeq, renewsIds: true };
  const entry = entryFor(state, mark, actor);
  const seqs = survivors.after(toSeq).map((e) => e.seq);
  if (seqs.length === 0) return refuse("rewind.nothing", "Nothing was played after that point.");
  // A pending undo request goes with the rewind: a rebuilt table has no undo questions.
  const lapsed = state.prompts.filter((p) => p.kind === "approve-undo");
  const events = [
    ...lapsed.map((prompt): TableEvent => ({ type: "prompt.closed", prompt, accepted: false, answeredBy: prompt.to, withdrawn: true, by: null })),
    ...stamp(actor, { type: "history.rewound", toSeq, seqs, lines: seqs.map(linesOf) }),
  ];
  return { ok: true, entry, events, takenBack: seqs, history: [...history, entry] };
}

/**
 * Whether both players agreed to reveal the record at some moment of the game as it stands, even
 * if one took it back since (`record.reveal { reveal: false }`): the record showed every card
 * meanwhile. Reveals come only after the game's end, and a rewind to before the end
 * takes them back; so the reveals still standing after each correction are the current end's.
 * One pass over the history: it runs on the event loop every table shares, and a long game holds
 * thousands of entries and hundreds of corrections.
 */
function recordWasRevealed(history: readonly HistoryEntry[]): boolean {
  const agreed: Record<Seat, boolean> = { p1: false, p2: false };
  const survivors = new Survivors();
  for (const entry of history) {
    const dropped = survivors.add(entry);
    const action = entry.action;
    if (dropped.some((e) => e.action.type === "record.reveal")) {
      // A correction took an agreement back: what still stands of them is the last kept of each seat's.
      agreed.p1 = agreed.p2 = false;
      for (const kept of survivors.kept) {
        if (kept.action.type === "record.reveal") agreed[kept.actor.seat] = kept.action.reveal;
      }
    } else if (action.type === "record.reveal") agreed[entry.actor.seat] = action.reveal;
    if (agreed.p1 && agreed.p2) return true;
  }
  return false;
}
