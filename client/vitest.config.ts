import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    setupFiles: ["./src/test-setup.ts"],
    // A test that renders the whole table in jsdom takes a second or two on a quiet machine and
    // several on a busy one: the bound catches a hang, it checks no speed.
    testTimeout: 15_000,
    reporters: ["default", ["json", { outputFile: "../test-results/client.json" }]],
  },
});
