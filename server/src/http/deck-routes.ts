/**
 * The HTTP side of cards and decks, per game: card definitions for the browser (public data,
 * never a room's secrets) and deck-list previews for the lobby. A request names its game
 * (`game`); one that names none means the game every request meant before games were named
 * (UNNAMED_GAME), so an older client's requests keep their meaning.
 */
import type { Express, Request, RequestHandler, Response } from "express";
import { type CardDef, DeckResolveSchema, GAMES, gameById, type Game, type GameDecks, type ParsedDeckList } from "@playmat/shared";
import { ipKeyGenerator } from "express-rate-limit";
import { decksOf, DeckInputError, listFor, parseList, resolveParsed } from "../decks/deck-loader";
import { placeholderFromId } from "../decks/placeholder-id";
import { fail } from "./api-errors";
import { AddressBuckets } from "./address-buckets";
import type { HttpDeps } from "./routes";

/** The game of a request that names none. */
const UNNAMED_GAME = "ptcg";
const MAX_IDS = 200;

/** The game a request names, or undefined once the client has been told there is no such game (400 game.unknown). */
export function requestedGame(res: Response, id: unknown): Game | undefined {
  const game = gameById(id === undefined ? UNNAMED_GAME : typeof id === "string" ? id : "");
  if (!game) {
    const named = typeof id === "string" ? `"${id.slice(0, 40)}"` : "named so";
    fail(res, 400, "game.unknown", `There is no game ${named} on this server; try one of: ${Object.keys(GAMES).join(", ")}.`);
  }
  return game;
}

/** The import report's first warning on a server without imported card data (deck.no-card-data). */
const NO_CARD_DATA = {
  code: "deck.no-card-data",
  message:
    "This server has no card data imported, only the demo decks' cards: every other card is kept by its name as a placeholder, " +
    "which you can still play by hand. Whoever runs the server can import card data (npm run cards:import).",
};

export function mountDeckRoutes(app: Express, deps: HttpDeps, work: RequestHandler): void {
  app.get("/api/cards", async (req: Request, res: Response) => {
    const ids = String(req.query.ids ?? "").split(",").map((s) => s.trim()).filter(Boolean);
    if (ids.length === 0 || ids.length > MAX_IDS) {
      fail(res, 400, "cards.ids", `Ask for 1 to ${MAX_IDS} card ids: /api/cards?ids=a,b`);
      return;
    }
    const game = requestedGame(res, req.query.game);
    if (!game) return;
    // A game without card data has only placeholders, which carry their names in their ids.
    const found = game.decks ? await deps.cards.of(game.decks.cardData).get(ids) : new Map<string, CardDef>();
    const cards: CardDef[] = ids.map((id) => found.get(id) ?? placeholderFromId(id)).filter((c): c is CardDef => Boolean(c));
    res.set("Cache-Control", "public, max-age=3600").json({ ok: true, cards });
  });

  // Card lines looked up per address, as rooms count them per connection (DECK_LOOKUP_*).
  const deckLookups = new AddressBuckets(() => deps.deckLookups);
  app.post("/api/decks/resolve", work, async (req: Request, res: Response) => {
    const parsed = DeckResolveSchema.safeParse(req.body);
    if (!parsed.success) {
      fail(res, 400, "message.invalid", 'Send { list: "..." } or { demo: "id" }.');
      return;
    }
    const { game: gameId, ...submit } = parsed.data;
    const game = requestedGame(res, gameId);
    if (!game) return;
    let decks: GameDecks;
    let list: ParsedDeckList;
    try {
      decks = decksOf(game);
      list = parseList(listFor(submit, decks), decks);
    } catch (error) {
      if (!(error instanceof DeckInputError)) throw error;
      fail(res, 400, "deck.invalid", error.message); // costs no lookups
      return;
    }
    // Keyed as express-rate-limit keys (an IPv6 client by its /56).
    const allowed = deckLookups.take(ipKeyGenerator(req.ip ?? "", 56), list.entries.length);
    if (!allowed.ok) {
      res.set("Retry-After", String(allowed.retryAfter));
      fail(res, 429, "deck.too-fast", `You looked up too many deck lists at once: try again in ${allowed.retryAfter} s.`);
      return;
    }
    const cards = deps.cards.of(decks.cardData);
    const { report } = await resolveParsed(list, decks, cards);
    // Without imported card data every real card is "not found": one warning, first, says why.
    if (report.placeholders.length > 0 && !(await cards.hasImportedCards())) report.warnings.unshift(NO_CARD_DATA);
    res.json({ ok: true, report });
  });
}
