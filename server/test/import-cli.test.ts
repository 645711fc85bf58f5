/**
 * `npm run cards:import` as a command: its usage, its game, and the source it is given. Importing
 * one game's layout for real is that game's test (test/games/ptcg/cards-import-cli.test.ts).
 */
import { afterAll, describe, expect, it } from "vitest";
import { runImportCli, scratchDirectory } from "./support/import-cli";

const scratch = scratchDirectory();
afterAll(() => scratch.remove());
const run = (args: string[], env: Record<string, string> = {}) => runImportCli(args, { DATABASE_URL: ":memory:", ...env }, scratch.path);

describe("npm run cards:import", () => {
  it("explains its usage when no source is given", async () => {
    const result = await run([]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/Usage: npm run cards:import -- \[--game <id>\] <source>/);
  });

  it("explains its usage for an option it does not know, a --game without an id, or two sources", async () => {
    for (const [args, problem] of [
      [["--gmae", "x", "dir"], "Unknown option --gmae."],
      [["dir", "--game"], "--game needs a game's id."],
      [["one", "two"], "One source at a time: one or two?"],
    ] as const) {
      const result = await run([...args]);
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.stderr, args.join(" ")).toMatch(new RegExp(`^${problem.replace(/[.?-]/g, "\\$&")}\\nUsage: `));
    }
  });

  it("names the games when asked for one that does not exist, and imports nothing", async () => {
    const result = await run(["--game", "chess", "."], { INIT_CWD: scratch.path });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^cards:import failed: No game "chess": the games are .*sandbox/);
  });

  it("refuses a game that brings its own cards (the sandbox's numbered cards)", async () => {
    const result = await run(["--game=sandbox", "."], { INIT_CWD: scratch.path });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^cards:import failed: The game "sandbox" brings its own cards and imports none; ptcg(, [a-z-]+)*( and [a-z-]+)? do\./);
  });

  it("fails with a clear message for a source that is neither a directory nor a URL", async () => {
    const result = await run(["no/such/dir"], { INIT_CWD: scratch.path });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/cards:import failed: .*no\/such\/dir is neither a directory nor an http\(s\) URL/);
  });
});
