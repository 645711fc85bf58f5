/**
 * Uploading a card list (POST /api/card-lists?game=<id>, the list's text as text/plain), for a
 * game that takes its players' card lists (Game.cardLists): the server sizes it, hashes it and
 * asks the game to read it, and stores what the game made of it under the hash. A list the game
 * refuses is answered with one line per problem and nothing is stored. The answer names the
 * hash, which a new table's option names (docs/protocol.md, "Card lists"). Nothing here reads a
 * list back: its cards reach a screen only on their faces, at a table that names it.
 */
import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response } from "express";
import type { CardLists } from "../cards/card-lists";
import { fail } from "./api-errors";
import { requestedGame } from "./deck-routes";

/** Far above a set of 2,000 cards with their texts; the game's own limits refuse any more cards. */
export const CARD_LIST_LIMIT_BYTES = 512 * 1024;
/** Problems sent back at most: a list with more has a mistake that repeats, and the first ones show it. */
const MAX_ISSUES = 50;

const readText = express.text({ type: "text/plain", limit: CARD_LIST_LIMIT_BYTES });

/** The body as text; a body over the limit is refused here, with this route's limit in its words. */
function sizedText(req: Request, res: Response, next: NextFunction): void {
  readText(req, res, (error?: unknown) => {
    if ((error as { type?: string } | undefined)?.type === "entity.too.large") {
      fail(res, 413, "card-list.too-large", `A card list may be at most ${CARD_LIST_LIMIT_BYTES / 1024} KB.`);
      return;
    }
    next(error);
  });
}

export function mountCardListRoutes(app: Express, lists: CardLists, work: RequestHandler): void {
  app.post("/api/card-lists", work, sizedText, async (req: Request, res: Response) => {
    const game = requestedGame(res, req.query.game);
    if (!game) return;
    if (!game.cardLists) {
      fail(res, 400, "card-list.none", `${game.name} takes no card lists: its cards come with the game.`);
      return;
    }
    if (typeof req.body !== "string" || req.body.trim() === "") {
      fail(res, 400, "card-list.empty", "Send the card list's text as the request body, with Content-Type: text/plain.");
      return;
    }
    const stored = await lists.put({ ...game, cardLists: game.cardLists }, req.body);
    if (!stored.ok) {
      const { issues } = stored;
      const message = `The card list was not stored: ${issues.length === 1 ? "1 problem" : `${issues.length} problems`}.`;
      res.status(400).json({ ok: false, error: { code: "card-list.invalid", message, issues: issues.slice(0, MAX_ISSUES) } });
      return;
    }
    res.status(stored.stored ? 201 : 200).json({ ok: true, hash: stored.hash, cards: stored.cards });
  });
}
