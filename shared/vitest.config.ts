import { defineConfig } from "vitest/config";

/**
 * The engine's copy fuzz (src/games/ptcg/engine-rules/copy.test.ts) plays COPY_FUZZ_GAMES random games
 * (default 3) from COPY_FUZZ_SEED (default 1; "random" explores new ones). Handed to the tests
 * with `provide`: shared/ itself knows no process or environment.
 */
function copyFuzz(): { games: number; seed: number } {
  const games = Number(process.env.COPY_FUZZ_GAMES || 3);
  const given = process.env.COPY_FUZZ_SEED || "1";
  const seed = given === "random" ? Math.floor(Math.random() * 2 ** 31) : Number(given);
  if (!Number.isInteger(games) || games < 1) throw new Error("COPY_FUZZ_GAMES must be a positive integer");
  if (!Number.isInteger(seed)) throw new Error('COPY_FUZZ_SEED must be an integer or "random"');
  return { games, seed };
}

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    reporters: ["default", ["json", { outputFile: "../test-results/shared.json" }]],
    provide: { copyFuzz: copyFuzz() },
  },
});
