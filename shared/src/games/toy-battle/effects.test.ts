/**
 * Seed 003 §병정 배치 규칙 and §병정 1~7번 효과, played through the engine on First Skirmish
 * (A1 red headquarters — B1, B2 — bases C1, C2, C3 — D1, D2 — E1 blue headquarters). Alice
 * (p1) is red and goes first with this seed. A placement is the core move; each effect is an
 * assist the player triggers, logged.
 */
import { describe, expect, it } from "vitest";
import { canSee } from "../../engine/visibility";
import { toyBattle } from "./definition";
import { player, ToyTable } from "./testing/table";

function game(): ToyTable {
  const t = new ToyTable().setUp();
  if (t.current !== "p1") throw new Error("seed 7 should let p1 go first");
  return t;
}

describe("placing a tile", () => {
  it("puts a tile from the stand on an empty spot, and the log names the tile and the spot", () => {
    const t = game().place("p1", 3, "B1");
    expect(t.towerOf("B1")).toEqual(["p1:3"]);
    expect(t.lines(player("p2"))).toEqual(["Alice placed 3 Giant on B1."]);
    expect(t.codes()).toEqual([]);
  });

  it("lets a player put its tile onto a tower the opponent tops (the board is nobody's), and anyone looks through the tower", () => {
    const t = game().place("p1", 3, "B1").place("p2", 8, "B1");
    expect(t.towerOf("B1")).toEqual(["p1:3", "p2:8"]);
    expect(t.lines(player("p1"))).toContain("Bob placed 8 Quax on B1, now a tower of 2.");
    const board = t.slots("board");
    const under = t.tower("B1")!.cards[0]!;
    for (const viewer of [player("p1"), player("p2"), { role: "spectator" } as const]) expect(canSee(toyBattle, board, under, viewer)).toBe(true);
  });
});

describe("the effects, as one-click assists", () => {
  it("1 Skully draws two tiles onto the stand, one when it holds 7, none past 8", () => {
    const t = game().place("p1", 1, "B1");
    const before = t.stand("p1").length;
    t.effect("p1", "draw-two");
    expect(t.stand("p1")).toHaveLength(before + 2);
    expect(t.lines(player("p2"))).toEqual(["Alice applied an effect: draw two tiles (at most 8 on the stand).", "Alice drew 2 tiles."]);
    while (t.stand("p1").length < 7) t.give("p1", t.powers("p1.supply")[0]!);
    t.effect("p1", "draw-two");
    expect(t.stand("p1")).toHaveLength(8);
    const refused = t.refuse("p1", { type: "assist", assist: "draw-two" });
    expect(refused).toMatchObject({ code: "toy-battle.nothing-to-draw", message: "Nothing was drawn: your stand already holds 8 tiles." });
  });

  it("6 Rainbow draws one tile", () => {
    const t = game().place("p1", 6, "B1");
    const before = t.stand("p1").length;
    t.effect("p1", "draw-one");
    expect(t.stand("p1")).toHaveLength(before + 1);
  });

  it("2 Captain grants one more placement: the second placement raises no warning, while without it it does", () => {
    const t = game().place("p1", 2, "B1").effect("p1", "extra-placement");
    expect(t.lines(player("p2"))).toEqual(["Alice applied an effect: one more placement this turn."]);
    t.place("p1", 5, "B2");
    expect(t.codes()).toEqual([]);
    const plain = game().place("p1", 5, "B1").place("p1", 6, "B2");
    expect(plain.codes()).toEqual(["toy-battle.turn.two-actions"]);
  });

  it("3 Giant removes the top tile of an opponent's tower on a spot next to it, to its owner's discard pile", () => {
    const t = game().place("p2", 5, "D1").place("p2", 6, "C1").place("p1", 3, "B1");
    t.effect("p1", "remove-adjacent", { spot: "C1" });
    expect(t.tower("C1")).toBeNull();
    expect(t.powers("p2.discard")).toEqual([6]);
    expect(t.lines(player("p2"))[0]).toBe("Alice applied an effect: 6 Rainbow, the top tile on C1, is removed.");
    // Only the top tile, only an opponent's, only next to the player's own.
    expect(t.refuse("p1", { type: "assist", assist: "remove-adjacent", params: { spot: "D1" } }).code).toBe("toy-battle.not-adjacent");
    expect(t.refuse("p1", { type: "assist", assist: "remove-adjacent", params: { spot: "B1" } }).code).toBe("toy-battle.not-opponents");
    expect(t.refuse("p1", { type: "assist", assist: "remove-adjacent", params: { spot: "C3" } }).code).toBe("toy-battle.spot-empty");
    const tower = game().place("p2", 5, "D1").place("p2", 6, "C1").place("p2", 7, "C1").place("p1", 3, "B1").effect("p1", "remove-adjacent", { spot: "C1" });
    expect(tower.towerOf("C1")).toEqual(["p2:6"]);
  });

  it("5 XB-42 sends a random tile of the opponent's stand to their discard pile, drawn by the server", () => {
    const t = game().place("p1", 5, "B1");
    const stand = t.stand("p2").length;
    t.effect("p1", "discard-random");
    expect(t.stand("p2")).toHaveLength(stand - 1);
    const discarded = t.pile("p2.discard").cards[0]!;
    // Named to everyone once it lies face up in the discard pile; the player never saw the stand.
    const line = `Alice discarded ${t.nameOf(discarded)} chosen at random from Bob's stand.`;
    expect(t.lines(player("p2"))).toContain(line.replace("Bob's stand", "your stand"));
    expect(t.lines({ role: "spectator" })).toEqual([
      "Alice applied an effect: a tile chosen at random from the opponent's stand goes to their discard pile.",
      line,
    ]);
    // The same seed draws the same tile: the table replays.
    const again = game().place("p1", 5, "B1").effect("p1", "discard-random");
    expect(again.pile("p2.discard").cards[0]!.uid).toBe(discarded.uid);
  });

  it("refuses an effect with nothing to act on, and changes nothing", () => {
    const t = game();
    while (t.stand("p2").length > 0) t.do("p2", { type: "move", cards: [{ zone: "p2.stand", at: 0 }], to: { zone: "p2.discard" } }, true);
    expect(t.refuse("p1", { type: "assist", assist: "discard-random" }).code).toBe("toy-battle.stand-empty");
    expect(t.refuse("p1", { type: "assist", assist: "remove-adjacent", params: { spot: "Z9" } }).code).toBe("toy-battle.spot-unknown");
  });
});

