/**
 * `move` with `to.faceDown: true`: a card goes face down where the table keeps it so (in play,
 * or into a pile nobody sees), and a move asking for it anywhere else is refused whole
 * (`move.face-down`), never accepted with the card face up (issue 36, item 1).
 */
import { describe, expect, it } from "vitest";
import type { Card } from "../types";
import type { TestTable } from "../../testing/table";
import { placeFromHand, tabletopTable } from "../../testing/tabletop";

/** A tabletop game at play, with a card of p1's in its front slot. */
function game(): TestTable {
  const table = tabletopTable();
  placeFromHand(table, "p1");
  return table;
}

const fromHand = (table: TestTable, card: Card = table.hand("p1")[0]!) => [{ zone: "p1.hand", pid: card.pid }];

describe("move face down (move.face-down)", () => {
  for (const zone of ["p1.discard", "centre", "p1.hand", "p1.looking", "p2.discard"]) {
    it(`into ${zone}, which shows its cards, is refused and changes nothing`, () => {
      const table = game();
      const error = table.refuse("p1", { type: "move", cards: fromHand(table), to: { zone, faceDown: true } });
      expect(error.code).toBe("move.face-down");
      expect(error.message).toContain(`"${zone}" shows its cards`);
    });
  }

  it("is refused for a judge too, for several cards at once, and for each card to its owner's pile", () => {
    const table = game();
    const two = table.hand("p1").slice(0, 2).map((card) => ({ zone: "p1.hand", pid: card.pid }));
    expect(table.refuse("p1", { type: "move", cards: two, to: { zone: "p1.discard", faceDown: true } }, true).code).toBe("move.face-down");
    expect(table.refuse("p1", { type: "move", cards: two, to: { zone: "p1.discard", faceDown: true, eachToOwner: true } }).code).toBe("move.face-down");
  });

  it("asked through a request, its approval is refused and the question stays open", () => {
    const table = game();
    table.do("p2", { type: "request", action: { type: "move", cards: [{ zone: "p1.hand", random: true }], to: { zone: "p1.discard", faceDown: true } } });
    const prompt = table.state.prompts.find((p) => p.kind === "approve-action")!;
    expect(table.refuse("p1", { type: "prompt.answer", prompt: prompt.id, accept: true }).code).toBe("move.face-down");
    expect(table.state.prompts).toContainEqual(prompt);
  });

  it("into the deck or a reserve pile nobody sees, where every card is face down, is accepted", () => {
    const table = game();
    const deck = table.pile("p1.deck").cards.length;
    table.do("p1", { type: "move", cards: fromHand(table), to: { zone: "p1.deck", at: "bottom", faceDown: true } });
    expect(table.pile("p1.deck").cards).toHaveLength(deck + 1);
    const reserve = table.pile("p1.reserve").cards.length;
    table.do("p1", { type: "move", cards: fromHand(table), to: { zone: "p1.reserve", faceDown: true } });
    expect(table.pile("p1.reserve").cards).toHaveLength(reserve + 1);
  });

  it("into play is accepted and honoured: a piece in a row slot and a card attached to another lie face down", () => {
    const table = game();
    table.do("p1", { type: "move", cards: fromHand(table), to: { zone: "p1.row", slot: 0, faceDown: true } });
    expect(table.stack("p1.row", 0).cards[0]!.faceDown).toBe(true);
    table.do("p1", { type: "move", cards: fromHand(table), to: { zone: "p1.front", slot: 0, as: "attach", faceDown: true } });
    expect(table.stack("p1.front").attached.at(-1)!.faceDown).toBe(true);
  });

  it("`faceDown: false` into a pile is what a move does anyway: accepted, face up", () => {
    const table = game();
    table.do("p1", { type: "move", cards: fromHand(table), to: { zone: "p1.discard", faceDown: false } });
    expect(table.pile("p1.discard").cards[0]!.faceDown).toBe(false);
  });
});
