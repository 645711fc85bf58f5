/** Log lines for cards and stacks changing place: draws, plays, attaches, discards, swaps. */
import type { CardMention, Place, TableEventOf } from "../engine/events";
import { cardParam, cardParams, countParams, placeParams, zoneId, zoneSeat, type LogLine as Line, type Params } from "../engine/mentions";
import type { Viewer } from "../engine/types";
import type { GameLog } from "../games/game";

const NONE: readonly string[] = [];

/** `game`: the table's game's log, for the piles it has cards "played" into. */
export function describeCardsMoved(event: TableEventOf<"cards.moved">, viewer: Viewer, game?: GameLog): Line | null {
  // A look's cards are told by the "looked at"/"searched" line.
  if (event.via === "look") return null;
  const touches = [zoneSeat(event.from.zone), zoneSeat(event.to.zone), event.owner];
  const line = (key: string, ...parts: Params[]): Line => ({
    key,
    params: Object.assign({}, event.via === "look-end" ? countParams(event.cards.length) : cardParams(event.cards, viewer), ...parts),
    touches,
  });
  const fromId = zoneId(event.from.zone);
  const toId = zoneId(event.to.zone);
  const from = placeParams("from", event.from, true);
  const to = placeParams("to", event.to, true);
  const zoneOnly = { to: event.to.zone };

  switch (event.via) {
    case "draw":
      return line("move.draw");
    case "setup":
      if (toId === "hand") return line("move.deal");
      break;
    case "discard-stack":
      return line("move.discard-stack", from);
    case "look-end":
      // Counts only, even for the owner: a search puts back the whole deck.
      return line(event.to.at === "bottom" ? "move.return-bottom" : "move.return-top", zoneOnly);
  }
  const fromHand = fromId === "hand";
  // Name the receiving stack's top card when this viewer can see it ("attached Spark to Sprout").
  const target = cardParam(event.target ?? null, viewer, "target");
  const onto = "target" in target ? "-onto" : "";
  switch (event.to.layer) {
    case "attach":
      return fromHand ? line(`move.attach${onto}`, to, target) : line(`move.attach-from${onto}`, from, to, target);
    case "onto":
      // Its keys kept their first name on the wire (log/wire.ts is append-only); a game words them its way (Pokémon: "evolved").
      return line(`move.evolve${onto}`, to, target);
    case "under":
      return line("move.under", to);
  }
  if (event.to.slot !== undefined) {
    // A card that lands in a slot but isn't public lies face down (a game's setup may ask for it).
    const faceDown = event.cards.some((c) => c.seenBy !== "all");
    const key = faceDown ? "move.place-face-down" : "move.place";
    return fromHand ? line(key, zoneOnly) : line(`${key}-from`, from, zoneOnly);
  }
  // A card chosen at random (an approved request on the other player's hand) says so.
  const random = event.random ? "-random" : "";
  // Into another player's discard pile (a card of theirs given back, or one of its own put there): said, not left to guess.
  const fromSeat = zoneSeat(event.from.zone);
  if (toId === "discard" && !random && fromSeat && fromSeat !== zoneSeat(event.to.zone)) return line("move.discard-into", from, zoneOnly);
  if (toId === "discard") return line(`move.discard${random}`, from);
  if (fromHand && (game?.playedInto ?? NONE).includes(toId) && !random) return line("move.play", zoneOnly);
  if (toId === "deck" && event.to.at === "bottom") return line(`move.bottom${random}`, from, zoneOnly);
  if (toId === "deck" && (event.to.at === undefined || event.to.at === "top" || event.to.at === 0)) return line(`move.top${random}`, from, zoneOnly);
  return line(`move.any${random}`, from, zoneOnly);
}

/** A stack moved from one slot to another (`slot` is 1-based, as players count). */
function stackLine(top: CardMention, from: Place, to: Place, viewer: Viewer): Line {
  const touches = [zoneSeat(from.zone), zoneSeat(to.zone)];
  const card = cardParam(top, viewer);
  if (from.zone === to.zone) return { key: "stack.reslotted", params: { ...card, to: to.zone, slot: (to.slot ?? 0) + 1 }, touches };
  return { key: "stack.moved", params: { ...card, from: from.zone, to: to.zone }, touches };
}

export function describeStackMoved(event: TableEventOf<"stack.moved">, viewer: Viewer): Line {
  return stackLine(event.top, event.from, event.to, viewer);
}

/** Two stacks swapped places: `card` is the one that was at `a`, `other` the one at `b`. A game may word its own swaps (GameLog). */
export function describeSwap(event: TableEventOf<"stacks.swapped">, viewer: Viewer): Line {
  const { a, b, aTop, bTop } = event;
  const touches = [zoneSeat(a.zone), zoneSeat(b.zone)];
  // One side empty: it is a move of the other stack.
  if (!aTop || !bTop) return aTop ? stackLine(aTop, a, b, viewer) : stackLine(bTop!, b, a, viewer);
  const params = { ...cardParam(aTop, viewer), ...cardParam(bTop, viewer, "other"), from: a.zone, to: b.zone };
  return { key: "swap.any", params, touches };
}
