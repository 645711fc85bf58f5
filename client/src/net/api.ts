/** The server's HTTP endpoints (see shared/src/protocol/messages.ts and server/src/http/routes.ts). */
import type { CardDef, DeckSubmit } from "@playmat/shared";

export interface ServerConfig {
  cardImageBase: string;
  demoDecks: { id: string; name: string }[];
}

export interface DeckReportCard {
  defId: string;
  name: string;
  count: number;
  line: number;
  supertype: string;
  placeholder: boolean;
}

export interface DeckReport {
  format: string;
  total: number;
  cards: DeckReportCard[];
  placeholders: { line: number; text: string }[];
  /** What the player must fix (server/src/decks/deck-loader.ts). */
  warnings: { code: string; message: string; rule?: string; line?: number }[];
  /** What the import did that needs no fixing, such as a bare name matched to its card. */
  notes: { code: string; message: string; line: number }[];
}

/** A game the server seats (GET /api/games): the lobby offers those this page can draw too. */
export interface ServerGame {
  id: string;
  /** In English: the page names a game in the reader's words (its GameUi's nameKey). */
  name: string;
  /** Its players send deck lists; otherwise the game deals cards of its own. */
  deckLists: boolean;
}

export interface RoomListing {
  roomId: string;
  clients: number;
  name: string;
  game: string;
  hasPassword: boolean;
  phase: string;
  seats: { p1: string | null; p2: string | null };
  spectators: number;
  /** No more spectators may join (the server's MAX_SPECTATORS); absent from older servers. */
  spectatorsFull?: boolean;
  /** The finished table this one is the next game of ("Play again"); absent otherwise. */
  previousTable?: string;
}

export type ApiResult<T> = ({ ok: true } & T) | { ok: false; error: { code: string; message: string } };

async function getJson<T>(url: string, init?: RequestInit): Promise<ApiResult<T>> {
  try {
    const res = await fetch(url, init);
    const body = (await res.json()) as ApiResult<T> | (T & { ok?: undefined });
    if (body && typeof body === "object" && "ok" in body && body.ok !== undefined) return body as ApiResult<T>;
    if (!res.ok) return { ok: false, error: { code: `http.${res.status}`, message: res.statusText } };
    return { ok: true, ...(body as T) };
  } catch (error) {
    return { ok: false, error: { code: "network", message: error instanceof Error ? error.message : String(error) } };
  }
}

const configs = new Map<string, Promise<ServerConfig>>();

/** The server's config with the demo decks of `game` (the server's default game's when none is named), once per game. */
export function fetchConfig(game = ""): Promise<ServerConfig> {
  let config = configs.get(game);
  if (!config) {
    config = getJson<ServerConfig>(game ? `/api/config?game=${encodeURIComponent(game)}` : "/api/config").then((r) => (r.ok ? r : { cardImageBase: "", demoDecks: [] }));
    configs.set(game, config);
  }
  return config;
}

/**
 * The game whose card data card ids are looked up in: the table's (a room or a record sets it
 * as it opens, cardsOfGame), for a game's cards live in its own card data on the server.
 */
let cardsGame = "";
export const cardsOfGame = (game: string): void => void (cardsGame = game);

export async function fetchCards(ids: string[]): Promise<CardDef[]> {
  const game = cardsGame ? `&game=${encodeURIComponent(cardsGame)}` : "";
  const r = await getJson<{ cards: CardDef[] }>(`/api/cards?ids=${ids.map(encodeURIComponent).join(",")}${game}`);
  if (!r.ok) throw new Error(r.error.message);
  return r.cards;
}

/** A list or demo deck read by `game`'s deck format (Pokémon's when absent). */
export function resolveDeck(submit: DeckSubmit & { game?: string }) {
  return getJson<{ report: DeckReport }>("/api/decks/resolve", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(submit),
  });
}

export function fetchGames() {
  return getJson<{ games: ServerGame[] }>("/api/games");
}

export async function fetchRooms(): Promise<RoomListing[]> {
  const r = await getJson<{ rooms: RoomListing[] }>("/api/rooms");
  return r.ok ? r.rooms : [];
}

/**
 * Wakes a table everyone left, for the player whose seat token this is (docs/persistence.md,
 * "Dormant games"); then the table is joined by id as usual. `table.not-found` for any table
 * this token can't reopen.
 */
export function reopenTable(roomId: string, seatToken: string) {
  return getJson<object>(`/api/tables/${encodeURIComponent(roomId)}/reopen`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ seatToken }),
  });
}
