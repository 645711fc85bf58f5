/**
 * Seed 002's turn, as the table warns and helps: the first player's first turn without Trainers
 * (and with an attack, which is allowed here), no evolving on a first turn, Poké-Powers with their
 * "Power used" marker, the damage assist (Weakness before Resistance: Sandquill's Slash on
 * Voltmite is 50 + 10 − 20 = 40), "on 2 Active", and the replaced Stadium.
 */
import { describe, expect, it } from "vitest";
import type { Action } from "../../engine/actions";
import { otherSeat } from "../../engine/types";
import { LEGACY_DEMO_CARDS } from "./decks";
import { proposeDamage } from "./damage";
import { POWER_USED } from "./marks";
import { lines, player, playing, put } from "./testing/scene";

const card = (name: string) => LEGACY_DEMO_CARDS.find((c) => c.name === name)!;
const endTurn = { type: "turn.end" } as Action;

describe("the first turns (seed 002)", () => {
  it("warns the player going first of any Trainer, Supporter or Stadium on that turn, and not the player going second", () => {
    const t = playing();
    const first = t.current;
    t.playCard(first, "Trail Map", { zone: `${first}.discard` });
    expect(t.codes()).toContain("legacy.trainer.first-turn");
    t.playCard(first, first === "p1" ? "Storm Plateau" : "Sunken Harbor", { zone: "stadium" });
    expect(t.codes()).toContain("legacy.trainer.first-turn");
    t.do(first, endTurn);
    const second = t.current;
    t.playCard(second, "Scholar Ilse", { zone: `${second}.discard` });
    expect(t.codes()).not.toContain("legacy.trainer.first-turn");
  });

  it("does not warn of the first player's attack on the first turn: standard's rule is not a legacy one", () => {
    const t = playing();
    t.do(t.current, { type: "attack", stack: { zone: `${t.current}.active`, slot: 0 }, name: "Zap" });
    expect(t.codes()).toEqual([]);
  });

  it("warns of evolving on a player's first turn", () => {
    const t = playing();
    const first = t.current;
    put(t, first, first === "p1" ? "Voltmag" : "Blazehound", "active", 0, "onto");
    expect(t.codes()).toContain("ptcg.evolve.first-turn");
  });
});

describe("Poké-Powers and Poké-Bodies", () => {
  it("reads the era's abilities from the card data", () => {
    expect(card("Voltmag").abilities).toEqual([expect.objectContaining({ name: "Charge Up", type: "Poké-Power" })]);
    expect(card("Bloomroot").abilities).toEqual([expect.objectContaining({ name: "Deep Roots", type: "Poké-Body" })]);
  });

  it("logs a Poké-Power, turns its Pokémon's 'Power used' marker on, warns of a second use, and clears the marker when the turn ends", () => {
    const t = playing();
    const me = t.current;
    // A Benched Pokémon uses its Power too: it is in play.
    put(t, me, me === "p1" ? "Voltmite" : "Emberpup", "bench", 0);
    const ref = { zone: `${me}.bench`, slot: 0 };
    t.do(me, { type: "legacy.power", stack: ref, name: "Charge Up" } as Action);
    expect(t.stack(ref.zone).markers).toContain(POWER_USED);
    expect(t.codes()).toEqual([]);
    const name = me === "p1" ? "Voltmite" : "Emberpup";
    expect(lines(t.lastEvents, player(otherSeat(me)))[0]).toBe(`${me === "p1" ? "Ala" : "Olek"}'s ${name} used its Poké-Power Charge Up.`);
    t.do(me, { type: "legacy.power", stack: ref, name: "Charge Up" } as Action);
    expect(t.codes()).toEqual(["legacy.power.second"]);
    t.do(me, endTurn);
    expect(t.stack(ref.zone).markers).not.toContain(POWER_USED);
  });

  it("refuses a Power of the opponent's Pokémon, and changes nothing", () => {
    const t = playing();
    const other = otherSeat(t.current);
    const theirs = { type: "legacy.power", stack: { zone: `${other}.active`, slot: 0 }, name: "Heat Sense" } as Action;
    expect(t.refuse(t.current, theirs).code).toBe("legacy.power.not-yours");
  });
});

