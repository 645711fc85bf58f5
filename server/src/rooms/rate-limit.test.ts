import { describe, expect, it } from "vitest";
import { ClientRateLimiter, DEFAULT_RATE_LIMIT, RateLimiter, WorkBuckets, rateLimitFromEnv } from "./rate-limit";

describe("per-client rate limit", () => {
  it("lets a burst through, then the average rate, then refuses", () => {
    let now = 0;
    const limiter = new ClientRateLimiter({ perSecond: 10, burst: 5, strikes: 100 }, () => now);
    const burst = Array.from({ length: 7 }, () => limiter.take());
    expect(burst).toEqual(["ok", "ok", "ok", "ok", "ok", "limited", "limited"]);
    now += 100; // one token back
    expect(limiter.take()).toBe("ok");
    expect(limiter.take()).toBe("limited");
    now += 10_000; // refilled, but never beyond the burst
    expect(Array.from({ length: 6 }, () => limiter.take()).filter((v) => v === "ok")).toHaveLength(5);
  });

  it("disconnects a client that keeps flooding, forgives an occasional excess", () => {
    let now = 0;
    const limiter = new ClientRateLimiter({ perSecond: 1, burst: 1, strikes: 3 }, () => now);
    expect(limiter.take()).toBe("ok");
    expect([limiter.take(), limiter.take(), limiter.take()]).toEqual(["limited", "limited", "limited"]);
    expect(limiter.take()).toBe("disconnect");
    const polite = new ClientRateLimiter({ perSecond: 1, burst: 1, strikes: 3 }, () => now);
    for (let second = 0; second < 20; second++) {
      now += 1000;
      expect(polite.take()).toBe("ok");
      expect(polite.take()).toBe("limited"); // one too many each second: a strike, forgiven a second later
    }
  });

  it("keeps one bucket per client", () => {
    const limiter = new RateLimiter(() => ({ perSecond: 1, burst: 2, strikes: 10 }), () => 0);
    const a = {}, b = {};
    expect([limiter.take(a), limiter.take(a), limiter.take(a)]).toEqual(["ok", "ok", "limited"]);
    expect(limiter.take(b)).toBe("ok");
  });

  it("reads its settings from the environment, with defaults", () => {
    expect(rateLimitFromEnv({})).toEqual(DEFAULT_RATE_LIMIT);
    expect(DEFAULT_RATE_LIMIT).toEqual({ perSecond: 30, burst: 60, strikes: 60 });
    expect(rateLimitFromEnv({ RATE_LIMIT_PER_SECOND: "5", RATE_LIMIT_BURST: "9", RATE_LIMIT_STRIKES: "nope" })).toEqual({ perSecond: 5, burst: 9, strikes: 60 });
  });
});

describe("buckets counted in units of work (log lines, deck-list lines)", () => {
  it("doing nothing costs nothing, and a negative count gives no credit", () => {
    const work = new WorkBuckets(() => ({ burst: 100, perSecond: 1 }), () => 0);
    const client = {};
    expect(work.take(client, 100)).toBe(true);
    expect(work.take(client, 0)).toBe(true);
    expect(work.take(client, -1_000_000)).toBe(true);
    expect(work.take(client, 1)).toBe(false);
  });

  it("a request bigger than the whole burst still goes through once the bucket is full", () => {
    let now = 0;
    const work = new WorkBuckets(() => ({ burst: 100, perSecond: 10 }), () => now);
    const client = {};
    expect(work.take(client, 5_000)).toBe(true);
    expect(work.take(client, 5_000)).toBe(false);
    now += 10_000;
    expect(work.take(client, 5_000)).toBe(true);
  });
});
