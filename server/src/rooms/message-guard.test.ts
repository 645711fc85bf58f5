import type { Client } from "@colyseus/core";
import { describe, expect, it } from "vitest";
import { CLOSE_RATE_LIMITED, guardMessages, payloadProblem } from "./message-guard";

function fakeClient() {
  const sent: [string, unknown][] = [];
  const closed: number[] = [];
  const client = { sessionId: "s1", send: (type: string, payload: unknown) => sent.push([type, payload]), leave: (code: number) => closed.push(code) };
  return { client: client as unknown as Client, sent, closed };
}
const REQUEST = { id: 1 };
const SEND = { id: undefined };

describe("payload shape", () => {
  it("accepts plain JSON-like data", () => {
    expect(payloadProblem(undefined)).toBeUndefined();
    expect(payloadProblem({ action: { type: "move", cards: [{ zone: "p1.hand", pid: "c1" }], to: { zone: "p1.row", slot: 0 } } })).toBeUndefined();
    expect(payloadProblem({ list: "4 Ralts SVI 84\n".repeat(500), name: "Zoë 😀" })).toBeUndefined();
    expect(payloadProblem(Object.assign(Object.create(null), { a: 1 }))).toBeUndefined();
  });

  it("refuses what no schema should see", () => {
    let deep: unknown = {};
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    const cases: [unknown, RegExp][] = [
      [deep, /deeper than 8/],
      [{ a: 2n }, /bigint/],
      [{ a: NaN }, /finite/],
      [[Infinity], /finite/],
      [{ a: new Date() }, /Date/],
      [{ a: new Uint8Array(3) }, /Uint8Array/],
      [{ a: new Map() }, /Map/],
      [{ a: "x\ud800" }, /surrogate/],
      [{ ["\udc00"]: 1 }, /surrogate/],
      [{ a: "x".repeat(30_000) }, /characters/],
      [Array.from({ length: 5000 }, () => 0), /values/],
      [{ a: () => 1 }, /function/],
      [{ a: Symbol("s") }, /symbol/],
    ];
    for (const [payload, problem] of cases) expect(payloadProblem(payload)).toMatch(problem);
  });
});

describe("guarded handlers", () => {
  const rateLimit = () => ({ perSecond: 1, burst: 3, strikes: 2 });
  const options = { rateLimit, roomId: () => "r1", clock: () => 0 };

  it("answers a request with its handler's reply, and a send's refusal with an error message", async () => {
    const handlers = guardMessages({ echo: (_c: Client, p: any) => (p?.ok ? { ok: true, p } : { ok: false, error: { code: "no", message: "no" } }) }, options);
    const { client, sent } = fakeClient();
    expect(handlers.echo!(client, { ok: 1 }, REQUEST)).toEqual({ ok: true, p: { ok: 1 } });
    expect(handlers.echo!(client, {}, SEND)).toBeUndefined();
    expect(sent).toEqual([["error", { ok: false, error: { code: "no", message: "no" } }]]);
  });

  it("turns a throwing or rejecting handler into a refusal", async () => {
    const handlers = guardMessages({
      boom: () => {
        throw new TypeError("Cannot read properties of undefined");
      },
      later: async () => {
        throw new Error("nope");
      },
    }, { ...options, rateLimit: () => ({ perSecond: 100, burst: 100, strikes: 100 }) });
    const { client, sent } = fakeClient();
    expect(handlers.boom!(client, {}, REQUEST)).toMatchObject({ ok: false, error: { code: "server.error" } });
    expect(handlers.boom!(client, {}, SEND)).toBeUndefined();
    await expect(handlers.later!(client, {}, REQUEST)).resolves.toMatchObject({ ok: false, error: { code: "server.error" } });
    await handlers.later!(client, {}, SEND);
    expect(sent.map(([type, p]) => [type, (p as any).error.code])).toEqual([["error", "server.error"], ["error", "server.error"]]);
  });

  it("refuses a malformed payload before the handler sees it", () => {
    let calls = 0;
    const handlers = guardMessages({ act: () => ++calls }, options);
    const { client } = fakeClient();
    expect(handlers.act!(client, { a: 1n }, REQUEST)).toMatchObject({ ok: false, error: { code: "message.invalid" } });
    expect(calls).toBe(0);
  });

  it("refuses over the limit, then disconnects a flood", () => {
    let calls = 0;
    const handlers = guardMessages({ act: () => ({ ok: true, n: ++calls }) }, options);
    const { client, closed } = fakeClient();
    const replies = Array.from({ length: 6 }, () => handlers.act!(client, {}, REQUEST) as any);
    expect(replies.map((r) => r.ok === true || r.error.code)).toEqual([true, true, true, "rate.limited", "rate.limited", "rate.limited"]);
    expect(calls).toBe(3);
    expect(closed).toEqual([CLOSE_RATE_LIMITED]);
  });

  it("rate-limits unknown message types too, and names them back", () => {
    const seen: unknown[] = [];
    const handlers = guardMessages({ "*": (_c: Client, type: string | number) => seen.push(type) }, options);
    const { client } = fakeClient();
    for (let i = 0; i < 5; i++) handlers["*"]!(client, "nope", new Uint8Array(1) as never);
    expect(seen).toEqual(["nope", "nope", "nope"]);
  });
});
