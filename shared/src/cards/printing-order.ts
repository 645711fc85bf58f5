/**
 * Which printing stands for a card when a deck line does not say: the newest. A bare "4 Nest
 * Ball" means the card, and its newest printing is the one a player most likely holds, whose set
 * code current lists write and whose regulation mark the current format checks; the card data's
 * ids compared as text chose SUM 123 (2017, "sm1-123") over SVI 181 and PAF 84 (2024).
 *
 * A printing with a set code comes before one without (a promo the data gives no code): the
 * import report names the card by its code, for the player to copy into the list. Among those,
 * the newest is the latest set release date (CardDef.released, from the data's sets list). Sets
 * released the same day (a set and its gallery, a set and that day's promos), printings within a
 * set, and data without release dates are ordered by set code, then collector number, each read
 * with its digits as numbers ("SVI 181" before "SVI 255": the regular printing before its secret
 * rare; "PMA 4" before "PMA GG04"; "SV2" before "SV10"), then by id, so that the order is total
 * and the in-memory lookup and the server's card store, which read printings in different
 * orders, pick the same one.
 */
import type { CardDef } from "./types";

const DIGITS = /^\d+$/;

/** Runs of digits compared as numbers, other text by character code without case: never by locale, so every machine agrees. */
export function naturalCompare(a: string, b: string): number {
  const left = a.toUpperCase().split(/(\d+)/).filter(Boolean);
  const right = b.toUpperCase().split(/(\d+)/).filter(Boolean);
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    const x = left[index]!;
    const y = right[index]!;
    const xDigits = DIGITS.test(x);
    const yDigits = DIGITS.test(y);
    if (xDigits !== yDigits) return xDigits ? -1 : 1; // "4" before "GG04"
    const order = xDigits ? compareNumbers(x, y) : x < y ? -1 : x > y ? 1 : 0;
    if (order !== 0) return order;
  }
  return left.length - right.length;
}

/** Two runs of digits as numbers, however long ("007" equals "7"). */
function compareNumbers(x: string, y: string): number {
  const a = x.replace(/^0+(?=\d)/, "");
  const b = y.replace(/^0+(?=\d)/, "");
  return a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0;
}

/** What is present before what is missing, else `compare`. */
function presentFirst(a: string | undefined, b: string | undefined, compare: (a: string, b: string) => number): number {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? 1 : -1;
  return compare(a, b);
}

/** Newest printing first (see above): a sort comparator, total over distinct ids. */
export function newestPrintingFirst(a: CardDef, b: CardDef): number {
  return (
    presentFirst(a.set, b.set, () => 0) ||
    presentFirst(a.released, b.released, (x, y) => (x > y ? -1 : x < y ? 1 : 0)) ||
    presentFirst(a.set, b.set, naturalCompare) ||
    presentFirst(a.number, b.number, naturalCompare) ||
    naturalCompare(a.id, b.id) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** The newest of these printings, whatever order they come in; undefined for none. */
export function newestPrinting(printings: Iterable<CardDef>): CardDef | undefined {
  let newest: CardDef | undefined;
  for (const card of printings) if (newest === undefined || newestPrintingFirst(card, newest) < 0) newest = card;
  return newest;
}
