import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { gameById } from "@playmat/shared";
import { CardStore, type GameCards } from "../../../src/cards/card-store";
import { directorySource, importCardData as importInto, openCardDataSource, urlSource, type CardDataSource } from "../../../src/cards/import";
import { openDatabase, type Database } from "../../../src/store/database";

/** The Pokémon game's card data format: the pokemon-tcg-data layout. */
const FORMAT = gameById("ptcg")!.decks!.cardDataFormat!;
const importCardData = (source: CardDataSource, store: GameCards) => importInto(source, FORMAT, store);

const REPO_ROOT = path.resolve(fileURLToPath(import.meta.url), "../../../../..");
/** Playmat's own invented cards, in the pokemon-tcg-data layout. */
const PROJECT_FIXTURES = path.join(REPO_ROOT, "shared", "fixtures", "pokemon-tcg-data");

let db: Kysely<Database>;
let store: GameCards;
beforeEach(async () => {
  db = await openDatabase(":memory:");
  store = (await CardStore.open(db)).of("ptcg");
});
afterEach(() => db.destroy());

const scratch = mkdtempSync(path.join(tmpdir(), "playmat-import-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A pokemon-tcg-data copy made of the given files, in a fresh directory. */
function copyWith(files: Record<string, unknown>): string {
  const root = mkdtempSync(path.join(scratch, "copy-"));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), typeof content === "string" ? content : JSON.stringify(content));
  }
  return root;
}

describe("importing a pokemon-tcg-data directory as the Pokémon game's card data", () => {
  it("imports every set listed in sets/en.json, with its ptcgoCode as the cards' set", async () => {
    const summary = await importCardData(directorySource(PROJECT_FIXTURES), store);
    expect(summary).toEqual({ sets: 2, cards: 31, missingSets: [] });
    expect((await store.find({ name: "Voltkit", set: "PMA", number: "GG04" }))?.id).toBe("demo-pmagg-GG04");
  });

  it("skips a listed set that has no cards file, and says which", async () => {
    const root = copyWith({
      "sets/en.json": [{ id: "ghost", name: "Ghost Set", ptcgoCode: "GST" }, { id: "tiny", name: "Tiny Set" }],
      "cards/en/tiny.json": [{ id: "tiny-1", name: "Pebble", supertype: "Pokémon", subtypes: ["Basic"], hp: "30", number: "1" }],
    });
    expect(await importCardData(directorySource(root), store)).toEqual({ sets: 1, cards: 1, missingSets: ["ghost"] });
    const pebble = (await store.get(["tiny-1"])).get("tiny-1");
    expect(pebble).toMatchObject({ name: "Pebble", hp: 30 });
    expect(pebble).not.toHaveProperty("set");
  });

  it("explains a directory that is not a pokemon-tcg-data copy", async () => {
    await expect(importCardData(directorySource(copyWith({ "README.md": "hi" })), store)).rejects.toThrow(/No sets\/en\.json under/);
    await expect(openCardDataSource(path.join(scratch, "missing"))).rejects.toThrow(/neither a directory nor an http\(s\) URL/);
  });

  it("explains a file in the wrong shape or not JSON", async () => {
    const wrongShape = copyWith({ "sets/en.json": [{ id: "s" }] });
    await expect(importCardData(directorySource(wrongShape), store)).rejects.toThrow(/not in the pokemon-tcg-data layout \(0\.name/);
    const notJson = copyWith({ "sets/en.json": [{ id: "s", name: "S" }], "cards/en/s.json": "{oops" });
    await expect(importCardData(directorySource(notJson), store)).rejects.toThrow(/s\.json is not valid JSON/);
  });
});

/** A port nobody listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((listening) => probe.listen(0, "127.0.0.1", listening));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((closed) => probe.close(() => closed()));
  return port;
}

describe("importing from a URL", () => {
  let server: Server;
  let root: string;
  beforeAll(async () => {
    // Serves the project fixtures like raw.githubusercontent.com serves a repository.
    server = createServer((request, response) => {
      if (request.url?.startsWith("/broken/")) return void response.writeHead(500).end();
      let body: Buffer;
      try {
        body = readFileSync(path.join(PROJECT_FIXTURES, decodeURIComponent(request.url!.replace(/^\/data\//, ""))));
      } catch {
        return void response.writeHead(404).end("404: Not Found");
      }
      response.writeHead(200, { "content-type": "application/json" }).end(body);
    });
    await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
    root = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

  it("fetches sets/en.json, then each set's cards file", async () => {
    const source = await openCardDataSource(`${root}/data`);
    expect(await importCardData(source, store)).toEqual({ sets: 2, cards: 31, missingSets: [] });
  });

  it("says which URL failed and why", async () => {
    await expect(importCardData(urlSource(`${root}/nothing-here/`), store)).rejects.toThrow(/No sets\/en\.json under http:\/\/127\.0\.0\.1/);
    await expect(importCardData(urlSource(`${root}/broken`), store)).rejects.toThrow(/Could not fetch .*\/broken\/sets\/en\.json: HTTP 500/);
    const closed = `http://127.0.0.1:${await closedPort()}/`;
    await expect(importCardData(urlSource(closed), store)).rejects.toThrow(`Could not fetch ${closed}sets/en.json: connect ECONNREFUSED`);
  });
});
