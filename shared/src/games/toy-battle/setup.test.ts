/**
 * Seed 003 §게임 준비 through the engine: each player's 24 tiles in its colour go into its
 * supply, shuffled; four are set aside, seen by nobody; a coin decides who goes first; the first
 * player takes 3 tiles onto the stand and the second 4; play begins.
 */
import { describe, expect, it } from "vitest";
import { canSee } from "../../engine/visibility";
import { otherSeat, SEATS } from "../../engine/types";
import { toyBattle } from "./definition";
import { TWO_FRONTS } from "./maps/two-fronts";
import { NAMES, player, ToyTable } from "./testing/table";
import { tileOf } from "./tiles";

describe("setting up Toy Battle", () => {
  it("fills, shuffles and sets aside each supply, flips for the first player, and deals 3 and 4 onto the stands", () => {
    const t = new ToyTable().setUp();
    expect(t.state.phase).toBe("playing");
    const first = t.state.turn.first!;
    expect(t.current).toBe(first);
    expect(t.stand(first)).toHaveLength(3);
    expect(t.stand(otherSeat(first))).toHaveLength(4);
    for (const seat of SEATS) {
      expect(t.pile(`${seat}.set-aside`).cards).toHaveLength(4);
      const all = ["supply", "set-aside", "stand"].flatMap((z) => t.powers(`${seat}.${z}`)).sort();
      expect(all).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7, 8, 8, 8]);
      expect(t.pile(`${seat}.supply`).cards.every((c) => c.owner === seat)).toBe(true);
    }
    // Red is the first seat's colour unless the table says otherwise; the ids say it.
    expect(tileOf(t.stand("p1")[0]!.defId)!.colour).toBe("red");
    expect(tileOf(t.stand("p2")[0]!.defId)!.colour).toBe("blue");
    expect(t.slots("board").slots).toHaveLength(9);
  });

  it("says who goes first and keeps the set-aside tiles and the other stand out of every line", () => {
    const t = new ToyTable().setUp();
    const first = t.state.turn.first!;
    const name = NAMES[first];
    const seen = t.lines({ role: "spectator" });
    expect(seen.slice(0, 3)).toEqual([
      `${NAMES.p1} put 24 tiles into the supply.`,
      `${NAMES.p1} shuffled their supply (24 tiles).`,
      `${NAMES.p1} set 4 tiles aside, unseen by anyone.`,
    ]);
    expect(seen).toContain(`${NAMES.p2} set 4 tiles aside, unseen by anyone.`);
    expect(seen).toContain(`${name} took 3 tiles onto the stand.`);
    expect(t.lines(player(otherSeat(first)))).toContain(`${name} took 3 tiles onto the stand.`);
    const own = t.lines(player(first)).find((l) => l.startsWith("You took"))!;
    // The first player reads its own three tiles by name ("You took 2 Captain, 7 Rexy and 8 Quax onto the stand.").
    for (const card of t.stand(first)) expect(own).toContain(t.nameOf(card));
  });

  it("takes the colours and the map from the table's options", () => {
    const t = new ToyTable({ map: TWO_FRONTS, p1Colour: "blue" }).setUp();
    expect(t.slots("board").slots).toHaveLength(TWO_FRONTS.spots.length);
    expect(tileOf(t.stand("p1")[0]!.defId)!.colour).toBe("blue");
  });

  it("gives each of a player's 24 tiles its own definition id, which still reads as its colour and power", () => {
    const t = new ToyTable().setUp();
    const ids = SEATS.flatMap((seat) => ["supply", "set-aside", "stand"].flatMap((z) => t.pile(`${seat}.${z}`).cards.map((c) => c.defId)));
    expect(new Set(ids).size).toBe(48);
    expect(ids).toContain("toy-battle-red-7-b");
    expect(tileOf("toy-battle-red-7-b")).toEqual({ colour: "red", power: 7 });
    expect(Object.keys(t.state.cards)).toHaveLength(48);
    expect(t.state.cards["toy-battle-blue-8-c"]!.name).toBe("8 Quax");
  });

  it("sets up a table stored before per-copy ids as it was: one id per kind, three tiles each, played by the same rules", () => {
    // A table created before `tileIds` existed lacks the option: a restore replays its setup as it ran then.
    const t = new ToyTable({ tileIds: undefined }).setUp();
    const reds = ["supply", "set-aside", "stand"].flatMap((z) => t.pile(`p1.${z}`).cards.map((c) => c.defId)).filter((id) => id === "toy-battle-red-7");
    expect(reds).toHaveLength(3);
    expect(Object.keys(t.state.cards)).toHaveLength(16);
    const first = t.current;
    t.place(first, 7, "B1");
    expect(t.towerOf("B1")).toEqual([`${first}:7`]);
  });

  it("sets up once", () => {
    const t = new ToyTable().setUp();
    expect(t.refuse("p2", { type: "toy-battle.setup" } as never).code).toBe("phase");
  });

  it("hides the supply and the set-aside tiles from everyone, the owner too, and a stand from all but its owner", () => {
    const t = new ToyTable().setUp();
    for (const zone of ["p1.supply", "p1.set-aside"]) {
      const pile = t.pile(zone);
      for (const viewer of [player("p1"), player("p2"), { role: "spectator" } as const]) expect(canSee(toyBattle, pile, pile.cards[0]!, viewer)).toBe(false);
    }
    const stand = t.pile("p1.stand");
    expect(canSee(toyBattle, stand, stand.cards[0]!, player("p1"))).toBe(true);
    expect(canSee(toyBattle, stand, stand.cards[0]!, player("p2"))).toBe(false);
    expect(canSee(toyBattle, stand, stand.cards[0]!, { role: "spectator" })).toBe(false);
  });

  it("refuses a look or a search into the supply or the set-aside tiles, the owner's own too, and moves nothing", () => {
    const t = new ToyTable().setUp();
    const before = JSON.stringify(t.state.zones);
    for (const zone of ["p1.supply", "p1.set-aside"]) {
      expect(t.refuse("p1", { type: "look", zone, from: "top", count: 2 }).code).toBe("zone.sealed");
      expect(t.refuse("p1", { type: "search", zone }).code).toBe("zone.sealed");
    }
    expect(JSON.stringify(t.state.zones)).toBe(before);
    expect(t.pile("p1.looking").cards).toEqual([]);
  });

  it("refuses a table whose map is broken, with the map's problem in the words", () => {
    const broken = { ...TWO_FRONTS, paths: TWO_FRONTS.paths.filter(([a, b]) => a !== "D4" && b !== "D4" && a !== "D3" && b !== "D3") };
    expect(() => new ToyTable({ map: broken })).toThrow(/can't be reached|No path leads/);
  });
});
