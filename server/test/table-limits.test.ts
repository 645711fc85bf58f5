/**
 * A table's log has a limit (MAX_TABLE_LOG_LINES): once full, the table takes nothing more —
 * no action, no chat — and tells whoever tries why and what to do; the game can still be read
 * and taken away as a record. Reading it has a limit too (LOG_READ_BURST, LOG_READ_PER_SECOND):
 * a client that asks for the whole log again and again is told to slow down.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTable, joinTable, startPlaymat, type Seat, type TestServer } from "./support/playmat";

const MAX_LINES = 12;
/** Two whole logs at once, then a line a second. */
const LOG_READS = { burst: 2 * MAX_LINES, perSecond: 1 };

let server: TestServer;
let alice: Seat, bob: Seat;
beforeAll(async () => {
  server = await startPlaymat(2589, { maxLogLines: MAX_LINES, chatLimit: { burst: 100, perSecond: 100 }, logReads: LOG_READS });
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
          message: `This table's log is full (${MAX_LINES} lines), so nothing more can be added to this game. Download the game record, and start a new table to play on.`,
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
