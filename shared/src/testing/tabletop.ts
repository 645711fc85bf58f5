/**
 * "Tabletop": a test-only game for the engine's own tests, so the mechanics every game shares
 * (stacks, counters, markers, conditions, looking, face-down cards, ids, copy-on-write) are
 * tested without any one game's rules. Each seat has a hidden deck, a hand, a public discard
 * pile, a looking area, a hidden reserve pile nobody sees, a one-slot `front` (stacks leaving it
 * lose their conditions) and a `row` of four slots; the table has a shared public `centre`. A
 * stack may carry `wounds`, a player `score`; `dazed` and `dizzy` share a group, `tired` stands
 * alone. Once both decks are in, a coin decides who goes first, each seat draws 5 and play begins.
 */
import { z } from "zod";
import type { CardDef } from "../cards/types";
import type { GameDefinition } from "../engine/definition";
import { beginPlay, dealEach, enterSetup, everyDeckLoaded, flipForFirst } from "../engine/handlers/setup";
import { TestTable } from "./table";

/** Plain numbered cards: "Card 1" … "Card 20", one of each. */
export const tabletopCard = (n: number): CardDef => ({ id: `tabletop-${n}`, name: `Card ${n}`, supertype: "Unknown", subtypes: [] });
export const TABLETOP_DECK: { def: CardDef; count: number }[] = Array.from({ length: 20 }, (_, i) => ({ def: tabletopCard(i + 1), count: 1 }));

export const tabletop: GameDefinition = {
  id: "tabletop",
  name: "Tabletop (engine tests)",
  zones: [
    { id: "deck", perPlayer: true, layout: "pile", visibility: "hidden", defaultAt: "top", ordered: true },
    { id: "hand", perPlayer: true, layout: "pile", visibility: "owner", defaultAt: "bottom" },
    { id: "discard", perPlayer: true, layout: "pile", visibility: "public", defaultAt: "top" },
    { id: "looking", perPlayer: true, layout: "pile", visibility: "owner", defaultAt: "bottom", ordered: true },
    { id: "reserve", perPlayer: true, layout: "pile", visibility: "hidden", defaultAt: "top" },
    { id: "front", perPlayer: true, layout: "slots", visibility: "public", slots: () => 1, clearsConditionsOnLeave: true },
    { id: "row", perPlayer: true, layout: "slots", visibility: "public", slots: () => 4 },
    { id: "centre", perPlayer: false, layout: "pile", visibility: "public", defaultAt: "top" },
  ],
  counters: [
    { id: "wounds", scope: "stack" },
    { id: "score", scope: "player" },
  ],
  conditions: [{ id: "dazed", group: "mind" }, { id: "dizzy", group: "mind" }, { id: "tired" }],
  markers: [
    { id: "tapped", scope: "stack", resetsEachTurn: true },
    { id: "banner", scope: "player" },
    { id: "acted", scope: "turn" },
  ],
  options: z.object({}),
  setup: {
    zones: { deck: "deck", hand: "hand", discard: "discard", looking: "looking" },
    faceDownZones: [],
    deckLoaded(draft) {
      if (draft.state.phase !== "waiting" || !everyDeckLoaded(draft.state)) return;
      draft.state.turn.first = flipForFirst(draft).won;
      enterSetup(draft);
      dealEach(draft, 5);
      beginPlay(draft);
    },
  },
  advisories: [],
  assists: {},
  orphanedAttachmentsTo: "discard",
  tally: () => ({}),
};

/** A tabletop game at its first turn: both decks loaded, 5 cards each, play begun (p1's turn or p2's, by the coin). */
export function tabletopTable(definition: GameDefinition = tabletop, seed: number | string = 42): TestTable {
  const table = new TestTable(definition, {}, seed);
  table.do("p1", { type: "deck.load", cards: TABLETOP_DECK });
  table.do("p2", { type: "deck.load", cards: TABLETOP_DECK });
  return table;
}

/** Puts `seat`'s first hand card into a slot (the front's by default) and returns the stack's place. */
export function placeFromHand(table: TestTable, seat: "p1" | "p2", zone = `${seat}.front`, slot = 0): { zone: string; slot: number } {
  const card = table.hand(seat)[0];
  if (!card) throw new Error(`${seat} has no card in hand`);
  table.do(seat, { type: "move", cards: [{ zone: `${seat}.hand`, pid: card.pid }], to: { zone, slot } });
  return { zone, slot };
}
