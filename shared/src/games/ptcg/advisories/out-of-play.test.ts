import { describe, expect, it } from "vitest";
import type { CardRef } from "../../../engine/actions";
import { Scene } from "../testing/advisory-scene";

/** The whole Pokémon at a slot, as a drag sends it: what is attached first, then its cards, top first. */
function wholePokemon(table: Scene, zone: string, slot = 0): CardRef[] {
  const stack = table.stack(zone, slot);
  return [...stack.attached, ...[...stack.cards].reverse()].map((c) => ({ zone, pid: c.pid }));
}

/** Turn 2: the player whose turn it is has a Pebble on its Bench with a Basic Energy attached. */
function benched(): Scene {
  const table = new Scene().start().toTurn(2);
  const { me } = table;
  table.play(me, "Pebble", { zone: `${me}.bench`, slot: 0 });
  table.play(me, "Basic Psychic Energy", { zone: `${me}.bench`, slot: 0, as: "attach" });
  return table;
}

describe("a Pokémon in play leaves it for the discard pile, the hand or the deck (seed 001 §4.3, §7.4)", () => {
  it("a Pokémon dragged onto its owner's prizes draws a warning on the prizes, and it goes there", () => {
    const table = benched();
    const { me } = table;
    const prizes = table.pile(`${me}.prize`).cards.length;
    table.do(me, { type: "move", cards: wholePokemon(table, `${me}.bench`), to: { zone: `${me}.prize` } });
    expect(table.codes()).toEqual(["ptcg.pokemon.to-prize-or-stadium"]);
    expect(table.lastAdvisories[0]).toMatchObject({ target: `${me}.prize`, params: { name: "Pebble" } });
    expect(table.pile(`${me}.prize`).cards).toHaveLength(prizes + 2);
    expect(table.slots(`${me}.bench`).slots[0]).toBeNull();
  });

  it("the Active Pokémon dragged onto the Stadium draws a warning on the Stadium", () => {
    const table = new Scene().start().toTurn(2);
    const { me } = table;
    table.do(me, { type: "move", cards: wholePokemon(table, `${me}.active`), to: { zone: "stadium" } });
    expect(table.codes()).toEqual(["ptcg.pokemon.to-prize-or-stadium"]);
    expect(table.lastAdvisories[0]).toMatchObject({ target: "stadium", params: { name: "Sprout" } });
  });

  it("to the discard pile, the hand or the deck, a Pokémon goes without a warning", () => {
    for (const to of ["discard", "hand", "deck"]) {
      const table = benched();
      const { me } = table;
      table.do(me, { type: "move", cards: wholePokemon(table, `${me}.bench`), to: { zone: `${me}.${to}` } });
      expect(table.codes(), to).toEqual([]);
    }
  });

  it("an Energy taken off a Pokémon onto the Stadium is no Pokémon leaving play: no warning", () => {
    const table = benched();
    const { me } = table;
    const energy = table.stack(`${me}.bench`).attached[0]!;
    table.do(me, { type: "move", cards: [{ zone: `${me}.bench`, pid: energy.pid }], to: { zone: "stadium" } });
    expect(table.codes()).toEqual([]);
  });

  it("a judge correcting the board is not warned", () => {
    const table = benched();
    const { me } = table;
    table.do(me, { type: "move", cards: wholePokemon(table, `${me}.bench`), to: { zone: `${me}.prize` } }, true);
    expect(table.codes()).toEqual([]);
  });
});
