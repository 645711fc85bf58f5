/**
 * Storage that does not only grow (docs/persistence.md, "Pruning"): a finished table out of
 * memory, and a closed one, keep their game record in its final form and lose the rows only a
 * live table needs, on the server's schedule (two seconds after the last change here, looked
 * for every second). The replay link serves every viewer the very bytes it served before; a
 * finished table someone is still at, a table being played and a dormant one are kept whole.
 * Runs on SQLite, and on PostgreSQL too when PLAYMAT_TEST_POSTGRES_URL is set.
 */
import "./support/record-websocket"; // first: the SDK picks globalThis.WebSocket when it loads
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeExpiredDormant } from "../src/rooms/dormant-sweep";
import { dropConnection, waitFor } from "./support/connections";
import { placeFirstBasic, winnerGoesFirst } from "./support/demo-setup";
import { createTable, joinTable, startPlaymat, type Seat, type TestServer } from "./support/playmat";
import { freshPostgresDatabase, POSTGRES_SUITE, POSTGRES_URL } from "./support/postgres";

const PRUNE = { afterSeconds: 2, everySeconds: 1 };
/** Longer than a table has to wait and the sweep to look: what is still whole then is kept. */
const PAST_THE_SCHEDULE_MS = (PRUNE.afterSeconds + 2 * PRUNE.everySeconds) * 1000 + 500;
const JUDGE_CODE = "prune-judge";

