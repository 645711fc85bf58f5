/**
 * Card lines looked up per client address over HTTP: an allowance that refills, a clear wait
 * when it is spent, and a map of addresses that stays bounded however many addresses come.
 */
import { describe, expect, it } from "vitest";
import { AddressBuckets } from "./address-buckets";

function clocked(limit = { burst: 100, perSecond: 10 }, maxAddresses = 10_000) {
  let now = 0;
  const buckets = new AddressBuckets(() => limit, maxAddresses, () => now);
  return { buckets, advance: (ms: number) => (now += ms) };
}

describe("deck-list lines looked up per address", () => {
  it("allows the burst at once, then refuses with the seconds until the lines are there", () => {
    const { buckets, advance } = clocked();
    expect(buckets.take("203.0.113.7", 60)).toEqual({ ok: true });
    expect(buckets.take("203.0.113.7", 40)).toEqual({ ok: true });
    expect(buckets.take("203.0.113.7", 25)).toEqual({ ok: false, retryAfter: 3 });
    advance(2_000);
    expect(buckets.take("203.0.113.7", 25)).toEqual({ ok: false, retryAfter: 1 });
    advance(500);
    expect(buckets.take("203.0.113.7", 25)).toEqual({ ok: true });
  });

  it("counts each address apart", () => {
    const { buckets } = clocked();
    expect(buckets.take("203.0.113.7", 100)).toEqual({ ok: true });
    expect(buckets.take("203.0.113.7", 1).ok).toBe(false);
    expect(buckets.take("198.51.100.2", 100)).toEqual({ ok: true });
  });

  it("lets a list bigger than the whole burst through once the bucket is full", () => {
    const { buckets, advance } = clocked({ burst: 50, perSecond: 10 });
    expect(buckets.take("203.0.113.7", 200)).toEqual({ ok: true });
    expect(buckets.take("203.0.113.7", 200)).toEqual({ ok: false, retryAfter: 5 });
    advance(5_000);
    expect(buckets.take("203.0.113.7", 200)).toEqual({ ok: true });
  });

  it("keeps at most so many addresses: refilled ones go first, then the oldest", () => {
    const { buckets, advance } = clocked({ burst: 100, perSecond: 10 }, 3);
    buckets.take("a", 100);
    buckets.take("b", 100);
    buckets.take("c", 5);
    advance(1_000); // c has refilled; a and b have not
    buckets.take("d", 100);
    expect(buckets.size).toBe(3);
    // a kept its spent bucket: still refused
    expect(buckets.take("a", 100).ok).toBe(false);
    // Three busy addresses and a fourth comes: the oldest (a) is let go.
    buckets.take("e", 100);
    expect(buckets.size).toBe(3);
    expect(buckets.take("b", 100).ok).toBe(false);
    for (let i = 0; i < 1_000; i++) buckets.take(`x${i}`, 100);
    expect(buckets.size).toBe(3);
  });
});
