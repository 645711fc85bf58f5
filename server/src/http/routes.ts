/**
 * The HTTP side: card definitions for the browser (public data, never a room's secrets),
 * deck-list previews for the lobby, the open-room list, reopening a table everyone left, and
 * the built client itself.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { matchMaker } from "@colyseus/core";
import compression from "compression";
import express, { type Express, type Request, type Response } from "express";
import { type CardDef, DeckSubmitSchema, DEMO_DECKS, type ParsedDeckList, ROOM_NAME } from "@playmat/shared";
import { ipKeyGenerator } from "express-rate-limit";
import { DeckInputError, listFor, parseList, resolveParsed } from "../decks/deck-loader";
import type { CardStore } from "../cards/card-store";
import { placeholderFromId } from "../decks/placeholder-id";
import type { Config } from "../config";
import type { GameStore } from "../store/game-store";
import { API_BODY_LIMIT, fail, mountApiErrors } from "./api-errors";
import { AddressBuckets } from "./address-buckets";
import { apiWorkLimit } from "./api-limit";
import { mountReplays } from "./replays";
import { mountReopen } from "./reopen-route";

/** The import report's first warning on a server without imported card data (deck.no-card-data). */
const NO_CARD_DATA = {
  code: "deck.no-card-data",
  message:
    "This server has no card data imported, only the demo decks' cards: every other card is kept by its name as a placeholder, " +
    "which you can still play by hand. Whoever runs the server can import card data (npm run cards:import).",
};

/** The stores, and the settings of the configuration the HTTP side reads (config.ts documents each). */
export interface HttpDeps extends Pick<Config, "clientDist" | "cardImageBase" | "apiWorkPerMinute" | "trustProxy" | "deckLookups" | "dormantHoldSeconds"> {
  cards: CardStore;
  /** Game records (replays.ts). */
  games: GameStore;
}

const MAX_IDS = 200;

/**
 * How long browsers keep the client's files. Vite names every built asset by its content's
 * hash, so one never changes under its name: kept for a year. index.html names the current
 * assets, and a rebuild deletes the old ones, so it is checked on every load (a copy cached
 * across an upgrade would ask for files that are gone: a blank page).
 */
const ASSET_CACHE = "public, max-age=31536000, immutable";
const PAGE_CACHE = "no-cache";

export function mountRoutes(app: Express, deps: HttpDeps): void {
  app.set("trust proxy", deps.trustProxy);
  // One count per address for both: what costs the server work.
  const work = apiWorkLimit(deps.apiWorkPerMinute);
  // The client's script is ~0.8 MB as built, ~0.25 MB gzipped; card lists compress as well.
  app.use(compression());
  app.use("/api", express.json({ limit: API_BODY_LIMIT }));

  app.get("/api/health", (_req, res) => res.json({ ok: true }));

  app.get("/api/config", (_req, res) => res.json({ cardImageBase: deps.cardImageBase, demoDecks: DEMO_DECKS.map(({ id, name }) => ({ id, name })) }));

  app.get("/api/cards", async (req: Request, res: Response) => {
    const ids = String(req.query.ids ?? "").split(",").map((s) => s.trim()).filter(Boolean);
    if (ids.length === 0 || ids.length > MAX_IDS) {
      fail(res, 400, "cards.ids", `Ask for 1 to ${MAX_IDS} card ids: /api/cards?ids=a,b`);
      return;
    }
    const found = await deps.cards.of("ptcg").get(ids);
    const cards: CardDef[] = ids.map((id) => found.get(id) ?? placeholderFromId(id)).filter((c): c is CardDef => Boolean(c));
    res.set("Cache-Control", "public, max-age=3600").json({ ok: true, cards });
  });

  // Card lines looked up per address, as rooms count them per connection (DECK_LOOKUP_*).
  const deckLookups = new AddressBuckets(() => deps.deckLookups);
  app.post("/api/decks/resolve", work, async (req: Request, res: Response) => {
    const parsed = DeckSubmitSchema.safeParse(req.body);
    if (!parsed.success) {
      fail(res, 400, "message.invalid", 'Send { list: "..." } or { demo: "id" }.');
      return;
    }
    let list: ParsedDeckList;
    try {
      list = parseList(listFor(parsed.data));
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
    const { report } = await resolveParsed(list, deps.cards.of("ptcg"));
    // Without imported card data every real card is "not found": one warning, first, says why.
    if (report.placeholders.length > 0 && !(await deps.cards.of("ptcg").hasImportedCards())) report.warnings.unshift(NO_CARD_DATA);
    res.json({ ok: true, report });
  });

  app.get("/api/rooms", async (_req, res) => {
    const rooms = await matchMaker.query({ name: ROOM_NAME });
    res.json({
      ok: true,
      rooms: rooms.filter((r) => !r.private).map((r) => ({ roomId: r.roomId, clients: r.clients, ...(r.metadata ?? {}) })),
    });
  });

  mountReplays(app, deps.games, work);
  mountReopen(app, deps.games, deps);
  mountApiErrors(app);

  if (existsSync(deps.clientDist)) {
    const assets = path.join(deps.clientDist, "assets") + path.sep;
    app.use(
      express.static(deps.clientDist, {
        index: "index.html",
        maxAge: "1h",
        setHeaders: (res, file) => {
          if (file.startsWith(assets)) res.setHeader("Cache-Control", ASSET_CACHE);
          else if (file.endsWith(".html")) res.setHeader("Cache-Control", PAGE_CACHE);
        },
      }),
    );
    // Invite links (/room/<id>) and every other client route load the app.
    app.get(/^\/(?!api\/|matchmake\/).*/, (_req, res) => res.set("Cache-Control", PAGE_CACHE).sendFile(path.join(deps.clientDist, "index.html")));
  }
}
