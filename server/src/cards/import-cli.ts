/**
 * `npm run cards:import -- <directory or URL>`: loads pokemon-tcg-data into the card database,
 * as the Pokémon game's card data (PTCG_DECKS.cardData, the cards table's game column).
 * The database is DATABASE_URL, else data/playmat.db; a relative database path is taken
 * from the repository root (config.ts finds it from its own location, not the working directory:
 * npm runs workspace scripts from server/). A relative source directory is taken from where the
 * command was typed, which npm passes as INIT_CWD.
 */
import path from "node:path";
import { PTCG_DECKS } from "@playmat/shared";
import { repoRoot } from "../config";
import { openDatabase, resolveDatabaseUrl } from "../store/database";
import { CardStore } from "./card-store";
import { importCardData, openCardDataSource } from "./import";

const DEFAULT_DATABASE_URL = "sqlite:./data/playmat.db";

async function main(args: string[]): Promise<void> {
  const location = args.find((arg) => arg !== "--");
  if (location === undefined) {
    console.error("Usage: npm run cards:import -- <pokemon-tcg-data directory | URL of its raw root>");
    process.exitCode = 2;
    return;
  }
  const startedIn = process.env.INIT_CWD ?? process.cwd();
  const isUrl = /^https?:\/\//i.test(location);
  const databaseUrl = resolveDatabaseUrl(process.env.DATABASE_URL || DEFAULT_DATABASE_URL, repoRoot);

  const source = await openCardDataSource(isUrl ? location : path.resolve(startedIn, location));
  const db = await openDatabase(databaseUrl);
  try {
    const store = await CardStore.open(db);
    const summary = await importCardData(source, store.of(PTCG_DECKS.cardData));
    console.log(`Imported ${summary.sets} sets, ${summary.cards} cards from ${source.location} into ${databaseUrl}.`);
    if (summary.missingSets.length > 0) {
      console.log(`No cards file for ${summary.missingSets.length} listed sets: ${summary.missingSets.join(", ")}.`);
    }
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`cards:import failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
