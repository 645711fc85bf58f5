import { describe, expect, it } from "vitest";
import { GuessLimiter } from "./guess-limiter";
import { checkGuess, hashSecret } from "./secrets";

const perAddress = { burst: 10, perMinute: 10 };
const limits = () => ({ perAddress, perSecret: { burst: 25, perMinute: 30 } });

describe("the guess limiter", () => {
  it("allows an address ten guesses at once, then one every six seconds; other addresses keep theirs", () => {
    let now = 0;
    const limiter = new GuessLimiter(limits, () => now);
    for (let i = 0; i < 10; i++) expect(limiter.take("secret", "stranger")).toBe("ok");
    expect(limiter.take("secret", "stranger")).toBe("address");
    expect(limiter.take("secret", "judge")).toBe("ok");
    expect(limiter.take("other secret", "stranger")).toBe("ok");
    now += 5_900;
    expect(limiter.take("secret", "stranger")).toBe("address");
    now += 200;
    expect(limiter.take("secret", "stranger")).toBe("ok");
    expect(limiter.take("secret", "stranger")).toBe("address");
  });

  it("stops every address at the secret's ceiling, without holding the unchecked guess against an address", () => {
    let now = 0;
    // Addresses that take minutes to get a guess back: what the judge has left shows.
    const slowly = { burst: 10, perMinute: 0.001 };
    const limiter = new GuessLimiter(() => ({ perAddress: slowly, perSecret: { burst: 25, perMinute: 30 } }), () => now);
    for (let i = 0; i < 5; i++) expect(limiter.take("secret", "judge")).toBe("ok");
    for (let i = 0; i < 20; i++) expect(limiter.take("secret", `address-${i % 4}`)).toBe("ok");
    for (let i = 0; i < 3; i++) expect(limiter.take("secret", "judge")).toBe("secret");
    expect(limiter.take("secret", "address-0")).toBe("secret");
    now += 2_000; // the ceiling gives one back every two seconds
    expect(limiter.take("secret", "judge")).toBe("ok");
    now += 60_000;
    // The three refused tries cost the judge nothing: four left of ten.
    for (let i = 0; i < 4; i++) expect(limiter.take("secret", "judge")).toBe("ok");
    expect(limiter.take("secret", "judge")).toBe("address");
  });

  it("holds a right guess against neither count", async () => {
    const limiter = new GuessLimiter(limits, () => 0);
    const stored = await hashSecret("sesame");
    for (let i = 0; i < 20; i++) expect(await checkGuess("sesame", stored, "judge", limiter)).toBe("right");
    for (let i = 0; i < 10; i++) expect(await checkGuess(`guess-${i}`, stored, "judge", limiter)).toBe("wrong");
    expect(await checkGuess("sesame", stored, "judge", limiter)).toBe("limited-address");
  });

  it("counts guesses racing each other before any of them is checked", async () => {
    const limiter = new GuessLimiter(limits, () => 0);
    const stored = await hashSecret("sesame");
    const verdicts = await Promise.all(Array.from({ length: 14 }, (_, i) => checkGuess(`guess-${i}`, stored, "stranger", limiter)));
    expect(verdicts.filter((v) => v === "wrong")).toHaveLength(10);
    expect(verdicts.filter((v) => v === "limited-address")).toHaveLength(4);
  });

  it("forgets fully refilled buckets first when it tracks too many", () => {
    let now = 0;
    const limiter = new GuessLimiter(() => ({ perAddress: { burst: 2, perMinute: 60 }, perSecret: { burst: 100, perMinute: 60 } }), () => now, 3);
    limiter.take("s", "a"); limiter.take("s", "a"); // a: used up
    limiter.take("s", "b");
    limiter.take("s", "c");
    now += 1_000; // b and c refill (one a second); a has one back
    limiter.take("s", "d"); // prunes b and c
    expect(limiter.take("s", "a")).toBe("ok");
    expect(limiter.take("s", "a")).toBe("address");
  });
});
