import { describe, expect, it } from "vitest";
import { Scene } from "../testing/advisory-scene";

const damage = (amount: number, mode: "add" | "set" = "add") => ({ type: "counter", counter: "damage", mode, amount }) as const;

describe("damage reaching a Pokémon's HP (seed 001 §7.4)", () => {
  it("warns once, when the damage put on by hand reaches the HP, beside the Pokémon", () => {
    const table = new Scene().start().toTurn(2);
    const { me, you } = table;
    const theirs = { zone: `${you}.active`, slot: 0 };
    const hp = 60; // Sprout
    table.do(me, { ...damage(hp - 10, "set"), stack: theirs });
    expect(table.codes()).toEqual([]);
    table.do(me, { ...damage(10), stack: theirs });
    expect(table.codes()).toEqual(["ptcg.damage.knocked-out"]);
    expect(table.lastAdvisories[0]).toMatchObject({ target: `${you}.active:0`, params: { name: "Sprout", hp } });
    // More damage on a Pokémon already Knocked Out says nothing new.
    table.do(me, { ...damage(30), stack: theirs });
    expect(table.codes()).toEqual([]);
  });

  it("tells only the owner (and judges) about a face-down Pokémon: its HP would give it away", () => {
    const table = new Scene().start().toTurn(2);
    const { me } = table;
    const mine = { zone: `${me}.active`, slot: 0 };
    const top = table.stack(`${me}.active`).cards.at(-1)!;
    table.do(me, { type: "flip", cards: [{ zone: `${me}.active`, pid: top.pid }], faceDown: true });
    table.do(me, { ...damage(990, "set"), stack: mine });
    expect(table.codes()).toEqual(["ptcg.damage.knocked-out"]);
    expect(table.lastAdvisories[0]).toMatchObject({ seenBy: [me], params: { hp: 60 } });
    expect(table.lastAdvisories[0]!.params).not.toHaveProperty("name");
  });
});
