/** Every event type makes a sentence for every audience, and hidden names stay out of params. */
import { describe, expect, it } from "vitest";
import type { CardMention, TableEvent } from "../engine/events";
import type { Actor, Viewer } from "../engine/types";
import { formatLogEntry } from "../i18n";
import { describeEvent } from "./entry";
import { renderLog, takenBackMarks } from "./render";

const alice: Actor = { seat: "p1" };
const judge: Actor = { seat: "p1", judge: true };
const secret: CardMention = { defId: "t-candy", name: "Rare Candy", seenBy: ["p1"] };
const open = (name: string): CardMention => ({ defId: name, name, seenBy: "all" });
const sprout = open("Sprout");
const prompt = (kind: string, data: Record<string, unknown> = {}) => ({ id: "q1", kind, to: "p2" as const, from: "p1" as const, data });

/** One or more samples of every event type: TypeScript insists on each. */
const SAMPLES: { [T in TableEvent["type"]]: Omit<Extract<TableEvent, { type: T }>, "by">[] } = {
  "deck.loaded": [{ type: "deck.loaded", seat: "p1", count: 60, placeholders: 0 }, { type: "deck.loaded", seat: "p1", count: 60, placeholders: 2 }],
  "cards.moved": [
    { type: "cards.moved", via: "move", cards: [secret, sprout], from: { zone: "p1.discard" }, to: { zone: "p1.hand" }, owner: "p1" },
    { type: "cards.moved", via: "move", cards: [secret], from: { zone: "p1.hand" }, to: { zone: "p1.deck", at: "bottom" }, owner: "p1" },
    { type: "cards.moved", via: "move", cards: [open("Energy")], from: { zone: "p1.hand" }, to: { zone: "p2.bench", slot: 1, layer: "attach" }, owner: "p1" },
    { type: "cards.moved", via: "move", cards: [open("Bloom")], from: { zone: "p1.hand" }, to: { zone: "p1.active", slot: 0, layer: "onto" }, owner: "p1" },
    { type: "cards.moved", via: "move", cards: [open("Sprout")], from: { zone: "p1.discard" }, to: { zone: "p1.bench", slot: 1, layer: "under" }, owner: "p1" },
    { type: "cards.moved", via: "move", cards: [open("Park")], from: { zone: "p1.hand" }, to: { zone: "stadium" }, owner: "p1" },
    { type: "cards.moved", via: "move", cards: [open("Energy")], from: { zone: "p1.active", slot: 0, layer: "attached" }, to: { zone: "p1.lost" }, owner: "p1" },
    { type: "cards.moved", via: "discard-stack", cards: [sprout], from: { zone: "p2.bench", slot: 2 }, to: { zone: "p2.discard" }, owner: "p2" },
    { type: "cards.moved", via: "setup", cards: [secret], from: { zone: "p1.discard" }, to: { zone: "p1.bench" }, owner: "p1" },
  ],
  "stack.moved": [{ type: "stack.moved", from: { zone: "p1.bench", slot: 0 }, to: { zone: "p1.active", slot: 0 }, top: sprout }],
  "stacks.swapped": [
    { type: "stacks.swapped", a: { zone: "p2.active", slot: 0 }, b: { zone: "p2.bench", slot: 1 }, aTop: sprout, bTop: open("Pebble"), retreat: false },
    { type: "stacks.swapped", a: { zone: "p1.bench", slot: 0 }, b: { zone: "p1.bench", slot: 1 }, aTop: sprout, bTop: secret, retreat: false },
    { type: "stacks.swapped", a: { zone: "p1.bench", slot: 0 }, b: { zone: "p1.bench", slot: 1 }, aTop: null, bTop: sprout, retreat: false },
  ],
  "zone.shuffled": [{ type: "zone.shuffled", zone: "p1.deck", count: 1 }],
  "zone.searched": [{ type: "zone.searched", zone: "p1.discard", count: 12 }],
  "cards.looked": [{ type: "cards.looked", zone: "p1.deck", from: "bottom", count: 1 }],
  "look.stopped": [{ type: "look.stopped", zone: "p2.deck" }],
  "look.reordered": [{ type: "look.reordered", zone: "p1.looking", count: 3 }],
  "cards.flipped": [{ type: "cards.flipped", cards: [sprout], zone: "p1.active", faceDown: true }],
  "cards.revealed": [{ type: "cards.revealed", cards: [sprout, sprout], zone: "p1.hand", revealed: false }],
  "counter.changed": [
    { type: "counter.changed", place: { zone: "p2.bench", slot: 3 }, top: secret, counter: "damage", from: 50, to: 20 },
    { type: "counter.changed", place: { zone: "p2.active", slot: 0 }, top: sprout, counter: "damage", from: 50, to: 0 },
  ],
  "condition.changed": [{ type: "condition.changed", place: { zone: "p2.active", slot: 0 }, top: sprout, condition: "poisoned", on: false, replaced: [] }],
  "player-counter.changed": [
    { type: "player-counter.changed", seat: "p1", counter: "mulligans", from: 0, to: 2 },
    { type: "player-counter.changed", seat: "p2", counter: "mulligans", from: 3, to: 1 },
    { type: "player-counter.changed", seat: "p1", counter: "mulligans", from: 2, to: 0 },
  ],
  "marker.changed": [
    { type: "marker.changed", place: { zone: "p1.bench", slot: 0 }, seat: "p1", top: sprout, marker: "ability-used", on: false },
    { type: "marker.changed", place: null, seat: "p1", top: null, marker: "gx-used", on: true },
    { type: "marker.changed", place: null, seat: "p1", top: null, marker: "vstar-used", on: false },
  ],
  "coins.flipped": [{ type: "coins.flipped", results: ["tails"] }, { type: "coins.flipped", results: ["heads"], purpose: "burn" }, { type: "coins.flipped", results: ["tails"], purpose: "sleep" }],
  "attack.declared": [{ type: "attack.declared", place: { zone: "p1.active", slot: 0 }, top: sprout, attack: "Tackle" }],
  "turn.began": [{ type: "turn.began", seat: "p2", number: 2, previous: "p1" }],
  "markers.reset": [{ type: "markers.reset", seat: "p1", markers: ["ability-used"] }],
  "phase.changed": [{ type: "phase.changed", from: "playing", to: "finished" }],
  "first.chosen": [{ type: "first.chosen", seat: "p2", coin: "tails" }],
  "first.changed": [
    { type: "first.changed", seat: "p2", won: "p1" },
    { type: "first.changed", seat: "p1", won: "p1" },
  ],
  "first.won": [{ type: "first.won", seat: "p2", coin: "tails" }],
  "first.decided": [
    { type: "first.decided", seat: "p1", won: "p1" },
    { type: "first.decided", seat: "p2", won: "p1" },
  ],
  mulligan: [{ type: "mulligan", seat: "p1", hand: [open("Energy"), open("Energy")], count: 2 }],
  "setup.ready": [{ type: "setup.ready", seat: "p1" }],
  "prompt.opened": [
    { type: "prompt.opened", prompt: prompt("approve-action", { action: { type: "move", cards: [{ zone: "p2.deck", at: 0 }], to: { zone: "p2.hand" } } }) },
    { type: "prompt.opened", prompt: { ...prompt("confirm-win", { winner: "p1", reason: "prizes", group: "w1" }), to: "p1" } },
    { type: "prompt.opened", prompt: { ...prompt("confirm-win", { winner: "draw", reason: "sudden-death", group: "w1" }), to: "p1" } },
    { type: "prompt.opened", prompt: prompt("take-prizes", { count: 2, name: "Blossom ex" }) },
    { type: "prompt.opened", prompt: prompt("approve-undo", { count: 1, upTo: 9, takes: [{ seq: 9, type: "draw", showedHiddenInformation: true, lines: [20, 21] }] }) },
    { type: "prompt.opened", prompt: prompt("approve-undo", { count: 2, upTo: 9, takes: [{ seq: 8, type: "counter", showedHiddenInformation: false, lines: [19, 20] }, { seq: 9, type: "counter", showedHiddenInformation: false, lines: [20, 21] }] }) },
  ],
  "prompt.closed": [
    { type: "prompt.closed", prompt: prompt("approve-action"), accepted: false, answeredBy: "p2" } as never,
    { type: "prompt.closed", prompt: prompt("confirm-win"), accepted: false, answeredBy: "p2" } as never,
    { type: "prompt.closed", prompt: prompt("take-prizes"), accepted: true, answeredBy: "p2" } as never,
    { type: "prompt.closed", prompt: prompt("approve-undo"), accepted: false, answeredBy: "p2" } as never,
    { type: "prompt.closed", prompt: prompt("approve-undo"), accepted: false, answeredBy: "p2", withdrawn: true } as never,
  ],
  conceded: [{ type: "conceded", seat: "p1" }],
  "game.won": [{ type: "game.won", winner: "p2", reason: "concede" }, { type: "game.won", winner: "draw", reason: "sudden-death" }],
  note: [
    { type: "note", key: "draw.short", params: { seat: "p1", requested: 3, drawn: 1 } },
    { type: "note", key: "draw.short", params: { seat: "p1", requested: 1, drawn: 0 } },
    { type: "note", key: "checkup.knocked-out", params: { seat: "p2", name: "Sprout" } },
  ],
  advisory: [{ type: "advisory", advisory: { code: "ptcg.bench.full", source: "seed 001 §13.1", target: "p1.bench", params: { count: 6, limit: 5 } } }],
  "turn.set": [{ type: "turn.set", number: 7, current: "p2", previous: { number: 6, current: "p2" } }],
  "table.paused": [{ type: "table.paused", paused: true }, { type: "table.paused", paused: false }],
  "sharing.changed": [
    { type: "sharing.changed", seat: "p1", show: true, shown: false },
    { type: "sharing.changed", seat: "p2", show: true, shown: true },
    { type: "sharing.changed", seat: "p2", show: false, shown: false },
  ],
  "practice.viewed": [{ type: "practice.viewed", seat: "p2" }],
  "record.revealed": [
    { type: "record.revealed", seat: "p1", reveal: true, revealed: false },
    { type: "record.revealed", seat: "p2", reveal: true, revealed: true },
    { type: "record.revealed", seat: "p2", reveal: false, revealed: false },
  ],
  "history.undone": [
    { type: "history.undone", seqs: [12], lines: [[40, 42]], askedBy: "p1", agreedBy: "p2" },
    { type: "history.undone", seqs: [12, 13], lines: [[40, 42], [42, 43]], askedBy: "p2", agreedBy: "p1" },
  ],
  "history.rewound": [{ type: "history.rewound", toSeq: 3, seqs: [4, 5], lines: [[9, 12], [12, 14]] }],
};

