/**
 * The tables as Kysely sees them. One interface per table; migrations/ creates them, so a
 * change here always comes with a new migration.
 */

/** One printing of a card. `data` is the CardDef as JSON; the other columns exist to find it. */
export interface CardsTable {
  id: string;
  name: string;
  /** nameKey(name): how deck lines are compared with names (case, accents, quotes folded). */
  name_key: string;
  /** The set's code as deck lists write it, upper case; null for sets that have none. */
  set_code: string | null;
  number: string | null;
  /** The collector number's digits ("GG025" -> "25"), so "PR-SW 1" can find "SWSH001". */
  number_digits: string | null;
  data: string;
}

export interface Database {
  cards: CardsTable;
}
