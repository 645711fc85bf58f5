/**
 * The sandbox played through the engine: the deal from the game's own cards, drawing from the
 * shared deck, playing to the row, points set by hand with their log line, hands seen by their
 * holders only, and the "won?" question when points reach the table's target.
 */
import { describe, expect, it } from "vitest";
import type { Action } from "../../engine/actions";
import type { TableEvent } from "../../engine/events";
import { canSee } from "../../engine/visibility";
import type { Seat, Viewer } from "../../engine/types";
import { formatLogEntry } from "../../i18n";
import { describeEvent } from "../../log/entry";
import { TestTable } from "../../testing/table";
import { DECK_SIZE } from "./cards";
import { sandbox } from "./definition";

const names = { p1: "Alice", p2: "Bob" };
const player = (seat: Seat): Viewer => ({ role: "player", seat });
const lines = (events: readonly TableEvent[], viewer: Viewer): string[] =>
  events.flatMap((e) => {
    const entry = describeEvent("sandbox", e, viewer);
    return entry ? [formatLogEntry("sandbox", entry, viewer, names)] : [];
  });

function dealt(options: Record<string, unknown> = {}): TestTable {
  return new TestTable(sandbox, options, 7).do("p2", { type: "sandbox.deal" } as Action);
}

describe("the sandbox", () => {
  it("deals its own numbered cards from one shared deck and begins play", () => {
    const t = dealt({ handSize: 4 });
    expect(t.state.phase).toBe("playing");
    expect(t.hand("p1")).toHaveLength(4);
    expect(t.hand("p2")).toHaveLength(4);
    expect(t.pile("deck").cards).toHaveLength(DECK_SIZE - 8);
    // Every number once, wherever it lies; each hand's cards are its holder's.
    const all = [...t.pile("deck").cards, ...t.hand("p1"), ...t.hand("p2")].map((c) => Number(t.nameOf(c))).sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: DECK_SIZE }, (_, i) => i + 1));
    expect(t.hand("p2").every((c) => c.owner === "p2")).toBe(true);
    expect(t.state.turn.current).toBe(t.state.turn.first);
    // The deal's line names no seat's deck: the game's own note.
    expect(lines(t.lastEvents, player("p1"))[0]).toBe("Bob dealt: 30 numbered cards went into the deck, shuffled.");
  });

  it("deals once", () => {
    const t = dealt();
    const result = t.try("p1", { type: "sandbox.deal" } as Action);
    expect(result.ok || result.error.code).toBe("phase");
  });

  it("lets either player draw from the shared deck, and says so to the other without the card", () => {
    const t = dealt();
    t.do("p1", { type: "sandbox.draw", count: 1 } as Action);
    const drawn = t.hand("p1").at(-1)!;
    expect(drawn.owner).toBe("p1");
    expect(lines(t.lastEvents, player("p1"))).toEqual([`You drew ${t.nameOf(drawn)}.`]);
    expect(lines(t.lastEvents, player("p2"))).toEqual(["Alice drew a card."]);
    t.do("p2", { type: "sandbox.draw", count: 2 } as Action);
    expect(t.hand("p2")).toHaveLength(7);
    expect(t.pile("deck").cards).toHaveLength(DECK_SIZE - 13);
    // The engine's own draw is from a seat's deck, which the sandbox has not: refused, nothing changes.
    const before = t.state;
    expect(t.try("p1", { type: "draw", count: 1 }).ok).toBe(false);
    expect(t.state).toBe(before);
  });

  it("refuses a draw from an empty deck and changes nothing", () => {
    const t = dealt({ handSize: 10 });
    t.do("p1", { type: "sandbox.draw", count: 10 } as Action);
    const result = t.try("p2", { type: "sandbox.draw", count: 1 } as Action);
    expect(result.ok || result.error.code).toBe("zone.empty");
    expect(t.hand("p2")).toHaveLength(10);
  });

  it("shows a hand to its holder only, and a card played to the row to everyone", () => {
    const t = dealt();
    const hand = t.pile("p1.hand");
    const card = hand.cards[0]!;
    expect(canSee(sandbox, hand, card, player("p1"))).toBe(true);
    expect(canSee(sandbox, hand, card, player("p2"))).toBe(false);
    expect(canSee(sandbox, hand, card, { role: "spectator" })).toBe(false);
    expect(canSee(sandbox, t.pile("deck"), t.pile("deck").cards[0]!, player("p1"))).toBe(false);
    t.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: card.pid }], to: { zone: "row" } });
    const played = t.pile("row").cards[0]!;
    expect(t.nameOf(played)).toBe(t.nameOf(card));
    expect(canSee(sandbox, t.pile("row"), played, player("p2"))).toBe(true);
    expect(lines(t.lastEvents, player("p2"))).toEqual([`Alice played ${t.nameOf(card)}.`]);
    // A card on the table is anyone's to move: the other player discards it.
    t.do("p2", { type: "move", cards: [{ zone: "row", pid: played.pid }], to: { zone: "discard" } });
    expect(t.pile("discard").cards).toHaveLength(1);
    // A card in the opponent's hand is not.
    const theirs = t.hand("p1")[0]!;
    const refused = t.try("p2", { type: "move", cards: [{ zone: "p1.hand", pid: theirs.pid }], to: { zone: "row" } });
    expect(refused.ok || refused.error.code).toBe("authority.hidden");
  });

  it("keeps each player's points, set by hand, with a line everyone reads", () => {
    const t = dealt();
    t.do("p1", { type: "counter", counter: "points", mode: "add", amount: 3 });
    expect(t.state.players.p1.counters).toEqual({ points: 3 });
    expect(lines(t.lastEvents, player("p2"))).toEqual(["Alice added 3 to points (3 in all)."]);
    t.do("p1", { type: "counter", counter: "points", mode: "set", amount: 1 });
    expect(lines(t.lastEvents, player("p1"))).toEqual(["You took 2 off points (1 left)."]);
    t.do("p1", { type: "counter", counter: "points", mode: "set", amount: 0 });
    expect(t.state.players.p1.counters).toEqual({});
    expect(lines(t.lastEvents, player("p2"))).toEqual(["Alice set points to 0."]);
    expect(t.state.players.p2.counters).toEqual({});
  });

  it("asks both players whether the game is won when points reach the target, and ends it only when both confirm", () => {
    const t = dealt({ target: 5 });
    t.do("p2", { type: "counter", counter: "points", mode: "set", amount: 4 });
    expect(t.state.prompts).toEqual([]);
    t.do("p2", { type: "counter", counter: "points", mode: "add", amount: 1 });
    const prompts = t.state.prompts.filter((p) => p.kind === "confirm-win");
    expect(prompts.map((p) => p.to)).toEqual(["p1", "p2"]);
    expect(prompts[0]!.data).toMatchObject({ winner: "p2", reason: "points" });
    expect(lines(t.lastEvents, player("p1"))).toContain("Bob may have won (the target number of points reached): both players must confirm.");
    t.do("p1", { type: "prompt.answer", prompt: prompts[0]!.id, accept: true });
    expect(t.state.phase).toBe("playing");
    t.do("p2", { type: "prompt.answer", prompt: prompts[1]!.id, accept: true });
    expect(t.state.phase).toBe("finished");
    expect(t.state.winner).toBe("p2");
  });

  it("ends when a player concedes", () => {
    const t = dealt();
    t.do("p1", { type: "concede" });
    expect(t.state).toMatchObject({ phase: "finished", winner: "p2", winReason: "concede" });
  });
});
