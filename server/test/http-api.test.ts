/**
 * The HTTP API answers in JSON whatever it is sent: a body that is not JSON, one over the size
 * limit, a route that does not exist and a failure of the server's own each get
 * `{ ok: false, error: { code, message } }`, the shape the lobby reads, and never a stack trace.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startPlaymat, type TestServer } from "./support/playmat";

let server: TestServer;
beforeAll(async () => {
  server = await startPlaymat(2586);
});
afterAll(async () => {
  await server?.shutdown();
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function answer(path: string, init?: RequestInit) {
  const res = await fetch(`${server.url}${path}`, init);
  const text = await res.text();
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  expect(text).not.toMatch(/node_modules|\n\s+at |<html/i);
  return { status: res.status, body: JSON.parse(text) as { ok: boolean; error?: { code: string; message: string } } };
}

const postJson = (body: string): RequestInit => ({ method: "POST", headers: { "content-type": "application/json" }, body });

describe("the HTTP API, sent what it can't use", () => {
  it("answers a body that is not JSON with message.invalid, and prints nothing", async () => {
    const printed = vi.spyOn(console, "error");
    expect(await answer("/api/decks/resolve", postJson("{not json"))).toEqual({
      status: 400,
      body: { ok: false, error: { code: "message.invalid", message: "The request body is not valid JSON." } },
    });
    expect(printed).not.toHaveBeenCalled();
  });

  it("answers a body over 32 KB with message.too-large", async () => {
    const list = "4 Invented Card XYZ 1\n".repeat(2000);
    expect(await answer("/api/decks/resolve", postJson(JSON.stringify({ list })))).toEqual({
      status: 413,
      body: { ok: false, error: { code: "message.too-large", message: "The request body is over the 32 KB this server reads." } },
    });
  });

  it("answers a route it doesn't have with api.unknown", async () => {
    expect(await answer("/api/tables/everything")).toEqual({
      status: 404,
      body: { ok: false, error: { code: "api.unknown", message: "There is no GET /api/tables/everything on this server." } },
    });
  });

  it("answers a failure of its own with server.error, without its message or stack", async () => {
    vi.spyOn(server.cards, "get").mockRejectedValue(new Error("SQLITE_CORRUPT at /var/lib/playmat/playmat.db"));
    expect(await answer("/api/cards?ids=sv1-1")).toEqual({
      status: 500,
      body: { ok: false, error: { code: "server.error", message: "The server failed on this request; it was logged." } },
    });
  });

  it("still answers what it can use", async () => {
    const { status, body } = await answer("/api/decks/resolve", postJson(JSON.stringify({ demo: "demo-ember-owls" })));
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
  });
});
