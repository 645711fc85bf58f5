import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The card database. Columns stay portable (text only) so the same migration runs on
 * PostgreSQL later. Migrations take Kysely<any> on purpose: they describe the schema as it
 * was at that step, not as the current Database interface says.
 */
export const createCards: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("cards")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("name", "text", (column) => column.notNull())
      .addColumn("name_key", "text", (column) => column.notNull())
      .addColumn("set_code", "text")
      .addColumn("number", "text")
      .addColumn("number_digits", "text")
      .addColumn("data", "text", (column) => column.notNull())
      .execute();
    await db.schema.createIndex("cards_set_number").on("cards").columns(["set_code", "number_digits"]).execute();
    await db.schema.createIndex("cards_name").on("cards").column("name_key").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("cards").execute();
  },
};
