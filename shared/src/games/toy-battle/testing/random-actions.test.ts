/**
 * Random Toy Battle games: most generated actions are accepted, some refused; no tile is ever
 * lost; a stand stays its owner's and the supply and the set-aside tiles nobody's while the game
 * lasts; medals stay what the board holds (the map's "held" reading).
 */
import { describe, expect, it } from "vitest";
import type { Card, Seat, SlotZone } from "../../../engine/types";
import { otherSeat, SEATS } from "../../../engine/types";
import { canSee } from "../../../engine/visibility";
import { lcg } from "../../../testing/lcg";
import { toyBattle } from "../definition";
import { FIRST_SKIRMISH } from "../maps/first-skirmish";
import { MEDALS } from "../marks";
import { TILES_PER_PLAYER } from "../tiles";
import { ToyTable } from "./table";
import { randomToyBattleAction } from "./random-actions";

/** What each seat holds by the board: the medals of the bases its tiles top. */
function held(t: ToyTable): Record<Seat, number> {
  const out: Record<Seat, number> = { p1: 0, p2: 0 };
  (t.state.zones.board as SlotZone).slots.forEach((stack, slot) => {
    const spot = FIRST_SKIRMISH.spots[slot]!;
    const top = stack?.cards.at(-1);
    if (top && spot.kind === "base") out[top.owner] += spot.medals;
  });
  return out;
}

describe("random Toy Battle games", () => {
  it("play on with every tile accounted for and every secret kept", () => {
    const seen = new Set<string>();
    let accepted = 0;
    let refused = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const t = new ToyTable({}, seed);
      const r = { int: lcg(seed) };
      for (let i = 0; i < 150 && t.state.phase !== "finished"; i++) {
        const seat = t.state.turn.current ?? SEATS[r.int(2)]!;
        const actor = r.int(5) === 0 ? otherSeat(seat) : seat;
        const action = randomToyBattleAction(t.state, actor, r);
        const result = t.try(actor, action);
        seen.add(action.type === "assist" ? `assist:${action.assist}` : action.type);
        if (result.ok) accepted++;
        else refused++;
        // Read afresh: the action may have ended the game.
        const phase: string = t.state.phase;
        if (phase === "waiting") continue;
        const onBoard: Card[] = (t.state.zones.board as SlotZone).slots.flatMap((s) => s?.cards ?? []);
        for (const owner of SEATS) {
          const piles = ["supply", "set-aside", "stand", "discard"].reduce((n, z) => n + t.pile(`${owner}.${z}`).cards.length, 0);
          expect(piles + onBoard.filter((c) => c.owner === owner).length).toBe(TILES_PER_PLAYER);
          const stand = t.pile(`${owner}.stand`);
          for (const card of stand.cards) expect(canSee(toyBattle, stand, card, { role: "player", seat: otherSeat(owner) })).toBe(false);
          if (phase === "finished") continue;
          for (const zone of ["supply", "set-aside"]) {
            const pile = t.pile(`${owner}.${zone}`);
            for (const card of pile.cards) expect(canSee(toyBattle, pile, card, { role: "player", seat: owner })).toBe(false);
          }
        }
        // Medals by hand stand until the board changes: checked after a placement.
        const medals = { p1: t.state.players.p1.counters[MEDALS] ?? 0, p2: t.state.players.p2.counters[MEDALS] ?? 0 };
        if (result.ok && action.type === "move") expect(medals).toEqual(held(t));
      }
    }
    expect(accepted).toBeGreaterThan(refused * 2);
    expect(refused).toBeGreaterThan(0);
    expect([...seen]).toEqual(
      expect.arrayContaining([
        ...["toy-battle.setup", "toy-battle.draw", "move", "turn.end", "counter", "prompt.answer"],
        ...["assist:draw-two", "assist:remove-adjacent", "assist:discard-random"],
      ]),
    );
  });
});
