/** Random sandbox games: most generated actions are accepted, some refused, no card is ever lost, and each hand stays its holder's. */
import { describe, expect, it } from "vitest";
import { canSee } from "../../../engine/visibility";
import { SEATS } from "../../../engine/types";
import { lcg } from "../../../testing/lcg";
import { TestTable } from "../../../testing/table";
import { DECK_SIZE } from "../cards";
import { sandbox } from "../definition";
import { randomSandboxAction } from "./random-actions";

describe("random sandbox games", () => {
  it("play on with every card accounted for and hands hidden from the other player", () => {
    const seen = new Set<string>();
    let accepted = 0;
    let refused = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const t = new TestTable(sandbox, {}, seed);
      const r = { int: lcg(seed) };
      for (let i = 0; i < 150 && t.state.phase !== "finished"; i++) {
        const seat = t.state.turn.current ?? SEATS[r.int(2)]!;
        const action = randomSandboxAction(t.state, r.int(5) === 0 ? (seat === "p1" ? "p2" : "p1") : seat, r);
        const result = t.try(action.type === "sandbox.deal" ? "p1" : seat, action);
        seen.add(action.type);
        if (result.ok) accepted++;
        else refused++;
        if (t.state.phase === "waiting") continue;
        const total = ["deck", "row", "discard", "p1.hand", "p2.hand", "p1.looking", "p2.looking"].reduce((n, k) => n + t.pile(k).cards.length, 0);
        expect(total).toBe(DECK_SIZE);
        for (const seat of SEATS) {
          const hand = t.pile(`${seat}.hand`);
          // A card its holder revealed is everyone's to see; the rest of the hand is its holder's.
          for (const card of hand.cards.filter((c) => !c.revealed)) expect(canSee(sandbox, hand, card, { role: "player", seat: seat === "p1" ? "p2" : "p1" })).toBe(false);
        }
      }
    }
    expect(accepted).toBeGreaterThan(refused * 2);
    expect(refused).toBeGreaterThan(0);
    expect([...seen]).toEqual(expect.arrayContaining(["sandbox.deal", "sandbox.draw", "move", "counter", "turn.end", "look", "look.end", "reveal", "request"]));
  });
});
