/**
 * A stored game's record as the replay link serves it (http/replays.ts), for each of its
 * viewers: built from the action log while the table's rows are kept whole, and stored in this
 * very form when they are pruned (rooms/prune-sweep.ts), so a replay reads the same bytes after.
 */
import { RecordBuilder, recordRevealed, type GameDefinition, type Viewer } from "@playmat/shared";
import type { LoadedRoom } from "../store/game-store";
import { loadGameSteps } from "./load-game";
import { catchUp, runInSlices } from "./slices";

/** Every view the replay link serves: anyone's (spectator), each seat's with its token, the judge's with the code. */
export const REPLAY_VIEWERS = ["spectator", "p1", "p2", "judge"] as const;
export type ReplayViewer = (typeof REPLAY_VIEWERS)[number];

/** Builds a viewer's record as JSON text. */
export type ReplayRecords = (viewer: ReplayViewer) => Promise<string>;

/**
 * The game brought back once, then each viewer's record built from it, each a slice at a time
 * (rooms/slices.ts): the server's tables play on meanwhile.
 */
export async function replayRecords(definition: GameDefinition, saved: LoadedRoom): Promise<ReplayRecords> {
  const { initial, state, journal } = await runInSlices(loadGameSteps(definition, saved));
  const players = { p1: saved.room.seats.p1?.name ?? "Player 1", p2: saved.room.seats.p2?.name ?? "Player 2" };
  const { history, items, spans, privates } = journal;
  const source = { definition, initial, state, history, items, spans, privates, name: saved.room.name, players };
  return async (viewer) => {
    const asViewer: Viewer = viewer === "p1" || viewer === "p2" ? { role: "player", seat: viewer } : { role: viewer };
    const fresh = () => new RecordBuilder(definition, initial, asViewer, recordRevealed(state));
    return JSON.stringify((await catchUp(fresh(), () => source, fresh)).build(source));
  };
}
