import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Cards belong to a game's card data (the game column): two games, or a variant and the game
 * it varies, may number their cards alike, so a card is known by its game and its id together,
 * and every lookup is within one game. Every card stored before belongs to "ptcg", the one game
 * that stored cards then. A primary key can't be altered in SQLite, so the table is built anew
 * and its rows copied, the same way on both databases.
 */
export const addCardGame: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("cards_by_game")
      .addColumn("game", "text", (column) => column.notNull())
      .addColumn("id", "text", (column) => column.notNull())
      .addColumn("name", "text", (column) => column.notNull())
      .addColumn("name_key", "text", (column) => column.notNull())
      .addColumn("set_code", "text")
      .addColumn("number", "text")
      .addColumn("number_digits", "text")
      .addColumn("data", "text", (column) => column.notNull())
      .addPrimaryKeyConstraint("cards_game_id", ["game", "id"])
      .execute();
    await db
      .insertInto("cards_by_game")
      .columns(["game", "id", "name", "name_key", "set_code", "number", "number_digits", "data"])
      .expression(db.selectFrom("cards").select([sql.lit("ptcg").as("game"), "id", "name", "name_key", "set_code", "number", "number_digits", "data"]))
      .execute();
    await db.schema.dropTable("cards").execute();
    await db.schema.alterTable("cards_by_game").renameTo("cards").execute();
    await db.schema.createIndex("cards_set_number").on("cards").columns(["game", "set_code", "number_digits"]).execute();
    await db.schema.createIndex("cards_name").on("cards").columns(["game", "name_key"]).execute();
  },
  async down(db: Kysely<any>) {
    // Back to one card per id: only the "ptcg" cards fit there, as before the column.
    await db.schema
      .createTable("cards_by_id")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("name", "text", (column) => column.notNull())
      .addColumn("name_key", "text", (column) => column.notNull())
      .addColumn("set_code", "text")
      .addColumn("number", "text")
      .addColumn("number_digits", "text")
      .addColumn("data", "text", (column) => column.notNull())
      .execute();
    await db
      .insertInto("cards_by_id")
      .columns(["id", "name", "name_key", "set_code", "number", "number_digits", "data"])
      .expression(db.selectFrom("cards").select(["id", "name", "name_key", "set_code", "number", "number_digits", "data"]).where("game", "=", "ptcg"))
      .execute();
    await db.schema.dropTable("cards").execute();
    await db.schema.alterTable("cards_by_id").renameTo("cards").execute();
    await db.schema.createIndex("cards_set_number").on("cards").columns(["set_code", "number_digits"]).execute();
    await db.schema.createIndex("cards_name").on("cards").column("name_key").execute();
  },
};
