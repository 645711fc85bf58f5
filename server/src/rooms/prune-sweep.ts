/**
 * Storage that does not only grow (docs/persistence.md, "Pruning"). A finished or closed table
 * out of every process's memory never plays again: nothing reads its action log, snapshots or
 * chat lines but its replay link. So, once it has been left alone for PRUNE_AFTER_SECONDS, its
 * game record is built for every viewer the replay link serves and stored in that final form,
 * and only then are those rows deleted, in one transaction (store/game-store.ts prune). Open
 * and dormant tables are never pruned; a dormant one is once it expired (closed) and waited.
 */
import { matchMaker } from "@colyseus/core";
import { gameById } from "@playmat/shared";
import { log } from "../logger";
import type { GameStore } from "../store/game-store";
import { REPLAY_VIEWERS, replayRecords } from "./replay-record";

/** An hour after a table finished or closed: long enough that nobody is still looking at it live. */
export const DEFAULT_PRUNE_AFTER_SECONDS = 60 * 60;
/** How often the sweep looks: a query, then a few milliseconds of work per table it prunes. */
export const DEFAULT_PRUNE_EVERY_SECONDS = 10 * 60;
/** Tables pruned per look at most, so one look never holds the process for long. */
const TABLES_PER_SWEEP = 200;

export interface PruneSettings {
  /** How long a finished or closed table is kept whole after its last change. */
  afterSeconds: number;
  /** How often to look (0: never). */
  everySeconds: number;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Whether this process holds the room in memory (a finished room stays there while anyone is at it). */
const inThisProcess = (roomId: string) => matchMaker.getLocalRoomById(roomId) !== undefined;

/**
 * Prunes the finished and closed tables left alone for `afterSeconds`: each one's records first,
 * then its live rows. How many were pruned. A table that cannot be rebuilt is left whole (logged).
 */
export async function pruneFinished(store: GameStore, afterSeconds: number, isLive: (roomId: string) => boolean = inThisProcess): Promise<number> {
  const before = new Date(Date.now() - afterSeconds * 1000).toISOString();
  let pruned = 0;
  for (const { id, updatedAt } of await store.prunable(before, TABLES_PER_SWEEP)) {
    if (isLive(id)) continue;
    try {
      const saved = await store.loadRoom(id);
      const definition = saved && gameById(saved.room.game);
      if (!saved || !definition) {
        log.warn({ room: id, game: saved?.room.game }, "a finished table's game is not available here: kept whole");
        continue;
      }
      const recordOf = await replayRecords(definition, saved);
      const records: Record<string, string> = {};
      for (const viewer of REPLAY_VIEWERS) records[viewer] = await recordOf(viewer);
      if (await store.prune(id, updatedAt, records)) pruned++;
    } catch (error) {
      log.warn({ room: id, err: errorText(error) }, "could not prune a finished table: kept whole");
    }
  }
  if (pruned > 0) log.info({ pruned }, "stored the records of finished tables and pruned their live rows");
  return pruned;
}

/** Prunes now and every `everySeconds`; the returned function stops it, once a look under way is done. */
export function sweepFinished(store: GameStore, settings: PruneSettings): () => Promise<void> {
  if (settings.everySeconds <= 0) return async () => {};
  let running: Promise<void> | null = null;
  const sweep = () => {
    if (running) return; // a slow look is never overtaken by the next
    running = pruneFinished(store, settings.afterSeconds)
      .then(() => {}, (error: unknown) => log.warn({ err: errorText(error) }, "could not prune finished tables"))
      .finally(() => (running = null));
  };
  sweep();
  const timer = setInterval(sweep, settings.everySeconds * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
