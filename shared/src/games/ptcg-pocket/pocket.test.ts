/**
 * Pokémon TCG Pocket played through the engine, as seed 000 and issue 29 tell it: 5-card hands
 * with a Basic, Active and Bench face down and revealed together, a Bench of 3, the Energy
 * Zone's Energy each turn (none for the first player on turn 1, the next one shown, seeded and
 * replayed exactly, the unused one let go), points for Knock Outs and the "won?" questions.
 */
import { describe, expect, it } from "vitest";
import type { Action } from "../../engine/actions";
import type { CardDef } from "../../cards/types";
import type { Seat } from "../../engine/types";
import { TestTable } from "../../testing/table";
import { POCKET_DEMO_CARDS } from "./decks/demo-cards";
import { ptcgPocket } from "./definition";
import { energyDef, energyTypesOf } from "./energy";
import { pointsOf } from "./marks";

const card = (name: string): CardDef => POCKET_DEMO_CARDS.find((c) => c.name === name)!;

/** Storm Run's 20 cards, with its Energy types as the resolver sends them. */
function stormRun(types: CardDef[] = [energyDef("Lightning"), energyDef("Psychic")]): Action {
  const twos = ["Sparkit", "Surgehound", "Stormlynx ex", "Glimmoth", "Mega Glimmoth ex", "Field Researcher", "Quick Pouch", "Trail Mix", "Sturdy Band"];
  return {
    type: "deck.load",
    cards: [
      ...twos.map((name) => ({ def: card(name), count: 2 })),
      { def: card("Coach Ren"), count: 1 },
      { def: card("Wispkin"), count: 1 },
      ...types.map((def) => ({ def, count: 1 })),
    ],
  };
}

function loaded(seed: number | string = 7, options: Record<string, unknown> = {}): TestTable {
  return new TestTable(ptcgPocket, options, seed).do("p1", stormRun()).do("p2", stormRun());
}

/** Each player puts a Basic from its hand face down in its Active Spot; both ready: play begins. */
function started(seed: number | string = 7, options: Record<string, unknown> = {}): TestTable {
  const t = loaded(seed, options);
  for (const seat of ["p1", "p2"] as Seat[]) {
    const basic = t.hand(seat).find((c) => t.state.cards[c.defId]!.subtypes.includes("Basic") && t.state.cards[c.defId]!.supertype === "Pokémon")!;
    t.do(seat, { type: "move", cards: [{ zone: `${seat}.hand`, pid: basic.pid }], to: { zone: `${seat}.active`, slot: 0 } } as Action);
  }
  return t.do("p1", { type: "pocket.ready" } as Action).do("p2", { type: "pocket.ready" } as Action);
}

const zone = (t: TestTable, key: string) => t.pile(key).cards.map((c) => t.nameOf(c));
const notes = (t: TestTable, key: string) => t.lastEvents.filter((e) => e.type === "note" && e.key === key);

describe("Pocket setup (seed 000: 게임 시작)", () => {
  it("lays out each deck's Energy types, flips a coin for who goes first and deals 5 cards each", () => {
    const t = loaded();
    expect(t.state.phase).toBe("setup");
    expect(t.state.turn.first).toBe(t.state.turn.won);
    for (const seat of ["p1", "p2"] as Seat[]) {
      expect(t.hand(seat)).toHaveLength(5);
      expect(t.pile(`${seat}.deck`).cards).toHaveLength(15);
      expect(energyTypesOf(t.state, seat)).toEqual(["Lightning", "Psychic"]);
    }
    // The log counts the deck's 20 cards, not the Energy types that came with them.
    const first = new TestTable(ptcgPocket, {}, 7).do("p1", stormRun());
    expect(first.lastEvents.find((e) => e.type === "deck.loaded")).toMatchObject({ count: 20 });
  });

  it("deals a Basic Pokémon into every opening hand when the deck holds one, whatever the shuffle", () => {
    const lonely: Action = {
      type: "deck.load",
      cards: [{ def: card("Sparkit"), count: 1 }, { def: card("Field Researcher"), count: 19 }, { def: energyDef("Lightning"), count: 1 }],
    };
    for (let seed = 1; seed <= 25; seed++) {
      const t = new TestTable(ptcgPocket, {}, seed).do("p1", lonely).do("p2", lonely);
      for (const seat of ["p1", "p2"] as Seat[]) expect(t.hand(seat).map((c) => t.nameOf(c)), `seed ${seed}`).toContain("Sparkit");
    }
  });

  it("infers the Energy types of a deck loaded without them from its Pokémon", () => {
    const t = new TestTable(ptcgPocket, {}, 3).do("p1", stormRun([]));
    expect(energyTypesOf(t.state, "p1")).toEqual(["Lightning", "Psychic"]);
    expect(t.lastEvents.some((e) => e.type === "note" && e.key === "energy.types-inferred")).toBe(true);
  });

  it("keeps setup Pokémon face down until both are ready, then turns them up together; the Bench has 3 spots", () => {
    const t = loaded();
    const basic = t.hand("p1").find((c) => t.state.cards[c.defId]!.supertype === "Pokémon" && t.state.cards[c.defId]!.subtypes.includes("Basic"))!;
    t.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: basic.pid }], to: { zone: "p1.active", slot: 0 } } as Action);
    expect(t.stack("p1.active").cards[0]!.faceDown).toBe(true);
    expect(t.slots("p1.bench").slots).toHaveLength(3);
    const s = started();
    expect(s.state.phase).toBe("playing");
    expect(s.stack("p1.active").cards[0]!.faceDown).toBe(false);
    expect(s.stack("p2.active").cards[0]!.faceDown).toBe(false);
  });
});

