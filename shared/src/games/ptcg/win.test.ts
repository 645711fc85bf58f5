/**
 * Win conditions (seed 001 §10): taking the last prize, the opponent having no Pokémon in play,
 * the opponent unable to draw at the start of its turn; both at once is sudden death. The table
 * never ends a game by itself: it asks both players "won?", and the game ends when both accept.
 */
import { describe, expect, it } from "vitest";
import type { Prompt, Seat } from "../../engine/types";
import { TestTable } from "../../testing/table";

function game(): TestTable {
  const table = new TestTable().startGame("Sprout");
  if (table.current !== "p1") throw new Error("seed 42 should let p1 go first");
  return table;
}

const winPrompts = (table: TestTable) => table.state.prompts.filter((p) => p.kind === "confirm-win");
const asked = (table: TestTable) => winPrompts(table).map((p) => ({ to: p.to, winner: p.data.winner, reason: p.data.reason }));
const bothAsked = (winner: Seat | "draw", reason: string) => [
  { to: "p1", winner, reason },
  { to: "p2", winner, reason },
];
const knockout = (zone: string, slot = 0) => ({ type: "assist", assist: "knockout", params: { zone, slot } }) as const;
function acceptAll(table: TestTable, prompts: Prompt[]): void {
  for (const prompt of prompts) table.do(prompt.to, { type: "prompt.answer", prompt: prompt.id, accept: true });
}

describe("winning by prizes (seed 001 §10.1)", () => {
  it("taking the last prize asks both players whether the taker won", () => {
    const table = game();
    for (let i = 0; i < 5; i++) table.do("p1", { type: "prize.take" });
    expect(winPrompts(table)).toEqual([]);
    table.do("p1", { type: "prize.take" });
    expect(asked(table)).toEqual(bothAsked("p1", "prizes"));
    expect(table.state.phase).toBe("playing");
  });

  it("when both accept, the taker wins and the game is over", () => {
    const table = game();
    for (let i = 0; i < 6; i++) table.do("p1", { type: "prize.take" });
    acceptAll(table, winPrompts(table));
    expect(table.state).toMatchObject({ phase: "finished", winner: "p1" });
  });
});

describe("a win answered “Not yet”", () => {
  function declineFirst(table: TestTable): void {
    const first = winPrompts(table)[0]!;
    table.do(first.to, { type: "prompt.answer", prompt: first.id, accept: false });
    expect(winPrompts(table)).toEqual([]);
  }

  it("is asked again when the turn ends with no Prize cards left, and can then be confirmed", () => {
    const table = game();
    for (let i = 0; i < 6; i++) table.do("p1", { type: "prize.take" });
    declineFirst(table);
    table.do("p1", { type: "draw", count: 1 });
    expect(winPrompts(table)).toEqual([]);
    table.do("p1", { type: "turn.end" });
    expect(asked(table)).toEqual(bothAsked("p1", "prizes"));
    acceptAll(table, winPrompts(table));
    expect(table.state).toMatchObject({ phase: "finished", winner: "p1" });
  });

  it("is asked again when the turn ends and the opponent still has no Pokémon in play", () => {
    const table = game();
    table.do("p1", knockout("p2.active"));
    declineFirst(table);
    table.do("p1", { type: "turn.end" });
    expect(asked(table)).toEqual(bothAsked("p1", "no-pokemon"));
  });

  it("is not asked again once the condition is gone: a Pokémon back in play", () => {
    const table = game();
    table.do("p1", knockout("p2.active"));
    declineFirst(table);
    table.playCard("p2", "Pebble", { zone: "p2.active", slot: 0 });
    table.do("p1", { type: "turn.end" });
    expect(winPrompts(table)).toEqual([]);
  });

  it("an ordinary turn's end asks nothing", () => {
    const table = game();
    table.do("p1", { type: "turn.end" });
    table.do("p2", { type: "turn.end" });
    expect(winPrompts(table)).toEqual([]);
  });
});

