import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Several server processes on one PostgreSQL (REDIS_URL, docs/scale-out.md): each unfinished
 * room has one owner at a time, the process that holds it in memory, with a lease it renews
 * while it lives. `owner` is that process's id, `owner_until` when the lease runs out (ms since
 * 1970 by the database's clock). Both stay null on a single process and on rooms stored before.
 */
export const addOwnerLease: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("rooms").addColumn("owner", "text").execute();
    await db.schema.alterTable("rooms").addColumn("owner_until", "bigint").execute();
    // Renewing a process's leases reads its rows (a takeover reads open rooms: rooms_status).
    await db.schema.createIndex("rooms_owner").on("rooms").column("owner").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex("rooms_owner").execute();
    await db.schema.alterTable("rooms").dropColumn("owner_until").execute();
    await db.schema.alterTable("rooms").dropColumn("owner").execute();
  },
};
