/**
 * Guessing a table's password or judge code: each wrong guess costs the guesser a refusal, and
 * is counted against the guesser's address (ten, then one every six seconds) and against the
 * table from every address together (a looser ceiling). Past either, a guess is turned down
 * unchecked, the right one too. So a stranger's wrong guesses don't keep the judge (at another
 * address) out, and a guesser spread over many addresses still has a ceiling. A forged
 * X-Forwarded-For is no new address unless TRUST_PROXY says which proxy to believe. Other
 * tables are not affected. Checks that pile up server-wide are refused at once rather than
 * queued without end.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { captureLogs } from "./support/capture-logs";
import { hashSecret, SecretsBusy, verifySecret } from "../src/rooms/secrets";
import { DEFAULT_GUESS_LIMITS } from "../src/rooms/guess-limiter";
import { createTable, joinTable, startPlaymat, type TestServer } from "./support/playmat";
import { connectFrom } from "./support/record-websocket";

afterEach(() => connectFrom({}));

const PER_ADDRESS = DEFAULT_GUESS_LIMITS.perAddress;
/** The table's ceiling, from every address together: small, and refilled too slowly to matter here. */
const PER_TABLE = { burst: 20, perMinute: 0.1 };

describe("guessing a table's secrets, against a real server", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startPlaymat(2583, { guessLimits: { perAddress: PER_ADDRESS, perSecret: PER_TABLE } });
  });
  afterAll(async () => {
    await server?.shutdown();
  });

  it("refuses the right password after ten wrong ones from that address, at that table only", async () => {
    const guarded = await createTable(server, { roomName: "Guarded", password: "pw-right-1" }, { label: "g-p1", name: "Alice" });
    const other = await createTable(server, { roomName: "Other", password: "pw-right-2" }, { label: "o-p1", name: "Olga" });
    connectFrom({ localAddress: "127.0.0.2" });
    for (let i = 0; i < 10; i++) {
      await expect(joinTable(server, guarded.welcome.roomId, { label: `guess-${i}`, role: "spectator", password: `wrong-${i}` })).rejects.toThrow("Wrong room password.");
    }
    await expect(joinTable(server, guarded.welcome.roomId, { label: "right-too-late", role: "spectator", password: "pw-right-1" }))
      .rejects.toThrow("Too many wrong guesses at this table's room password from your address: try again in a minute.");

    const watcher = await joinTable(server, other.welcome.roomId, { label: "o-spectator", role: "spectator", password: "pw-right-2" });
    expect(watcher.welcome.role).toBe("spectator");
  });

  it("lets the judge in from another address while a stranger is locked out of guessing", async () => {
    const table = await createTable(server, { roomName: "Kept", judgeCode: "judge-code-kept" }, { label: "k-p1", name: "Alice" });
    connectFrom({ localAddress: "127.0.0.3" });
    for (let i = 0; i < PER_ADDRESS.burst; i++) {
      await expect(joinTable(server, table.welcome.roomId, { label: `k-stranger-${i}`, role: "judge", judgeCode: `nope-${i}` })).rejects.toThrow("Wrong judge code.");
    }
    await expect(joinTable(server, table.welcome.roomId, { label: "k-stranger-more", role: "judge", judgeCode: "nope-more" }))
      .rejects.toThrow("Too many wrong guesses at this table's judge code from your address: try again in a minute.");

    connectFrom({ localAddress: "127.0.0.4" });
    expect((await joinTable(server, table.welcome.roomId, { label: "k-judge", role: "judge", judgeCode: "judge-code-kept" })).welcome.role).toBe("judge");
    // The stranger is still held off, right code or not.
    connectFrom({ localAddress: "127.0.0.3" });
    await expect(joinTable(server, table.welcome.roomId, { label: "k-stranger-right", role: "judge", judgeCode: "judge-code-kept" })).rejects.toThrow("from your address");
  });

  it("takes a forged X-Forwarded-For for no new address: the socket's address counts", async () => {
    const table = await createTable(server, { roomName: "Forged", judgeCode: "judge-code-forged" }, { label: "f-p1", name: "Alice" });
    for (let i = 0; i < PER_ADDRESS.burst; i++) {
      connectFrom({ localAddress: "127.0.0.5", headers: { "x-forwarded-for": `198.51.100.${i}`, "x-real-ip": `198.51.100.${i}` } });
      await expect(joinTable(server, table.welcome.roomId, { label: `f-guess-${i}`, role: "judge", judgeCode: `nope-${i}` })).rejects.toThrow("Wrong judge code.");
    }
    connectFrom({ localAddress: "127.0.0.5", headers: { "x-forwarded-for": "198.51.100.200" } });
    await expect(joinTable(server, table.welcome.roomId, { label: "f-guess-more", role: "judge", judgeCode: "nope" })).rejects.toThrow("from your address");
  });

  it("stops guesses from many addresses together at the table's ceiling, the right code too", async () => {
    const table = await createTable(server, { roomName: "Crowded", judgeCode: "judge-code-crowd" }, { label: "c-p1", name: "Alice" });
    // Each address stays under its own allowance: only the table's ceiling is reached.
    const perAddress = PER_ADDRESS.burst - 1;
    for (let i = 0; i < PER_TABLE.burst; i++) {
      connectFrom({ localAddress: `127.0.1.${1 + Math.floor(i / perAddress)}` });
      await expect(joinTable(server, table.welcome.roomId, { label: `c-guess-${i}`, role: "judge", judgeCode: `nope-${i}` })).rejects.toThrow("Wrong judge code.");
    }
    connectFrom({ localAddress: "127.0.2.1" });
    await expect(joinTable(server, table.welcome.roomId, { label: "c-judge", role: "judge", judgeCode: "judge-code-crowd" }))
      .rejects.toThrow("Too many wrong guesses at this table's judge code, from many addresses: try again in a minute.");
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

describe("behind a trusted proxy (TRUST_PROXY)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startPlaymat(2608, { trustProxy: "loopback" });
  });
  afterAll(async () => {
    await server?.shutdown();
  });

  it("counts guesses by the client address the proxy forwards", async () => {
    const table = await createTable(server, { roomName: "Proxied", judgeCode: "judge-code-proxied" }, { label: "p-p1", name: "Alice" });
    connectFrom({ headers: { "x-forwarded-for": "203.0.113.7" } });
    for (let i = 0; i < PER_ADDRESS.burst; i++) {
      await expect(joinTable(server, table.welcome.roomId, { label: `p-guess-${i}`, role: "judge", judgeCode: `nope-${i}` })).rejects.toThrow("Wrong judge code.");
    }
    await expect(joinTable(server, table.welcome.roomId, { label: "p-guess-more", role: "judge", judgeCode: "nope" })).rejects.toThrow("from your address");
    // Through the same proxy (the same socket address), another client.
    connectFrom({ headers: { "x-forwarded-for": "203.0.113.8" } });
    expect((await joinTable(server, table.welcome.roomId, { label: "p-judge", role: "judge", judgeCode: "judge-code-proxied" })).welcome.role).toBe("judge");
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