describe("the Energy Zone (seed 000; issue 29)", () => {
  it("shows both players their next Energy as play begins, and gives the first player none on turn 1", () => {
    const t = started();
    const first = t.state.turn.first!;
    const second = first === "p1" ? "p2" : "p1";
    expect(t.pile(`${first}.energy`).cards).toHaveLength(0);
    expect(t.pile(`${first}.energy-next`).cards).toHaveLength(1);
    expect(t.pile(`${second}.energy-next`).cards).toHaveLength(1);
    expect(notes(t, "energy.next")).toHaveLength(2);
  });

  it("gives each later turn's player the Energy shown, of one of its deck's types, and shows the next", () => {
    const t = started();
    const second = t.state.turn.first === "p1" ? "p2" : "p1";
    const shown = zone(t, `${second}.energy-next`);
    t.do(t.current, { type: "turn.end" } as Action);
    expect(zone(t, `${second}.energy`)).toEqual(shown);
    expect(t.pile(`${second}.energy-next`).cards).toHaveLength(1);
    for (const name of [...zone(t, `${second}.energy`), ...zone(t, `${second}.energy-next`)]) expect(["Lightning Energy", "Psychic Energy"]).toContain(name);
  });

  it("draws the same Energy for the same seed and actions (replayed exactly), and both types over a game", () => {
    const play = (seed: number) => {
      const t = started(seed);
      const made: string[] = [];
      for (let turn = 0; turn < 12; turn++) {
        t.do(t.current, { type: "turn.end" } as Action);
        made.push(...zone(t, `${t.current}.energy`));
      }
      return made;
    };
    expect(play(11)).toEqual(play(11));
    expect(new Set(play(11))).toEqual(new Set(["Lightning Energy", "Psychic Energy"]));
  });

  it("warns when a turn ends with the Energy unused; the assist lets it go, logged", () => {
    const t = started();
    t.do(t.current, { type: "turn.end" } as Action);
    const seat = t.current;
    t.do(seat, { type: "turn.end" } as Action);
    expect(t.codes()).toContain("ptcg-pocket.energy.unused");
    t.do(seat, { type: "assist", assist: "energy.fade", params: {} } as Action);
    expect(t.pile(`${seat}.energy`).cards).toHaveLength(0);
    expect(notes(t, "energy.faded")).toHaveLength(1);
  });

  it("warns when a second Energy from the zone is attached in one turn", () => {
    const t = started();
    t.do(t.current, { type: "turn.end" } as Action);
    const seat = t.current;
    const now = t.pile(`${seat}.energy`).cards[0]!;
    t.do(seat, { type: "move", cards: [{ zone: `${seat}.energy`, pid: now.pid }], to: { zone: `${seat}.active`, slot: 0, as: "attach" } } as Action);
    expect(t.codes()).not.toContain("ptcg-pocket.energy.second");
    const next = t.pile(`${seat}.energy-next`).cards[0]!;
    t.do(seat, { type: "move", cards: [{ zone: `${seat}.energy-next`, pid: next.pid }], to: { zone: `${seat}.active`, slot: 0, as: "attach" } } as Action);
    expect(t.codes()).toContain("ptcg-pocket.energy.second");
  });
});

