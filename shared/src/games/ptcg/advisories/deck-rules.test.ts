/**
 * A deck that breaks a deck rule is told to the whole table when it is loaded (seed 001 §3.2),
 * but only its owner and judges learn which card breaks it: the opponent and spectators read
 * that a rule is broken, never a card of the deck.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../cards/types";
import type { Viewer } from "../../../engine/types";
import { formatLogEntry } from "../../../i18n";
import { renderLog } from "../../../log/render";
import { T } from "../../../testing/cards";
import { TestTable } from "../../../testing/table";
import { ptcg } from "../definition";

const ALICE: Viewer = { role: "player", seat: "p1" };
const BOB: Viewer = { role: "player", seat: "p2" };
const SPECTATOR: Viewer = { role: "spectator" };
const JUDGE: Viewer = { role: "judge" };

const compass: CardDef = { id: "t-compass", name: "Crown Compass", supertype: "Trainer", subtypes: ["Item", "ACE SPEC"] };
const satchel: CardDef = { id: "t-satchel", name: "Secret Satchel", supertype: "Trainer", subtypes: ["Item", "ACE SPEC"] };

type Deck = { def: CardDef; count: number }[];
/** 4 Sprout, 4 Pebble, 4 Field Professor, 4 Quick Ball, 44 Basic Psychic Energy: every rule met. */
const legal = (): Deck => [
  { def: T.sprout, count: 4 }, { def: T.pebble, count: 4 }, { def: T.professor, count: 4 }, { def: T.ball, count: 4 }, { def: T.energy, count: 44 },
];

/** Alice loads `deck`; returns the table and her deck-load's log lines as each viewer reads them. */
function aliceLoads(deck: Deck) {
  const table = new TestTable(ptcg);
  table.do("p1", { type: "deck.load", cards: deck });
  const lines = (viewer: Viewer) =>
    renderLog("ptcg", table.lastEvents, viewer)
      .filter((entry) => entry.advisory)
      .map((entry) => formatLogEntry("ptcg", entry, viewer, { p1: "Alice", p2: "Bob" }));
  return { table, lines };
}

describe("deck rules, when a deck is loaded (seed 001 §3.2)", () => {
  it("a legal deck, with 44 Basic Energy (not held to 4 copies), draws no warning", () => {
    expect(aliceLoads(legal()).table.codes()).toEqual([]);
  });

  it("a deck of 59 cards: everyone reads its size, which the table shows anyway", () => {
    const { table, lines } = aliceLoads([...legal().slice(0, 4), { def: T.energy, count: 43 }]);
    expect(table.codes()).toEqual(["ptcg.deck.size"]);
    expect(table.lastAdvisories[0]).toMatchObject({ target: "p1.deck", params: { total: 59, size: 60 } });
    for (const viewer of [ALICE, BOB, SPECTATOR, JUDGE]) {
      expect(lines(viewer)).toEqual(["This deck breaks a deck rule: it has 59 cards; a deck has exactly 60 cards."]);
    }
  });

  it("more than 4 copies of a name: the opponent and spectators are not told which card, its owner and judges are", () => {
    const { table, lines } = aliceLoads([{ def: T.sprout, count: 8 }, { def: T.professor, count: 6 }, { def: T.energy, count: 46 }]);
    expect(table.codes()).toEqual(["ptcg.deck.copies"]);
    const told = "This deck breaks a deck rule: it has more than 4 copies of one card (8 × Sprout, 6 × Field Professor).";
    expect(lines(ALICE)).toEqual([told]);
    expect(lines(JUDGE)).toEqual([told]);
    for (const viewer of [BOB, SPECTATOR]) {
      expect(lines(viewer)).toEqual(["This deck breaks a deck rule: it has more than 4 copies of one card (a judge can see which)."]);
      expect(JSON.stringify(renderLog("ptcg", table.lastEvents, viewer))).not.toMatch(/Sprout|Professor/);
    }
  });

  it("two ACE SPEC cards: only the owner and judges read which", () => {
    const { table, lines } = aliceLoads([...legal().slice(0, 4), { def: compass, count: 1 }, { def: satchel, count: 1 }, { def: T.energy, count: 42 }]);
    expect(table.codes()).toEqual(["ptcg.deck.ace-spec"]);
    expect(lines(JUDGE)).toEqual(["This deck breaks a deck rule: it has more ACE SPEC cards than the 1 allowed (Crown Compass, Secret Satchel)."]);
    expect(lines(BOB)).toEqual(["This deck breaks a deck rule: it has more ACE SPEC cards than the 1 allowed (a judge can see which)."]);
  });

  it("no Basic Pokémon among the identified cards", () => {
    const { table, lines } = aliceLoads([{ def: T.bloom, count: 4 }, { def: T.professor, count: 4 }, { def: T.energy, count: 52 }]);
    expect(table.codes()).toEqual(["ptcg.deck.no-basic"]);
    expect(lines(BOB)).toEqual(["This deck breaks a deck rule: none of its identified cards is a Basic Pokémon, and a deck needs at least 1."]);
  });

  it("a deck loaded again is checked again", () => {
    const { table } = aliceLoads(legal());
    table.do("p1", { type: "deck.load", cards: [{ def: T.sprout, count: 5 }, { def: T.energy, count: 55 }] });
    // Before the coin flip's winner chooses, no hand is dealt, so there is no new hand to tell of.
    expect(table.codes()).toEqual(["ptcg.deck.copies"]);
  });
});
