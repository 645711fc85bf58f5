import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Rooms, their action log and their snapshots. Portable column types only (text, integer),
 * so the same migration runs on SQLite and PostgreSQL.
 */
export const createRooms: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("rooms")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("game", "text", (column) => column.notNull())
      .addColumn("options", "text", (column) => column.notNull())
      .addColumn("seed", "integer", (column) => column.notNull())
      .addColumn("name", "text", (column) => column.notNull())
      .addColumn("password_hash", "text")
      .addColumn("judge_code_hash", "text", (column) => column.notNull())
      .addColumn("seats", "text", (column) => column.notNull())
      .addColumn("status", "text", (column) => column.notNull())
      .addColumn("created_at", "text", (column) => column.notNull())
      .addColumn("updated_at", "text", (column) => column.notNull())
      .execute();
    await db.schema.createIndex("rooms_status").on("rooms").column("status").execute();

    await db.schema
      .createTable("room_actions")
      .addColumn("room_id", "text", (column) => column.notNull().references("rooms.id").onDelete("cascade"))
      .addColumn("seq", "integer", (column) => column.notNull())
      .addColumn("actor", "text", (column) => column.notNull())
      .addColumn("action", "text", (column) => column.notNull())
      .addColumn("events", "text", (column) => column.notNull())
      .addColumn("created_at", "text", (column) => column.notNull())
      .addPrimaryKeyConstraint("room_actions_pk", ["room_id", "seq"])
      .execute();

    await db.schema
      .createTable("room_snapshots")
      .addColumn("room_id", "text", (column) => column.notNull().references("rooms.id").onDelete("cascade"))
      .addColumn("seq", "integer", (column) => column.notNull())
      .addColumn("state", "text", (column) => column.notNull())
      .addColumn("created_at", "text", (column) => column.notNull())
      .addPrimaryKeyConstraint("room_snapshots_pk", ["room_id", "seq"])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("room_snapshots").execute();
    await db.schema.dropTable("room_actions").execute();
    await db.schema.dropTable("rooms").execute();
  },
};