describe("where a tile may go (advisories, never refusals)", () => {
  it("warns of a placement not connected to the headquarters by a path of one's own tiles, and an opponent's tower cuts the path", () => {
    const t = game().place("p1", 3, "D1");
    expect(t.codes()).toEqual(["toy-battle.placement.unconnected"]);
    expect(t.lastAdvisories[0]).toMatchObject({ source: "seed 003 §병정 배치 규칙 (placing soldiers)", target: `board:${t.slotOf("D1")}`, params: { spot: "D1" } });
    expect(t.lines(player("p2")).at(-1)).toBe(
      "D1 is not connected to the player's headquarters by a path of their own tiles: only Skipper Coco (4) may go there.",
    );
    const line = game().place("p1", 3, "B1").place("p1", 5, "C2");
    expect(line.codes()).toEqual(["toy-battle.turn.two-actions"]);
    line.place("p2", 8, "C2").place("p1", 6, "D2");
    expect(line.codes()).toContain("toy-battle.placement.unconnected");
  });

  it("lets 4 Skipper Coco go anywhere but the opponent's headquarters", () => {
    const t = game().place("p1", 4, "D2");
    expect(t.codes()).toEqual([]);
    t.place("p1", 4, "E1");
    expect(t.codes()).toContain("toy-battle.placement.anywhere-headquarters");
  });

  it("a base's 'place anywhere' lifts the connection warning for the turn", () => {
    const t = game().effect("p1", "place-anywhere").place("p1", 6, "D2");
    expect(t.codes()).toEqual([]);
    expect(t.refuse("p1", { type: "assist", assist: "place-anywhere" }).code).toBe("toy-battle.already-anywhere");
    t.endTurn().place("p2", 5, "B1");
    expect(t.codes()).toContain("toy-battle.placement.unconnected");
  });

  it("warns of a tile not stronger than the opponent's top tile, unless the joker (8) is one of them", () => {
    const t = game().place("p1", 5, "B1").place("p2", 5, "B1");
    expect(t.codes()).toContain("toy-battle.placement.outpowered");
    expect(t.lines(player("p1"))).toContain("A 5 does not beat the opponent's top tile on B1: only a stronger tile, or the joker (8), goes onto it.");
    const stronger = game().place("p1", 5, "B1").place("p2", 6, "B1");
    expect(stronger.codes()).not.toContain("toy-battle.placement.outpowered");
    const joker = game().place("p1", 7, "B1").place("p2", 8, "B1");
    expect(joker.codes()).not.toContain("toy-battle.placement.outpowered");
    joker.place("p1", 1, "B1");
    expect(joker.codes()).not.toContain("toy-battle.placement.outpowered");
    // On one's own top tile, any tile goes.
    const own = game().place("p1", 7, "B1").endTurn().endTurn().place("p1", 1, "B1");
    expect(own.codes()).toEqual([]);
  });
});
