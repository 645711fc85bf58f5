/**
 * A stored game brought back: its empty table, its table now and its journal (history, log,
 * chat), from the stored rooms, actions, snapshots and chat lines. Used when a room is restored
 * after a restart and when a finished game's record is served over HTTP.
 */
import {
  apply,
  createTable,
  drain,
  entryFor,
  FOLD_STEP,
  foldSteps,
  isCorrection,
  Journal,
  upgradeStoredAction,
  upgradeStoredEvents,
  upgradeStoredState,
  upgradeTable,
  type Action,
  type GameDefinition,
  type HistoryEntry,
  type TableState,
} from "@playmat/shared";
import { internAction, internDefs } from "../cards/intern";
import { log } from "../logger";
import type { LoadedRoom, StoredAction } from "../store/game-store";

/** A stored game that cannot be rebuilt as it was played (a gap in the log, a refused replay). */
export class RestoreError extends Error {}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface LoadedGame {
  initial: TableState;
  state: TableState;
  journal: Journal;
}

/** A stored game as it stands: its empty table, its table now, and its journal (history, log, chat). */
export function loadGame(definition: GameDefinition, stored: LoadedRoom): LoadedGame {
  return drain(loadGameSteps(definition, stored));
}

/**
 * loadGame a few actions at a time: it pauses (yields) where its replay does (history.ts
 * foldSteps), for a caller that lets other tables play between (rooms/slices.ts).
 */
export function* loadGameSteps(definition: GameDefinition, stored: LoadedRoom): Generator<void, LoadedGame> {
  // Card definitions come back from the store as JSON: share them like a live room's (cards/intern.ts).
  // Words the engine has renamed since a game was stored come back as today's (record/stored-words.ts).
  const saved = {
    ...stored,
    actions: stored.actions.map((a) => ({ ...a, action: internAction(upgradeStoredAction(a.action)), events: upgradeStoredEvents(a.events) })),
    snapshot: stored.snapshot && { ...stored.snapshot, state: upgradeStoredState(stored.snapshot.state) },
  };
  const { room, actions } = saved;
  actions.forEach((stored, i) => {
    if (stored.seq !== i + 1) throw new RestoreError(`room ${room.id}: the action log jumps from seq ${i} to ${stored.seq}`);
  });
  const initial = createTable(definition, room.options, room.seed, { practice: room.settings.practice });
  const { state, entries } = yield* rebuild(definition, saved, initial);
  state.cards = internDefs(state.cards);
  const journal = Journal.from(definition.id, { entries: entries.map((entry, i) => ({ entry, events: actions[i]!.events })), chat: saved.chat.map((c) => c.chat) });
  for (const { line, chat } of saved.chat) {
    const back = journal.items[line];
    if (back?.type !== "chat" || back.text !== chat.text) log.warn({ room: room.id, line }, "a stored chat line came back at another place in the log");
  }
  return { initial, state, journal };
}

/**
 * The table a stored history leads to, and the history with every entry's randomness:
 * - rows stored before rng/next were kept are replayed from the seed to recover them
 *   (such games have no corrections);
 * - with no correction after the latest snapshot, the snapshot plus a replay of the tail;
 * - otherwise a fold of the whole history (a correction rebuilds from the first action; the fold
 *   applies only the last correction's rebuild and the tail after it).
 */
function* rebuild(definition: GameDefinition, saved: LoadedRoom, initial: TableState): Generator<void, { state: TableState; entries: HistoryEntry[] }> {
  const { room, snapshot, actions } = saved;
  const last = actions.at(-1)?.seq ?? 0;
  if (snapshot && snapshot.seq > last) throw new RestoreError(`room ${room.id}: snapshot at seq ${snapshot.seq} is ahead of the log (${last})`);
  const lastCorrection = actions.filter((a) => isCorrection(a.action)).at(-1)?.seq ?? 0;
  const legacy = actions.some((a) => !a.rng || !a.next);
  if (legacy && lastCorrection > 0) throw new RestoreError(`room ${room.id}: a correction without its randomness`);

  if (!legacy && lastCorrection > 0 && !(snapshot && snapshot.seq >= lastCorrection)) {
    const entries = actions.map(entryOf);
    try {
      const { state } = yield* foldSteps(definition, initial, entries);
      return { state, entries };
    } catch (error) {
      throw new RestoreError(`room ${room.id}: ${errorText(error)}`);
    }
  }

  const from = !legacy && snapshot ? upgradeTable(definition, snapshot.state) : initial;
  const entries = actions.slice(0, from.seq).map(entryOf);
  let state = from;
  for (const [i, stored] of actions.slice(from.seq).entries()) {
    if (i > 0 && i % FOLD_STEP === 0) yield;
    if (stored.rng && JSON.stringify(stored.rng) !== JSON.stringify(state.rng)) {
      log.warn({ room: room.id, seq: stored.seq }, "the stored randomness differs from the replayed table's");
    }
    const entry = entryFor(state, stored.action, stored.actor);
    const result = apply(definition, state, stored.action as Action, stored.actor);
    if (!result.ok) throw new RestoreError(`room ${room.id}: action ${stored.seq} (${stored.action.type}) was refused on replay: ${result.error.message}`);
    if (result.state.seq !== stored.seq) throw new RestoreError(`room ${room.id}: action ${stored.seq} replayed to seq ${result.state.seq}`);
    if (JSON.stringify(result.events) !== JSON.stringify(stored.events)) {
      // The engine changed since the game was stored: the table continues, the log keeps what players saw.
      log.warn({ room: room.id, seq: stored.seq }, "replayed events differ from the stored ones");
    }
    entries.push(stored.rng && stored.next ? entryOf(stored) : entry);
    state = result.state;
  }
  return { state, entries };
}

const entryOf = (stored: StoredAction): HistoryEntry => ({ seq: stored.seq, action: stored.action, actor: stored.actor, rng: stored.rng!, next: stored.next! });
