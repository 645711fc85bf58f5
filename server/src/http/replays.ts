/**
 * Game records over HTTP, for a shareable replay link: GET /api/replays/<replayId>. The id is
 * crypto-random and handed only to people at the table (welcome.replayId). Without proof the
 * record is the spectator's view; a player proves its seat with its seat token, a judge with
 * the judge code (headers, never the URL). Served once the game is over or the room closed or
 * dormant (everyone left: no room to ask): during play, clients ask the room (`record`). Once both players reveal the record, it shows
 * every card to whoever asks.
 */
import { gameById, RecordBuilder, recordRevealed, type GameRecord, type Viewer } from "@playmat/shared";
import type { Express, Request, RequestHandler, Response } from "express";
import { ipKeyGenerator } from "express-rate-limit";
import { loadGameSteps } from "../rooms/load-game";
import { catchUp, runInSlices } from "../rooms/slices";
import { checkGuess, SecretsBusy, tokenMatches, type GuessVerdict } from "../rooms/secrets";
import { fail } from "./api-errors";
import type { GameStore, LoadedRoom } from "../store/game-store";

export const SEAT_TOKEN_HEADER = "x-playmat-seat-token";
export const JUDGE_CODE_HEADER = "x-playmat-judge-code";

const VIEWERS = ["spectator", "p1", "p2", "judge"] as const;
type ViewerName = (typeof VIEWERS)[number];

/** Built records, by replay id, viewer and how much the game has grown. */
const cache = new Map<string, GameRecord>();
const CACHE_SIZE = 32;

/**
 * "right", or why not: the judge code's guesses are counted with the room's joins (guess-limiter.ts),
 * by client address (an IPv6 client by its /56, as api-limit.ts counts).
 */
async function entitled(req: Request, saved: LoadedRoom, viewer: ViewerName): Promise<GuessVerdict> {
  if (viewer === "spectator") return "right";
  if (viewer === "judge") return checkGuess(req.get(JUDGE_CODE_HEADER), saved.room.judgeCodeHash, ipKeyGenerator(req.ip ?? "", 56));
  const seat = saved.room.seats[viewer];
  return seat !== undefined && tokenMatches(req.get(SEAT_TOKEN_HEADER), seat.tokenHash) ? "right" : "wrong";
}

/** `limit`: per-address limit on requests (api-limit.ts), checked before anything is read. */
export function mountReplays(app: Express, games: GameStore, limit: RequestHandler): void {
  app.get("/api/replays/:replayId", limit, async (req: Request, res: Response) => {
    const replayId = String(req.params.replayId);
    const viewer = String(req.query.viewer ?? "spectator") as ViewerName;
    if (!VIEWERS.includes(viewer)) return fail(res, 400, "replay.viewer", `Ask as one of: ${VIEWERS.join(", ")}.`);
    const saved = /^[\w-]{8,64}$/.test(replayId) ? await games.loadReplay(replayId) : undefined;
    if (!saved) return fail(res, 404, "replay.unknown", "There is no game record with that id.");
    if (saved.room.status === "open") return fail(res, 409, "replay.in-progress", "The game is still being played: ask for the record from inside the room.");
    const entitlement = await entitled(req, saved, viewer).catch((error: unknown) => {
      if (error instanceof SecretsBusy) return "busy" as const;
      throw error;
    });
    if (entitlement === "busy") return fail(res, 503, "replay.busy", new SecretsBusy().message);
    if (entitlement === "limited-address") return fail(res, 429, "replay.guesses", "Too many wrong judge codes for this game from your address: try again in a minute.");
    if (entitlement === "limited-secret") return fail(res, 429, "replay.guesses", "Too many wrong judge codes for this game, from many addresses: try again in a minute.");
    if (entitlement === "wrong") {
      return fail(res, 403, "replay.forbidden", `The ${viewer} view needs ${viewer === "judge" ? "the judge code" : "that seat's token"}.`);
    }
    const definition = gameById(saved.room.game);
    if (!definition) return fail(res, 500, "replay.game", "This record's game is not available on this server.");
    const key = JSON.stringify([replayId, viewer, saved.actions.length, saved.chat.length]);
    let record = cache.get(key);
    if (!record) {
      // The game brought back, then its record, each a slice at a time (rooms/slices.ts): the server's tables play on meanwhile.
      const { initial, state, journal } = await runInSlices(loadGameSteps(definition, saved));
      const asViewer: Viewer = viewer === "p1" || viewer === "p2" ? { role: "player", seat: viewer } : { role: viewer };
      const players = { p1: saved.room.seats.p1?.name ?? "Player 1", p2: saved.room.seats.p2?.name ?? "Player 2" };
      const { history, items, spans, privates } = journal;
      const source = { definition, initial, state, history, items, spans, privates, name: saved.room.name, players };
      const fresh = () => new RecordBuilder(definition, initial, asViewer, recordRevealed(state));
      record = (await catchUp(fresh(), () => source, fresh)).build(source);
      cache.set(key, record);
      if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
    }
    if (req.query.download !== undefined) {
      const name = saved.room.name.replace(/[^\w-]+/g, "-").slice(0, 40) || "game";
      res.set("Content-Disposition", `attachment; filename="playmat-${name}-${viewer}.json"`);
    }
    res.set("Cache-Control", "private, no-store").json({ ok: true, record });
  });
}