const backends = [
  { name: "SQLite", enabled: true, port: 2620, database: async () => ({ url: "sqlite::memory:", drop: async () => {} }) },
  { name: POSTGRES_SUITE, enabled: POSTGRES_URL !== undefined, port: 2621, database: () => freshPostgresDatabase() },
];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`pruning finished and closed tables on ${backend.name}`, () => {
    let server: TestServer;
    let drop = async () => {};

    beforeAll(async () => {
      const database = await backend.database();
      drop = database.drop;
      server = await startPlaymat(backend.port, { databaseUrl: database.url, seatHoldSeconds: 1, prune: PRUNE });
    });
    afterAll(async () => {
      await server?.shutdown();
      await drop();
    });

    const stored = async (roomId: string) => {
      const saved = (await server.games.loadRoom(roomId))!;
      return { status: saved.room.status, actions: saved.actions.length, chat: saved.chat.length, snapshot: saved.snapshot !== null };
    };
    const pruned = async (replayId: string) => (await server.games.findReplay(replayId))!.pruned;

    /** Every view the replay link serves, as the bytes it sends and their status. */
    async function replays(replayId: string, p1: Seat, p2: Seat): Promise<Record<string, { status: number; type: string | null; body: string }>> {
      const asks = {
        spectator: {},
        p1: { "x-playmat-seat-token": p1.welcome.seatToken! },
        p2: { "x-playmat-seat-token": p2.welcome.seatToken! },
        judge: { "x-playmat-judge-code": JUDGE_CODE },
      };
      const views: Record<string, { status: number; type: string | null; body: string }> = {};
      for (const [viewer, headers] of Object.entries(asks)) {
        const res = await fetch(`${server.url}/api/replays/${replayId}?viewer=${viewer}`, { headers });
        views[viewer] = { status: res.status, type: res.headers.get("content-type"), body: await res.text() };
      }
      return views;
    }

    /** A table of two players with their demo decks, set up and a few moves and words in. */
    async function playedTable(name: string): Promise<{ p1: Seat; p2: Seat; roomId: string; replayId: string }> {
      const p1 = await createTable(server, { roomName: name, seed: 41, judgeCode: JUDGE_CODE }, { label: `${name}-p1`, name: "Alice" });
      const roomId = p1.welcome.roomId;
      const p2 = await joinTable(server, roomId, { label: `${name}-p2`, name: "Bob" });
      expect((await p1.deck({ demo: "demo-ember-owls" })).ok).toBe(true);
      expect((await p2.deck({ demo: "demo-lantern-vigil" })).ok).toBe(true);
      await winnerGoesFirst(p1, p2);
      await placeFirstBasic(p1);
      await p1.do({ type: "coin", count: 3 });
      await p2.chat("good luck");
      await Promise.all([p1.settle(), p2.settle()]);
      return { p1, p2, roomId, replayId: p1.welcome.replayId! };
    }

    describe("a finished game", () => {
      let p1: Seat, p2: Seat, roomId: string, replayId: string;
      let before: Awaited<ReturnType<typeof replays>>;
      let whole: Awaited<ReturnType<typeof stored>>;

      beforeAll(async () => {
        ({ p1, p2, roomId, replayId } = await playedTable("Finished"));
        await p1.do({ type: "concede" });
        // Revealed after the game, while the players are still at the table: the stored record must have it.
        await p1.do({ type: "record.reveal", reveal: true });
        await p2.do({ type: "record.reveal", reveal: true });
        await p2.chat("gg");
        await Promise.all([p1.settle(), p2.settle()]);
        before = await replays(replayId, p1, p2);
        whole = await stored(roomId);
      });

      it("is served to every viewer before it is pruned", () => {
        for (const [viewer, view] of Object.entries(before)) {
          expect(view.status, viewer).toBe(200);
          expect(JSON.parse(view.body).record).toMatchObject({ viewer, revealed: true });
        }
      });

      it("is kept whole while its players are still at the table, however long", async () => {
        await pause(PAST_THE_SCHEDULE_MS);
        expect(await pruned(replayId)).toBe(false);
        expect(whole).toMatchObject({ status: "finished", chat: 2 });
        expect(whole.actions).toBeGreaterThan(5);
        expect(await stored(roomId)).toEqual(whole);
      });

      it("once everyone left, loses its action log and chat rows, and its replay serves every viewer the same bytes", async () => {
        await p1.leave();
        await p2.leave();
        await waitFor("the finished table to be pruned", () => pruned(replayId), PAST_THE_SCHEDULE_MS + 5000);
        expect(await stored(roomId)).toEqual({ status: "finished", actions: 0, chat: 0, snapshot: false });
        expect(await replays(replayId, p1, p2)).toEqual(before);
      });

      it("still refuses a seat's view without its token, and the judge's without the code", async () => {
        expect((await fetch(`${server.url}/api/replays/${replayId}?viewer=p1`)).status).toBe(403);
        const wrong = await fetch(`${server.url}/api/replays/${replayId}?viewer=judge`, { headers: { "x-playmat-judge-code": "guess" } });
        expect(wrong.status).toBe(403);
      });
    });

    describe("tables still playable", () => {
      let live: Awaited<ReturnType<typeof playedTable>>;
      let asleep: Awaited<ReturnType<typeof playedTable>>;
      let asleepBefore: Awaited<ReturnType<typeof replays>>;
      let asleepWhole: Awaited<ReturnType<typeof stored>>;

      beforeAll(async () => {
        live = await playedTable("Live");
        asleep = await playedTable("Asleep");
        dropConnection(asleep.p1);
        dropConnection(asleep.p2);
        await waitFor("the game to go dormant", async () => (await stored(asleep.roomId)).status === "dormant", 10_000);
        // A dormant game's record is served by its link too (nobody is at a table to ask).
        asleepBefore = await replays(asleep.replayId, asleep.p1, asleep.p2);
        asleepWhole = await stored(asleep.roomId);
        await pause(PAST_THE_SCHEDULE_MS);
      });

      it("are never pruned: one being played, one dormant past the schedule", async () => {
        expect(await pruned(live.replayId)).toBe(false);
        expect(await stored(live.roomId)).toMatchObject({ status: "open", chat: 1 });
        expect(await pruned(asleep.replayId)).toBe(false);
        expect(asleepWhole).toMatchObject({ status: "dormant", chat: 1 });
        expect(asleepWhole.actions).toBeGreaterThan(4);
        expect(await stored(asleep.roomId)).toEqual(asleepWhole);
        // The live table plays on, from its whole store.
        expect((await live.p1.do({ type: "coin", count: 1 })).ok).toBe(true);
      });

      it("a dormant game that expired is closed, then pruned, and its replay reads as before", async () => {
        expect(await closeExpiredDormant(server.games, 0)).toBe(1);
        await waitFor("the expired table to be pruned", () => pruned(asleep.replayId), PAST_THE_SCHEDULE_MS + 5000);
        expect(await stored(asleep.roomId)).toEqual({ status: "closed", actions: 0, chat: 0, snapshot: false });
        expect(await replays(asleep.replayId, asleep.p1, asleep.p2)).toEqual(asleepBefore);
        expect(asleepBefore.spectator!.status).toBe(200);
        expect(await pruned(live.replayId)).toBe(false);
      });
    });
  });
}