describe("points and the end (issue 29)", () => {
  it("scores 1 for a Knock Out, 2 for a Pokémon ex and 3 for a Mega ex, told by the name", async () => {
    const { pointsFor } = await import("./points");
    expect(pointsFor(card("Sparkit"))).toBe(1);
    expect(pointsFor(card("Stormlynx ex"))).toBe(2);
    expect(pointsFor(card("Mega Glimmoth ex"))).toBe(3);
    expect(pointsFor({ name: "Exeggcute" })).toBe(1);
  });

  it("gives the Knock Out's points to the opponent and asks both players whether 3 points won", () => {
    const t = started();
    const seat = t.current;
    const other = seat === "p1" ? "p2" : "p1";
    // A judge sets the position: the opponent's Active is a Pokémon ex, and the player has 1 point.
    t.do(seat, { type: "counter", counter: "points", mode: "set", amount: 1 } as Action);
    const ex = t.fetch(other, "Stormlynx ex");
    t.do(other, { type: "move", cards: [{ zone: `${other}.hand`, pid: ex.pid }], to: { zone: `${other}.bench`, slot: 0 } } as Action, true);
    t.do(seat, { type: "assist", assist: "knockout", params: { zone: `${other}.bench`, slot: 0 } } as Action);
    expect(pointsOf(t.state.players[seat])).toBe(3);
    expect(notes(t, "knockout.points")[0]).toMatchObject({ params: { seat, points: 2, total: 3 } });
    const asked = t.state.prompts.filter((p) => p.kind === "confirm-win");
    expect(asked.map((p) => p.to).sort()).toEqual(["p1", "p2"]);
    expect(asked[0]!.data).toMatchObject({ winner: seat, reason: "points" });
  });

  it("asks whether a player with no Pokémon in play lost, and never asks for an empty deck", () => {
    const t = started();
    const seat = t.current;
    const other = seat === "p1" ? "p2" : "p1";
    t.do(seat, { type: "stack.discard", stack: { zone: `${other}.active`, slot: 0 } } as Action, true);
    expect(t.state.prompts.find((p) => p.kind === "confirm-win")?.data).toMatchObject({ winner: seat, reason: "no-pokemon" });
    const u = started();
    u.do(u.current, { type: "draw", count: 20 } as Action);
    u.do(u.current, { type: "draw", count: 1 } as Action);
    expect(u.state.prompts.filter((p) => p.kind === "confirm-win")).toEqual([]);
  });
});

describe("advisories (seed 000 where it speaks)", () => {
  it("warns of an evolution on a player's first turn (seed 000: 진화 규칙, 첫 턴 제한)", () => {
    const t = started();
    const seat = t.current;
    const evolution = t.fetch(seat, t.nameOf(t.stack(`${seat}.active`).cards[0]!) === "Glimmoth" ? "Mega Glimmoth ex" : "Surgehound");
    t.do(seat, { type: "move", cards: [{ zone: `${seat}.hand`, pid: evolution.pid }], to: { zone: `${seat}.active`, slot: 0, as: "onto" } } as Action);
    const found = t.lastAdvisories.find((a) => a.code === "ptcg-pocket.evolve.first-turn");
    expect(found?.source).toMatch(/seed 000/);
  });

  it("lets the first player draw on turn 1 by default, and warns of it on a table that skips that draw", () => {
    const t = started();
    t.do(t.current, { type: "draw", count: 1 } as Action);
    expect(t.codes()).not.toContain("ptcg-pocket.draw.first-turn");
    const u = started(7, { firstTurnDraw: false });
    u.do(u.current, { type: "draw", count: 1 } as Action);
    expect(u.codes()).toContain("ptcg-pocket.draw.first-turn");
  });

  it("warns of a hand over 10 cards", () => {
    const t = started();
    t.do(t.current, { type: "draw", count: 5 } as Action);
    expect(t.codes()).not.toContain("ptcg-pocket.hand.over-limit");
    t.do(t.current, { type: "draw", count: 2 } as Action);
    expect(t.codes()).toContain("ptcg-pocket.hand.over-limit");
  });

  it("tells the table when a loaded deck breaks Pocket's deck rules", () => {
    const big: Action = {
      type: "deck.load",
      cards: [{ def: card("Sparkit"), count: 3 }, { def: card("Field Researcher"), count: 18 }, { def: energyDef("Lightning"), count: 1 }],
    };
    const t = new TestTable(ptcgPocket, {}, 1).do("p1", big);
    expect(t.codes()).toEqual(expect.arrayContaining(["ptcg-pocket.deck.size", "ptcg-pocket.deck.copies"]));
  });
});
