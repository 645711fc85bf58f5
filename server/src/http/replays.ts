/**
 * Game records over HTTP, for a shareable replay link: GET /api/replays/<replayId>. The id is
 * crypto-random and handed only to people at the table (welcome.replayId). Without proof the
 * record is the spectator's view; a player proves its seat with its seat token, a judge with
 * the judge code (headers, never the URL). Served once the game is over or the room closed or
 * dormant (everyone left: no room to ask): during play, clients ask the room (`record`). Once both players reveal the record, it shows
 * every card to whoever asks. A pruned table's records were stored in the form served here
 * (rooms/prune-sweep.ts): the link reads the same bytes after as before.
 */
import { gameById } from "@playmat/shared";
import type { Express, Request, RequestHandler, Response } from "express";
import { ipKeyGenerator } from "express-rate-limit";
import { REPLAY_VIEWERS, replayRecords, type ReplayViewer } from "../rooms/replay-record";
import { checkGuess, SecretsBusy, tokenMatches, type GuessVerdict } from "../rooms/secrets";
import { fail } from "./api-errors";
import type { GameStore, RoomRecord } from "../store/game-store";

export const SEAT_TOKEN_HEADER = "x-playmat-seat-token";
export const JUDGE_CODE_HEADER = "x-playmat-judge-code";

/** Built records (JSON), by replay id, viewer and how much the game has grown. */
const cache = new Map<string, string>();
const CACHE_SIZE = 32;

/**
 * "right", or why not: the judge code's guesses are counted with the room's joins (guess-limiter.ts),
 * by client address (an IPv6 client by its /56, as api-limit.ts counts).
 */
async function entitled(req: Request, room: RoomRecord, viewer: ReplayViewer): Promise<GuessVerdict> {
  if (viewer === "spectator") return "right";
  if (viewer === "judge") return checkGuess(req.get(JUDGE_CODE_HEADER), room.judgeCodeHash, ipKeyGenerator(req.ip ?? "", 56));
  const seat = room.seats[viewer];
  return seat !== undefined && tokenMatches(req.get(SEAT_TOKEN_HEADER), seat.tokenHash) ? "right" : "wrong";
}

/**
 * The viewer's record as JSON: the one stored when the table was pruned (rooms/prune-sweep.ts),
 * else built from the action log as the pruning would have stored it. Undefined when a pruned
 * table's record is missing or its game is not on this server.
 */
async function recordText(games: GameStore, room: RoomRecord, pruned: boolean, viewer: ReplayViewer): Promise<string | undefined> {
  if (pruned) return games.storedRecord(room.id, viewer);
  const definition = gameById(room.game);
  const saved = definition && (await games.loadRoom(room.id));
  if (!definition || !saved) return undefined;
  const key = JSON.stringify([room.replayId, viewer, saved.actions.length, saved.chat.length]);
  let text = cache.get(key);
  if (text === undefined) {
    text = await (await replayRecords(definition, saved))(viewer);
    cache.set(key, text);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
  return text;
}

/** `limit`: per-address limit on requests (api-limit.ts), checked before anything is read. */
export function mountReplays(app: Express, games: GameStore, limit: RequestHandler): void {
  app.get("/api/replays/:replayId", limit, async (req: Request, res: Response) => {
    const replayId = String(req.params.replayId);
    const viewer = String(req.query.viewer ?? "spectator") as ReplayViewer;
    if (!REPLAY_VIEWERS.includes(viewer)) return fail(res, 400, "replay.viewer", `Ask as one of: ${REPLAY_VIEWERS.join(", ")}.`);
    const found = /^[\w-]{8,64}$/.test(replayId) ? await games.findReplay(replayId) : undefined;
    if (!found) return fail(res, 404, "replay.unknown", "There is no game record with that id.");
    const { room, pruned } = found;
    if (room.status === "open") return fail(res, 409, "replay.in-progress", "The game is still being played: ask for the record from inside the room.");
    const entitlement = await entitled(req, room, viewer).catch((error: unknown) => {
      if (error instanceof SecretsBusy) return "busy" as const;
      throw error;
    });
    if (entitlement === "busy") return fail(res, 503, "replay.busy", new SecretsBusy().message);
    if (entitlement === "limited-address") return fail(res, 429, "replay.guesses", "Too many wrong judge codes for this game from your address: try again in a minute.");
    if (entitlement === "limited-secret") return fail(res, 429, "replay.guesses", "Too many wrong judge codes for this game, from many addresses: try again in a minute.");
    if (entitlement === "wrong") {
      return fail(res, 403, "replay.forbidden", `The ${viewer} view needs ${viewer === "judge" ? "the judge code" : "that seat's token"}.`);
    }
    const record = await recordText(games, room, pruned, viewer);
    if (record === undefined) return fail(res, 500, "replay.game", "This record's game is not available on this server.");
    if (req.query.download !== undefined) {
      const name = room.name.replace(/[^\w-]+/g, "-").slice(0, 40) || "game";
      res.set("Content-Disposition", `attachment; filename="playmat-${name}-${viewer}.json"`);
    }
    // The record's JSON as built or stored, in the body res.json would have sent: the same bytes either way.
    res.set("Cache-Control", "private, no-store").type("json").send(`{"ok":true,"record":${record}}`);
  });
}
