import { PostgresAdapter, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Storage that does not only grow (docs/persistence.md, "Pruning"): once a finished or closed
 * table is out of every process's memory for good, its game record is stored in its final form
 * for every viewer the replay link serves (one row, the records compressed together: they share
 * most of their text), and the rows only a live table needs (the action log, snapshots, chat
 * lines) are deleted. `rooms.pruned_at` says when: the replay link then reads `room_records`.
 * Null on every room stored before, and on every table still kept whole.
 */
export const addRoomRecords: Migration = {
  async up(db: Kysely<any>) {
    const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? "bytea" : "blob";
    await db.schema
      .createTable("room_records")
      .addColumn("room_id", "text", (column) => column.notNull().primaryKey().references("rooms.id").onDelete("cascade"))
      .addColumn("records", bytes, (column) => column.notNull())
      .addColumn("created_at", "text", (column) => column.notNull())
      .execute();
    await db.schema.alterTable("rooms").addColumn("pruned_at", "text").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable("rooms").dropColumn("pruned_at").execute();
    await db.schema.dropTable("room_records").execute();
  },
};
