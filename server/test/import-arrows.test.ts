/**
 * The way imports may run, read from the sources: the engine at the bottom, test kits only in
 * tests, no module that needs itself to load, and other workspaces through the package's two
 * doors ("@playmat/shared" and "@playmat/shared/testing"). CONTEXT.md says why.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const WORKSPACES = ["shared/src", "server/src", "server/test", "server/bench", "client/src", "e2e"];

interface Import {
  from: string;
  /** What the import names: a relative path resolved to a file, or a package specifier. */
  target: string;
  /** `import type` (or only `type` names): gone once compiled, so it makes no load-time cycle. */
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(full);
  }
  return out;
}

const IMPORT = /^\s*(?:import|export)\s+(type\s+)?([^;]*?)\s+from\s+"([^"]+)"/gms;
const onlyTypes = (names: string): boolean => /^\{[^}]*\}$/s.test(names) && names.slice(1, -1).split(",").map((n) => n.trim()).filter(Boolean).every((n) => n.startsWith("type "));

function resolveRelative(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), base]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // not this one
    }
  }
  return base;
}

function importsOf(file: string): Import[] {
  const source = readFileSync(file, "utf8");
  return [...source.matchAll(IMPORT)].map(([, typeKeyword, names, specifier]) => ({
    from: file,
    target: specifier!.startsWith(".") ? resolveRelative(file, specifier!) : specifier!,
    typeOnly: Boolean(typeKeyword) || onlyTypes(names!),
  }));
}

const files = WORKSPACES.flatMap((dir) => sourceFiles(path.join(repo, dir)));
const imports = new Map(files.map((file) => [file, importsOf(file)]));
const relative = (file: string) => path.relative(repo, file);
/** Test files, and everything under server/test/ and e2e/: suites and their support, never shipped. */
const isTest = (file: string) =>
  /\.(test|spec)\.tsx?$/.test(file) || file.startsWith(path.join(repo, "e2e")) || file.startsWith(path.join(repo, "server/test") + path.sep);
const inTesting = (file: string) => file.split(path.sep).includes("testing");

describe("import arrows", () => {
  it("no module needs itself to load (a runtime import cycle)", () => {
    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const stack: string[] = [];
    const visit = (file: string) => {
      state.set(file, "open");
      stack.push(file);
      for (const { target, typeOnly } of imports.get(file) ?? []) {
        if (typeOnly || !imports.has(target)) continue;
        if (state.get(target) === "open") cycles.push(stack.slice(stack.indexOf(target)).map(relative).join(" → "));
        else if (!state.has(target)) visit(target);
      }
      stack.pop();
      state.set(file, "done");
    };
    for (const file of files) if (!state.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });

  it("the engine imports only the engine: games, the log, records and the protocol build on it", () => {
    const engine = path.join(repo, "shared/src/engine") + path.sep;
    // The card model still lives beside the card importer; it moves into the engine's piece
    // model when Pokémon's card fields leave it (a game is a folder).
    const cardTypes = path.join(repo, "shared/src/cards/types.ts");
    const upward = files
      .filter((file) => file.startsWith(engine) && !isTest(file))
      .flatMap((file) => imports.get(file)!.filter((i) => i.target.startsWith(repo) && !i.target.startsWith(engine)))
      .filter((i) => !(i.typeOnly && i.target === cardTypes))
      .map((i) => `${relative(i.from)} → ${relative(i.target)}`);
    expect(upward).toEqual([]);
  });

  it("test kits are imported by tests and other test kits only", () => {
    const leaks = files
      .filter((file) => !isTest(file) && !inTesting(file))
      .flatMap((file) => imports.get(file)!.filter((i) => i.target === "@playmat/shared/testing" || (i.target.startsWith(repo) && inTesting(i.target))))
      .map((i) => `${relative(i.from)} → ${i.target.startsWith(repo) ? relative(i.target) : i.target}`);
    expect(leaks).toEqual([]);
  });

  it("other workspaces reach shared through its index or its test kits, never past them", () => {
    const deep = files
      .filter((file) => !file.startsWith(path.join(repo, "shared")))
      .flatMap((file) => imports.get(file)!.filter((i) => i.target.startsWith("@playmat/shared/") && i.target !== "@playmat/shared/testing"))
      .map((i) => `${relative(i.from)} → ${i.target}`);
    expect(deep).toEqual([]);
  });
});
