/**
 * The pieces of a line for one viewer: whose zone ("your hand", "their discard pile", "Alice's
 * deck"), where a card lies ("in your hand"), a stack by its place ("Bob's Active Sprout") and a
 * set of cards ("Sprout, 2× Spark and a card"). Looked up in the table's game's words first.
 */
import { zoneId, zoneSeat } from "../engine/mentions";
import type { Seat, Viewer } from "../engine/types";
import { gameNamespace, lookupNamespaces } from "./namespaces";

export type Names = { p1: string; p2: string };

/** The part of i18next's `t` this needs. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A card's name as the table's game words it: the game's own `cardName.<the card's name>` in its
 * `game` strings (Toy Battle's tiles, whose names are translated), or the card's name as its
 * data gives it (every Pokémon card, whose names are printed words). Only the game's own
 * namespace is asked, so no other game's words apply; `:` and `.` in a name find no key.
 */
export function cardNameIn(t: Translate, game: string | undefined, name: string): string {
  if (!game || !name) return name;
  return t(`cardName.${name}`, { ns: gameNamespace(game, "game"), defaultValue: name, nsSeparator: false });
}

/** `actor`: the seat "their" refers to (null when the sentence names no actor); `game`: the table's game (its id). */
export function phrasesFor(viewer: Viewer, actor: Seat | null, t: Translate, names: Names, game?: string) {
  const me = viewer.role === "player" ? viewer.seat : null;
  const logNs = lookupNamespaces(game, "log");
  const gameNs = lookupNamespaces(game, "game");
  const log = (key: string, options: Record<string, unknown> = {}) => t(key, { ns: logNs, ...options });
  const context = (seat: Seat) => (seat === me ? "you" : seat === actor ? "they" : "named");
  const owner = (seat: Seat) => log(`owner.${context(seat)}`, { name: names[seat] });
  const zoneLabel = (id: string) => t(`zone.${id}`, { ns: gameNs, defaultValue: id });

  const cardName = (name: string) => cardNameIn(t, game, name);

  return {
    log,
    /** A card's name in the game's words (cardNameIn). */
    card: cardName,
    /** An id's name in the game namespaces ("condition.asleep" → "Asleep"), or the id. */
    name: (key: string, id: string) => t(key, { ns: gameNs, defaultValue: id }),
    /** "You", "Alice", or "The game" when nobody acted. */
    subject: (seat: Seat | null) => (seat === null ? log("actor.none") : seat === me ? log("actor.you") : names[seat]),
    /** A zone ("your hand"), or with a 1-based slot the stack in it (a game's `inSlot.<zone>`: "your Benched Pokémon in slot 2"). */
    place(key: string, slot?: number): string {
      const seat = zoneSeat(key);
      const id = zoneId(key);
      const zone = zoneLabel(id);
      if (!seat) return log(`place.${id}`, { zone, defaultValue: log("place.unknown-shared", { zone }) });
      const vars = { owner: owner(seat), name: names[seat], zone, slot };
      if (slot !== undefined) return log(`inSlot.${id}`, { ...vars, defaultValue: log("inSlot.unknown", vars) });
      return log(`place.${id}`, { ...vars, context: context(seat), defaultValue: log("place.unknown", vars) });
    },
    /** A place with its preposition: "in your hand" (a game's `where.<zone>`: "on your bench"). */
    where(key: string, place: string): string {
      return log(`where.${zoneId(key)}`, { place, defaultValue: log("where.default", { place }) });
    },
    /** A stack by place and name ("Bob's Active Sprout"), or face down when `card` is unknown. */
    stack(key: string, card: string | number | undefined): string {
      const seat = zoneSeat(key);
      const id = zoneId(key);
      const named = card === undefined ? undefined : cardName(String(card));
      const vars = { owner: seat ? owner(seat) : "", zone: zoneLabel(id), card: named, context: card === undefined ? "hidden" : undefined };
      return log(`stackNamed.${id}`, { ...vars, defaultValue: log("stackNamed.unknown", vars) }).trim();
    },
    /** Names the viewer saw, duplicates counted, then how many it did not see. */
    cards(seen: string[], hidden: number): string {
      if (seen.length === 0) return log("cards.hidden", { count: hidden });
      const copies = new Map<string, number>();
      for (const name of seen.map(cardName)) copies.set(name, (copies.get(name) ?? 0) + 1);
      const items = [...copies].map(([name, count]) => (count > 1 ? log("cards.copies", { name, count }) : name));
      const named = log("cards.named", { cards: items });
      return hidden === 0 ? named : log("cards.mixed", { cards: named, count: hidden });
    },
    list: (items: string[]) => log("list", { items }),
  };
}
