/**
 * Owner leases: with several server processes on one PostgreSQL (REDIS_URL, docs/scale-out.md),
 * an unfinished room is held in memory by one process at a time, the one whose lease on its
 * row (`rooms.owner`, `rooms.owner_until`) is current. Every way a process comes to hold a stored
 * room — creating it, waking it, restoring or taking it over — is one conditional UPDATE, so of
 * two processes trying at once exactly one gets it. A process renews all its leases with one
 * UPDATE every few seconds; a process that dies stops renewing, and once its leases have run out
 * the others take its open rooms over (rooms/ownership.ts).
 *
 * Times are the database's clock, so machines whose clocks disagree still agree on a lease.
 * A process also fences itself by its own clock: it writes to a room only while it holds it and
 * its last renewal is less than a lease old, so a process stalled past its lease (and maybe
 * taken over) never appends to a game another process now plays.
 */
import { PostgresAdapter, sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "./schema";

/** A write refused because this process no longer holds the room's lease. */
export class LeaseLost extends Error {
  constructor(roomId: string) {
    super(`This server no longer holds table ${roomId}: another server took it over.`);
  }
}

/** An open room whose owner's lease has run out (or that has none): another process may take it. */
export interface ExpiredLease {
  id: string;
  /** The process that held it last, or null (stored by a single process, or released). */
  owner: string | null;
  /** How long ago its lease ran out (0 without an owner). */
  expiredMs: number;
}

/** The database's clock in ms since 1970, as SQL (PostgreSQL; SQLite for the store's own tests and one process). */
export function databaseNow(db: Kysely<Database>): RawBuilder<number> {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<number>`(extract(epoch from clock_timestamp()) * 1000)::bigint`
    : sql<number>`cast((julianday('now') - 2440587.5) * 86400000 as integer)`;
}

export class OwnerLeases {
  /** Rooms this process holds, each with when it began to (this process's clock). */
  private readonly held = new Map<string, number>();
  /** Until when, by this process's clock, every lease it holds is surely still current. */
  private validUntil = 0;

  constructor(
    private readonly db: Kysely<Database>,
    /** This process's id: Colyseus's processId, the one in its room listings. */
    readonly processId: string,
    readonly leaseMs: number,
  ) {}

  /** The database's clock in ms since 1970, as SQL. */
  private now(): RawBuilder<number> {
    return databaseNow(this.db);
  }

  /** The columns that make this process a room's owner for one lease from now. */
  ownerColumns(): { owner: string; owner_until: RawBuilder<number> } {
    return { owner: this.processId, owner_until: sql<number>`${this.now()} + ${this.leaseMs}` };
  }

  /** Counts a room this process has just become the owner of (its row says so, committed). */
  hold(roomId: string): void {
    this.held.set(roomId, Date.now());
  }

  /** The room left this process's memory (its row was written last), or was taken from it. */
  forget(roomId: string): void {
    this.held.delete(roomId);
  }

  /** Whether this process counts the room as its own (in memory here), lease current or not. */
  has(roomId: string): boolean {
    return this.held.has(roomId);
  }

  /** Whether this process may write to the room now: its own, and its leases surely current. */
  holds(roomId: string): boolean {
    return this.held.has(roomId) && Date.now() < this.validUntil;
  }

  /** Throws LeaseLost unless this process may write to the room now. */
  assertHolds(roomId: string): void {
    if (!this.holds(roomId)) throw new LeaseLost(roomId);
  }

  get heldRooms(): string[] {
    return [...this.held.keys()];
  }

  /**
   * Renews every lease this process holds, in one UPDATE. Returns the rooms it held before
   * that are no longer its own (another process took them over while this one was stalled):
   * the caller puts them out of memory without writing anything.
   */
  async renew(): Promise<string[]> {
    const sentAt = Date.now();
    const rows = await this.db
      .updateTable("rooms")
      .set({ owner_until: sql<number>`${this.now()} + ${this.leaseMs}` })
      .where("owner", "=", this.processId)
      .returning("id")
      .execute();
    const mine = new Set(rows.map((row) => row.id));
    // A room held since sentAt may have been committed after the UPDATE looked: not lost.
    const lost = [...this.held].filter(([id, since]) => since < sentAt && !mine.has(id)).map(([id]) => id);
    for (const id of lost) this.held.delete(id);
    this.validUntil = sentAt + this.leaseMs;
    return lost;
  }

  /** Open rooms nobody holds: their owner's lease ran out, or they have no owner. */
  async expiredOpen(): Promise<ExpiredLease[]> {
    const rows = await this.db
      .selectFrom("rooms")
      .select(["id", "owner", sql<number | string | null>`${this.now()} - owner_until`.as("expired_ms")])
      .where("status", "=", "open")
      .where((eb) => eb.or([eb("owner", "is", null), eb("owner_until", "<", this.now())]))
      .orderBy("created_at", "asc")
      .execute();
    return rows.map((row) => ({ id: row.id, owner: row.owner, expiredMs: row.owner === null ? 0 : Number(row.expired_ms ?? 0) }));
  }

  /** Becomes the owner of an open room whose lease ran out. True for the one process whose update landed. */
  async claimExpired(roomId: string): Promise<boolean> {
    const result = await this.db
      .updateTable("rooms")
      .set(this.ownerColumns())
      .where("id", "=", roomId)
      .where("status", "=", "open")
      .where((eb) => eb.or([eb("owner", "is", null), eb("owner_until", "<", this.now())]))
      .executeTakeFirst();
    const claimed = Number(result.numUpdatedRows) === 1;
    if (claimed) this.hold(roomId);
    return claimed;
  }

  /**
   * Gives up this process's lease on one room, or on all of them (a graceful shutdown): the
   * others may take them over at once instead of after the lease. Only rows it still owns.
   */
  async release(roomId?: string): Promise<void> {
    if (roomId === undefined) this.validUntil = 0; // nothing more is written under these leases
    let update = this.db.updateTable("rooms").set({ owner: null, owner_until: null }).where("owner", "=", this.processId);
    if (roomId !== undefined) update = update.where("id", "=", roomId);
    await update.execute();
    if (roomId !== undefined) return void this.held.delete(roomId);
    this.held.clear();
    this.validUntil = 0;
  }
}