describe("the damage assist", () => {
  it("proposes Weakness before Resistance with the printed values: Slash on Voltmite is 50 + 10 − 20 = 40", () => {
    const proposal = proposeDamage(card("Sandquill"), "Slash", card("Voltmite"));
    expect(proposal.amount).toBe(40);
    expect(proposal.steps.map((s) => s.kind)).toEqual(["base", "weakness", "resistance"]);
  });

  it("reads ×2 and −30 where an old card prints no value", () => {
    // Leafling prints Weakness to Fire and Resistance to Water with no value.
    expect(proposeDamage(card("Emberpup"), "Ember", card("Leafling"))).toMatchObject({
      amount: 40,
      steps: [{ kind: "base" }, { kind: "weakness", value: "×2", printed: false }],
    });
    expect(proposeDamage(card("Ripplet"), "Splash", card("Leafling")).amount).toBe(0);
    expect(proposeDamage(card("Blazehound"), "Flame Fang", card("Bloomroot")).amount).toBe(120);
  });

  it("proposes nothing for an attack that prints no number, and asks for its text to be read when it prints more", () => {
    expect(proposeDamage(card("Voltmite"), "No such attack", card("Emberpup")).amount).toBeNull();
    expect(proposeDamage(card("Leafling"), "Sprout Slap", card("Ripplet"))).toMatchObject({ amount: 20, readText: true });
  });

  it("puts on the Defending Pokémon only the damage the player confirmed, and the log shows both when they differ", () => {
    const t = playing();
    const me = t.current;
    const target = { zone: `${otherSeat(me)}.active`, slot: 0 };
    t.do(me, { type: "assist", assist: "damage", params: { target, amount: 30, attack: "Zap", proposed: 20 } } as Action);
    expect(t.stack(target.zone).counters.damage).toBe(30);
    const victim = otherSeat(me);
    expect(lines(t.lastEvents, player(victim))[0]).toMatch(/^Zap: (Ala|Olek) put 30 damage on your (Voltmite|Emberpup) \(the card data proposed 20\)\.$/);
    expect(t.refuse(me, { type: "assist", assist: "damage", params: { target, amount: -10, attack: "Zap", proposed: 20 } } as Action).code).toBeTruthy();
  });
});

describe("on 2 Active", () => {
  it("has two Active Spots and a Bench of 4, and each Active Pokémon may attack once without a warning", () => {
    const t = playing({ twoActive: true });
    const me = t.current;
    expect(t.slots(`${me}.active`).slots).toHaveLength(2);
    expect(t.slots(`${me}.bench`).slots).toHaveLength(4);
    t.do(me, { type: "attack", stack: { zone: `${me}.active`, slot: 0 }, name: "Zap" });
    expect(t.codes()).toEqual([]);
    t.do(me, { type: "attack", stack: { zone: `${me}.active`, slot: 1 }, name: "Vine Tap" });
    expect(t.codes()).toEqual([]);
    t.do(me, { type: "attack", stack: { zone: `${me}.active`, slot: 1 }, name: "Vine Tap" });
    expect(t.codes()).toEqual(["legacy.after-attack"]);
  });

  it("warns of a second attack on a table with one Active", () => {
    const t = playing();
    const me = t.current;
    const active = { zone: `${me}.active`, slot: 0 };
    t.do(me, { type: "attack", stack: active, name: "Zap" }).do(me, { type: "attack", stack: active, name: "Zap" });
    expect(t.codes()).toEqual(["legacy.after-attack"]);
  });

  it("runs Pokémon Checkup on both Active Pokémon", () => {
    const t = playing({ twoActive: true });
    const me = t.current;
    for (const slot of [0, 1]) t.do(me, { type: "condition", stack: { zone: `${me}.active`, slot }, condition: "poisoned", on: true });
    t.do(me, { type: "assist", assist: "checkup", params: {} } as Action);
    expect([0, 1].map((slot) => t.stack(`${me}.active`, slot).counters.damage)).toEqual([10, 10]);
  });
});

describe("Stadiums", () => {
  it("discards the replaced Stadium to its owner's discard pile by the assist", () => {
    const t = playing();
    const me = t.current;
    t.do(me, endTurn);
    const second = t.current;
    t.playCard(second, second === "p1" ? "Storm Plateau" : "Sunken Harbor", { zone: "stadium" });
    t.do(second, endTurn);
    t.playCard(me, me === "p1" ? "Storm Plateau" : "Sunken Harbor", { zone: "stadium" });
    expect(t.codes()).toContain("ptcg.stadium.replaced");
    t.do(me, { type: "assist", assist: "stadium-discard", params: {} } as Action);
    expect(t.pile("stadium").cards).toHaveLength(1);
    expect(t.cardNames(`${second}.discard`)).toContain(second === "p1" ? "Storm Plateau" : "Sunken Harbor");
    expect(t.refuse(me, { type: "assist", assist: "stadium-discard", params: {} } as Action).code).toBe("legacy.stadium.none");
  });
});
