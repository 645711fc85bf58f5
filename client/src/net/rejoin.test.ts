import type { Room } from "@colyseus/sdk";
import { CLOSE_CODES } from "@playmat/shared";
import { describe, expect, it } from "vitest";
import { afterConnectionEnd, mayRejoin, rejoinTable, tableIsGone, worthRetrying } from "./rejoin";

/** A matchmaking error as @colyseus/sdk throws it: the server's code (none when nothing answered) and message. */
const failure = (code: number | undefined, message: string) => Object.assign(new Error(message), { code });
const DOWN = failure(undefined, "Failed to fetch");
const NOT_RESTORED_YET = failure(522, 'room "abc" not found');
const WRONG_PASSWORD = failure(525, "Wrong room password.");

/** A fake clock the retry loop sleeps on. */
function clock() {
  let t = 0;
  const slept: number[] = [];
  return { now: () => t, sleep: async (ms: number) => void (slept.push(ms), (t += ms)), slept };
}

const room = { roomId: "abc", sessionId: "new" } as Room;

describe("joining a table again by itself", () => {
  it("after a restart, a drop Colyseus couldn't mend, or one too early for it to try; never after another tab took the seat", () => {
    expect([4001, 4003, 1006, 4010].map(mayRejoin)).toEqual([true, true, true, true]);
    expect([CLOSE_CODES.seatTakenOver, CLOSE_CODES.rateLimited, 4000, 4002, 1000].map(mayRejoin)).toEqual([false, false, false, false, false]);
  });

  it("tries again while the server is down, booting, or still bringing the table back, and stops at a refusal", () => {
    expect([DOWN, NOT_RESTORED_YET, failure(503, "Service Unavailable"), failure(0, "")].map(worthRetrying)).toEqual([true, true, true, true]);
    expect([WRONG_PASSWORD, failure(523, "Both seats are taken.")].map(worthRetrying)).toEqual([false, false]);
  });

  it("tries again while the room list still names a killed process, and joins the table where another process took it over", async () => {
    // Colyseus's SeatReservationError (no code of its own: 523) while the dead process's listing is left; then "no such room" till the takeover.
    const HOLDER_GONE = failure(523, "process Wq3bGxzAl is not available.");
    expect(worthRetrying(HOLDER_GONE)).toBe(true);
    expect([failure(523, "room abc is already full."), failure(523, "Seat p1 is taken. [join.seat.taken {\"seat\":\"p1\"}] process x is not available.")].map(worthRetrying)).toEqual([false, false]);
    const c = clock();
    const answers = [DOWN, HOLDER_GONE, HOLDER_GONE, NOT_RESTORED_YET];
    const result = await rejoinTable(async () => {
      const next = answers.shift();
      if (next) throw next;
      return room;
    }, c);
    expect(result).toEqual({ ok: true, room });
    expect(c.slept).toEqual([2000, 2000, 2000, 2000]);
  });

  it("keeps trying every two seconds until the restored table takes it back", async () => {
    const c = clock();
    const answers = [DOWN, DOWN, NOT_RESTORED_YET];
    const result = await rejoinTable(async () => {
      const next = answers.shift();
      if (next) throw next;
      return room;
    }, c);
    expect(result).toEqual({ ok: true, room });
    expect(c.slept).toEqual([2000, 2000, 2000]);
  });

  it("gives up at a refusal, with the server's words", async () => {
    const result = await rejoinTable(async () => {
      throw WRONG_PASSWORD;
    }, clock());
    expect(result).toEqual({ ok: false, reason: "refused", message: "Wrong room password." });
  });

  it("gives up once two minutes have passed", async () => {
    const c = clock();
    let tries = 0;
    const result = await rejoinTable(async () => {
      tries++;
      throw DOWN;
    }, c);
    expect(result).toEqual({ ok: false, reason: "timeout" });
    expect(tries).toBe(61); // at 0 s, then every 2 s up to 120 s
  });

  it("stops when the page is left, and leaves a room that came too late", async () => {
    const stop = new AbortController();
    let left = false;
    const late = { ...room, leave: async () => void (left = true) } as unknown as Room;
    const result = await rejoinTable(async () => {
      stop.abort();
      return late;
    }, { ...clock(), signal: stop.signal });
    expect(result).toEqual({ ok: false, reason: "aborted" });
    expect(left).toBe(true);
  });
});

describe("a tab whose connection ended", () => {
  it("joins again when it knows how, says it can't when only a forgotten password or judge code would do, and stays put after a takeover", () => {
    expect(afterConnectionEnd(4001, true)).toBe("rejoin");
    expect(afterConnectionEnd(1006, false)).toBe("needs-secret");
    expect(afterConnectionEnd(4003, false)).toBe("needs-secret");
    expect(afterConnectionEnd(CLOSE_CODES.seatTakenOver, true)).toBe("stay");
    expect(afterConnectionEnd(CLOSE_CODES.seatTakenOver, false)).toBe("stay");
  });
});

describe("a finished game after a restart", () => {
  it("stops at the first \"no such room\" once the server answers: a finished game's table is not brought back", async () => {
    const c = clock();
    const answers = [DOWN, DOWN, NOT_RESTORED_YET];
    let tries = 0;
    const result = await rejoinTable(async () => {
      tries++;
      throw answers.shift() ?? DOWN;
    }, { ...c, gameWasOver: true });
    expect(result).toEqual({ ok: false, reason: "finished" });
    expect(tries).toBe(3);
  });

  it("still comes back to a finished game's table that is there (a dropped connection, not a restart)", async () => {
    const answers = [DOWN];
    const result = await rejoinTable(async () => {
      const next = answers.shift();
      if (next) throw next;
      return room;
    }, { ...clock(), gameWasOver: true });
    expect(result).toEqual({ ok: true, room });
  });

  it("a game still being played waits out \"no such room\": the server may still be bringing its table back", () => {
    expect(tableIsGone(NOT_RESTORED_YET, false)).toBe(false);
    expect(tableIsGone(NOT_RESTORED_YET, true)).toBe(true);
    expect(tableIsGone(DOWN, true)).toBe(false);
    expect(tableIsGone(WRONG_PASSWORD, true)).toBe(false);
  });
});
