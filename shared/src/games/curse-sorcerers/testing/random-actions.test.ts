/**
 * Random Curse Sorcerers games: most generated actions are accepted, some refused, no card is
 * ever lost (abilities' tokens are not cards), and each hand and deck stays hidden from the other player.
 */
import { describe, expect, it } from "vitest";
import { canSee } from "../../../engine/visibility";
import { SEATS, otherSeat, type TableState } from "../../../engine/types";
import { lcg } from "../../../testing/lcg";
import { isAbilityToken } from "../stack/ability-token";
import { randomSorcererAction } from "./random-actions";
import { SorcererTable } from "./scene";

function cardsOnTable(state: TableState): number {
  let n = 0;
  for (const zone of Object.values(state.zones)) {
    if (zone.layout === "pile") n += zone.cards.filter((c) => !isAbilityToken(state.cards[c.defId])).length;
    else for (const s of zone.slots) n += s ? s.cards.length + s.attached.length : 0;
  }
  return n;
}

describe("random Curse Sorcerers games", () => {
  it("play on with every card accounted for and hands and decks hidden from the other player", () => {
    const seen = new Set<string>();
    let accepted = 0;
    let refused = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const t = SorcererTable.dealt({}, seed);
      const r = { int: lcg(seed) };
      for (let i = 0; i < 200 && t.state.phase !== "finished"; i++) {
        const seat = t.state.turn.current ?? SEATS[r.int(2)]!;
        const actor = r.int(5) === 0 ? otherSeat(seat) : seat;
        const action = randomSorcererAction(t.state, actor, r);
        const result = t.try(actor, action);
        seen.add(action.type === "assist" ? `assist:${action.assist}` : action.type);
        if (result.ok) accepted++;
        else refused++;
        expect(cardsOnTable(t.state)).toBe(80);
        for (const s of SEATS) {
          const hand = t.pile(`${s}.hand`);
          for (const card of hand.cards) expect(canSee(t.definition, hand, card, { role: "player", seat: otherSeat(s) })).toBe(false);
          const deck = t.pile(`${s}.deck`);
          for (const card of deck.cards) expect(canSee(t.definition, deck, card, { role: "player", seat: s })).toBe(false);
        }
      }
    }
    expect(accepted).toBeGreaterThan(refused);
    expect(refused).toBeGreaterThan(0);
    expect([...seen]).toEqual(expect.arrayContaining([
      "curse-sorcerers.keep", "curse-sorcerers.phase", "curse-sorcerers.resolve", "curse-sorcerers.attack", "move", "turn.end", "assist:combat-damage",
    ]));
  });
});
