/**
 * Several server processes on Redis and one PostgreSQL (REDIS_URL, docs/scale-out.md). Colyseus
 * shares the room list and seat reservations between them, but a room lives only in the process
 * that created it: when that process dies, its rooms are gone from every list and nothing brings
 * them back. Here every process
 * - renews its owner leases (store/owner-leases.ts) every quarter of a lease, and puts out of
 *   memory, writing nothing, any room another process took over while it was stalled;
 * - looks, as often, for open rooms whose owner's lease ran out: when that owner is gone from
 *   Redis (a killed process's connection closes with it) and does not answer Colyseus's health
 *   check (which also deletes its room listings), it takes each such room with one conditional
 *   UPDATE and rebuilds it from the store in this process, as a restart would (restore.ts). Its
 *   players come back with their seat tokens.
 * At start, the first look is the restore: open rooms without a current owner come back here.
 */
import { matchMaker } from "@colyseus/core";
import { log } from "../logger";
import type { GameStore } from "../store/game-store";
import type { OwnerLeases } from "../store/owner-leases";
import { rebuildRoom } from "./restore";

/** A room this process may have to put out of memory (TableRoom.evict). */
interface Evictable {
  evict?(): void;
}

/** An owner still connected to Redis is taken over only once its lease ran out this many leases ago. */
const LONG_PAST_LEASES = 3;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface TakeoverResult {
  restored: string[];
  failed: string[];
}

export class Ownership {
  /** Rooms this process failed to rebuild: not tried again here (another process may). */
  private readonly failedHere = new Set<string>();
  private readonly timers: NodeJS.Timeout[] = [];
  private renewing = false;
  private scanning: Promise<TakeoverResult> | null = null;
  private stopped = false;

  constructor(
    private readonly store: GameStore,
    private readonly leases: OwnerLeases,
  ) {}

  /** How often leases are renewed and expired ones looked for: a quarter of a lease. */
  get tickMs(): number {
    return Math.max(100, Math.floor(this.leases.leaseMs / 4));
  }

  /**
   * Takes over what nobody holds (the restore at start), then keeps renewing and taking over.
   * renew() first, before any room of this process writes (its leases fence the writes).
   */
  async start(): Promise<TakeoverResult> {
    await this.renew();
    const first = await this.takeOver();
    const every = (run: () => Promise<unknown>) => {
      const timer = setInterval(() => void run(), this.tickMs);
      timer.unref();
      this.timers.push(timer);
    };
    every(() => this.renew());
    every(() => this.takeOver());
    return first;
  }

  /** Stops renewing and taking over (a graceful shutdown is under way: nothing is listed again from here). */
  pause(): void {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
  }

  /** Once this process's rooms are gone: gives up every lease, so the other processes take those tables at once. */
  async stop(): Promise<void> {
    this.pause();
    await this.scanning?.catch(() => {});
    await this.leases.release().catch((error) => log.warn({ err: errorText(error) }, "could not give up the owner leases"));
  }

  async renew(): Promise<void> {
    if (this.renewing || this.stopped) return;
    this.renewing = true;
    try {
      const lost = await this.leases.renew();
      for (const roomId of lost) {
        log.warn({ room: roomId }, "another server took this table over: it leaves this one");
        (matchMaker.getLocalRoomById(roomId) as Evictable | undefined)?.evict?.();
      }
      await this.relist();
    } catch (error) {
      // Past its lease without a renewal, this process writes nothing more (OwnerLeases.holds) until one lands.
      log.warn({ err: errorText(error) }, "could not renew the owner leases");
    } finally {
      this.renewing = false;
    }
  }

  /**
   * Puts back this process's listing of each room it holds when another one is there, or none:
   * a process that was stalled may list (or, leaving, unlist) a room it no longer holds.
   */
  private async relist(): Promise<void> {
    const held = this.leases.heldRooms;
    if (held.length === 0) return;
    const listed = await matchMaker.driver.findByIds(held);
    for (const roomId of held) {
      if (listed.get(roomId)?.processId === matchMaker.processId) continue;
      const room = matchMaker.getLocalRoomById(roomId);
      const listing = room?.["_listing"];
      if (listing?.roomId === roomId) await matchMaker.driver.persist(listing, true);
    }
  }

  /** Takes over the open rooms nobody holds; one look at a time. */
  takeOver(): Promise<TakeoverResult> {
    if (this.stopped) return Promise.resolve({ restored: [], failed: [] });
    this.scanning ??= this.scan()
      .catch((error) => {
        log.warn({ err: errorText(error) }, "could not look for tables to take over");
        return { restored: [], failed: [] };
      })
      .finally(() => (this.scanning = null));
    return this.scanning;
  }

  private async scan(): Promise<TakeoverResult> {
    // Processes whose Redis channel is gone: their listings leave the room list even with no open room to take.
    await matchMaker.healthCheckAllProcesses();
    const expired = (await this.leases.expiredOpen()).filter((room) => !this.failedHere.has(room.id) && !this.leases.has(room.id));
    const me = matchMaker.processId;
    const gone = new Set<string | null>([null, me]);
    const listening = new Set((await matchMaker.presence.channels("p:*")).map((channel) => channel.slice(2)));
    for (const owner of new Set(expired.map((room) => room.owner))) {
      if (owner === null || owner === me) continue;
      // A killed process's Redis connection closes with it, and its channel with that. One still
      // connected is only slow (a stall, a lost database connection): it renews its lease or lets
      // its rooms go itself, unless it has been past its lease for LONG_PAST_LEASES of them.
      const overdue = Math.min(...expired.filter((room) => room.owner === owner).map((room) => room.expiredMs));
      if (listening.has(owner) && overdue < LONG_PAST_LEASES * this.leases.leaseMs) continue;
      // Colyseus's health check: an owner that answers is alive; one that doesn't has its listings deleted.
      if (!(await matchMaker.healthCheckProcessId(owner))) gone.add(owner);
    }
    const result: TakeoverResult = { restored: [], failed: [] };
    for (const { id, owner } of expired) {
      if (this.stopped) break;
      if (!gone.has(owner) || !(await this.leases.claimExpired(id))) continue;
      try {
        const saved = await this.store.loadRoom(id);
        if (!saved) throw new Error("the room is no longer stored");
        await rebuildRoom(saved, "restart");
        result.restored.push(id);
        if (owner !== null && owner !== me) log.info({ room: id, from: owner }, "took over a table of a server that stopped");
      } catch (error) {
        result.failed.push(id);
        this.failedHere.add(id);
        log.error({ room: id, err: errorText(error) }, "could not restore a room");
        await this.leases.release(id).catch(() => {});
      }
    }
    if (result.restored.length + result.failed.length > 0) log.info({ restored: result.restored.length, failed: result.failed.length }, "rooms restored");
    return result;
  }
}
