/**
 * Owner leases (several server processes on one database): two processes sharing one store.
 * Creating or waking a room makes it its creator's or waker's; of two processes claiming an
 * open room whose lease ran out, exactly one gets it; a renewal finds the rooms another took;
 * a process writes to a room only while it holds it; a release lets the others take it at once.
 * SQLite always, PostgreSQL when PLAYMAT_TEST_POSTGRES_URL is set (the cluster runs on it).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshPostgresDatabase, POSTGRES_SUITE, POSTGRES_URL } from "../../test/support/postgres";
import { openDatabase, type Database } from "./database";
import { GameStore, type RoomRecord } from "./game-store";
import { LeaseLost, OwnerLeases } from "./owner-leases";

const scratch = mkdtempSync(path.join(tmpdir(), "playmat-leases-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const backends = [
  { name: "SQLite", enabled: true, open: async () => ({ url: `sqlite:${path.join(scratch, "leases.db")}`, drop: async () => {} }) },
  { name: POSTGRES_SUITE, enabled: POSTGRES_URL !== undefined, open: freshPostgresDatabase },
];

let rooms = 0;
const newRoom = (): Omit<RoomRecord, "status"> => ({
  id: `lease-room${++rooms}`,
  game: "ptcg",
  options: {},
  seed: 1,
  name: "Leased",
  passwordHash: null,
  judgeCodeHash: "scrypt$salt$key",
  seats: {},
  replayId: `lease-replay-${rooms}`,
  settings: { spectatorChat: false },
});

const entry = (seq: number) => ({ seq, actor: { role: "player" as const, seat: "p1" as const }, action: { type: "coin", count: 1 } as never, events: [] });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`owner leases on ${backend.name}`, () => {
    let db: Kysely<Database>;
    let drop = async () => {};
    /** Two processes on one database, with their own stores (as each server process has). */
    let a: { leases: OwnerLeases; store: GameStore };
    let b: { leases: OwnerLeases; store: GameStore };
    const owner = async (id: string) => (await db.selectFrom("rooms").select("owner").where("id", "=", id).executeTakeFirstOrThrow()).owner;
    const serverProcess = (id: string, leaseMs: number) => {
      const leases = new OwnerLeases(db, id, leaseMs);
      const store = new GameStore(db);
      store.useLeases(leases);
      return { leases, store };
    };

    beforeAll(async () => {
      const target = await backend.open();
      drop = target.drop;
      db = await openDatabase(target.url);
    });
    afterAll(async () => {
      await db?.destroy();
      await drop();
    });

    it("makes a created room its creator's, which alone may write to it, and lets exactly one of two take it over once the lease ran out", async () => {
      a = serverProcess("proc-a", 300);
      b = serverProcess("proc-b", 300);
      await Promise.all([a.leases.renew(), b.leases.renew()]);
      const room = newRoom();
      await a.store.createRoom(room);
      expect(await owner(room.id)).toBe("proc-a");
      await a.store.appendAction(room.id, entry(1));
      await expect(b.store.appendAction(room.id, entry(2))).rejects.toBeInstanceOf(LeaseLost);
      // While a's lease is current, nobody takes it.
      expect(await b.leases.claimExpired(room.id)).toBe(false);
      expect((await b.leases.expiredOpen()).map((r) => r.id)).not.toContain(room.id);

      await sleep(450); // a stops renewing (it died): its lease runs out
      expect(a.leases.holds(room.id)).toBe(false); // and it fences itself by its own clock
      await expect(a.store.appendAction(room.id, entry(2))).rejects.toBeInstanceOf(LeaseLost);
      expect(await b.leases.expiredOpen()).toContainEqual(expect.objectContaining({ id: room.id, owner: "proc-a" }));
      const c = serverProcess("proc-c", 300);
      await c.leases.renew();
      await b.leases.renew();
      const claims = await Promise.all([b.leases.claimExpired(room.id), c.leases.claimExpired(room.id)]);
      expect(claims.filter(Boolean)).toHaveLength(1);
      const winner = claims[0] ? b : c;
      expect(await owner(room.id)).toBe(winner.leases.processId);
      await winner.store.appendAction(room.id, entry(2));

      // a comes back from its stall: its renewal says the room is another's now.
      expect(await a.leases.renew()).toEqual([room.id]);
      expect(a.leases.has(room.id)).toBe(false);
      await expect(a.store.appendAction(room.id, entry(3))).rejects.toBeInstanceOf(LeaseLost);
    });

    it("renews every lease of a process in one go, and a release lets another take the room at once", async () => {
      a = serverProcess("proc-d", 300);
      b = serverProcess("proc-e", 300);
      await Promise.all([a.leases.renew(), b.leases.renew()]);
      const room = newRoom();
      await a.store.createRoom(room);
      for (let i = 0; i < 3; i++) {
        await sleep(150);
        expect(await a.leases.renew()).toEqual([]);
      }
      expect(await b.leases.claimExpired(room.id)).toBe(false); // 450 ms on, still a's
      await a.leases.release();
      expect(await owner(room.id)).toBeNull();
      expect(await b.leases.claimExpired(room.id)).toBe(true);
      expect(await owner(room.id)).toBe("proc-e");
    });

    it("gives a woken dormant room to the one process whose wake landed, and none to a room that sleeps", async () => {
      a = serverProcess("proc-f", 5000);
      b = serverProcess("proc-g", 5000);
      await Promise.all([a.leases.renew(), b.leases.renew()]);
      const room = newRoom();
      await a.store.createRoom(room);
      await a.store.markStatus(room.id, "dormant");
      expect(await owner(room.id)).toBeNull();
      await a.store.letGo(room.id);
      const since = new Date(Date.now() - 60_000).toISOString();
      const wakes = await Promise.all([a.store.claimDormant(room.id, since), b.store.claimDormant(room.id, since)]);
      expect(wakes.filter(Boolean)).toHaveLength(1);
      const winner = wakes[0] ? a : b;
      expect(await owner(room.id)).toBe(winner.leases.processId);
      expect(winner.leases.holds(room.id)).toBe(true);
    });
  });
}
