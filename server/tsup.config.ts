import { defineConfig } from "tsup";

// One file for the server, with shared/ compiled in (it ships as TypeScript source).
export default defineConfig({
  entry: ["src/index.ts"],
  format: ["esm"],
  platform: "node",
  target: "node20",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  noExternal: [/^@playmat\//],
});
