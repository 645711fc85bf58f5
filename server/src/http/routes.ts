/**
 * The HTTP side: the games the server seats, card definitions and deck-list previews (deck-routes.ts), the open-room list,
 * reopening a table everyone left, game records, and the built client itself.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { matchMaker } from "@colyseus/core";
import compression from "compression";
import express, { type Express, type Request, type Response } from "express";
import { GAMES, ROOM_NAME } from "@playmat/shared";
import type { CardStore } from "../cards/card-store";
import type { Config } from "../config";
import type { GameStore } from "../store/game-store";
import { API_BODY_LIMIT, mountApiErrors } from "./api-errors";
import { apiWorkLimit } from "./api-limit";
import { mountDeckRoutes, requestedGame } from "./deck-routes";
import { mountReplays } from "./replays";
import { mountReopen } from "./reopen-route";

/** The stores, and the settings of the configuration the HTTP side reads (config.ts documents each). */
export interface HttpDeps extends Pick<Config, "clientDist" | "cardImageBase" | "apiWorkPerMinute" | "trustProxy" | "deckLookups" | "dormantHoldSeconds"> {
  cards: CardStore;
  /** Game records (replays.ts). */
  games: GameStore;
}

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

  // The demo decks of the game asked for (`?game=`), or of the game an unnamed request means (deck-routes.ts).
  app.get("/api/config", (req, res) => {
    const game = requestedGame(res, req.query.game);
    if (game) res.json({ cardImageBase: deps.cardImageBase, demoDecks: (game.decks?.demoDecks ?? []).map(({ id, name }) => ({ id, name })) });
  });

  // The games this server seats, for the lobby's choice (docs/protocol.md): a page offers those it can draw.
  app.get("/api/games", (_req, res) => {
    res.json({ ok: true, games: Object.values(GAMES).map((game) => ({ id: game.id, name: game.name, deckLists: game.decks !== undefined })) });
  });

  mountDeckRoutes(app, deps, work);

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
