/**
 * The HTTP requests that cost the server work (deck previews, game records) are counted per
 * address: past the limit the answer is a clear 429 in the API's JSON shape with Retry-After,
 * the work is not done, and the rest of the API still answers. Config parsing of TRUST_PROXY.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PTCG_DECKS } from "@playmat/shared";
import { listFor, parseList } from "../src/decks/deck-loader";
import { trustProxyFromEnv } from "../src/http/api-limit";
import { startPlaymat, type TestServer } from "./support/playmat";

const LIMIT = 3;
let server: TestServer;

const preview = (body: unknown = { demo: "demo-ember-owls" }) =>
  fetch(`${server.url}/api/decks/resolve`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("deck previews and game records from one address", () => {
  beforeAll(async () => {
    server = await startPlaymat(2570, { apiWorkPerMinute: LIMIT });
  });
  afterAll(async () => {
    await server?.shutdown();
  });
  it("are answered up to the limit, then refused with api.rate-limited until the minute is over, without doing the work", async () => {
    // A preview looks up every card its list names: the lookups are what a refusal must spare.
    const lookups = vi.spyOn(server.cards, "find");
    const answered = [];
    for (let i = 0; i < LIMIT - 1; i++) answered.push(await preview());
    expect(lookups).toHaveBeenCalled();
    // A game record counts with the previews: the one request left.
    const record = await fetch(`${server.url}/api/replays/no-such-record-here`);
    expect(record.status).toBe(404);
    for (const res of answered) {
      expect(res.status).toBe(200);
      expect(((await res.json()) as { ok: boolean }).ok).toBe(true);
    }

    lookups.mockClear();
    const refused = await preview();
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = (await refused.json()) as { ok: boolean; error: { code: string; message: string } };
    expect(body.ok).toBe(false);
    expect(body.error.code).toBe("api.rate-limited");
    expect(body.error.message).toMatch(/^Too many deck previews and game records from your address \(3 a minute\): try again in \d+ s\.$/);
    expect(lookups).not.toHaveBeenCalled();

    const recordRefused = await fetch(`${server.url}/api/replays/no-such-record-here`);
    expect(recordRefused.status).toBe(429);
    lookups.mockRestore();
  });

  it("leave the rest of the API answering", async () => {
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    const cards = await fetch(`${server.url}/api/cards?ids=demo-ember-owl`);
    expect(cards.status).toBe(200);
  });
});

describe("card lines looked up from one address", () => {
  // One demo deck's lines and a few more: the second preview of it must wait.
  const demoLines = parseList(listFor({ demo: "demo-ember-owls" }, PTCG_DECKS), PTCG_DECKS).entries.length;
  beforeAll(async () => {
    server = await startPlaymat(2569, { apiWorkPerMinute: 1000, deckLookups: { burst: demoLines + 5, perSecond: 1 } });
  });
  afterAll(async () => {
    await server?.shutdown();
  });

  it("are counted per line: past the allowance a preview is refused with deck.too-fast and Retry-After, before any lookup", async () => {
    const lookups = vi.spyOn(server.cards, "find");
    const first = await preview();
    expect(first.status).toBe(200);
    expect(lookups).toHaveBeenCalled();

    lookups.mockClear();
    const refused = await preview();
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(demoLines - 5);
    expect(retryAfter).toBeLessThanOrEqual(demoLines);
    const body = (await refused.json()) as { ok: boolean; error: { code: string; message: string } };
    expect(body).toEqual({ ok: false, error: { code: "deck.too-fast", message: `You looked up too many deck lists at once: try again in ${retryAfter} s.` } });
    expect(lookups).not.toHaveBeenCalled();

    // A short list fits in what is left; a list no table takes costs nothing and says why.
    expect((await preview({ list: "4 Ember Owl DEMO 1" })).status).toBe(200);
    const invalid = await preview({ list: "no cards here" });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { error: { code: string } }).error.code).toBe("deck.invalid");
    lookups.mockRestore();
  });
});

describe("TRUST_PROXY", () => {
  it.each([
    [undefined, false],
    ["", false],
    ["false", false],
    ["0", false],
    ["1", 1],
    ["2", 2],
    ["loopback", "loopback"],
    [" 10.0.0.0/8, 127.0.0.1 ", "10.0.0.0/8, 127.0.0.1"],
  ])("reads %j as %j", (value, expected) => {
    expect(trustProxyFromEnv(value)).toBe(expected);
  });
});
