/**
 * Which failed joins say the table may be back in a moment, so a tab that lost its connection
 * (a restart, a killed process, docs/scale-out.md) tries again rather than giving up. The
 * client's rejoin (client/src/net/rejoin.ts) reads them; the cluster suite checks that every
 * answer a join gets while a killed process's tables are taken over is one of them.
 */

/**
 * Matchmaking's "no such room" (522, also what a booting server says until it has restored the
 * table, and what every process says while a killed one's table is being taken over) and a
 * proxy's "the server isn't there" (502–504). Colyseus's other 52x codes are refusals (525: a
 * wrong password or judge code; 523: the room refused the join).
 */
const TRY_AGAIN = new Set([522, 502, 503, 504]);

/** Colyseus's code for an error it did not expect while matchmaking: a room's refusal, and the case below. */
const MATCHMAKE_UNHANDLED = 523;

/**
 * The room list still names a process that did not answer (killed, its listing not yet cleared):
 * Colyseus's SeatReservationError, which carries no code of its own and reaches the client as 523
 * with these words. Another process takes the table over within seconds.
 */
const HOLDER_GONE = /^process \S+ is not available\.$/;

/** Whether a failed join is worth another try: the server is down, booting, or has not brought the table back yet. */
export function joinWorthRetrying(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code !== "number") return true; // no answer at all: fetch failed, connection refused
  if (code === MATCHMAKE_UNHANDLED) return typeof message === "string" && HOLDER_GONE.test(message);
  return code === 0 || TRY_AGAIN.has(code);
}