const EVENTS = Object.values(SAMPLES).flat().map((e) => ({ ...e, by: alice }) as TableEvent);
const VIEWERS: Viewer[] = [{ role: "player", seat: "p1" }, { role: "player", seat: "p2" }, { role: "spectator" }, { role: "judge" }];
const names = { p1: "Alice", p2: "Bob" };

describe("describeEvent", () => {
  it.each(VIEWERS)("gives a sentence for every sample event to %o", (viewer) => {
    for (const event of EVENTS) {
      const entry = describeEvent("ptcg", event, viewer);
      expect(entry, event.type).not.toBeNull();
      expect(formatLogEntry("ptcg", entry!, viewer, names), JSON.stringify(event)).toMatch(/^[A-Z\[][^{}]*[^ ][.]$/);
    }
  });

  it("puts a hidden card's name in params only for those who saw it", () => {
    for (const event of EVENTS) {
      expect(JSON.stringify(describeEvent("ptcg", event, { role: "player", seat: "p2" })?.params)).not.toContain("Rare Candy");
      expect(JSON.stringify(describeEvent("ptcg", event, { role: "spectator" })?.params)).not.toContain("Rare Candy");
    }
    const mixed = EVENTS[2]!;
    expect(formatLogEntry("ptcg", describeEvent("ptcg", mixed, { role: "player", seat: "p2" })!, { role: "player", seat: "p2" }, names)).toBe(
      "Alice moved Sprout and another card from their discard pile to their hand.",
    );
    expect(formatLogEntry("ptcg", describeEvent("ptcg", mixed, { role: "player", seat: "p1" })!, { role: "player", seat: "p1" }, names)).toBe(
      "You moved Rare Candy and Sprout from your discard pile to your hand.",
    );
  });

  it("stamps judges, flags cross-side actions and carries advisories", () => {
    const swap = { ...SAMPLES["stacks.swapped"][0]!, by: judge } as TableEvent;
    expect(describeEvent("ptcg", swap, { role: "spectator" })).toMatchObject({ seat: "p1", judge: true, crossSide: true, key: "swap.switch" });
    expect(formatLogEntry("ptcg", describeEvent("ptcg", swap, { role: "player", seat: "p2" })!, { role: "player", seat: "p2" }, names)).toBe(
      "[Judge] Alice switched Sprout in your Active Spot with Pebble from your bench.",
    );
    const advisory = EVENTS.find((e) => e.type === "advisory")!;
    expect(describeEvent("ptcg", advisory, { role: "spectator" })).toMatchObject({
      key: "advisory.ptcg.bench.full",
      params: { count: 6, limit: 5 },
      advisory: { code: "ptcg.bench.full", source: "seed 001 §13.1", target: "p1.bench" },
    });
  });

  it("makes no line for what another line already tells", () => {
    const silent: TableEvent[] = [
      { type: "coins.flipped", results: ["heads"], purpose: "first-player", by: alice },
      { type: "cards.moved", via: "look", cards: [secret], from: { zone: "p1.deck" }, to: { zone: "p1.looking" }, owner: "p1", by: alice },
      { type: "cards.moved", via: "mulligan", cards: [sprout], from: { zone: "p1.hand" }, to: { zone: "p1.deck" }, owner: "p1", by: alice },
      { type: "prompt.opened", prompt: prompt("confirm-win", { winner: "p1", reason: "prizes" }), by: alice },
    ];
    for (const event of silent) expect(describeEvent("ptcg", event, { role: "judge" })).toBeNull();
  });

  it("numbers a viewer's lines by the position of their events", () => {
    const events: TableEvent[] = [
      { type: "coins.flipped", results: ["heads"], purpose: "first-player", by: alice },
      { type: "first.chosen", seat: "p1", coin: "heads", by: alice },
    ];
    expect(renderLog("ptcg", events, { role: "spectator" }, 40).map((e) => e.seq)).toEqual([41]);
  });
});

describe("chat lines and taken-back marks", () => {
  const chat = (role: "player" | "spectator" | "judge", seat: "p1" | null, text: string) =>
    ({ type: "chat", from: { role, seat, name: role === "judge" ? "Dee" : "Carol" }, text, afterSeq: 3 }) as const;

  it("read the same for everyone, with who spoke; their text is never interpolated", () => {
    const items = [chat("player", "p1", "gg {{actor}} $t(actor.you)"), chat("spectator", null, "nice"), chat("judge", null, "hold on")];
    const spectator = renderLog("ptcg", items, { role: "spectator" }, 10);
    expect(spectator.map((e) => e.seq)).toEqual([10, 11, 12]);
    expect(spectator.map((e) => formatLogEntry("ptcg", e, { role: "spectator" }, names))).toEqual([
      "Alice: gg {{actor}} $t(actor.you)",
      "Carol (spectator): nice",
      "[Judge] Dee: hold on",
    ]);
    expect(formatLogEntry("ptcg", renderLog("ptcg", items, { role: "player", seat: "p1" })[0]!, { role: "player", seat: "p1" }, names)).toBe("You: gg {{actor}} $t(actor.you)");
  });

  it("strike the lines a correction lists, pointing at the correction's line", () => {
    const events: TableEvent[] = [
      { type: "coins.flipped", results: ["heads"], by: alice },
      { type: "coins.flipped", results: ["tails"], by: alice },
      { type: "history.undone", seqs: [2], lines: [[1, 2]], askedBy: "p1", agreedBy: "p2", by: { seat: "p2" } },
    ];
    const marks = takenBackMarks(events);
    const log = renderLog("ptcg", events, { role: "spectator" }, 0, marks);
    expect(log.map((e) => e.takenBack)).toEqual([undefined, { by: 2, how: "undo", askedBy: "p1", agreedBy: "p2" }, undefined]);
  });
});
