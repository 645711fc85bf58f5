/**
 * How many deck-list lines a client may have looked up in the card database from inside a
 * room (deck.preview and deck.submit). Each distinct card line costs one to four queries,
 * run on the event loop every table shares: 200 lines of different names, each printed dozens
 * of times, take ~30 ms with the real card data, so at the message rate limit alone one client
 * could keep every table on the server waiting. Counted in lines, like LogReads: a player may
 * preview and load many real decks (20–30 lines each) at once, and then a few a second.
 */
import { WorkBuckets, type WorkLimit } from "./rate-limit";
import { refuse, type Refusal } from "./refusal";

/** Card lines a client may have looked up at once (burst), then so many a second. */
export type DeckLookupLimit = WorkLimit;

/** Three lists at the most a table takes (200 cards, one a line), then two real decks a second. */
export const DEFAULT_DECK_LOOKUPS: DeckLookupLimit = { burst: 600, perSecond: 60 };

export const DECK_TOO_FAST: Refusal = refuse("deck.too-fast", "You looked up too many deck lists at once: try again in a few seconds.");

/** The per-client buckets, counted in card lines. */
export class DeckLookups extends WorkBuckets {}
