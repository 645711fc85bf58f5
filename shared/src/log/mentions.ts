/**
 * The audience rule in one place: a card's name goes into a log line only if the viewer
 * could see it (at the source or the destination, as the engine recorded in `seenBy`);
 * otherwise the line carries a count. Also small readers of zone keys ("p1.bench").
 */
import type { CardMention, Place } from "../engine/events";
import { SEATS, type Seat, type Viewer } from "../engine/types";
import { viewerSees } from "../engine/visibility";

/** List params (card names, coin results, ids) are joined with this; it never occurs in a name. */
export const LIST_SEPARATOR = "\n";

export const joinList = (items: readonly string[]): string => items.join(LIST_SEPARATOR);
export const splitList = (value: string | number | undefined): string[] =>
  value === undefined || value === "" ? [] : String(value).split(LIST_SEPARATOR);

export type Params = Record<string, string | number>;

/** `cards`: names the viewer saw (list); `hidden`: how many it did not; `count`: all of them. */
export function cardParams(mentions: readonly CardMention[], viewer: Viewer): Params {
  const seen = mentions.filter((m) => viewerSees(m.seenBy, viewer)).map((m) => m.name);
  const params: Params = { count: mentions.length, hidden: mentions.length - seen.length };
  if (seen.length > 0) params.cards = joinList(seen);
  return params;
}

/** Only a count, whatever the viewer saw (cards put back after a look or a search). */
export const countParams = (count: number): Params => ({ count, hidden: count });

/** One card (a Pokémon's top card) as `card`, or nothing when the viewer can't see it. */
export function cardParam(mention: CardMention | null, viewer: Viewer, name = "card"): Params {
  return mention && viewerSees(mention.seenBy, viewer) ? { [name]: mention.name } : {};
}

/** The seat a zone key belongs to ("p1.hand" → p1), or null for a shared zone ("stadium"). */
export function zoneSeat(key: string): Seat | null {
  const head = key.split(".")[0];
  return SEATS.find((s) => s === head) ?? null;
}

/** The zone's id within its game ("p1.bench" → "bench"). */
export const zoneId = (key: string): string => key.split(".").pop()!;

/**
 * A place as params: `<name>` is the zone key; `<name>Slot` (0-based) is added when the place
 * means a Pokémon in that slot rather than the zone itself.
 */
export function placeParams(name: string, place: Place, pokemon: boolean): Params {
  const params: Params = { [name]: place.zone };
  if (pokemon && place.slot !== undefined) params[`${name}Slot`] = place.slot;
  return params;
}
