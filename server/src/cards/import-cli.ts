/**
 * `npm run cards:import -- [--game <id>] <directory or URL>`: loads a game's card data into the
 * card database, under the game's card data (its `decks.cardData`, the cards table's game
 * column), read the way the game lays it out (`decks.cardDataFormat`). Without `--game`, the
 * first game that imports card data, so the command the README gave before games were named
 * keeps working. The database is DATABASE_URL, else data/playmat.db; a relative database path
 * is taken from the repository root (config.ts finds it from its own location, not the working
 * directory: npm runs workspace scripts from server/). A relative source directory is taken from
 * where the command was typed, which npm passes as INIT_CWD.
 */
import path from "node:path";
import { GAMES, gameById, type CardDataFormat } from "@playmat/shared";
import { repoRoot } from "../config";
import { openDatabase, resolveDatabaseUrl } from "../store/database";
import { CardStore } from "./card-store";
import { importCardData, openCardDataSource } from "./import";

const DEFAULT_DATABASE_URL = "sqlite:./data/playmat.db";

/** The games whose card data an operator imports, with where it goes and how it is laid out. */
const IMPORTABLE = Object.values(GAMES).flatMap((game) => {
  const format = game.decks?.cardDataFormat;
  return format ? [{ id: game.id, cardData: game.decks!.cardData, format }] : [];
});

function usage(): string {
  const sources = IMPORTABLE.map(({ id, format }) => `  --game ${id}: ${format.source}`);
  const fallback = IMPORTABLE[0] ? ` (default: ${IMPORTABLE[0].id})` : "";
  return [`Usage: npm run cards:import -- [--game <id>] <source>${fallback}`, ...sources].join("\n");
}

interface Request {
  game?: string;
  location?: string;
  problem?: string;
}

function readArgs(args: string[]): Request {
  const request: Request = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--") continue;
    if (arg === "--game" || arg.startsWith("--game=")) {
      request.game = arg === "--game" ? args[++i] : arg.slice("--game=".length);
      if (!request.game) return { problem: "--game needs a game's id." };
    } else if (arg.startsWith("--")) {
      return { problem: `Unknown option ${arg}.` };
    } else if (request.location === undefined) {
      request.location = arg;
    } else {
      return { problem: `One source at a time: ${request.location} or ${arg}?` };
    }
  }
  return request;
}

/** The game asked for (or the default), or why it can't import: an unknown id, or a game that brings its own cards. */
function importerFor(id: string | undefined): { cardData: string; format: CardDataFormat } | string {
  if (id === undefined) return IMPORTABLE[0] ?? "No game imports card data.";
  const game = gameById(id);
  if (!game) return `No game "${id}": the games are ${Object.keys(GAMES).join(", ")}.`;
  const found = IMPORTABLE.find((importable) => importable.id === game.id);
  return found ?? `The game "${id}" brings its own cards and imports none; ${IMPORTABLE.map((i) => i.id).join(", ") || "no game"} does.`;
}

async function main(args: string[]): Promise<void> {
  const request = readArgs(args);
  if (request.problem || request.location === undefined) {
    console.error([request.problem, usage()].filter(Boolean).join("\n"));
    process.exitCode = 2;
    return;
  }
  const importer = importerFor(request.game);
  if (typeof importer === "string") throw new Error(importer);
  const startedIn = process.env.INIT_CWD ?? process.cwd();
  const isUrl = /^https?:\/\//i.test(request.location);
  const databaseUrl = resolveDatabaseUrl(process.env.DATABASE_URL || DEFAULT_DATABASE_URL, repoRoot);

  const source = await openCardDataSource(isUrl ? request.location : path.resolve(startedIn, request.location));
  const db = await openDatabase(databaseUrl);
  try {
    const store = await CardStore.open(db);
    const summary = await importCardData(source, importer.format, store.of(importer.cardData));
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
