/**
 * Seed 003 §승리 조건 and §예외 종료 조건 through the engine on First Skirmish (bases C1 and C3
 * worth 1 medal, C2 worth 2; three medals win): medals as Playmat reads them, and the "won?"
 * questions both players confirm — an opponent's headquarters taken, the medal target reached,
 * a player who can neither draw nor place. The set-aside tiles are shown once the game is over.
 */
import { describe, expect, it } from "vitest";
import type { ClientAction } from "../../engine/actions";
import type { Seat } from "../../engine/types";
import { canSee } from "../../engine/visibility";
import { toyBattle } from "./definition";
import { FIRST_SKIRMISH } from "./maps/first-skirmish";
import { player, ToyTable } from "./testing/table";

function game(options: Record<string, unknown> = {}): ToyTable {
  const t = new ToyTable(options).setUp();
  if (t.current !== "p1") throw new Error("seed 7 should let p1 go first");
  return t;
}

const winPrompts = (t: ToyTable) => t.state.prompts.filter((p) => p.kind === "confirm-win");

function confirmAll(t: ToyTable): ToyTable {
  for (const prompt of winPrompts(t)) t.do(prompt.to, { type: "prompt.answer", prompt: prompt.id, accept: true });
  return t;
}

const medals = (t: ToyTable, seat: Seat) => t.state.players[seat].counters.medals ?? 0;

describe("medals (Playmat's reading: held while one's tile tops the base)", () => {
  it("are recounted after each placement: taken, and lost when the opponent tops the base", () => {
    const t = game().place("p1", 3, "B1").place("p1", 5, "C2");
    expect(medals(t, "p1")).toBe(2);
    expect(t.lines(player("p1"))).toContain("You hold 2 medals.");
    expect(t.lines(player("p2"))).toContain("Alice holds 2 medals.");
    t.place("p2", 6, "C2");
    expect([medals(t, "p1"), medals(t, "p2")]).toEqual([0, 2]);
    // A tile removed from the top gives the base back.
    t.place("p1", 3, "B2").effect("p1", "remove-adjacent", { spot: "C2" });
    expect([medals(t, "p1"), medals(t, "p2")]).toEqual([2, 0]);
  });

  it("on a map that keeps them, are earned when a tile takes a base and stay", () => {
    const t = game({ map: { ...FIRST_SKIRMISH, medals: "kept" } }).place("p1", 3, "B1").place("p1", 5, "C2");
    expect(medals(t, "p1")).toBe(2);
    t.place("p2", 6, "C2");
    expect([medals(t, "p1"), medals(t, "p2")]).toEqual([2, 2]);
    // Stacking onto one's own top earns nothing more.
    t.place("p2", 1, "C2");
    expect(medals(t, "p2")).toBe(2);
  });
});

describe("the end of the game, asked of both players", () => {
  it("asks whether a player who takes the opponent's headquarters has won, and ends the game when both confirm", () => {
    const t = game().place("p1", 3, "B1").place("p1", 3, "C1").place("p1", 5, "D1");
    expect(winPrompts(t)).toEqual([]);
    t.place("p1", 6, "E1");
    expect(winPrompts(t).map((p) => [p.to, p.data.winner, p.data.reason])).toEqual([
      ["p1", "p1", "headquarters"],
      ["p2", "p1", "headquarters"],
    ]);
    expect(t.lines(player("p2"))).toContain("Alice may have won (a headquarters taken): both players must confirm.");
    confirmAll(t);
    expect(t.state).toMatchObject({ phase: "finished", winner: "p1", winReason: "headquarters" });
  });

  it("shows the set-aside tiles to everyone once the game is over, and not before", () => {
    const t = game();
    const aside = t.pile("p2.set-aside");
    expect(canSee(toyBattle, aside, aside.cards[0]!, player("p2"))).toBe(false);
    t.do("p2", { type: "concede" });
    const shown = t.pile("p2.set-aside");
    for (const viewer of [player("p1"), player("p2"), { role: "spectator" } as const]) expect(canSee(toyBattle, shown, shown.cards[0]!, viewer)).toBe(true);
    const names = shown.cards.map((c) => t.nameOf(c));
    const line = t.lines(player("p1")).find((l) => l.startsWith("Bob's set-aside tiles:"))!;
    for (const name of names) expect(line).toContain(name);
    expect(t.lines(player("p2"))).toContain(line.replace("Bob's", "Your"));
  });

  it("asks when a player's medals reach the target (the map's, or the table's own)", () => {
    const t = game().place("p1", 3, "B1").place("p1", 5, "C2");
    expect(winPrompts(t)).toEqual([]);
    t.place("p1", 6, "C1");
    expect(winPrompts(t)[0]!.data).toMatchObject({ winner: "p1", reason: "medals" });
    const lower = game({ medalTarget: 2 }).place("p1", 3, "B1").place("p1", 5, "C2");
    expect(winPrompts(lower)[0]!.data).toMatchObject({ winner: "p1", reason: "medals" });
  });

  it("goes on when a player answers 'Not yet'", () => {
    const t = game({ medalTarget: 2 }).place("p1", 3, "B1").place("p1", 5, "C2");
    const [first] = winPrompts(t);
    t.do(first!.to, { type: "prompt.answer", prompt: first!.id, accept: false });
    expect(winPrompts(t)).toEqual([]);
    expect(t.state.phase).toBe("playing");
  });

  it("when a player can neither draw nor place, more medals win and a tie loses for that player", () => {
    const emptied = (t: ToyTable, seat: Seat) => {
      for (const zone of [`${seat}.supply`, `${seat}.stand`]) {
        while (t.pile(zone).cards.length > 0) t.do(seat, { type: "move", cards: [{ zone, at: "top" }], to: { zone: `${seat}.discard` } }, true);
      }
      return t;
    };
    const tie = emptied(game(), "p2").endTurn();
    expect(winPrompts(tie)[0]!.data).toMatchObject({ winner: "p1", reason: "stuck" });
    expect(tie.lines(player("p2"))).toContain("Alice may have won (a player could neither draw nor place): both players must confirm.");
    const ahead = game().place("p1", 3, "B1").endTurn().place("p2", 3, "D2").place("p2", 5, "C3");
    expect(medals(ahead, "p2")).toBe(1);
    emptied(ahead, "p2").endTurn().endTurn();
    expect(winPrompts(ahead)[0]!.data).toMatchObject({ winner: "p2", reason: "stuck" });
    // One who can still place is not stuck: a full stand and an empty supply with a spot to go to.
    const placing = game();
    const discardTop: ClientAction = { type: "move", cards: [{ zone: "p2.supply", at: "top" }], to: { zone: "p2.discard" } };
    while (placing.pile("p2.supply").cards.length > 0) placing.do("p2", discardTop, true);
    placing.endTurn();
    expect(winPrompts(placing)).toEqual([]);
  });
});