describe("winning when the opponent has no Pokémon in play (seed 001 §10.2)", () => {
  it("knocking out the opponent's last Pokémon asks both players whether the knocker won", () => {
    const table = game();
    table.do("p1", knockout("p2.active"));
    expect(asked(table)).toEqual(bothAsked("p1", "no-pokemon"));
  });

  it("a Pokémon left on the Bench means no question", () => {
    const table = game();
    table.playCard("p2", "Pebble", { zone: "p2.bench", slot: 0 });
    table.do("p1", knockout("p2.active"));
    expect(winPrompts(table)).toEqual([]);
  });

  it("a Pokémon leaving play any other way counts too (discarded, returned to the hand)", () => {
    const table = game();
    const sprout = table.stack("p2.active").cards[0]!;
    table.do("p2", { type: "move", cards: [{ zone: "p2.active", pid: sprout.pid }], to: { zone: "p2.hand" } });
    expect(asked(table)).toEqual(bothAsked("p1", "no-pokemon"));
  });
});

describe("winning when the opponent can't draw (seed 001 §10.3)", () => {
  it("the player on turn drawing from an empty deck asks both players whether the opponent won", () => {
    const table = game();
    table.do("p1", { type: "turn.end" });
    while (table.pile("p2.deck").cards.length > 0) {
      table.do("p2", { type: "move", cards: [{ zone: "p2.deck", at: "top" }], to: { zone: "p2.discard" } }, true);
    }
    table.do("p2", { type: "draw", count: 1 });
    expect(asked(table)).toEqual(bothAsked("p1", "deck-out"));
    acceptAll(table, winPrompts(table));
    expect(table.state).toMatchObject({ phase: "finished", winner: "p1" });
  });

  // Only the draw that starts a turn loses (seed 001 §6.1, §10.3); a later draw from an empty
  // deck just draws nothing.
  it("a card effect drawing from an empty deck later in the turn is not a deck-out", () => {
    const table = game();
    table.do("p1", { type: "draw", count: 1 });
    while (table.pile("p1.deck").cards.length > 0) {
      table.do("p1", { type: "move", cards: [{ zone: "p1.deck", at: "top" }], to: { zone: "p1.discard" } }, true);
    }
    table.do("p1", { type: "draw", count: 3 });
    expect(winPrompts(table)).toEqual([]);
  });
});

describe("sudden death (seed 001 §10, both at once)", () => {
  it("when both players' last Pokémon are knocked out, both are asked whether it is a draw", () => {
    const table = game();
    table.do("p1", knockout("p2.active"));
    table.do("p1", knockout("p1.active"));
    expect(asked(table)).toContainEqual({ to: "p1", winner: "draw", reason: "sudden-death" });
    expect(asked(table)).toContainEqual({ to: "p2", winner: "draw", reason: "sudden-death" });
    acceptAll(table, winPrompts(table).filter((p) => p.data.winner === "draw"));
    expect(table.state).toMatchObject({ phase: "finished", winner: "draw" });
    // The earlier question (p1 wins) is withdrawn with the end of the game.
    expect(winPrompts(table)).toEqual([]);
  });

  it("taking the last prize while having no Pokémon in play is sudden death in one action", () => {
    const table = game();
    for (let i = 0; i < 5; i++) table.do("p1", { type: "prize.take" });
    table.do("p1", { type: "stack.discard", stack: { zone: "p1.active", slot: 0 } });
    // p2 winning (p1 has no Pokémon) is asked and declined: p1 is about to take its last prize.
    expect(asked(table)).toEqual(bothAsked("p2", "no-pokemon"));
    const first = winPrompts(table)[0]!;
    table.do(first.to, { type: "prompt.answer", prompt: first.id, accept: false });
    expect(winPrompts(table)).toEqual([]);
    table.do("p1", { type: "prize.take" });
    expect(asked(table)).toEqual(bothAsked("draw", "sudden-death"));
  });
});

describe("when nobody is asked", () => {
  it("setup, when nobody has Pokémon in play yet, asks nothing", () => {
    const table = new TestTable().loadDecks();
    table.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: table.hand("p1")[0]!.pid }], to: { zone: "p1.discard" } });
    expect(table.state.prompts).toEqual([]);
  });

  it("a finished game asks nothing more: the knockout that would ask is refused", () => {
    const table = game();
    table.do("p1", { type: "concede" });
    expect(table.refuse("p2", knockout("p1.active")).code).toBe("game.over");
    expect(table.state.prompts.filter((p) => p.kind === "confirm-win")).toEqual([]);
  });
});
