/**
 * The built client as the server hands it out: compressed for a browser that asks, its hashed
 * assets cached for good, and its page checked on every load so an upgrade is never a blank
 * page (a cached index.html would ask for assets the rebuild deleted).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlaymat, type TestServer } from "./support/playmat";

const dist = mkdtempSync(path.join(tmpdir(), "playmat-dist-"));
const SCRIPT = `console.log(${JSON.stringify("a card table ".repeat(2000))});\n`;
const PAGE = `<!doctype html><title>Playmat</title><script type="module" src="/assets/index-3f9a1c.js"></script>`;

let server: TestServer;
beforeAll(async () => {
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "index.html"), PAGE);
  writeFileSync(path.join(dist, "assets", "index-3f9a1c.js"), SCRIPT);
  server = await startPlaymat(2587, { clientDist: dist });
});
afterAll(async () => {
  await server?.shutdown();
  rmSync(dist, { recursive: true, force: true });
});

/** One GET as a browser sends it, without fetch's own decompression: the headers and the bytes as sent. */
function get(pathname: string, acceptEncoding = "gzip, deflate, br"): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: number }> {
  return new Promise((resolve, reject) => {
    const url = new URL(pathname, server.url);
    const req = request(url, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the built client, as the server hands it out", () => {
  it("sends the script compressed to a browser that accepts it, and plain to one that does not", async () => {
    const compressed = await get("/assets/index-3f9a1c.js");
    expect(compressed.status).toBe(200);
    expect(compressed.headers["content-encoding"]).toMatch(/^(br|gzip|deflate)$/);
    expect(compressed.bytes).toBeLessThan(SCRIPT.length / 10);

    const plain = await get("/assets/index-3f9a1c.js", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.bytes).toBe(SCRIPT.length);
  });

  it("lets browsers keep a hashed asset for a year: its name changes with its content", async () => {
    const { headers } = await get("/assets/index-3f9a1c.js");
    expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("has the page checked on every load, at / and at an invite link alike", async () => {
    for (const pathname of ["/", "/index.html", "/room/abc123"]) {
      const { status, headers } = await get(pathname);
      expect([pathname, status, headers["cache-control"]]).toEqual([pathname, 200, "no-cache"]);
    }
  });

  it("compresses the API's JSON too", async () => {
    // Cards the server makes up from their ids (a deck list naming cards it doesn't know).
    const ids = Array.from({ length: 60 }, (_, i) => `placeholder:${encodeURIComponent(`Invented Card ${i}|TST|${i}`)}`).join(",");
    const { status, headers } = await get(`/api/cards?ids=${ids}`);
    expect(status).toBe(200);
    expect(headers["content-type"]).toMatch(/^application\/json/);
    expect(headers["content-encoding"]).toMatch(/^(br|gzip|deflate)$/);
  });
});
