/**
 * How the Pokémon TCG's own events read in the log (the GameLog the log asks first): its moves'
 * (a mulligan, taking a Prize card, an attack), its setup's prizes, its assists' knock-outs and
 * Pokémon Checkup, the prize reminder, and a retreat or a switch with the Active Spot. Every
 * other event reads as every game's does (log/entry.ts). Keys are looked up in this game's
 * strings first (strings/en.ts); the ones already in the wire's dictionary keep their ids.
 */
import type { TableEvent, TableEventOf } from "../../../engine/events";
import { cardParam, cardParams, joinList, placeParams, stackAtParams, zoneId, zoneSeat, type LogLine } from "../../../engine/mentions";
import type { Viewer } from "../../../engine/types";
import type { GameLog } from "../../game";

/** Cards moved by this game's own steps: taking a prize, setting prizes, a knock-out, a mulligan. */
function cardsMoved(event: TableEventOf<"cards.moved">, viewer: Viewer): LogLine | null | undefined {
  const line = (key: string, ...parts: Record<string, string | number>[]): LogLine => ({
    key,
    params: Object.assign({}, cardParams(event.cards, viewer), ...parts),
    touches: [zoneSeat(event.from.zone), zoneSeat(event.to.zone), event.owner],
  });
  const from = placeParams("from", event.from, true);
  const zoneOnly = { to: event.to.zone };
  switch (event.via) {
    case "mulligan":
      // The hand is told by the mulligan line.
      return null;
    case "prize":
      return line("move.take-prize", from);
    case "knockout":
      return line("move.knockout", from, zoneOnly);
    case "setup":
      return zoneId(event.to.zone) === "prize" ? line("move.set-prizes", zoneOnly) : undefined;
  }
  return undefined;
}

/** A retreat or a switch names who left the Active Spot (`card`) and who came in (`other`); other swaps read as any game's. */
function swapped(event: TableEventOf<"stacks.swapped">, viewer: Viewer): LogLine | undefined {
  const { a, b, aTop, bTop } = event;
  if (!aTop || !bTop) return undefined;
  const aActive = zoneId(a.zone) === "active";
  if (aActive === (zoneId(b.zone) === "active")) return undefined;
  const [out, into, active, bench] = aActive ? [aTop, bTop, a, b] : [bTop, aTop, b, a];
  const params = { ...cardParam(out, viewer), ...cardParam(into, viewer, "other"), from: active.zone, to: bench.zone };
  return { key: event.retreat ? "swap.retreat" : "swap.switch", params, touches: [zoneSeat(a.zone), zoneSeat(b.zone)] };
}

function describe(event: TableEvent, viewer: Viewer): LogLine | null | undefined {
  switch (event.type) {
    case "cards.moved":
      return cardsMoved(event, viewer);
    case "stacks.swapped":
      return swapped(event, viewer);
    case "mulligan":
      // The hand is shown to everyone (seenBy "all"); still filtered like any mention.
      return { key: "mulligan", params: { ...cardParams(event.hand, viewer), count: event.count } };
    case "attack.declared":
      return { key: "attack", params: { ...stackAtParams(event.place, event.top, viewer), attack: event.attack }, touches: [zoneSeat(event.place.zone)] };
    case "counter.changed": {
      // Poison and burn during Pokémon Checkup: the game's doing, whoever pressed the button.
      if (!event.cause) return undefined;
      const params = { ...stackAtParams(event.place, event.top, viewer), counter: event.counter, amount: Math.abs(event.to - event.from), total: event.to };
      return { key: "counter.checkup", params: { ...params, condition: event.cause }, actorless: true };
    }
    case "condition.changed": {
      // A burn cured or a Pokémon woken by a Checkup coin, paralysis wearing off: nobody's move.
      if (!event.checkup) return undefined;
      const params = { ...stackAtParams(event.place, event.top, viewer), condition: event.condition, replaced: joinList(event.replaced) };
      return { key: "condition.checkup-off", params, actorless: true };
    }
    case "coins.flipped": {
      if (event.purpose !== "burn" && event.purpose !== "sleep") return undefined;
      const params = { results: joinList(event.results), count: event.results.length, heads: event.results.filter((r) => r === "heads").length };
      return { key: `coins.${event.purpose}`, params };
    }
    case "prompt.opened": {
      if (event.prompt.kind !== "take-prizes") return undefined;
      // The Knocked Out Pokémon's name is public: it was just put into a discard pile.
      const { count, name } = event.prompt.data as { count: number; name: string };
      return { key: "prompt.take-prizes", params: { player: event.prompt.to, count, card: name } };
    }
    case "prompt.closed":
      return event.prompt.kind === "take-prizes" ? { key: "prompt.dismissed", params: { player: event.prompt.to } } : undefined;
  }
  return undefined;
}

export const PTCG_LOG: GameLog = {
  describe,
  // A Trainer from the hand is played: onto the table while it resolves, or as the Stadium.
  playedInto: ["resolving", "stadium"],
  hiddenCard: "Pokémon",
};
