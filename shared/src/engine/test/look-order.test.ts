/**
 * "Look at the top N cards of your deck and put them back in any order": the looker sets the
 * order of the cards it looks at (look.order), the first one going back on top. The others learn
 * only that the cards were reordered (seed 001 §11: they see how many, never which).
 */
import { describe, expect, it } from "vitest";
import { formatLogEntry } from "../../i18n";
import { renderLog } from "../../log/render";
import { CoreActionSchema as ActionSchema } from "../actions";
import { TestTable } from "../../testing/table";

function lookingAtTop(count: number): TestTable {
  const table = new TestTable().startGame("Sprout");
  table.do("p1", { type: "look", zone: "p1.deck", from: "top", count });
  return table;
}

const uids = (cards: { uid: number }[]) => cards.map((c) => c.uid);
const pids = (table: TestTable) => table.pile("p1.looking").cards.map((c) => c.pid);

describe("putting the cards looked at in a new order", () => {
  it("the looker's order is the order they go back on top: the first card is the new top of the deck", () => {
    const table = lookingAtTop(3);
    const deck = uids(table.pile("p1.deck").cards);
    const [a, b, c] = table.pile("p1.looking").cards;
    const [pa, pb, pc] = pids(table);
    table.do("p1", { type: "look.order", order: [pc!, pa!, pb!] });
    expect(uids(table.pile("p1.looking").cards)).toEqual([c!.uid, a!.uid, b!.uid]);
    table.do("p1", { type: "look.end", to: "top" });
    expect(uids(table.pile("p1.deck").cards)).toEqual([c!.uid, a!.uid, b!.uid, ...deck]);
  });

  it("put back on the bottom, they keep the order shown: the last card is the bottom card", () => {
    const table = lookingAtTop(3);
    const [a, b, c] = table.pile("p1.looking").cards;
    const [pa, pb, pc] = pids(table);
    table.do("p1", { type: "look.order", order: [pb!, pc!, pa!] });
    table.do("p1", { type: "look.end", to: "bottom" });
    expect(uids(table.pile("p1.deck").cards).slice(-3)).toEqual([b!.uid, c!.uid, a!.uid]);
  });

  it("every card gets a new public id, so the others can't follow a card to its new place", () => {
    const table = lookingAtTop(3);
    const before = pids(table);
    table.do("p1", { type: "look.order", order: [before[2]!, before[1]!, before[0]!] });
    expect(pids(table).filter((pid) => before.includes(pid))).toEqual([]);
  });

  it("the log tells the others that the cards were reordered, and nothing of which card went where", () => {
    const table = lookingAtTop(3);
    const [pa, pb, pc] = pids(table);
    table.do("p1", { type: "look.order", order: [pc!, pa!, pb!] });
    expect(table.lastEvents).toEqual([{ type: "look.reordered", zone: "p1.looking", count: 3, by: { seat: "p1" } }]);
    const line = (seat: "p1" | "p2") => renderLog("ptcg", table.lastEvents, { role: "player", seat }).map((e) => formatLogEntry("ptcg", e, { role: "player", seat }, { p1: "Alice", p2: "Bob" }));
    expect(line("p2")).toEqual(["Alice reordered the cards they are looking at."]);
    expect(line("p1")).toEqual(["You reordered the cards you are looking at."]);
  });
});

describe("reordering: refusals change nothing", () => {
  it("a player who is not looking at cards can't reorder any", () => {
    const table = lookingAtTop(3);
    expect(table.refuse("p2", { type: "look.order", order: pids(table).reverse() }).code).toBe("looking.none");
  });

  it("the order must name each card looked at exactly once", () => {
    const table = lookingAtTop(3);
    const [pa, pb, pc] = pids(table);
    const handCard = table.hand("p1")[0]!.pid;
    expect(table.refuse("p1", { type: "look.order", order: [pc!, pa!] }).code).toBe("look.order");
    expect(table.refuse("p1", { type: "look.order", order: [pc!, pa!, handCard] }).code).toBe("look.order");
    const twice = table.refuse("p1", { type: "look.order", order: [pc!, pa!, pa!] });
    expect(twice).toEqual({ code: "look.order", message: "Name each of the 3 cards you are looking at once, in their new order." });
    expect(table.refuse("p1", { type: "look.order", order: [pa!, pb!, pc!, "x99"] }).code).toBe("look.order");
  });

  it("the order the cards are already in is refused as changing nothing", () => {
    const table = lookingAtTop(3);
    expect(table.refuse("p1", { type: "look.order", order: pids(table) }).code).toBe("action.unchanged");
  });

  it("after the cards went back there is nothing left to reorder", () => {
    const table = lookingAtTop(3);
    const order = pids(table).reverse();
    table.do("p1", { type: "look.end", to: "top" });
    expect(table.refuse("p1", { type: "look.order", order }).code).toBe("looking.none");
  });

  it("the protocol takes two to sixty ids and nothing else", () => {
    expect(ActionSchema.safeParse({ type: "look.order", order: ["c1", "c2"] }).success).toBe(true);
    expect(ActionSchema.safeParse({ type: "look.order", order: ["c1"] }).success).toBe(false);
    expect(ActionSchema.safeParse({ type: "look.order", order: ["c1", 2] }).success).toBe(false);
    expect(ActionSchema.safeParse({ type: "look.order", order: ["c1", "c2"], zone: "p1.deck" }).success).toBe(false);
  });
});
