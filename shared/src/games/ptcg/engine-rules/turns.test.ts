/**
 * Coins, attacks, the end of a turn and conceding (seed 001 §6, §7.1, §10).
 */
import { describe, expect, it } from "vitest";
import type { TableEventOf } from "../../../engine/events";
import { testDeck } from "../../../testing/cards";
import { TestTable } from "../../../testing/table";

function game(seed = 42): TestTable {
  const table = new TestTable(undefined, {}, seed).startGame("Sprout");
  if (seed === 42 && table.current !== "p1") throw new Error("seed 42 should let p1 go first");
  return table;
}

const flips = (table: TestTable) => (table.lastEvents.find((e) => e.type === "coins.flipped") as TableEventOf<"coins.flipped">).results;

describe("coin flips", () => {
  it("flipping N coins gives N results, each heads or tails", () => {
    const table = game();
    table.do("p1", { type: "coin", count: 5 });
    expect(flips(table)).toHaveLength(5);
    expect(flips(table).every((r) => r === "heads" || r === "tails")).toBe(true);
  });

  it("the same seed flips the same coins; the coins come from the table's seed, not from chance", () => {
    const results = (seed: number) => {
      const table = game(seed);
      table.do(table.current, { type: "coin", count: 20 });
      return flips(table);
    };
    expect(results(42)).toEqual(results(42));
    expect(results(42)).not.toEqual(results(1042));
  });

  it("successive flips continue the table's sequence instead of repeating it", () => {
    const table = game();
    table.do("p1", { type: "coin", count: 20 });
    const first = flips(table);
    table.do("p1", { type: "coin", count: 20 });
    expect(flips(table)).not.toEqual(first);
  });

  it("either player may flip, at any time", () => {
    const table = game();
    table.do("p2", { type: "coin", count: 1 });
    expect(flips(table)).toHaveLength(1);
  });
});

describe("attack (seed 001 §7.1)", () => {
  it("declaring an attack marks the turn as attacked and names the attack", () => {
    const table = game();
    expect(table.state.turn.markers).toEqual([]);
    table.do("p1", { type: "attack", stack: { zone: "p1.active", slot: 0 }, name: "Tackle" });
    expect(table.state.turn.markers).toEqual(["attacked"]);
    expect(table.lastEvents).toContainEqual(expect.objectContaining({ type: "attack.declared", place: { zone: "p1.active", slot: 0 }, attack: "Tackle" }));
  });

  it("an attack from an empty slot is refused", () => {
    const table = game();
    expect(table.refuse("p1", { type: "attack", stack: { zone: "p1.bench", slot: 0 }, name: "Tackle" }).code).toBe("slot.empty");
  });
});

describe("turn.end (seed 001 §6)", () => {
  it("ending a turn passes it to the other player and counts up the turn number", () => {
    const table = game();
    table.do("p1", { type: "turn.end" });
    expect(table.state.turn).toMatchObject({ number: 2, current: "p2", first: "p1" });
    expect(table.lastEvents).toContainEqual(expect.objectContaining({ type: "turn.began", seat: "p2", number: 2, previous: "p1" }));
    table.do("p2", { type: "turn.end" });
    expect(table.state.turn).toMatchObject({ number: 3, current: "p1" });
  });

  it("the new turn starts with nothing done: no attack, nothing counted", () => {
    const table = game();
    table.playCard("p1", "Basic Psychic Energy", { zone: "p1.active", slot: 0, as: "attach" });
    table.do("p1", { type: "attack", stack: { zone: "p1.active", slot: 0 }, name: "Tackle" });
    expect(table.state.turn.tally.p1).toMatchObject({ "energy-attached": 1 });
    table.do("p1", { type: "turn.end" });
    expect(table.state.turn.markers).toEqual([]);
    for (const seat of ["p1", "p2"] as const) expect(table.state.turn.tally[seat] ?? {}).toEqual({});
  });

  it("the ended turn's counts are kept as the previous turn's until the next End turn; a judge setting the turn clears them", () => {
    const table = game();
    table.playCard("p1", "Basic Psychic Energy", { zone: "p1.active", slot: 0, as: "attach" });
    table.do("p1", { type: "turn.end" });
    expect(table.state.turn.previousTally?.p1).toMatchObject({ "energy-attached": 1 });
    table.do("p2", { type: "turn.end" });
    expect(table.state.turn.previousTally?.p1 ?? {}).toEqual({});
    table.do("p1", { type: "turn.set", number: 7, current: "p2" }, true);
    expect(table.state.turn.previousTally).toBeUndefined();
  });

  it("'ability used' markers come off the Pokémon of the player whose turn ended, and only theirs", () => {
    const table = game();
    table.playCard("p1", "Pebble", { zone: "p1.bench", slot: 0 });
    for (const stack of [{ zone: "p1.active", slot: 0 }, { zone: "p1.bench", slot: 0 }, { zone: "p2.active", slot: 0 }]) {
      table.do(stack.zone.startsWith("p1") ? "p1" : "p2", { type: "marker", stack, marker: "ability-used", on: true });
    }
    table.do("p1", { type: "marker", marker: "vstar-used", on: true });
    table.do("p1", { type: "turn.end" });
    expect(table.stack("p1.active").markers).toEqual([]);
    expect(table.stack("p1.bench", 0).markers).toEqual([]);
    expect(table.stack("p2.active").markers).toEqual(["ability-used"]);
    // Game-long markers stay.
    expect(table.state.players.p1.markers).toEqual(["vstar-used"]);
    expect(table.lastEvents).toContainEqual(expect.objectContaining({ type: "markers.reset", seat: "p1", markers: ["ability-used"] }));
  });

  it("ending a turn does not draw for the next player: drawing is its own action", () => {
    const table = game();
    const hand = table.hand("p2").length;
    table.do("p1", { type: "turn.end" });
    expect(table.hand("p2")).toHaveLength(hand);
  });

  it("a turn can't end before the game has started", () => {
    const table = new TestTable().loadDecks();
    const before = structuredClone(table.state);
    expect(table.refuse("p1", { type: "turn.end" }).code).toBe("phase");
    expect(table.state).toEqual(before);
  });
});

