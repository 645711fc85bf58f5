import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Undo, judge rewinds and game records: each stored action keeps the RNG state and id counters
 * it started from (a fold replays any surviving subset exactly); rooms get a shareable replay
 * id and their table settings; chat lines are stored with the log they are part of.
 * Rows stored before this migration have no rng/next: a restore recomputes them.
 */
export const addHistory: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("room_actions").addColumn("rng", "text").execute();
    await db.schema.alterTable("room_actions").addColumn("next", "text").execute();
    await db.schema.alterTable("rooms").addColumn("replay_id", "text").execute();
    await db.schema.alterTable("rooms").addColumn("settings", "text").execute();
    await db.schema.createIndex("rooms_replay_id").on("rooms").column("replay_id").unique().execute();
    await db.schema
      .createTable("room_chat")
      .addColumn("room_id", "text", (column) => column.notNull().references("rooms.id").onDelete("cascade"))
      .addColumn("line", "integer", (column) => column.notNull())
      .addColumn("after_seq", "integer", (column) => column.notNull())
      .addColumn("author", "text", (column) => column.notNull())
      .addColumn("text", "text", (column) => column.notNull())
      .addColumn("created_at", "text", (column) => column.notNull())
      .addPrimaryKeyConstraint("room_chat_pk", ["room_id", "line"])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("room_chat").execute();
    await db.schema.dropIndex("rooms_replay_id").execute();
    await db.schema.alterTable("rooms").dropColumn("settings").execute();
    await db.schema.alterTable("rooms").dropColumn("replay_id").execute();
    await db.schema.alterTable("room_actions").dropColumn("next").execute();
    await db.schema.alterTable("room_actions").dropColumn("rng").execute();
  },
};
