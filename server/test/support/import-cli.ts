/** Runs `npm run cards:import`'s script as npm would, from an unrelated directory. */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

export const REPO_ROOT = path.resolve(fileURLToPath(import.meta.url), "../../../..");
const CLI = path.join(REPO_ROOT, "server", "src", "cards", "import-cli.ts");
const TSX = path.join(REPO_ROOT, "node_modules", ".bin", "tsx");

/** A fresh directory to run from and put databases in; `remove` when done. */
export function scratchDirectory(): { path: string; remove(): void } {
  const directory = mkdtempSync(path.join(tmpdir(), "playmat-cli-"));
  return { path: directory, remove: () => rmSync(directory, { recursive: true, force: true }) };
}

export async function runImportCli(args: string[], env: Record<string, string>, cwd: string) {
  try {
    const { stdout, stderr } = await promisify(execFile)(TSX, [CLI, ...args], { cwd, env: { ...process.env, ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
