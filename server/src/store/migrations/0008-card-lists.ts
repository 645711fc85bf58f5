import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Card lists players upload, for a game without a public card database (Game.cardLists): one
 * row per distinct content, keyed by its SHA-256, so the same list uploaded twice is one row
 * and a table's option names it for good. `cards` holds the CardDefs the game read from it
 * (JSON); the list's own text is not kept, since nothing reads it back. Apart from `cards`:
 * those are public data anyone may look up by id, these are secret until seen at a table.
 */
export const addCardLists: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("card_lists")
      .addColumn("hash", "text", (column) => column.primaryKey())
      .addColumn("game", "text", (column) => column.notNull())
      .addColumn("cards", "text", (column) => column.notNull())
      .addColumn("created_at", "text", (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("card_lists").execute();
  },
};
