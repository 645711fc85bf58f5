/**
 * The HTTP side: card definitions for the browser (public data, never a room's secrets),
 * deck-list previews for the lobby, the open-room list, and the built client itself.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { matchMaker } from "@colyseus/core";
import express, { type Express, type Request, type Response } from "express";
import { DeckSubmitSchema, ROOM_NAME, type CardDef } from "@playmat/shared";
import { DEMO_DECKS } from "@playmat/shared/cards/index";
import { DeckInputError, listFor, resolveList } from "../decks/deck-loader";
import type { CardStore } from "../cards/card-store";
import { placeholderFromId } from "../decks/placeholder-id";
import type { GameStore } from "../store/game-store";
import { API_BODY_LIMIT, fail, mountApiErrors } from "./api-errors";
import { mountReplays } from "./replays";

export interface HttpDeps {
  cards: CardStore;
  /** Game records (replays.ts). */
  games: GameStore;
  clientDist: string;
  cardImageBase: string;
}

const MAX_IDS = 200;

export function mountRoutes(app: Express, deps: HttpDeps): void {
  app.use("/api", express.json({ limit: API_BODY_LIMIT }));

  app.get("/api/health", (_req, res) => res.json({ ok: true }));

  app.get("/api/config", (_req, res) => res.json({ cardImageBase: deps.cardImageBase, demoDecks: DEMO_DECKS.map(({ id, name }) => ({ id, name })) }));

  app.get("/api/cards", async (req: Request, res: Response) => {
    const ids = String(req.query.ids ?? "").split(",").map((s) => s.trim()).filter(Boolean);
    if (ids.length === 0 || ids.length > MAX_IDS) {
      fail(res, 400, "cards.ids", `Ask for 1 to ${MAX_IDS} card ids: /api/cards?ids=a,b`);
      return;
    }
    const found = await deps.cards.get(ids);
    const cards: CardDef[] = ids.map((id) => found.get(id) ?? placeholderFromId(id)).filter((c): c is CardDef => Boolean(c));
    res.set("Cache-Control", "public, max-age=3600").json({ ok: true, cards });
  });

  app.post("/api/decks/resolve", async (req: Request, res: Response) => {
    const parsed = DeckSubmitSchema.safeParse(req.body);
    if (!parsed.success) {
      fail(res, 400, "message.invalid", 'Send { list: "..." } or { demo: "id" }.');
      return;
    }
    try {
      const { report } = await resolveList(listFor(parsed.data), deps.cards);
      res.json({ ok: true, report });
    } catch (error) {
      if (!(error instanceof DeckInputError)) throw error;
      fail(res, 400, "deck.invalid", error.message);
    }
  });

  app.get("/api/rooms", async (_req, res) => {
    const rooms = await matchMaker.query({ name: ROOM_NAME });
    res.json({
      ok: true,
      rooms: rooms.filter((r) => !r.private).map((r) => ({ roomId: r.roomId, clients: r.clients, ...(r.metadata ?? {}) })),
    });
  });

  mountReplays(app, deps.games);
  mountApiErrors(app);

  if (existsSync(deps.clientDist)) {
    app.use(express.static(deps.clientDist, { index: "index.html", maxAge: "1h" }));
    // Invite links (/room/<id>) and every other client route load the app.
    app.get(/^\/(?!api\/|matchmake\/).*/, (_req, res) => res.sendFile(path.join(deps.clientDist, "index.html")));
  }
}
