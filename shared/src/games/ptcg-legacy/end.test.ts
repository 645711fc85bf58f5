/**
 * The end (seed 002, "Kiedy gra się kończy?"): all Prize cards, an Active Pokémon Knocked Out with
 * an empty Bench, no card to draw at the start of a turn — each a "won?" question both players
 * confirm; both at once by more conditions wins; by as many, Sudden Death to one Prize.
 */
import { describe, expect, it } from "vitest";
import type { Action } from "../../engine/actions";
import type { Seat } from "../../engine/types";
import type { TestTable } from "../../testing/table";
import { SUDDEN_DEATH } from "./sudden-death";
import { lines, player, playing, put } from "./testing/scene";

const knockOut = (t: TestTable, seat: Seat, zone: string, slot = 0) =>
  t.do(seat, { type: "assist", assist: "knockout", params: { zone, slot } } as Action);

/** A judge sets the position: both Active Pokémon, each alone in play, to their owners' discard piles in one move. */
function discardBothActives(t: TestTable): void {
  const top = (seat: Seat) => ({ zone: `${seat}.active`, pid: t.stack(`${seat}.active`).cards[0]!.pid });
  t.do("p1", { type: "move", cards: [top("p2"), top("p1")], to: { zone: "p1.discard", eachToOwner: true } }, true);
}

const asked = (t: TestTable) => t.state.prompts.map((p) => ({ kind: p.kind, to: p.to, winner: p.data.winner, reason: p.data.reason }));

describe("the end of a legacy game (seed 002)", () => {
  it("asks both players when the opponent's Active is Knocked Out with nobody on the Bench", () => {
    const t = playing();
    knockOut(t, "p1", "p2.active");
    expect(asked(t).filter((p) => p.kind === "confirm-win")).toEqual([
      { kind: "confirm-win", to: "p1", winner: "p1", reason: "no-replacement" },
      { kind: "confirm-win", to: "p2", winner: "p1", reason: "no-replacement" },
    ]);
  });

  it("asks nothing when a Benched Pokémon can take the Knocked Out Active's place", () => {
    const t = playing();
    put(t, "p2", "Ripplet", "bench", 0);
    knockOut(t, "p1", "p2.active");
    expect(t.state.prompts.filter((p) => p.kind === "confirm-win")).toEqual([]);
  });

  it("asks when a player took the last Prize card", () => {
    const t = playing({ prizes: 1 });
    put(t, "p2", "Ripplet", "bench", 0);
    t.do("p1", { type: "prize.take" });
    expect(asked(t).filter((p) => p.kind === "confirm-win").map((p) => p.reason)).toEqual(["prizes", "prizes"]);
  });

  it("asks when a player can't draw at the start of the turn", () => {
    const t = playing();
    const next = t.state.turn.first === "p1" ? "p2" : "p1";
    const deck = t.pile(`${next}.deck`).cards.length;
    const wholeDeck = Array.from({ length: deck }, () => ({ zone: `${next}.deck`, at: "top" as const }));
    t.do(next, { type: "move", cards: wholeDeck, to: { zone: `${next}.discard` } }, true);
    t.do(t.current, { type: "turn.end" });
    t.do(next, { type: "draw", count: 1 });
    expect(asked(t).filter((p) => p.kind === "confirm-win").map((p) => [p.winner, p.reason])).toEqual([
      [t.state.turn.first, "deck-out"],
      [t.state.turn.first, "deck-out"],
    ]);
  });

  it("gives the win to the one who meets more conditions when both win at once", () => {
    const t = playing({ prizes: 1 });
    // Ala took her last Prize card ("Not yet"), then a judge discards both Actives (a tie: Sudden
    // Death offered, declined). When the next turn begins, Ala meets two conditions and Olek one.
    put(t, "p2", "Ripplet", "bench", 0);
    t.do("p1", { type: "prize.take" });
    t.do("p1", { type: "prompt.answer", prompt: t.state.prompts.find((p) => p.to === "p1")!.id, accept: false });
    knockOut(t, "p1", "p2.bench");
    discardBothActives(t);
    t.do("p1", { type: "prompt.answer", prompt: t.state.prompts.find((p) => p.to === "p1")!.id, accept: false });
    t.do(t.current, { type: "turn.end" });
    expect(asked(t).map((p) => [p.kind, p.winner, p.reason])).toEqual([
      ["confirm-win", "p1", "more-conditions"],
      ["confirm-win", "p1", "more-conditions"],
    ]);
  });

  it("offers Sudden Death when both win at once by as many conditions, and plays it to one Prize once both agree", () => {
    const t = playing();
    // A tie set by a judge: both players left with no Pokémon in play by one action.
    discardBothActives(t);
    expect(asked(t)).toEqual([
      { kind: SUDDEN_DEATH, to: "p1", winner: undefined, reason: undefined },
      { kind: SUDDEN_DEATH, to: "p2", winner: undefined, reason: undefined },
    ]);
    // The judge's move opened the question, and the log stamps it so.
    expect(lines(t.lastEvents, player("p1"))).toContain(
      "[Judge] Both players won at once by as many conditions: each is asked to play Sudden Death, a new game to one Prize card.",
    );
    const [a, b] = t.state.prompts;
    t.do("p1", { type: "prompt.answer", prompt: a!.id, accept: true });
    expect(t.state.phase).toBe("playing");
    t.do("p2", { type: "prompt.answer", prompt: b!.id, accept: true });
    expect(t.state.phase).toBe("setup");
    expect(t.state.turn.first).toBeNull();
    for (const seat of ["p1", "p2"] as const) {
      expect(t.pile(`${seat}.deck`).cards).toHaveLength(60);
      expect(t.hand(seat)).toHaveLength(0);
    }
    expect(lines(t.lastEvents, player("p2"))).toContain("Sudden Death: every card went back to its owner's deck, and a new game begins to one Prize card.");
    t.do("p2", { type: "legacy.cut" } as Action).do("p1", { type: "legacy.first" } as Action);
    expect(t.pile("p1.prize").cards).toHaveLength(1);
    expect(t.hand("p2")).toHaveLength(7);
  });

  it("goes on as it stands when a player declines Sudden Death", () => {
    const t = playing();
    discardBothActives(t);
    t.do("p2", { type: "prompt.answer", prompt: t.state.prompts.find((p) => p.to === "p2")!.id, accept: false });
    expect(t.state.prompts).toEqual([]);
    expect(t.state.phase).toBe("playing");
    expect(lines(t.lastEvents, player("p1"))).toContain("Olek declined Sudden Death: the game goes on as it stands.");
  });
});
