import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./chromium";

/** A port of its own, so the browser suite can run beside the integration suites. */
export const E2E_PORT = Number(process.env.PLAYMAT_E2E_PORT ?? 2590);

export default defineConfig({
  testDir: "./tests",
  outputDir: "../test-results/e2e-artifacts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["json", { outputFile: "../test-results/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: "chromium",
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 720 },
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
  },
  webServer: {
    // PLAYMAT_E2E_SERVER and CLIENT_DIST point at other builds (the environment is passed through).
    command: `node ${process.env.PLAYMAT_E2E_SERVER ?? "../server/dist/index.js"}`,
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      PLAYMAT_TEST_MODE: "1",
      DATABASE_URL: "sqlite::memory:",
      LOG_LEVEL: "warn",
    },
  },
});
