/**
 * Dormant games (everyone left, reopen.ts) are kept for DORMANT_HOLD_SECONDS, then closed for
 * good, so they don't pile up as resumable without end. A wake checks the time itself; this
 * sweep also closes the ones nobody came back to, at start and then every so often.
 */
import { log } from "../logger";
import type { GameStore } from "../store/game-store";

/** A day: friends who left a game for the evening find it the next day. */
export const DEFAULT_DORMANT_HOLD_SECONDS = 24 * 60 * 60;
/** How often expired dormant games are closed: a single UPDATE, so often is cheap. */
const SWEEP_EVERY_MS = 10 * 60_000;

/** Closes the games dormant for longer than `holdSeconds`. */
export async function closeExpiredDormant(store: GameStore, holdSeconds: number): Promise<number> {
  const closed = await store.closeDormantBefore(new Date(Date.now() - holdSeconds * 1000).toISOString());
  if (closed > 0) log.info({ closed }, "closed dormant tables nobody came back to");
  return closed;
}

/** Sweeps now and every SWEEP_EVERY_MS; the returned function stops it. */
export function sweepDormant(store: GameStore, holdSeconds: number): () => void {
  const sweep = () => void closeExpiredDormant(store, holdSeconds).catch((error) => log.warn({ err: error instanceof Error ? error.message : String(error) }, "could not close expired dormant tables"));
  sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
