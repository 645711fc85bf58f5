/**
 * The log's audience rule in one place: a card's name goes into a log line only if the viewer
 * could see it (at the source or the destination, as the engine recorded in `seenBy`);
 * otherwise the line carries a count. Also small readers of zone keys ("p1.hand"), and the
 * shape of a line before the log stamps who acted. It sits in the engine, beside visibility,
 * so a game's own log lines (games/<id>/log.ts) obey the same rule as the log's (log/).
 */
import type { CardMention, Place } from "./events";
import { SEATS, type Seat, type Viewer } from "./types";
import { viewerSees } from "./visibility";

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

/** One card (the top card of a stack in a slot) as `card`, or nothing when the viewer can't see it. */
export function cardParam(mention: CardMention | null, viewer: Viewer, name = "card"): Params {
  return mention && viewerSees(mention.seenBy, viewer) ? { [name]: mention.name } : {};
}

/** The seat a zone key belongs to ("p1.hand" → p1), or null for a shared zone (one without a seat). */
export function zoneSeat(key: string): Seat | null {
  const head = key.split(".")[0];
  return SEATS.find((s) => s === head) ?? null;
}

/** The zone's id within its game ("p1.hand" → "hand"). */
export const zoneId = (key: string): string => key.split(".").pop()!;

/**
 * A place as params: `<name>` is the zone key; `<name>Slot` (0-based) is added when the place
 * means the stack in that slot rather than the zone itself.
 */
export function placeParams(name: string, place: Place, stack: boolean): Params {
  const params: Params = { [name]: place.zone };
  if (stack && place.slot !== undefined) params[`${name}Slot`] = place.slot;
  return params;
}

/** A stack in a slot as params: `at` (zone key), `atSlot`, and `card` when the viewer sees its top card. */
export function stackAtParams(place: Place, top: CardMention | null, viewer: Viewer): Params {
  return { ...placeParams("at", { ...place, slot: place.slot ?? 0 }, true), ...cardParam(top, viewer) };
}

/** What an event describer returns before describeEvent (log/entry.ts) stamps who acted. */
export interface LogLine {
  /** An i18n key in the `log` namespace (a game's own namespace first: i18n/namespaces.ts). */
  key: string;
  params: Params;
  /** Seats whose cards or zones the event touched (null: a shared zone), to flag cross-side actions. */
  touches?: (Seat | null)[];
  advisory?: { code: string; source: string; target?: string };
  /** The sentence names no actor (a judge's table action, a game's own step): the entry's seat is null. */
  actorless?: boolean;
}