describe("concede (seed 001 §10)", () => {
  it("a player who concedes loses: the other wins and the game is over", () => {
    const table = game();
    table.do("p2", { type: "concede" });
    expect(table.state.winner).toBe("p1");
    expect(table.state.winReason).toBe("concede");
    expect(table.state.phase).toBe("finished");
    expect(table.state.players.p2.conceded).toBe(true);
    expect(table.lastEvents).toContainEqual(expect.objectContaining({ type: "game.won", winner: "p1", reason: "concede" }));
  });

  it("conceding closes any open 'won?' question", () => {
    const table = game();
    while (table.pile("p1.prize").cards.length > 0) table.do("p1", { type: "prize.take" });
    expect(table.state.prompts.some((p) => p.kind === "confirm-win")).toBe(true);
    table.do("p1", { type: "concede" });
    expect(table.state.prompts.filter((p) => p.kind === "confirm-win")).toEqual([]);
    expect(table.state.winner).toBe("p2");
    expect(table.state.winReason).toBe("concede");
  });

  it("a finished game can't be conceded again", () => {
    const table = game();
    table.do("p2", { type: "concede" });
    const before = structuredClone(table.state);
    expect(table.refuse("p1", { type: "concede" }).code).toBe("game.over");
    expect(table.state).toEqual(before);
  });
});

describe("after the game is over", () => {
  function over(): TestTable {
    const table = game();
    table.do("p2", { type: "concede" });
    return table;
  }

  it("the table stays as the game ended: every move, by a player or a judge, is refused and changes nothing", () => {
    const table = over();
    const hand = table.hand("p1");
    const moves = [
      { type: "draw", count: 3 },
      { type: "move", cards: [{ zone: "p1.hand", pid: hand[0]!.pid }], to: { zone: "p1.discard" } },
      { type: "move.stack", from: { zone: "p1.active", slot: 0 }, to: { zone: "p1.bench", slot: 0 } },
      { type: "shuffle", zone: "p1.deck" },
      { type: "search", zone: "p1.deck" },
      { type: "prize.take" },
      { type: "counter", stack: { zone: "p1.active", slot: 0 }, counter: "damage", mode: "set", amount: 30 },
      { type: "coin", count: 1 },
      { type: "turn.end" },
      { type: "table.pause", paused: true },
      { type: "turn.set", number: 3, current: "p1" },
    ] as const;
    const before = structuredClone(table.state);
    for (const action of moves) {
      for (const judge of [false, true]) {
        const refusal = table.refuse("p1", action as never, judge);
        expect(refusal, `${action.type}${judge ? " (judge)" : ""}`).toEqual({
          code: "game.over",
          message: "The game is over: the table stays as it ended. A judge can rewind it if it ended by mistake.",
        });
      }
    }
    expect(table.state).toEqual(before);
  });

  it("the players may still reveal the game record and show hands to spectators", () => {
    const table = over();
    table.do("p1", { type: "record.reveal", reveal: true });
    table.do("p1", { type: "spectators.hands", show: true });
    expect(table.state.players.p1.revealsRecord).toBe(true);
    expect(table.state.controls.handsToSpectators.p1).toBe(true);
  });
});

describe("phases: setup actions belong to setup (seed 001 §5)", () => {
  it("once play has begun, a mulligan, getting ready again or loading a new deck is refused, and nothing changes", () => {
    const table = game();
    const before = structuredClone(table.state);
    expect(table.refuse("p1", { type: "setup.mulligan" }).code).toBe("phase");
    expect(table.refuse("p1", { type: "setup.ready" }).code).toBe("phase");
    expect(table.refuse("p1", { type: "deck.load", cards: testDeck() }).code).toBe("phase");
    expect(table.state).toEqual(before);
  });

  it("a player already set up can't mulligan, get ready again or change its deck while the other finishes", () => {
    const table = new TestTable().loadDecks();
    table.playCard("p1", "Sprout", { zone: "p1.active", slot: 0 });
    table.do("p1", { type: "setup.ready" });
    const before = structuredClone(table.state);
    expect(table.refuse("p1", { type: "setup.mulligan" }).code).toBe("setup.ready");
    expect(table.refuse("p1", { type: "setup.ready" }).code).toBe("setup.ready");
    expect(table.refuse("p1", { type: "deck.load", cards: testDeck() }).code).toBe("setup.ready");
    expect(table.state).toEqual(before);
  });

  it("a mulligan needs both decks in: before that it is refused", () => {
    const table = new TestTable();
    table.do("p1", { type: "deck.load", cards: testDeck() });
    expect(table.state.phase).toBe("waiting");
    expect(table.refuse("p1", { type: "setup.mulligan" }).code).toBe("phase");
    expect(table.refuse("p1", { type: "setup.ready" }).code).toBe("phase");
  });
});
