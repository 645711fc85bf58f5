/**
 * Questions the table puts to a player: approving the opponent's request to touch hidden cards,
 * and confirming a win (seed 001 §10). Only the player asked (or a judge) answers.
 */
import { describe, expect, it } from "vitest";
import type { ClientAction } from "../../../engine/actions";
import type { TableEventOf } from "../../../engine/events";
import type { Prompt } from "../../../engine/types";
import { canSee } from "../../../engine/visibility";
import { TestTable } from "../../../testing/table";

function game(): TestTable {
  const table = new TestTable().startGame("Sprout");
  if (table.current !== "p1") throw new Error("seed 42 should let p1 go first");
  return table;
}

/** p1 asks to discard a card at random from p2's hand (an effect like "your opponent discards a random card"). */
const discardRandom: ClientAction = { type: "move", cards: [{ zone: "p2.hand", random: true }], to: { zone: "p2.discard" } };

function requested(table: TestTable): Prompt {
  table.do("p1", { type: "request", action: discardRandom });
  return table.state.prompts.at(-1)!;
}

/** p1 asks to look at the top 2 cards of p2's deck, and p2 approves. */
function approvedLook(): { table: TestTable; top: number[] } {
  const table = game();
  const top = table.pile("p2.deck").cards.slice(0, 2).map((c) => c.uid);
  table.do("p1", { type: "request", action: { type: "look", zone: "p2.deck", from: "top", count: 2 } });
  table.do("p2", { type: "prompt.answer", prompt: table.state.prompts.at(-1)!.id, accept: true });
  return { table, top };
}

/** p1 takes its last prize: both players are asked whether p1 won. */
function winPending(): TestTable {
  const table = game();
  while (table.pile("p1.prize").cards.length > 0) table.do("p1", { type: "prize.take" });
  return table;
}
const winPrompts = (table: TestTable) => table.state.prompts.filter((p) => p.kind === "confirm-win");

describe("requests for approval", () => {
  it("a request opens an approve-action question to the opponent, carrying the action", () => {
    const table = game();
    const hand = structuredClone(table.hand("p2"));
    const prompt = requested(table);
    expect(prompt).toMatchObject({ kind: "approve-action", to: "p2", from: "p1", data: { action: discardRandom } });
    expect(table.lastEvents).toContainEqual(expect.objectContaining({ type: "prompt.opened", prompt }));
    // Asking changes nothing yet.
    expect(table.hand("p2")).toEqual(hand);
  });

  it("accepting runs the action as the requester, with the owner's permission: a random card of the hand goes to the discard pile", () => {
    const table = game();
    const hand = table.hand("p2").map((c) => c.uid);
    const prompt = requested(table);
    table.do("p2", { type: "prompt.answer", prompt: prompt.id, accept: true });
    expect(table.hand("p2")).toHaveLength(hand.length - 1);
    const discarded = table.pile("p2.discard").cards[0]!;
    expect(hand).toContain(discarded.uid);
    expect(table.hand("p2").map((c) => c.uid)).not.toContain(discarded.uid);
    expect(table.state.prompts).toEqual([]);
    expect(table.lastEvents).toContainEqual(expect.objectContaining({ type: "prompt.closed", accepted: true, answeredBy: "p2" }));
    const moved = table.lastEvents.find((e) => e.type === "cards.moved") as TableEventOf<"cards.moved">;
    expect(moved.by).toEqual({ seat: "p1" });
  });

  it("declining closes the question and does nothing else", () => {
    const table = game();
    const prompt = requested(table);
    const hand = structuredClone(table.hand("p2"));
    table.do("p2", { type: "prompt.answer", prompt: prompt.id, accept: false });
    expect(table.hand("p2")).toEqual(hand);
    expect(table.pile("p2.discard").cards).toEqual([]);
    expect(table.state.prompts).toEqual([]);
    expect(table.lastEvents.map((e) => e.type)).toEqual(["prompt.closed"]);
  });

  it("only the player asked can answer: the requester's own answer is refused and changes nothing", () => {
    const table = game();
    const prompt = requested(table);
    const before = structuredClone(table.state);
    expect(table.refuse("p1", { type: "prompt.answer", prompt: prompt.id, accept: true }).code).toBe("prompt.not-yours");
    expect(table.state).toEqual(before);
  });

  it("a judge may answer for the player asked", () => {
    const table = game();
    const hand = table.hand("p2").length;
    const prompt = requested(table);
    table.do("p1", { type: "prompt.answer", prompt: prompt.id, accept: true }, true);
    expect(table.hand("p2")).toHaveLength(hand - 1);
    expect(table.lastEvents).toContainEqual(expect.objectContaining({ type: "prompt.closed", answeredBy: "p2" }));
  });

  it("a question already answered can't be answered again", () => {
    const table = game();
    const prompt = requested(table);
    table.do("p2", { type: "prompt.answer", prompt: prompt.id, accept: false });
    expect(table.refuse("p2", { type: "prompt.answer", prompt: prompt.id, accept: true }).code).toBe("prompt.unknown");
  });

  it("without approval, the same action on the opponent's hidden cards is refused", () => {
    const table = game();
    expect(table.refuse("p1", discardRandom).code).toBe("authority.hidden");
  });

  it("a malformed action, a request of a request, or of an answer is refused when asked, and nothing changes", () => {
    const table = game();
    const before = structuredClone(table.state);
    expect(table.refuse("p1", { type: "request", action: { type: "draw", count: 0 } }).code).toBe("request.invalid");
    expect(table.refuse("p1", { type: "request", action: { type: "fly" } }).code).toBe("request.invalid");
    expect(table.refuse("p1", { type: "request", action: { type: "request", action: discardRandom } }).code).toBe("request.invalid");
    expect(table.refuse("p1", { type: "request", action: { type: "prompt.answer", prompt: "q1", accept: true } }).code).toBe("request.invalid");
    expect(table.state).toEqual(before);
  });

  it("if the approved action can no longer be done, the answer is refused and the question stays, to be declined", () => {
    const table = game();
    const prompt = requested(table);
    const hand = table.hand("p2").map((c) => ({ zone: "p2.hand", pid: c.pid }));
    table.do("p2", { type: "move", cards: hand, to: { zone: "p2.deck" } });
    const before = structuredClone(table.state);
    expect(table.refuse("p2", { type: "prompt.answer", prompt: prompt.id, accept: true }).code).toBe("zone.empty");
    expect(table.state).toEqual(before);
    table.do("p2", { type: "prompt.answer", prompt: prompt.id, accept: false });
    expect(table.state.prompts).toEqual([]);
  });

  // An approved look at the opponent's deck puts its cards in the looker's private zone: the
  // looker (who holds that zone) sees them, and may put them back without asking again.
  it("an approved look at the opponent's deck takes those cards into the looker's looking zone", () => {
    const { table, top } = approvedLook();
    expect(table.pile("p1.looking").cards.map((c) => c.uid)).toEqual(top);
    expect(table.state.players.p1.looking).toEqual({ zone: "p2.deck", search: false });
  });

  it("an approved look at the opponent's deck lets the looker see the cards, and only the looker", () => {
    const { table } = approvedLook();
    const looking = table.pile("p1.looking");
    for (const card of looking.cards) {
      expect(canSee(table.definition, looking, card, { role: "player", seat: "p1" })).toBe(true);
      expect(canSee(table.definition, looking, card, { role: "player", seat: "p2" })).toBe(false);
    }
  });

  it("after an approved look at the opponent's deck, the looker puts the cards back in their order", () => {
    const { table, top } = approvedLook();
    table.do("p1", { type: "look.end", to: "top" });
    expect(table.pile("p2.deck").cards.slice(0, 2).map((c) => c.uid)).toEqual(top);
    expect(table.pile("p1.looking").cards).toEqual([]);
  });
});

