/**
 * An accepted action that tells the log nothing still changes the table (its seq at least), and
 * every screen receives that change. Pocket's Pokémon Checkup with no Active Pokémon on the
 * table emits no event; the room used to read "no log item but chat" as "a chat line" and sent
 * no patch, so the server stood one seq ahead of every screen (found by fuzz.test, seed 424242).
 */
import "../../support/record-websocket"; // first: the SDK picks globalThis.WebSocket when it loads
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTable, joinTable, startPlaymat, type Seat, type TestServer } from "../../support/playmat";
import { truthOf } from "../../support/truth";

const PORT = 2617;
let server: TestServer;

beforeAll(async () => {
  server = await startPlaymat(PORT);
});
afterAll(async () => {
  await server?.shutdown();
});

describe("an accepted action with no log line", () => {
  it("reaches every screen: players, spectator and judge read the server's seq", async () => {
    const judgeCode = "silent-judge";
    const alice = await createTable(server, { roomName: "Silent", game: "ptcg-pocket", judgeCode }, { label: "silent-p1", name: "Alice" });
    const roomId = alice.welcome.roomId;
    const bob = await joinTable(server, roomId, { label: "silent-p2", name: "Bob" });
    const carol = await joinTable(server, roomId, { label: "silent-spectator", role: "spectator", name: "Carol" });
    const dee = await joinTable(server, roomId, { label: "silent-judge", role: "judge", judgeCode, name: "Dee" });
    const everyone: Seat[] = [alice, bob, carol, dee];
    await Promise.all(everyone.map((s) => s.settle()));
    const lines = everyone.map((s) => s.log.length);

    // Nobody has an Active Pokémon yet: the checkup finds nothing to do, and says nothing.
    const reply = await alice.do({ type: "assist", assist: "checkup" });
    const truth = truthOf(roomId);
    expect(truth.events.length, "the checkup wrote no log item").toBe(0);
    expect(reply.seq).toBe(truth.state.seq);

    await Promise.all(everyone.map((s) => s.settle()));
    for (const screen of everyone) expect(screen.state.seq, screen.label).toBe(truth.state.seq);
    expect(everyone.map((s) => s.log.length)).toEqual(lines);
  });
});
