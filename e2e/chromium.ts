/**
 * Finds the Chromium the browser tests drive: $CHROMIUM_PATH, else /usr/bin/chromium, else
 * Debian's `chromium` package installed when running as root. Never a browser download.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const DEFAULT = "/usr/bin/chromium";

export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist.`);
    return fromEnv;
  }
  if (existsSync(DEFAULT)) return DEFAULT;
  if (process.getuid?.() === 0) {
    console.log("Chromium not found: installing Debian's chromium package…");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit" });
    if (existsSync(DEFAULT)) return DEFAULT;
  }
  throw new Error("Browser tests need Chromium: run `sudo apt-get install -y chromium`, or set CHROMIUM_PATH to a Chromium binary.");
}

/** Flags for headless Chromium on a closed network (see the stack notes). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
