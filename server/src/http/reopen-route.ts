/**
 * POST /api/tables/<roomId>/reopen, body { seatToken }: wakes a dormant table for one of its
 * players (rooms/reopen.ts), who then joins it by id as usual. Every "no" that is not the
 * player's own (unknown id, wrong token, a game finished, closed or dormant too long) is the
 * same 404, as a join by id to a room not in memory is the same 522 whatever the reason.
 */
import type { Express, Request, Response } from "express";
import { reopenTable } from "../rooms/reopen";
import type { GameStore } from "../store/game-store";
import { apiWorkLimit } from "./api-limit";
import { fail } from "./api-errors";

/** A room id as Colyseus makes them, with room to spare; anything else is not a table. */
const ROOM_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Seat tokens are 24 characters (newToken): a much longer string is not one. */
const MAX_TOKEN_LENGTH = 200;

export const TABLE_NOT_FOUND = "There is no table to reopen with this code and seat.";

export function mountReopen(app: Express, games: GameStore, settings: { apiWorkPerMinute: number; dormantHoldSeconds: number }): void {
  // Each try reads the store and may rebuild a game: counted per address like the other costly requests.
  const limit = apiWorkLimit(settings.apiWorkPerMinute, "requests to reopen a table");
  app.post("/api/tables/:roomId/reopen", limit, async (req: Request, res: Response) => {
    const roomId = String(req.params.roomId);
    const seatToken = (req.body as { seatToken?: unknown } | undefined)?.seatToken;
    if (typeof seatToken !== "string" || seatToken === "" || seatToken.length > MAX_TOKEN_LENGTH) {
      return fail(res, 400, "message.invalid", "Send { seatToken: \"...\" }: the seat token of a player at this table.");
    }
    if (!ROOM_ID.test(roomId)) return fail(res, 404, "table.not-found", TABLE_NOT_FOUND);
    const answer = await reopenTable(games, roomId, seatToken, settings.dormantHoldSeconds);
    if (answer.ok) return res.json({ ok: true });
    if (answer.reason === "not-found") return fail(res, 404, "table.not-found", TABLE_NOT_FOUND);
    if (answer.reason === "full") return fail(res, 503, "table.server-full", answer.message);
    return fail(res, 500, "table.reopen-failed", answer.message);
  });
}