describe("'won?' questions (seed 001 §10)", () => {
  it("a win condition asks both players; the game ends only when both accept", () => {
    const table = winPending();
    const [a, b] = winPrompts(table);
    expect([a!.to, b!.to].sort()).toEqual(["p1", "p2"]);
    expect(a!.data).toMatchObject({ winner: "p1", reason: "prizes" });
    table.do("p1", { type: "prompt.answer", prompt: winPrompts(table).find((p) => p.to === "p1")!.id, accept: true });
    expect(table.state.phase).toBe("playing");
    expect(table.state.winner).toBeNull();
    table.do("p2", { type: "prompt.answer", prompt: winPrompts(table).find((p) => p.to === "p2")!.id, accept: true });
    expect(table.state.phase).toBe("finished");
    expect(table.state.winner).toBe("p1");
    expect(table.lastEvents).toContainEqual(expect.objectContaining({ type: "game.won", winner: "p1", reason: "prizes" }));
    expect(table.state.prompts).toEqual([]);
  });

  it("declining withdraws both questions: the game goes on", () => {
    const table = winPending();
    table.do("p1", { type: "prompt.answer", prompt: winPrompts(table).find((p) => p.to === "p1")!.id, accept: true });
    table.do("p2", { type: "prompt.answer", prompt: winPrompts(table).find((p) => p.to === "p2")!.id, accept: false });
    expect(winPrompts(table)).toEqual([]);
    expect(table.state.phase).toBe("playing");
    expect(table.state.winner).toBeNull();
  });

  it("each player answers only its own question; a judge may answer both", () => {
    const table = winPending();
    const forP2 = winPrompts(table).find((p) => p.to === "p2")!;
    expect(table.refuse("p1", { type: "prompt.answer", prompt: forP2.id, accept: true }).code).toBe("prompt.not-yours");
    for (const prompt of winPrompts(table)) table.do("p1", { type: "prompt.answer", prompt: prompt.id, accept: true }, true);
    expect(table.state.winner).toBe("p1");
  });

  it("the same win is not asked twice while its questions are open", () => {
    const table = winPending();
    table.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: table.hand("p1")[0]!.pid }], to: { zone: "p1.discard" } });
    expect(winPrompts(table)).toHaveLength(2);
  });
});
