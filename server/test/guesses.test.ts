/**
 * Guessing a table's password or judge code: each wrong guess costs the guesser a refusal and
 * the table one of ten guesses (then one every six seconds); past that every guess is turned
 * down unchecked, the right one too. Other tables are not affected. Checks that pile up
 * server-wide are refused at once rather than queued without end.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLogs } from "./support/capture-logs";
import { checkGuess, GuessLimiter, hashSecret, SecretsBusy, verifySecret } from "../src/rooms/secrets";
import { createTable, joinTable, startPlaymat, type TestServer } from "./support/playmat";

describe("guessing a table's secrets, against a real server", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startPlaymat(2583);
  });
  afterAll(async () => {
    await server?.shutdown();
  });

  it("refuses the right password after ten wrong ones, at that table only", async () => {
    const guarded = await createTable(server, { roomName: "Guarded", password: "pw-right-1" }, { label: "g-p1", name: "Alice" });
    const other = await createTable(server, { roomName: "Other", password: "pw-right-2" }, { label: "o-p1", name: "Olga" });
    for (let i = 0; i < 10; i++) {
      await expect(joinTable(server, guarded.welcome.roomId, { label: `guess-${i}`, role: "spectator", password: `wrong-${i}` })).rejects.toThrow("Wrong room password.");
    }
    await expect(joinTable(server, guarded.welcome.roomId, { label: "right-too-late", role: "spectator", password: "pw-right-1" }))
      .rejects.toThrow("Too many wrong guesses at this table's room password: try again in a minute.");

    const watcher = await joinTable(server, other.welcome.roomId, { label: "o-spectator", role: "spectator", password: "pw-right-2" });
    expect(watcher.welcome.role).toBe("spectator");
  });

  it("tells a join without the password or judge code what is missing, and counts it as no guess", async () => {
    const table = await createTable(server, { roomName: "Asks", password: "pw-ask", judgeCode: "judge-code-7" }, { label: "a-p1", name: "Alice" });
    for (let i = 0; i < 12; i++) {
      await expect(joinTable(server, table.welcome.roomId, { label: `np-${i}`, role: "spectator", password: "" })).rejects.toThrow("This room has a password: enter it to join.");
      await expect(joinTable(server, table.welcome.roomId, { label: `nj-${i}`, role: "judge", password: "pw-ask" })).rejects.toThrow("Enter the room's judge code to join as judge.");
    }
    expect((await joinTable(server, table.welcome.roomId, { label: "a-spectator", role: "spectator", password: "pw-ask" })).welcome.role).toBe("spectator");
    expect((await joinTable(server, table.welcome.roomId, { label: "a-judge", role: "judge", password: "pw-ask", judgeCode: "judge-code-7" })).welcome.role).toBe("judge");
  });

  it("counts judge-code guesses apart from the password's", async () => {
    const table = await createTable(server, { roomName: "Judged", password: "pw-j", judgeCode: "judge-code-9" }, { label: "j-p1", name: "Alice" });
    for (let i = 0; i < 10; i++) {
      await expect(joinTable(server, table.welcome.roomId, { label: `jg-${i}`, role: "judge", password: "pw-j", judgeCode: `nope-${i}` })).rejects.toThrow("Wrong judge code.");
    }
    await expect(joinTable(server, table.welcome.roomId, { label: "jg-late", role: "judge", password: "pw-j", judgeCode: "judge-code-9" }))
      .rejects.toThrow("Too many wrong guesses at this table's judge code");
    const spectator = await joinTable(server, table.welcome.roomId, { label: "j-spectator", role: "spectator", password: "pw-j" });
    expect(spectator.welcome.role).toBe("spectator");
  });

  it("logs each refused join as one line at info level, with its reason and no stack or secret", async () => {
    const table = await createTable(server, { roomName: "Logged", password: "pw-logged", judgeCode: "judge-logged" }, { label: "l-p1", name: "Alice" });
    const logged: string[] = [];
    const restore = captureLogs(logged, "info");
    try {
      await expect(joinTable(server, table.welcome.roomId, { label: "l-pw", role: "spectator", password: "tried-password" })).rejects.toThrow("Wrong room password.");
      await expect(joinTable(server, table.welcome.roomId, { label: "l-jc", role: "judge", password: "pw-logged", judgeCode: "tried-code" })).rejects.toThrow("Wrong judge code.");
    } finally {
      restore();
    }
    // The test's own SDK clients print to the console too: the server's lines are pino's JSON.
    const lines = logged.filter((line) => line.startsWith("{")).map((line) => JSON.parse(line) as Record<string, unknown>);
    const room = table.welcome.roomId;
    expect(lines.filter((line) => line.msg === "join refused")).toEqual([
      { level: 30, time: expect.any(Number), room, reason: "Wrong room password.", msg: "join refused" },
      { level: 30, time: expect.any(Number), room, reason: "Wrong judge code.", msg: "join refused" },
    ]);
    expect(lines.filter((line) => Number(line.level) >= 40 || "stack" in line || "err" in line)).toEqual([]);
    expect(logged.join("\n")).not.toMatch(/\n\s+at |tried-password|tried-code/);
  });
});

describe("the guess limiter", () => {
  it("allows ten wrong guesses at once, then one every six seconds; right guesses don't count", async () => {
    let now = 0;
    const limiter = new GuessLimiter(10, 10, () => now);
    const stored = await hashSecret("sesame");
    expect(await checkGuess("sesame", stored, limiter)).toBe("right");
    for (let i = 0; i < 10; i++) expect(await checkGuess(`guess-${i}`, stored, limiter)).toBe("wrong");
    expect(await checkGuess("sesame", stored, limiter)).toBe("limited");
    now += 5_900;
    expect(await checkGuess("sesame", stored, limiter)).toBe("limited");
    now += 200;
    expect(await checkGuess("sesame", stored, limiter)).toBe("right");
    expect(await checkGuess("wrong again", stored, limiter)).toBe("wrong");
    expect(await checkGuess("sesame", stored, limiter)).toBe("limited");
  });

  it("counts guesses racing each other before any of them is checked", async () => {
    const limiter = new GuessLimiter(10, 10, () => 0);
    const stored = await hashSecret("sesame");
    const verdicts = await Promise.all(Array.from({ length: 14 }, (_, i) => checkGuess(`guess-${i}`, stored, limiter)));
    expect(verdicts.filter((v) => v === "wrong")).toHaveLength(10);
    expect(verdicts.filter((v) => v === "limited")).toHaveLength(4);
  });

  it("forgets fully refilled secrets first when it tracks too many", async () => {
    let now = 0;
    const limiter = new GuessLimiter(2, 60, () => now, 3);
    limiter.take("a"); limiter.take("a"); // a: used up
    limiter.take("b");
    limiter.take("c");
    now += 1_000; // b and c refill (one a second); a has one back
    limiter.take("d"); // prunes b and c
    expect(limiter.take("a")).toBe(true);
    expect(limiter.take("a")).toBe(false);
  });
});

describe("secret checks under a flood", () => {
  it("runs two at a time, queues a hundred, and refuses the rest at once", async () => {
    const stored = await hashSecret("sesame");
    const checks = Array.from({ length: 105 }, () => verifySecret("guess", stored).then(() => "checked", (error: unknown) => error));
    const settled = await Promise.all(checks);
    expect(settled.filter((s) => s === "checked")).toHaveLength(102);
    const refused = settled.filter((s) => s instanceof SecretsBusy) as SecretsBusy[];
    expect(refused).toHaveLength(3);
    expect(refused[0]!.message).toBe("The server is busy checking passwords: try again in a moment.");
    expect(await verifySecret("sesame", stored)).toBe(true);
  }, 60_000);
});
