/**
 * The core actions every table has, as a Curse Sorcerers player (or a judge for one) sends them,
 * for the fuzzer and the random-game soak: moves between every kind of zone (now and then face
 * down, or from the other player's hidden zones), whole sorcerers moved, swapped and discarded,
 * looks and searches, reveals and flips, damage on a sorcerer, markers, coins, requests for
 * approval and the table controls; and now and then what the table must refuse
 * (server/test/support/must-refuse.ts): a card face down into a pile that shows its cards, or an
 * action that changes nothing. Tests only.
 */
import type { CardRef, ClientAction, Destination, SlotRef } from "../../../engine/actions";
import { otherSeat, type Card, type Seat, type Stack, type TableState } from "../../../engine/types";
import type { Prng } from "../../../testing/prng";
import { COUNTERS, MARKERS } from "../marks";
import { isAbilityToken } from "../stack/ability-token";
import { FIELD_SLOTS, ZONE_IDS } from "../zones";

function pile(state: TableState, key: string): Card[] {
  const zone = state.zones[key];
  return zone?.layout === "pile" ? zone.cards : [];
}

function sorcerers(state: TableState, seat: Seat): (SlotRef & { stack: Stack })[] {
  const zone = state.zones[`${seat}.${ZONE_IDS.field}`];
  if (zone?.layout !== "slots") return [];
  return zone.slots.flatMap((stack, slot) => (stack ? [{ zone: zone.key, slot, stack }] : []));
}

/** A card of a pile, as a client names it there: by pid where it sees it, by position in a hidden pile. */
function refIn(state: TableState, key: string, r: Prng): CardRef | null {
  const cards = pile(state, key).filter((c) => !isAbilityToken(state.cards[c.defId]));
  if (cards.length === 0) return null;
  if (key.endsWith(`.${ZONE_IDS.deck}`) || r.chance(0.15)) return r.pick<CardRef>([{ zone: key, at: "top" }, { zone: key, at: r.int(cards.length) }, { zone: key, random: true }]);
  return { zone: key, pid: r.pick(cards).pid };
}

function destination(seat: Seat, r: Prng, inPlay: readonly SlotRef[]): Destination {
  const mine = (id: string) => `${seat}.${id}`;
  const to = r.weighted<() => Destination>([
    [3, () => ({ zone: mine(ZONE_IDS.graveyard) })],
    [2, () => ({ zone: mine(ZONE_IDS.hand) })],
    [2, () => ({ zone: mine(ZONE_IDS.deck), at: r.pick(["top", "bottom", r.int(10)] as const) })],
    [2, () => ({ zone: ZONE_IDS.stack })],
    [1, () => ({ zone: mine(ZONE_IDS.looking) })],
    // Face down now and then: a slot keeps a card face down (a spell there warns only those who may see it).
    [3, () => ({ zone: mine(ZONE_IDS.field), slot: r.int(FIELD_SLOTS), ...(r.chance(0.25) && { faceDown: true }) })],
    [3, () => (inPlay.length ? { ...r.pick(inPlay), as: "attach" as const } : { zone: mine(ZONE_IDS.graveyard) })],
  ])();
  return !to.faceDown && to.slot === undefined && r.chance(0.08) ? { ...to, faceDown: true } : to;
}

