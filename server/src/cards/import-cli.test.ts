import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const REPO_ROOT = path.resolve(fileURLToPath(import.meta.url), "../../../..");
const CLI = path.join(REPO_ROOT, "server", "src", "cards", "import-cli.ts");
const TSX = path.join(REPO_ROOT, "node_modules", ".bin", "tsx");
const scratch = mkdtempSync(path.join(tmpdir(), "playmat-cli-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs the CLI from an unrelated directory, as `npm run cards:import -- ...` would from anywhere. */
async function runCli(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(TSX, [CLI, ...args], { cwd: scratch, env: { ...process.env, ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("npm run cards:import", () => {
  it("imports a directory given relative to where it was typed, and reports sets and cards", async () => {
    const database = path.join(scratch, "db", "cards.db");
    const result = await runCli(["--", "shared/fixtures/pokemon-tcg-data"], { DATABASE_URL: `sqlite:${database}`, INIT_CWD: REPO_ROOT });
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(result.stdout).toMatch(/^Imported 2 sets, 31 cards from .*shared\/fixtures\/pokemon-tcg-data into sqlite:/);
    expect(existsSync(database)).toBe(true);
  });

  it("explains its usage when no source is given", async () => {
    const result = await runCli([], { DATABASE_URL: ":memory:" });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/Usage: npm run cards:import -- <pokemon-tcg-data directory \| URL/);
  });

  it("fails with a clear message for a source that is neither a directory nor a URL", async () => {
    const result = await runCli(["no/such/dir"], { DATABASE_URL: ":memory:", INIT_CWD: scratch });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/cards:import failed: .*no\/such\/dir is neither a directory nor an http\(s\) URL/);
  });
});
