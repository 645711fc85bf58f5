/** `npm run cards:import -- --game ptcg-pocket pokemon-tcg-pocket-database`: the installed package, by its name, as the docs tell operators. */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { gameById } from "@playmat/shared";
import { openDatabase } from "../../../src/store/database";
import { REPO_ROOT, runImportCli, scratchDirectory } from "../../support/import-cli";

const DECKS = gameById("ptcg-pocket")!.decks!;
const DIST = path.join(path.dirname(createRequire(import.meta.url).resolve("pokemon-tcg-pocket-database/package.json")), "dist");
const ALL_CARDS = JSON.parse(readFileSync(path.join(DIST, "cards.json"), "utf8")) as unknown[];

describe("npm run cards:import --game ptcg-pocket", () => {
  const scratch = scratchDirectory();
  afterAll(() => scratch.remove());

  it("imports the installed package by its name into the store's ptcg-pocket cards", async () => {
    const database = path.join(scratch.path, "pocket.db");
    const result = await runImportCli(["--", "--game", "ptcg-pocket", "pokemon-tcg-pocket-database"], { DATABASE_URL: `sqlite:${database}`, INIT_CWD: REPO_ROOT }, scratch.path);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(result.stdout).toMatch(new RegExp(`^Imported \\d+ sets, ${ALL_CARDS.length} cards from .*pokemon-tcg-pocket-database/dist into sqlite:`));
    const reopened = await openDatabase(`sqlite:${database}`);
    try {
      // Beside the game's own invented cards, which every card store holds.
      const counted = await reopened
        .selectFrom("cards")
        .select(({ fn }) => fn.countAll<number>().as("n"))
        .where("game", "=", "ptcg-pocket")
        .where("id", "not in", DECKS.demoCards.map((card) => card.id))
        .executeTakeFirst();
      expect(Number(counted?.n)).toBe(ALL_CARDS.length);
    } finally {
      await reopened.destroy();
    }
  }, 30_000);
});
