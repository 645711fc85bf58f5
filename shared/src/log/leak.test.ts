/**
 * The whole log, not one line: over a scripted game, nothing Bob or a spectator reads names a
 * card of Alice's that never left her hand, deck, prizes or private look.
 */
import { describe, expect, it } from "vitest";
import type { CardMention, TableEvent } from "../engine/events";
import type { Viewer } from "../engine/types";
import { formatLogEntry } from "../i18n";
import { renderLog } from "./render";
import { markedDeck, scriptedGame } from "../testing/scripted-game";

/** Every card mention an event carries. */
function mentions(event: TableEvent): CardMention[] {
  switch (event.type) {
    case "cards.moved":
    case "cards.flipped":
    case "cards.revealed":
      return event.cards;
    case "mulligan":
      return event.hand;
    case "stack.moved":
    case "counter.changed":
    case "condition.changed":
    case "attack.declared":
      return [event.top];
    case "marker.changed":
      return event.top ? [event.top] : [];
    case "stacks.swapped":
      return [event.aTop, event.bTop].filter((m): m is CardMention => m !== null);
    default:
      return [];
  }
}

const read = (events: TableEvent[], viewer: Viewer) =>
  renderLog("ptcg", events, viewer).map((entry) => formatLogEntry("ptcg", entry, viewer, { p1: "Alice", p2: "Bob" }));

describe("the log over a whole game prefix", () => {
  const { events } = scriptedGame();
  const everPublic = new Set(events.flatMap(mentions).filter((m) => m.seenBy === "all").map((m) => m.name));
  const secret = [...new Set(markedDeck().map((c) => c.def.name))].filter((name) => !everPublic.has(name));

  it("has secrets to keep, and shows them to their owner and the judge", () => {
    expect(secret.length).toBeGreaterThan(2);
    const alice = read(events, { role: "player", seat: "p1" }).join("\n");
    const judge = read(events, { role: "judge" }).join("\n");
    expect(secret.some((name) => alice.includes(name))).toBe(true);
    expect(secret.some((name) => judge.includes(name))).toBe(true);
  });

  it.each<[string, Viewer]>([
    ["Bob", { role: "player", seat: "p2" }],
    ["a spectator", { role: "spectator" }],
  ])("never names to %s a card of Alice's that was only ever hidden", (_, viewer) => {
    const lines = read(events, viewer);
    expect(lines.length).toBeGreaterThan(50);
    for (const line of lines) for (const name of secret) expect(line).not.toContain(name);
  });

  it("gives no viewer a key or a placeholder instead of a sentence", () => {
    for (const viewer of [{ role: "player", seat: "p1" }, { role: "spectator" }, { role: "judge" }] as Viewer[]) {
      for (const line of read(events, viewer)) expect(line).toMatch(/^[^{}]+[.!]$/);
    }
  });
});
