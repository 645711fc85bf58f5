/**
 * Coming back on its own when the connection is gone for good: the server restarted (tables are
 * stored and restored under the same id, docs/persistence.md), the process holding the table was
 * killed and another took it over (docs/scale-out.md), or a drop outlasted Colyseus's own
 * reconnection tries. The tab joins the table again the way it joined before — a player by its
 * seat token, a spectator or judge with what it typed — and keeps trying while the server boots
 * and brings its tables back. A refusal (a wrong password, the seat now someone else's) ends it.
 */
import { CloseCode, type Room } from "@colyseus/sdk";
import { CLOSE_CODES, joinWorthRetrying } from "@playmat/shared";
import { joinRefusalText } from "./joinRefusal";

/** How long a tab keeps trying: a restart, migrations and restoring every table included. */
export const REJOIN_WINDOW_MS = 2 * 60_000;
/** Between two tries. */
export const REJOIN_EVERY_MS = 2000;
/**
 * Colyseus's own reconnection (same session, for short drops) before the tab rejoins by itself:
 * 8 tries, 0.1 s doubling up to 2 s apart, ~9 s in all. Its default (15 tries, up to 5 s apart,
 * ~50 s) kept a tab waiting that long after every restart, since a restarted server knows no
 * reconnection token of the process before it.
 */
export const SDK_RECONNECTION = { maxRetries: 8, maxDelay: 2000 };

/** The ways a connection ends after which the table may still be there to come back to. */
export function mayRejoin(code: number): boolean {
  switch (code) {
    case CloseCode.SERVER_SHUTDOWN: // a restart: the table is stored
    case CloseCode.FAILED_TO_RECONNECT: // Colyseus's own tries ran out
    case CloseCode.ABNORMAL_CLOSURE: // dropped too soon after joining for Colyseus to try
    case CloseCode.MAY_TRY_RECONNECT:
      return true;
    case CLOSE_CODES.seatTakenOver: // another tab has the seat: coming back would take it from there
    default:
      return false;
  }
}

/**
 * What a tab does when its connection ends: join again if the table may be there and the tab
 * knows how; say it can't when only a password or judge code would let it in (kept in the
 * page's memory only, so gone after a refresh); else nothing more.
 */
export function afterConnectionEnd(code: number, knowsHow: boolean): "rejoin" | "needs-secret" | "stay" {
  if (!mayRejoin(code)) return "stay";
  return knowsHow ? "rejoin" : "needs-secret";
}

/**
 * Whether a failed join is worth another try: the server is down, booting, or has not restored
 * the table yet, or the process that held it was killed and another is taking it over
 * (@playmat/shared joinWorthRetrying).
 */
export const worthRetrying = joinWorthRetrying;

/** Matchmaking's "no such room". */
const NO_SUCH_ROOM = 522;

/**
 * Whether a failed join says the table is gone for good. A restart brings back every table
 * but a finished game's (docs/persistence.md), and a server answers only once it has brought
 * its tables back: for a game that was over, "no such room" is final.
 */
export function tableIsGone(error: unknown, gameWasOver: boolean): boolean {
  return gameWasOver && (error as { code?: unknown } | null)?.code === NO_SUCH_ROOM;
}

export type RejoinResult =
  | { ok: true; room: Room }
  | { ok: false; reason: "refused"; message: string }
  | { ok: false; reason: "timeout" | "aborted" | "finished" };

export interface RejoinOptions {
  /** The game was over when the connection ended: its table won't come back after a restart. */
  gameWasOver?: boolean;
  windowMs?: number;
  everyMs?: number;
  signal?: AbortSignal;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });

/** Tries `join` until it works, a refusal says it never will, the window closes or `signal` aborts. */
export async function rejoinTable(join: () => Promise<Room>, options: RejoinOptions = {}): Promise<RejoinResult> {
  const { windowMs = REJOIN_WINDOW_MS, everyMs = REJOIN_EVERY_MS, signal, now = Date.now, sleep = wait, gameWasOver = false } = options;
  const deadline = now() + windowMs;
  for (;;) {
    if (signal?.aborted) return { ok: false, reason: "aborted" };
    try {
      const room = await join();
      if (signal?.aborted) {
        void room.leave(true).catch(() => {});
        return { ok: false, reason: "aborted" };
      }
      return { ok: true, room };
    } catch (error) {
      if (tableIsGone(error, gameWasOver)) return { ok: false, reason: "finished" };
      if (!worthRetrying(error)) return { ok: false, reason: "refused", message: joinRefusalText(error instanceof Error ? error.message : String(error)) };
    }
    if (now() + everyMs > deadline) return { ok: false, reason: "timeout" };
    await sleep(everyMs, signal);
  }
}
