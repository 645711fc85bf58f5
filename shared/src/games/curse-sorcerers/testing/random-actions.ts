/**
 * Plausible Curse Sorcerers actions for random games, the fuzzer and the leak soak: a pure
 * function of the table, the acting seat and a seeded PRNG. Most are accepted (keeping or
 * redealing a hand, phases, drawing, a card from the hand onto the stack, resolving the top,
 * abilities, attacks and blocks, the combat assist, life and curse power, the loop counter,
 * turns, prompts answered); some are refused on purpose (touching the other hand, resolving a
 * stale top, a fourth sorcerer into a full field), as a player's mistakes are. Tests only.
 */
import type { ClientAction } from "../../../engine/actions";
import { otherSeat, type Card, type Seat, type TableState } from "../../../engine/types";
import { kindOf, readCard } from "../cards/read";
import { PHASES } from "../marks";
import { fieldOf, handOf, ZONE_IDS } from "../zones";

export interface Pick {
  int(n: number): number;
}

const one = <T>(r: Pick, items: readonly T[]): T | undefined => (items.length === 0 ? undefined : items[r.int(items.length)]);

function pile(state: TableState, key: string): Card[] {
  const zone = state.zones[key];
  return zone?.layout === "pile" ? zone.cards : [];
}

function sorcerers(state: TableState, seat: Seat): { slot: number; top: Card }[] {
  const zone = state.zones[fieldOf(seat)];
  if (zone?.layout !== "slots") return [];
  return zone.slots.flatMap((s, slot) => (s ? [{ slot, top: s.cards.at(-1)! }] : []));
}

function weighted(r: Pick, entries: readonly (readonly [number, () => ClientAction | undefined])[]): ClientAction {
  for (let tries = 0; tries < 8; tries++) {
    let roll = r.int(entries.reduce((n, [w]) => n + w, 0));
    for (const [w, make] of entries) {
      if ((roll -= w) >= 0) continue;
      const action = make();
      if (action) return action;
      break;
    }
  }
  return { type: "coin", count: 1 };
}

export function randomSorcererAction(state: TableState, seat: Seat, r: Pick): ClientAction {
  if (state.phase === "setup") return r.int(3) === 0 ? { type: "curse-sorcerers.mulligan" } : { type: "curse-sorcerers.keep" };
  const hand = handOf(seat);
  const mine = sorcerers(state, seat);
  const theirs = sorcerers(state, otherSeat(seat));
  const top = pile(state, ZONE_IDS.stack)[0];
  const prompt = state.prompts.find((p) => p.to === seat);
  const slotRef = (s: Seat, slot: number) => ({ zone: fieldOf(s), slot });
  return weighted(r, [
    [prompt ? 20 : 0, () => prompt && { type: "prompt.answer", prompt: prompt.id, accept: r.int(3) > 0 }],
    [8, () => ({ type: "curse-sorcerers.phase", to: PHASES[r.int(PHASES.length)]! })],
    [6, () => ({ type: "draw", count: 1 + r.int(2) })],
    [14, () => {
      const card = one(r, pile(state, hand));
      return card && { type: "move", cards: [{ zone: hand, pid: card.pid }], to: { zone: ZONE_IDS.stack } };
    }],
    [top ? 14 : 1, () => {
      const def = top && state.cards[top.defId];
      const kind = kindOf(def);
      const target = kind === "cursed-object" ? one(r, [...mine, ...theirs].length > 0 ? mine.map((m) => slotRef(seat, m.slot)) : []) : undefined;
      // Now and then a stale id: refused (card.moved).
      return { type: "curse-sorcerers.resolve", top: r.int(10) === 0 ? "stale" : (top?.pid ?? "none"), ...(target && { to: target }) };
    }],
    [5, () => {
      const withAbility = mine.filter((m) => readCard(state.cards[m.top.defId]).abilities.length > 0);
      const source = one(r, withAbility);
      // None in play: a card that isn't there (refused), so short runs still send the move.
      return { type: "curse-sorcerers.ability", source: { zone: fieldOf(seat), pid: source?.top.pid ?? "none" }, ability: 0 };
    }],
    [5, () => {
      const s = one(r, mine);
      return { type: "curse-sorcerers.attack", attacker: slotRef(seat, s?.slot ?? 0) };
    }],
    [4, () => {
      const s = one(r, mine);
      return { type: "curse-sorcerers.block", blocker: slotRef(seat, s?.slot ?? 0) };
    }],
    [4, () => {
      const s = one(r, mine);
      const b = one(r, theirs);
      return s && { type: "assist", assist: "combat-damage", params: { attacker: slotRef(seat, s.slot), ...(b && { blocker: slotRef(otherSeat(seat), b.slot) }) } };
    }],
    [3, () => ({ type: "counter", counter: r.int(2) ? "life" : "curse", mode: "add", amount: r.int(5) - 3 })],
    [2, () => ({ type: "curse-sorcerers.loop", mode: r.int(3) === 0 ? "end" : "repeat" })],
    [2, () => ({ type: "assist", assist: "curse-refresh" })],
    [4, () => {
      const card = one(r, pile(state, hand));
      return card && { type: "move", cards: [{ zone: hand, pid: card.pid }], to: { zone: `${seat}.${ZONE_IDS.graveyard}` } };
    }],
    // Refused: the other player's hand is hidden from this one (authority.hidden).
    [2, () => ({ type: "move", cards: [{ zone: handOf(otherSeat(seat)), at: 0 }], to: { zone: ZONE_IDS.stack } })],
    [8, () => ({ type: "turn.end" })],
    // Refused once both kept their hands (a redeal is for the setup), as a late click is.
    [1, () => ({ type: "curse-sorcerers.mulligan" })],
    [r.int(60) === 0 ? 1 : 0, () => ({ type: "concede" })],
  ]);
}