export function randomCoreAction(state: TableState, seat: Seat, r: Prng, judge: boolean): ClientAction | null {
  const mine = (id: string) => `${seat}.${id}`;
  const foe = otherSeat(seat);
  const hand = pile(state, mine(ZONE_IDS.hand));
  const looking = pile(state, mine(ZONE_IDS.looking));
  const own = sorcerers(state, seat);
  const all = [...own, ...sorcerers(state, foe)];
  const slotRef = (s: SlotRef) => ({ zone: s.zone, slot: s.slot });
  const emptySlot = { zone: mine(ZONE_IDS.field), slot: r.int(FIELD_SLOTS) };
  if (looking.length && r.chance(0.5)) {
    if (r.chance(0.5)) return { type: "move", cards: [{ zone: mine(ZONE_IDS.looking), pid: r.pick(looking).pid }], to: { zone: mine(r.pick([ZONE_IDS.hand, ZONE_IDS.graveyard])) } };
    if (looking.length > 1 && r.chance(0.3)) return { type: "look.order", order: [...looking.map((c) => c.pid)].reverse() };
    return { type: "look.end", to: r.pick(["top", "bottom", "shuffle"] as const) };
  }
  return r.weighted<() => ClientAction | null>([
    [10, () => {
      const from = r.weighted<string>([
        [6, mine(ZONE_IDS.hand)], [2, mine(ZONE_IDS.graveyard)], [2, mine(ZONE_IDS.deck)], [2, mine(ZONE_IDS.field)], [1, ZONE_IDS.stack],
        [1, `${foe}.${ZONE_IDS.hand}`], [1, `${foe}.${ZONE_IDS.deck}`], [1, `${foe}.${ZONE_IDS.graveyard}`],
      ]);
      const ref = from.endsWith(ZONE_IDS.field)
        ? (() => {
          const cards = own.flatMap((s) => [...s.stack.cards, ...s.stack.attached]);
          return cards.length ? { zone: from, pid: r.pick(cards).pid } : null;
        })()
        : refIn(state, from, r);
      return ref && { type: "move", cards: [ref], to: destination(seat, r, all) };
    }],
    [4, () => {
      const s = own.length ? r.pick(own) : undefined;
      const free = [0, 1, 2].filter((slot) => !own.some((o) => o.slot === slot));
      // With no sorcerer in play, from an empty slot (refused), so a short run still sends the move.
      if (!s) return { type: "move.stack", from: emptySlot, to: { zone: emptySlot.zone, slot: (emptySlot.slot + 1) % FIELD_SLOTS } };
      return free.length ? { type: "move.stack", from: slotRef(s), to: { zone: s.zone, slot: r.pick(free) } } : null;
    }],
    // Now and then a slot with itself, which changes nothing (refused).
    [2, () => {
      const a = own.length ? slotRef(r.pick(own)) : { zone: mine(ZONE_IDS.field), slot: 0 };
      return { type: "swap", a, b: r.chance(0.3) ? a : { zone: a.zone, slot: r.int(FIELD_SLOTS) } };
    }],
    // With no sorcerer in play these name an empty slot (refused), so a short run still sends them.
    [3, () => ({ type: "stack.discard", stack: all.length ? slotRef(r.pick(all)) : emptySlot })],
    [3, () => ({ type: "counter", stack: all.length ? slotRef(r.pick(all)) : emptySlot, counter: COUNTERS.damage, mode: r.pick(["add", "add", "set"] as const), amount: r.int(5) - 1 })],
    [2, () => ({ type: "marker", stack: own.length ? slotRef(r.pick(own)) : emptySlot, marker: r.pick([MARKERS.attacking, MARKERS.blocking]), on: r.chance(0.6) })],
    [2, () => ({ type: "shuffle", zone: r.chance(0.8) ? mine(ZONE_IDS.deck) : r.pick([mine(ZONE_IDS.hand), `${foe}.${ZONE_IDS.deck}`]) })],
    [2, () => (looking.length ? null : { type: "look", zone: r.chance(0.85) ? mine(ZONE_IDS.deck) : `${foe}.${ZONE_IDS.deck}`, from: r.pick(["top", "bottom"] as const), count: 1 + r.int(4) })],
    [1, () => (looking.length ? null : { type: "search", zone: r.pick([mine(ZONE_IDS.deck), mine(ZONE_IDS.graveyard)]) })],
    [1, () => ({ type: "look.end", to: r.pick(["top", "bottom", "shuffle"] as const) })],
    [2, () => (hand.length ? { type: "reveal", cards: [{ zone: mine(ZONE_IDS.hand), pid: r.pick(hand).pid }] } : null)],
    [1, () => {
      const shown = hand.filter((c) => c.revealed);
      return shown.length ? { type: "hide", cards: [{ zone: mine(ZONE_IDS.hand), pid: r.pick(shown).pid }] } : null;
    }],
    [4, () => {
      const cards = own.flatMap((s) => s.stack.cards.map((c) => ({ zone: s.zone, c })));
      // With no sorcerer in play, a card that isn't there (refused), so a short run still sends the flip.
      if (!cards.length) return { type: "flip", cards: [{ zone: mine(ZONE_IDS.field), pid: "none" }], faceDown: true };
      const { zone, c } = r.pick(cards);
      // Now and then to the face it shows already (refused).
      return { type: "flip", cards: [{ zone, pid: c.pid }], faceDown: r.chance(0.15) ? c.faceDown : !c.faceDown };
    }],
    // Refused: face down into a pile that shows its cards.
    [2, () => (hand.length ? { type: "move", cards: [{ zone: mine(ZONE_IDS.hand), pid: r.pick(hand).pid }], to: { zone: r.pick([mine(ZONE_IDS.graveyard), ZONE_IDS.stack, mine(ZONE_IDS.looking)]), faceDown: true } } : null)],
    [3, () => ({ type: "coin", count: 1 + r.int(2) })],
    [2, () => ({ type: "request", action: r.pick<Record<string, unknown>>([
      { type: "move", cards: [{ zone: `${foe}.${ZONE_IDS.hand}`, random: true }], to: { zone: `${foe}.${ZONE_IDS.graveyard}` } },
      { type: "look", zone: `${foe}.${ZONE_IDS.deck}`, from: "top", count: 2 },
      { type: "shuffle", zone: `${foe}.${ZONE_IDS.deck}` },
    ]) })],
    [judge ? 3 : 0.1, () => ({ type: "turn.set", number: Math.max(1, state.turn.number + r.int(3) - 1), current: r.pick(["p1", "p2"] as const) })],
    [judge ? 2 : 0.1, () => ({ type: "table.pause", paused: !state.controls.paused })],
    [judge ? 0.1 : 1, () => ({ type: "spectators.hands", show: !state.controls.handsToSpectators[seat] })],
    [state.phase === "finished" ? 4 : 0.1, () => ({ type: "record.reveal", reveal: r.chance(0.8) })],
  ])();
}
