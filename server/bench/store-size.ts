/**
 * How large the store grows per game, whole and once pruned (docs/persistence.md, "How large"):
 * plays games straight on TableSessions (no sockets) into a fresh SQLite file, as the
 * integration tests' engine game plays them (demo decks, setup, turns of draws, bench plays,
 * damage, coins and shuffles), finishes them, then prunes them as the server's sweep does and
 * reads the bytes each table holds before and after. `npx tsx bench/store-size.ts [--games N]
 * [--turns N] [--database URL]`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { act, playSetup, playTurns, ptcg } from "../test/support/engine-game";
import { pruneFinished } from "../src/rooms/prune-sweep";
import { REPLAY_VIEWERS } from "../src/rooms/replay-record";
import { TableSession } from "../src/rooms/table-session";
import { openDatabase } from "../src/store/database";
import { DEFAULT_SNAPSHOT_EVERY, GameStore } from "../src/store/game-store";
import { TableSchema } from "../src/sync/schema";

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1]! : fallback;
};
const games = Number(arg("games", "10"));
const turns = Number(arg("turns", "60"));
const scratch = mkdtempSync(path.join(tmpdir(), "playmat-store-size-"));
const file = path.join(scratch, "store.db");
const db = await openDatabase(arg("database", `sqlite:${file}`));
const store = new GameStore(db, DEFAULT_SNAPSHOT_EVERY);

/** Bytes of text each table holds (the columns' lengths: what either database stores, before its own overhead). */
async function bytes(): Promise<Record<string, number>> {
  const length = (column: string) => sql<number>`coalesce(sum(length(${sql.ref(column)})), 0)`;
  const of = async (table: string, columns: string[]) => {
    const row = await sql<{ n: number }>`select ${sql.join(columns.map((c) => length(c)), sql` + `)} as n from ${sql.table(table)}`.execute(db);
    return Number(row.rows[0]?.n ?? 0);
  };
  return {
    rooms: await of("rooms", ["id", "game", "options", "rng_seed", "name", "judge_code_hash", "seats", "replay_id", "settings"]),
    room_actions: await of("room_actions", ["room_id", "actor", "action", "events", "rng", "next", "created_at"]),
    room_snapshots: await of("room_snapshots", ["room_id", "state", "created_at"]),
    room_chat: await of("room_chat", ["room_id", "author", "text", "created_at"]),
    room_records: await of("room_records", ["room_id", "records", "created_at"]),
  };
}

let actions = 0;
for (let game = 1; game <= games; game++) {
  const room = {
    id: `size${game}`, game: ptcg.id, options: {}, seed: game, name: `Game ${game}`, passwordHash: null,
    judgeCodeHash: "scrypt$salt$key", replayId: `replay-size-${game}`, settings: { spectatorChat: false },
    seats: { p1: { name: "Alice", tokenHash: "sha256$a" }, p2: { name: "Bob", tokenHash: "sha256$b" } },
  };
  const session = await TableSession.create(store, room, ptcg, new TableSchema());
  await playSetup(session);
  await playTurns(session, turns);
  for (let line = 0; line < 4; line++) await session.say({ role: "player", seat: line % 2 ? "p2" : "p1", name: line % 2 ? "Bob" : "Alice" }, "good game, well played");
  await act(session, "p1", { type: "concede" });
  await session.close();
  actions += session.state.seq;
}
await new Promise((resolve) => setTimeout(resolve, 100)); // the status writes queued behind the last actions
const whole = await bytes();
const sqlite = !arg("database", "").startsWith("postgres");
/** SQLite's pages in use, in bytes: the file's size less the pages freed for reuse. */
const pagesInUse = async () =>
  sqlite ? Number((await sql<{ n: number }>`select (page_count - freelist_count) * page_size as n from pragma_page_count, pragma_freelist_count, pragma_page_size`.execute(db)).rows[0]?.n) : undefined;
const inUseWhole = await pagesInUse();
const pruned = await pruneFinished(store, 0, () => false);
const after = await bytes();
// SQLite keeps the file's size and reuses the freed pages for the next games (PostgreSQL's vacuum likewise).
const inUsePruned = await pagesInUse();
// What the replay link reads back: every viewer's record, and how long a read takes (decompressing them).
let recordText = 0;
const started = performance.now();
for (let game = 1; game <= games; game++) {
  for (const viewer of REPLAY_VIEWERS) recordText += (await store.storedRecord(`size${game}`, viewer))?.length ?? 0;
}
const msPerRead = (performance.now() - started) / (games * REPLAY_VIEWERS.length);
const total = (b: Record<string, number>) => Object.values(b).reduce((a, n) => a + n, 0);
const perGame = (n: number) => Math.round(n / games);
console.log(JSON.stringify({ games, turns, actionsPerGame: actions / games, pruned, perGameWhole: Object.fromEntries(Object.entries(whole).map(([k, v]) => [k, perGame(v)])), perGameWholeTotal: perGame(total(whole)), perGamePruned: Object.fromEntries(Object.entries(after).map(([k, v]) => [k, perGame(v)])), perGamePrunedTotal: perGame(total(after)), recordJsonPerGame: perGame(recordText), msPerReplayRead: Number(msPerRead.toFixed(2)), sqlitePagesPerGameWhole: inUseWhole && perGame(inUseWhole), sqlitePagesPerGamePruned: inUsePruned && perGame(inUsePruned) }, null, 2));
await db.destroy();
rmSync(scratch, { recursive: true, force: true });
