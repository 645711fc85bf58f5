/**
 * A table's log has a limit (MAX_TABLE_LOG_LINES): once full, the table takes nothing more —
 * no action, no chat — and tells whoever tries why and what to do; the game can still be read
 * and taken away as a record. Reading it has a limit too (LOG_READ_BURST, LOG_READ_PER_SECOND):
 * a client that asks for the whole log again and again is told to slow down. So is one that
 * has deck lists looked up again and again (DECK_LOOKUP_BURST, DECK_LOOKUP_PER_SECOND).
 */
import { MESSAGES, PTCG_DECKS } from "@playmat/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { listFor, parseList } from "../src/decks/deck-loader";
import { createTable, joinTable, startPlaymat, type Seat, type TestServer } from "./support/playmat";

const MAX_LINES = 12;
/** Two whole logs at once, then a line a second. */
const LOG_READS = { burst: 2 * MAX_LINES, perSecond: 1 };
const DEMO = { demo: "demo-ember-owls" };
/** The demo deck's card lines: what one preview or load of it looks up. */
const DEMO_LINES = parseList(listFor(DEMO, PTCG_DECKS), PTCG_DECKS).entries.length;
/** Two looks at the demo deck at once, then hardly any more during the test. */
const DECK_LOOKUPS = { burst: 2 * DEMO_LINES, perSecond: 0.01 };

let server: TestServer;
let alice: Seat, bob: Seat;
beforeAll(async () => {
  server = await startPlaymat(2589, { maxLogLines: MAX_LINES, chatLimit: { burst: 100, perSecond: 100 }, logReads: LOG_READS, deckLookups: DECK_LOOKUPS });
  alice = await createTable(server, { roomName: "Long game" }, { label: "limit-p1", name: "Alice" });
  bob = await joinTable(server, alice.welcome.roomId, { label: "limit-p2", name: "Bob" });
});
afterAll(async () => {
  await server?.shutdown();
});

describe("a table whose log is full", () => {
  it("refuses the next chat line and action with table.full, and everyone's log stays as it was", async () => {
    let said = 0;
    for (;;) {
      const reply = await alice.chat(`line ${++said}`);
      if (!reply.ok) {
        expect(reply.error).toEqual({
          code: "table.full",
          message: `This table's log is full (${MAX_LINES} lines), so nothing more can be added to this game but its end: concede, or confirm its result. Download the game record, and start a new table to play on.`,
        });
        break;
      }
      expect(said, "the limit never came").toBeLessThanOrEqual(MAX_LINES);
    }
    await bob.settle();
    const lines = bob.log.length;
    expect(lines).toBe(MAX_LINES);

    expect(await bob.deck({ demo: "demo-lantern-vigil" })).toMatchObject({ ok: false, error: { code: "table.full" } });
    expect(await bob.act({ type: "coin", count: 1 })).toMatchObject({ ok: false, error: { code: "table.full" } });
    await alice.settle();
    expect(alice.log.length).toBe(lines);
    expect(bob.log.at(-1)).toMatchObject({ key: "chat.player" });

    // What was played can still be taken away.
    expect((await bob.record()).steps.filter((step) => step.kind === "chat")).toHaveLength(lines);
  });
});

describe("a client reading the whole log again and again", () => {
  it("is told to slow down, while reading only what is new stays free", async () => {
    const carol = await joinTable(server, alice.welcome.roomId, { label: "limit-spectator", role: "spectator", name: "Carol" });
    // Joining read the whole log once (12 lines of 24); once more fits, the third does not.
    const again = () => carol.room.request("hello");
    expect(await again()).toMatchObject({ welcome: { role: "spectator" } });
    expect(await again()).toEqual({ ok: false, error: { code: "log.too-fast", message: "You asked for the log too often: ask again in a few seconds." } });
    expect(await carol.room.request("log.history", { since: 0 })).toMatchObject({ ok: false, error: { code: "log.too-fast" } });
    // Nothing new since the last line: nothing to render, never refused.
    expect(await carol.room.request("log.history", { since: MAX_LINES })).toEqual({ ok: true, entries: [] });
    // Another client has its own allowance.
    expect(await bob.room.request("log.history", { since: 0 })).toMatchObject({ ok: true });
  });
});

describe("a client looking up deck lists again and again", () => {
  it("is told to slow down before anything is looked up, and a refused load changes nothing", async () => {
    const dave = await createTable(server, { roomName: "Deck lookups" }, { label: "limit-deck-p1", name: "Dave" });
    const erin = await joinTable(server, dave.welcome.roomId, { label: "limit-deck-p2", name: "Erin" });
    const lookups = vi.spyOn(server.cards, "find");
    try {
      const preview = await dave.room.request(MESSAGES.deckPreview, DEMO);
      expect(preview).toMatchObject({ ok: true, report: { total: 60 } });
      expect(lookups).toHaveBeenCalled();
      expect((await dave.deck(DEMO)).ok).toBe(true);
      await erin.settle();
      const before = { state: JSON.stringify(erin.state.toJSON()), log: erin.log.length };

      lookups.mockClear();
      const tooFast = { ok: false, error: { code: "deck.too-fast", message: "You looked up too many deck lists at once: try again in a few seconds." } };
      expect(await dave.room.request(MESSAGES.deckPreview, DEMO)).toEqual(tooFast);
      expect(await dave.deck(DEMO)).toEqual(tooFast);
      expect(lookups).not.toHaveBeenCalled();
      await erin.settle();
      expect({ state: JSON.stringify(erin.state.toJSON()), log: erin.log.length }).toEqual(before);

      // A list refused for what it is costs nothing from the allowance, and says why.
      expect(await dave.room.request(MESSAGES.deckPreview, { list: "no card lines here" })).toMatchObject({ ok: false, error: { code: "deck.invalid" } });
      // Another client has its own allowance.
      expect(await erin.room.request(MESSAGES.deckPreview, DEMO)).toMatchObject({ ok: true, report: { total: 60 } });
    } finally {
      lookups.mockRestore();
    }
  });
});
