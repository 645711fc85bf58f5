import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../cards/types";
import type { Seat } from "../../../engine/types";
import { Scene } from "../testing/advisory-scene";

/** Pokémon with other Retreat Costs, a Tool that changes it, and an Energy that provides two. */
const RETREAT_CARDS = {
  boulder: {
    id: "t-boulder", name: "Boulder", supertype: "Pokémon", subtypes: ["Basic"], hp: 130, types: ["Fighting"], retreatCost: 2,
    attacks: [{ name: "Tackle", cost: ["Colorless"], damage: "20", text: "" }],
  },
  floatling: {
    id: "t-floatling", name: "Floatling", supertype: "Pokémon", subtypes: ["Basic"], hp: 40, types: ["Psychic"], retreatCost: 0,
  },
  /** Card data without a Retreat Cost: nobody can tell what retreating it costs. */
  drifter: { id: "t-drifter", name: "Drifter", supertype: "Pokémon", subtypes: ["Basic"], hp: 50 },
  featherCharm: {
    id: "t-feather-charm", name: "Feather Charm", supertype: "Trainer", subtypes: ["Pokémon Tool"],
    rules: ["The Pokémon this card is attached to has no Retreat Cost."],
  },
  twinEnergy: {
    id: "t-twin-energy", name: "Twin Energy", supertype: "Energy", subtypes: ["Special"],
    rules: ["This card provides 2 Colorless Energy."],
  },
} satisfies Record<string, CardDef>;

const ENERGY = "Basic Psychic Energy";

/**
 * Turn 2: the player whose turn it is has `active` in the Active Spot with `energy` Basic Energy
 * attached (put there by a judge: no warning) and a Pebble on the Bench to retreat to.
 */
function ready(active = "Sprout", energy = 1): Scene {
  const table = new Scene({}, Object.values(RETREAT_CARDS)).start().toTurn(2);
  const { me } = table;
  if (active !== "Sprout") {
    table.play(me, active, { zone: `${me}.bench`, slot: 1 });
    table.do(me, { type: "swap", a: { zone: `${me}.active`, slot: 0 }, b: { zone: `${me}.bench`, slot: 1 } });
  }
  for (let i = 0; i < energy; i++) attachAsJudge(table, me, ENERGY);
  table.play(me, "Pebble", { zone: `${me}.bench`, slot: 0 });
  return table;
}

function attachAsJudge(table: Scene, seat: Seat, name: string): void {
  const card = table.fetch(seat, name);
  table.do(seat, { type: "move", cards: [{ zone: `${seat}.hand`, pid: card.pid }], to: { zone: `${seat}.active`, slot: 0, as: "attach" } }, true);
}

/** Drags `count` Energy cards attached to the Pokémon at `zone` to the discard pile, in one move. */
function discardEnergy(table: Scene, zone: string, slot: number, count = 1): void {
  const energy = table.stack(zone, slot).attached.slice(0, count).map((c) => ({ zone, pid: c.pid }));
  table.do(table.me, { type: "move", cards: energy, to: { zone: `${table.me}.discard` } });
}

function retreat(table: Scene): void {
  const { me } = table;
  table.do(me, { type: "swap", a: { zone: `${me}.active`, slot: 0 }, b: { zone: `${me}.bench`, slot: 0 }, retreat: true });
}

