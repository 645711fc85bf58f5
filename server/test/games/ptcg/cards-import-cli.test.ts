/** `npm run cards:import` with the Pokémon game's pokemon-tcg-data, as the README tells operators to run it. */
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { REPO_ROOT, runImportCli, scratchDirectory } from "../../support/import-cli";

const scratch = scratchDirectory();
afterAll(() => scratch.remove());

describe("npm run cards:import with pokemon-tcg-data", () => {
  it("imports a directory given relative to where it was typed, as Pokémon's without --game, and reports sets and cards", async () => {
    const database = path.join(scratch.path, "db", "cards.db");
    const env = { DATABASE_URL: `sqlite:${database}`, INIT_CWD: REPO_ROOT };
    const result = await runImportCli(["--", "shared/fixtures/pokemon-tcg-data"], env, scratch.path);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(result.stdout).toMatch(/^Imported 2 sets, 31 cards from .*shared\/fixtures\/pokemon-tcg-data into sqlite:/);
    expect(existsSync(database)).toBe(true);
  });

  it("imports the same with --game ptcg", async () => {
    const env = { DATABASE_URL: `sqlite:${path.join(scratch.path, "named.db")}`, INIT_CWD: REPO_ROOT };
    const result = await runImportCli(["--", "--game", "ptcg", "shared/fixtures/pokemon-tcg-data"], env, scratch.path);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(result.stdout).toMatch(/^Imported 2 sets, 31 cards from .*pokemon-tcg-data/);
  });

  it("says in its usage that the Pokémon game reads a pokemon-tcg-data copy and is the default", async () => {
    const result = await runImportCli([], { DATABASE_URL: ":memory:" }, scratch.path);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/Usage: npm run cards:import -- \[--game <id>\] <source> \(default: ptcg\)/);
    expect(result.stderr).toContain("--game ptcg: <pokemon-tcg-data directory | URL of its raw root>");
  });

  it("says where a directory is not a pokemon-tcg-data copy", async () => {
    const result = await runImportCli(["--game", "ptcg", "."], { DATABASE_URL: ":memory:", INIT_CWD: scratch.path }, scratch.path);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^cards:import failed: No sets\/en\.json under .*: is it a copy of pokemon-tcg-data \(its root, with sets\/ and cards\/\)\?/);
  });
});
