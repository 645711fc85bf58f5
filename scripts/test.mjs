#!/usr/bin/env node
// `npm test`: type-check every workspace, then run every suite (unit, integration against a
// real server, Playwright in Chromium), then print one totals line from the JSON reports.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const results = path.join(root, "test-results");
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1", FORCE_COLOR: process.env.CI ? "0" : "1" };
const turbo = (...args) => spawnSync("npx", ["turbo", "run", ...args, "--output-logs=full"], { cwd: root, stdio: "inherit", env }).status ?? 1;

const typecheck = turbo("typecheck");
// Two workers at most: the machine has two cores and the browser suite needs one.
const tests = typecheck === 0 ? turbo("test", "--concurrency=2", "--continue") : 1;

let passed = 0, failed = 0, skipped = 0;
for (const file of ["shared.json", "client.json", "server.json", "e2e.json"]) {
  const report = path.join(results, file);
  if (!existsSync(report)) continue;
  const json = JSON.parse(readFileSync(report, "utf8"));
  if (json.stats) {
    // Playwright's JSON reporter.
    passed += json.stats.expected + (json.stats.flaky ?? 0);
    failed += json.stats.unexpected;
    skipped += json.stats.skipped;
  } else {
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    skipped += json.numPendingTests + (json.numTodoTests ?? 0);
  }
}
if (typecheck !== 0) console.log("Type-check failed: no tests were run.");
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(typecheck !== 0 || tests !== 0 || failed > 0 ? 1 : 0);
