/**
 * What every table room of the process shares, set once by createPlaymat (app.ts) before any
 * room is created: the card lookup, the store, and the room settings of the configuration
 * (config.ts documents each; .env.example names their variables).
 */
import type { CardLookup } from "@playmat/shared";
import type { Config } from "../config";
import type { GameStore } from "../store/game-store";
import { DEFAULT_MAX_SPECTATORS, DEFAULT_MAX_TABLES } from "./capacity";
import { DEFAULT_LOG_READS } from "./log-reads";
import { DEFAULT_DECK_LOOKUPS } from "./deck-lookups";
import { DEFAULT_RATE_LIMIT } from "./rate-limit";
import { DEFAULT_CHAT_LIMIT } from "./table-chat";
import { DEFAULT_RECORD_BUILDS } from "./record-builds";
import { DEFAULT_MAX_LOG_LINES } from "./log-limit";
import { DEFAULT_DORMANT_HOLD_SECONDS } from "./dormant-sweep";
import { DEFAULT_GUESS_LIMITS } from "./guess-limiter";

/** The parts of the configuration the rooms read. */
export const ROOM_SETTINGS = [
  "testMode",
  "seatHoldSeconds",
  "restoreHoldSeconds",
  "dormantHoldSeconds",
  "rateLimit",
  "chatLimit",
  "maxTables",
  "maxSpectators",
  "maxLogLines",
  "recordBuilds",
  "logReads",
  "deckLookups",
  "guessLimits",
] as const satisfies readonly (keyof Config)[];

export type RoomConfig = Pick<Config, (typeof ROOM_SETTINGS)[number]>;

/** Each game's card data (card-store.ts): a table looks its game's deck lists up in `of(decks.cardData)`. */
export interface CardSources {
  of(cardData: string): CardLookup;
}

/** Uploaded card lists (cards/card-lists.ts): a table whose option names one looks its deck lists up in that list alone. */
export interface CardListSources {
  lookup(game: string, hash: string): Promise<CardLookup | undefined>;
}

export interface RoomServices extends RoomConfig {
  cards: CardSources;
  cardLists: CardListSources;
  /** Where every accepted action is stored before it is acknowledged. */
  store: GameStore | null;
}

/** Until createPlaymat sets them: no store, and the configuration's defaults. */
export const roomServices: RoomServices = {
  cards: { of: () => ({ find: async () => undefined }) },
  cardLists: { lookup: async () => undefined },
  store: null,
  testMode: false,
  seatHoldSeconds: 180,
  restoreHoldSeconds: 1800,
  dormantHoldSeconds: DEFAULT_DORMANT_HOLD_SECONDS,
  rateLimit: DEFAULT_RATE_LIMIT,
  chatLimit: DEFAULT_CHAT_LIMIT,
  maxTables: DEFAULT_MAX_TABLES,
  maxSpectators: DEFAULT_MAX_SPECTATORS,
  maxLogLines: DEFAULT_MAX_LOG_LINES,
  recordBuilds: DEFAULT_RECORD_BUILDS,
  logReads: DEFAULT_LOG_READS,
  deckLookups: DEFAULT_DECK_LOOKUPS,
  guessLimits: DEFAULT_GUESS_LIMITS,
};

/** Points the rooms at this process's card lookup and store, and at the configuration's settings. */
export function setRoomServices(config: Config, cards: CardSources, store: GameStore, cardLists: CardListSources): void {
  Object.assign(roomServices, { cards, store, cardLists }, Object.fromEntries(ROOM_SETTINGS.map((key) => [key, config[key]])));
}