describe("retreat cost (seed 001 §6.4: discard Energy equal to the Retreat Cost, of any type)", () => {
  it("retreating without discarding the Retreat Cost draws a warning beside the Pokémon when the turn ends", () => {
    const table = ready();
    const { me } = table;
    retreat(table);
    // Not at the swap: the Energy may still be discarded from the Bench this turn.
    expect(table.codes()).toEqual([]);
    expect(table.topName(`${me}.active`)).toBe("Pebble");
    table.do(me, { type: "turn.end" });
    expect(table.codes()).toEqual(["ptcg.retreat.cost"]);
    expect(table.lastAdvisories[0]).toMatchObject({ target: `${me}.bench:0`, params: { name: "Sprout", cost: 1, discarded: 0 } });
    // Only a warning: the Energy is still attached and the turn ended.
    expect(table.stack(`${me}.bench`).attached).toHaveLength(1);
    expect(table.me).not.toBe(me);
  });

  it("a judge who ends the turn for the player is not warned: a judge's actions are corrections, never checked", () => {
    const table = ready();
    const { me } = table;
    retreat(table);
    table.do(me, { type: "turn.end" }, true);
    expect(table.codes()).toEqual([]);
    expect(table.me).not.toBe(me);
  });

  it("the Energy discarded before the swap, from the Active Pokémon, pays the cost", () => {
    const table = ready();
    discardEnergy(table, `${table.me}.active`, 0);
    retreat(table);
    table.do(table.me, { type: "turn.end" });
    expect(table.codes()).toEqual([]);
  });

  it("the Energy discarded after the swap, from the retreated Pokémon on the Bench, pays the cost", () => {
    const table = ready();
    retreat(table);
    discardEnergy(table, `${table.me}.bench`, 0);
    table.do(table.me, { type: "turn.end" });
    expect(table.codes()).toEqual([]);
  });

  it("a Retreat Cost of 2 paid in two moves, one before the swap and one after, adds up", () => {
    const table = ready("Boulder", 2);
    const { me } = table;
    discardEnergy(table, `${me}.active`, 0);
    retreat(table);
    discardEnergy(table, `${me}.bench`, 0);
    table.do(me, { type: "turn.end" });
    expect(table.codes()).toEqual([]);
  });

  it("paying less than a Retreat Cost of 2 draws a warning that says how much was discarded", () => {
    const table = ready("Boulder", 2);
    const { me } = table;
    discardEnergy(table, `${me}.active`, 0);
    retreat(table);
    table.do(me, { type: "turn.end" });
    expect(table.lastAdvisories).toMatchObject([{ code: "ptcg.retreat.cost", params: { name: "Boulder", cost: 2, discarded: 1 } }]);
  });

  it("discarding more Energy than the Retreat Cost draws a warning", () => {
    const table = ready("Sprout", 2);
    discardEnergy(table, `${table.me}.active`, 0, 2);
    retreat(table);
    table.do(table.me, { type: "turn.end" });
    expect(table.lastAdvisories).toMatchObject([{ code: "ptcg.retreat.cost", params: { cost: 1, discarded: 2 } }]);
  });

  it("Energy discarded from the new Active Pokémon does not pay for the one that retreated", () => {
    const table = ready();
    const { me } = table;
    retreat(table);
    attachAsJudge(table, me, ENERGY);
    discardEnergy(table, `${me}.active`, 0);
    table.do(me, { type: "turn.end" });
    expect(table.lastAdvisories).toMatchObject([{ code: "ptcg.retreat.cost", target: `${me}.bench:0`, params: { cost: 1, discarded: 0 } }]);
  });

  it("a Pokémon with no Retreat Cost retreats for free", () => {
    const table = ready("Floatling", 0);
    retreat(table);
    table.do(table.me, { type: "turn.end" });
    expect(table.codes()).toEqual([]);
  });

  it("a turn without a retreat, or a switch that is not one, draws nothing", () => {
    const table = ready();
    const { me } = table;
    discardEnergy(table, `${me}.active`, 0);
    table.do(me, { type: "swap", a: { zone: `${me}.active`, slot: 0 }, b: { zone: `${me}.bench`, slot: 0 } });
    table.do(me, { type: "turn.end" });
    expect(table.codes()).toEqual([]);
  });

  describe("it stays silent when it can't know", () => {
    it("the card data has no Retreat Cost", () => {
      const table = ready("Drifter", 1);
      discardEnergy(table, `${table.me}.active`, 0);
      retreat(table);
      table.do(table.me, { type: "turn.end" });
      expect(table.codes()).toEqual([]);
    });

    it("a card in play speaks of the Retreat Cost (a Tool that removes it)", () => {
      const table = ready();
      attachAsJudge(table, table.me, "Feather Charm");
      retreat(table);
      table.do(table.me, { type: "turn.end" });
      expect(table.codes()).toEqual([]);
    });

    it("a Special Energy was discarded: it may provide more than one Energy", () => {
      const table = ready("Boulder", 0);
      const { me } = table;
      attachAsJudge(table, me, "Twin Energy");
      discardEnergy(table, `${me}.active`, 0);
      retreat(table);
      table.do(me, { type: "turn.end" });
      expect(table.codes()).toEqual([]);
    });

    it("the retreated Pokémon left play before the turn ended (Knocked Out): its Energy went with it", () => {
      const table = ready();
      const { me } = table;
      retreat(table);
      table.do(me, { type: "assist", assist: "knockout", params: { zone: `${me}.bench`, slot: 0 } });
      table.do(me, { type: "turn.end" });
      expect(table.codes()).toEqual([]);
    });
  });
});
