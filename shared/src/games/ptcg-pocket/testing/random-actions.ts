/**
 * Pocket's random actions (GameTestKit.randomAction): the Pokémon TCG's generator (by import),
 * with Pocket's setup (Basics down face down, then `pocket.ready`) in place of its mulligans,
 * first-player choice and prizes, and the Energy Zone's own: its Energy attached to a Pokémon
 * (now and then a second one, or the one shown as next), moved elsewhere, and let go (the
 * `energy.fade` assist). What Pocket has no zone or move for (prizes, the Lost Zone, the
 * Stadium, a mulligan) is still sent now and then, and refused.
 */
import type { ClientAction } from "../../../engine/actions";
import type { Card, Seat, Stack, TableState } from "../../../engine/types";
import type { Prng } from "../../../testing/prng";
import { randomPtcgAction } from "../../ptcg/testing/random-actions";
import { POCKET_PILES } from "../zones";

function pile(state: TableState, key: string): Card[] {
  const zone = state.zones[key];
  return zone?.layout === "pile" ? zone.cards : [];
}

function stacksOf(state: TableState, key: string): { zone: string; slot: number; stack: Stack }[] {
  const zone = state.zones[key];
  return zone?.layout === "slots" ? zone.slots.flatMap((stack, slot) => (stack ? [{ zone: key, slot, stack }] : [])) : [];
}

const isBasic = (state: TableState, card: Card) => {
  const def = state.cards[card.defId];
  return def?.supertype === "Pokémon" && def.subtypes.includes("Basic");
};

/** The Pokémon TCG's setup moves and prizes, as Pocket plays them: ready is `pocket.ready`; the rest mostly a draw or the deck, else refused. */
function asPocket(action: ClientAction, r: Prng): ClientAction {
  if (action.type === "setup.ready") return { type: "pocket.ready" };
  if ((action.type === "setup.mulligan" || action.type === "prize.take") && r.chance(0.7)) return { type: "draw", count: 1 };
  // A search of the Prize cards Pocket has not is mostly one of the deck: searches get through as often as Pokémon's.
  if (action.type === "search" && action.zone.endsWith(".prize") && r.chance(0.7)) return { ...action, zone: action.zone.replace(/prize$/, "deck") };
  return action;
}

export function randomPocketAction(state: TableState, seat: Seat, r: Prng, judge = false): ClientAction {
  const mine = (id: string) => `${seat}.${id}`;
  const me = state.players[seat];
  const hand = pile(state, mine(POCKET_PILES.hand));
  const inPlay = [...stacksOf(state, mine("active")), ...stacksOf(state, mine("bench"))];
  if (state.phase === "setup" && !me.ready) {
    const basic = hand.find((c) => isBasic(state, c));
    const free = (key: string) => {
      const zone = state.zones[key];
      return zone?.layout === "slots" ? zone.slots.flatMap((s, i) => (s ? [] : [i])) : [];
    };
    const spot = free(mine("active")).length ? { zone: mine("active"), slot: 0 } : { zone: mine("bench"), slot: r.pick([0, 1, 2]) };
    if (basic && r.chance(0.7)) return { type: "move", cards: [{ zone: mine("hand"), pid: basic.pid }], to: spot };
    if (r.chance(0.4)) return { type: "pocket.ready" };
  }
  const energy = pile(state, mine(POCKET_PILES.energy));
  const next = pile(state, mine(POCKET_PILES.energyNext));
  if (state.phase === "playing" && r.chance(0.15)) {
    return r.weighted<() => ClientAction>([
      // The turn's Energy onto one of the player's Pokémon (an Energy of the opponent's zone now and then: public, so it may).
      [5, () => {
        const from = energy.length ? mine(POCKET_PILES.energy) : `${seat === "p1" ? "p2" : "p1"}.${POCKET_PILES.energy}`;
        const card = pile(state, from)[0];
        const target = inPlay.length ? r.pick(inPlay) : { zone: mine("active"), slot: 0 };
        return card
          ? { type: "move", cards: [{ zone: from, pid: card.pid }], to: { zone: target.zone, slot: target.slot, as: "attach" } }
          : { type: "assist", assist: "energy.fade" };
      }],
      [2, () => ({ type: "assist", assist: "energy.fade" })],
      // The next one, or a type marker, taken by hand somewhere: the table lets a player move any card it may see.
      [1, () => {
        const card = next[0] ?? pile(state, mine(POCKET_PILES.energyTypes))[0];
        const from = next[0] ? mine(POCKET_PILES.energyNext) : mine(POCKET_PILES.energyTypes);
        return card ? { type: "move", cards: [{ zone: from, pid: card.pid }], to: { zone: mine(r.pick(["hand", "discard", "deck"] as const)) } } : { type: "coin", count: 1 };
      }],
    ])();
  }
  return asPocket(randomPtcgAction(state, seat, r, judge), r);
}
