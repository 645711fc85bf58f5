/**
 * Seed 003 §자신의 차례에 할 수 있는 행동: a turn is one action, a draw (two tiles, one when the
 * stand holds 7, never past 8) or a placement. The draw is the game's move; Playmat warns of a
 * second action, of a stand past 8 and of acting in the other player's turn, never refuses them.
 */
import { describe, expect, it } from "vitest";
import type { ClientAction } from "../../engine/actions";
import { player, ToyTable } from "./testing/table";

const DRAW = { type: "toy-battle.draw" } as ClientAction;

function game(): ToyTable {
  const t = new ToyTable().setUp();
  if (t.current !== "p1") throw new Error("seed 7 should let p1 go first");
  return t;
}

describe("a turn's draw", () => {
  it("draws two tiles onto the stand, and the opponent reads how many", () => {
    const t = game();
    t.do("p1", DRAW);
    expect(t.stand("p1")).toHaveLength(5);
    expect(t.lines(player("p2"))).toEqual(["Alice drew 2 tiles."]);
    expect(t.codes()).toEqual([]);
  });

  it("draws one when the stand holds 7, and none past 8: refused, nothing changes", () => {
    const t = game();
    while (t.stand("p1").length < 7) t.give("p1", t.powers("p1.supply")[0]!);
    t.do("p1", DRAW);
    expect(t.stand("p1")).toHaveLength(8);
    expect(t.refuse("p1", DRAW)).toMatchObject({ code: "toy-battle.stand-full" });
  });

  it("refuses a draw from an empty supply", () => {
    const t = game();
    while (t.pile("p1.supply").cards.length > 0) t.do("p1", { type: "move", cards: [{ zone: "p1.supply", at: "top" }], to: { zone: "p1.discard" } }, true);
    expect(t.refuse("p1", DRAW).code).toBe("toy-battle.supply-empty");
  });
});

describe("turn advisories", () => {
  it("warns of a second action in one turn: a draw, then a placement", () => {
    const t = game().do("p1", DRAW);
    expect(t.codes()).toEqual([]);
    t.place("p1", t.powers("p1.stand")[0]!, "B1");
    expect(t.codes()).toEqual(["toy-battle.turn.two-actions"]);
    expect(t.lines(player("p2")).at(-1)).toBe("A turn is one action, a draw or a placement (Captain grants one more placement): this is action 2 this turn.");
    // A new turn starts afresh.
    t.endTurn().do("p2", DRAW);
    expect(t.codes()).toEqual([]);
  });

  it("warns of a draw by hand that takes the stand past 8", () => {
    const t = game();
    t.do("p1", { type: "draw", count: 5 });
    expect(t.stand("p1")).toHaveLength(8);
    expect(t.codes()).not.toContain("toy-battle.stand.past-eight");
    t.endTurn().endTurn().do("p1", { type: "draw", count: 1 });
    expect(t.codes()).toEqual(["toy-battle.stand.past-eight"]);
    expect(t.lines(player("p2")).at(-1)).toBe("A stand holds no more than 8 tiles: this one holds 9.");
  });

  it("warns of a draw, a placement, an effect or ending the turn in the other player's turn", () => {
    const t = game();
    t.do("p2", DRAW);
    expect(t.codes()).toEqual(["toy-battle.turn.not-yours"]);
    t.place("p2", t.powers("p2.stand")[0]!, "D1");
    expect(t.codes()).toContain("toy-battle.turn.not-yours");
    t.do("p2", { type: "turn.end" });
    expect(t.codes()).toContain("toy-battle.turn.not-yours");
    // Answering, looking through a tower or setting one's medals is fine at any time.
    t.do("p1", { type: "counter", counter: "medals", mode: "set", amount: 1 });
    expect(t.codes()).toEqual([]);
  });

  it("warns no judge's correction", () => {
    const t = game().do("p1", DRAW);
    t.do("p1", { type: "draw", count: 3 }, true);
    expect(t.codes()).toEqual([]);
  });
});
