/**
 * §8.2's game clock through the server: the server stamps its time on each action of a Curse
 * Sorcerers table (stored with the action, so a restore folds the same minutes), the clock
 * starts when play begins, and both players read when on their screens; a casual table has none.
 */
import "../../support/record-websocket"; // first: the SDK picks globalThis.WebSocket when it loads
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTable, joinTable, startPlaymat, type Seat, type TestServer } from "../../support/playmat";

const PORT = 2615;
let server: TestServer;

beforeAll(async () => {
  server = await startPlaymat(PORT);
});
afterAll(async () => {
  await server?.shutdown();
});

async function playing(options: Record<string, unknown>, label: string): Promise<[Seat, Seat]> {
  const alice = await createTable(server, { roomName: "Clock", game: "curse-sorcerers", options }, { label: `${label}-a`, name: "Alice" });
  const bob = await joinTable(server, alice.welcome.roomId, { label: `${label}-b`, name: "Bob" });
  await alice.deck({ demo: "curse-sorcerers-rain-child" });
  await bob.deck({ demo: "curse-sorcerers-red-moon" });
  await alice.do({ type: "curse-sorcerers.keep" });
  await bob.do({ type: "curse-sorcerers.keep" });
  await alice.settle();
  await bob.settle();
  return [alice, bob];
}

const countersOn = (seat: Seat, of: "p1" | "p2") => JSON.parse(seat.state.players.get(of).counters || "{}") as Record<string, number>;

describe("the game clock at a real server", () => {
  it("starts at the server's time when play begins, read by both players, and is stored with the action", async () => {
    const before = Math.floor(Date.now() / 1000);
    const [alice, bob] = await playing({}, "clock");
    const after = Math.floor(Date.now() / 1000);
    for (const screen of [alice, bob]) {
      for (const of of ["p1", "p2"] as const) {
        const start = countersOn(screen, of)["clock-start"]!;
        expect(start).toBeGreaterThanOrEqual(before);
        expect(start).toBeLessThanOrEqual(after);
      }
    }
    const stored = await server.games.loadRoom(alice.welcome.roomId);
    const keep = stored!.actions.at(-1)!;
    expect(keep.action).toEqual({ type: "curse-sorcerers.keep" });
    expect(Math.floor(keep.actor.at! / 1000)).toBe(countersOn(alice, "p1")["clock-start"]);
    await alice.leave();
    await bob.leave();
  });

  it("is off at a casual table", async () => {
    const [alice, bob] = await playing({ gameClock: false }, "casual");
    expect(countersOn(bob, "p1")["clock-start"]).toBeUndefined();
    await alice.leave();
    await bob.leave();
  });
});
