/**
 * The rooms' durable memory. `rooms` holds what brings a room back (game, options, seed,
 * hashed secrets, seats, status); `room_actions` is the append-only log of accepted actions
 * with the events each produced; `room_snapshots` holds the whole table every N actions, so a
 * restore replays only the tail. TableSession writes through this; rooms/restore.ts reads it.
 * Once a finished or closed table is out of memory for good, `room_records` holds its game
 * record for every viewer and its live rows are pruned (rooms/prune-sweep.ts).
 * Nothing here knows SQLite from PostgreSQL.
 */
import { promisify } from "node:util";
import { brotliCompress, brotliDecompress, constants } from "node:zlib";
import { CompiledQuery, type Kysely, type Selectable } from "kysely";
import type { Actor, ChatLine, Counters, HistoryEntry, RngState, Seat, TableEvent, TableState } from "@playmat/shared";
import { databaseNow, type OwnerLeases } from "./owner-leases";
import type { Database, RoomStatus, RoomsTable } from "./schema";

/** Each seat's player name and hashToken(seat token); the token itself is never stored. */
export type StoredSeats = Partial<Record<Seat, { name: string; tokenHash: string }>>;

/** How a table runs, chosen when it is created. */
export interface RoomSettings {
  /** Spectators may chat (players and judges always may). */
  spectatorChat: boolean;
  /** The finished table this one is the next game of ("Play again", rooms/next-game.ts). */
  previousTable?: string;
  /** A practice table: one player holds both seats (rooms/practice.ts). Absent on tables of two players and on older rooms. */
  practice?: true;
}

export const DEFAULT_SETTINGS: RoomSettings = { spectatorChat: false };

export interface RoomRecord {
  id: string;
  game: string;
  options: Record<string, unknown>;
  /** Never sent to a client. */
  /** The RNG seed: 64 hex digits (or a test-mode seed). Never leaves the server. */
  seed: string | number;
  name: string;
  passwordHash: string | null;
  judgeCodeHash: string;
  seats: StoredSeats;
  status: RoomStatus;
  /** The game record's shareable id (crypto-random); null only for rooms stored before it existed. */
  replayId: string | null;
  settings: RoomSettings;
}

export interface StoredAction {
  /** TableState.seq after the action. */
  seq: number;
  actor: Actor;
  /** An action, or a correction (undo, rewind). */
  action: HistoryEntry["action"];
  events: TableEvent[];
  /** What it started from (history.ts); absent on rows stored before they were kept. */
  rng?: RngState;
  next?: Counters;
}

/** A chat line with its place in the log. */
export interface StoredChat {
  line: number;
  chat: ChatLine;
}

export interface LoadedRoom {
  room: RoomRecord;
  /** The latest snapshot, or null when the table is to be rebuilt from its seed. */
  snapshot: { seq: number; state: TableState } | null;
  /** Every stored action in order, from seq 1: the tail after the snapshot is replayed. */
  actions: StoredAction[];
  /** Chat lines in line order. */
  chat: StoredChat[];
}

/**
 * Every 200 actions: a snapshot is the whole table as JSON (~24 KB, more than 50 moves' rows), so
 * at 50 it was over half of what a busy server wrote and ~7% of its CPU per move. A restore
 * reads every action anyway and replays at most 199 of them: ~7 ms for a room, against ~3.5 ms
 * with a snapshot every 50 (docs/persistence.md).
 */
export const DEFAULT_SNAPSHOT_EVERY = 200;

const now = () => new Date().toISOString();

const brotli = promisify(brotliCompress);
const unbrotli = promisify(brotliDecompress);
/**
 * A pruned room's records, compressed: brotli's large window finds the four viewers' records in
 * one another (a 195-action game: 539 KB of records to ~12 KB, its action log was 93 KB).
 */
const deflate = (text: string) =>
  brotli(Buffer.from(text, "utf8"), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_LGWIN]: 24, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) },
  });
/** SQLite's driver reads a blob as a Buffer, PostgreSQL's a bytea: either way bytes. */
const inflate = (bytes: Uint8Array) => unbrotli(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));

/** A `rooms` row as the server reads it. */
function roomOf(row: Selectable<RoomsTable>): RoomRecord {
  return {
    id: row.id,
    game: row.game,
    options: JSON.parse(row.options) as Record<string, unknown>,
    seed: row.rng_seed === null ? Number(row.seed) : (JSON.parse(row.rng_seed) as string | number),
    name: row.name,
    passwordHash: row.password_hash,
    judgeCodeHash: row.judge_code_hash,
    seats: JSON.parse(row.seats) as StoredSeats,
    status: row.status,
    replayId: row.replay_id,
    settings: { ...DEFAULT_SETTINGS, ...(row.settings ? (JSON.parse(row.settings) as Partial<RoomSettings>) : {}) },
  };
}

/** An action row's columns, in the order of its insert's parameters. */
const ACTION_COLUMNS = ["room_id", "seq", "actor", "action", "events", "rng", "next", "created_at"] as const;
/** created_at is the commit's: one timestamp for a whole batch, set when it is flushed. */
const CREATED_AT = ACTION_COLUMNS.indexOf("created_at");

/**
 * At most this many rows in one insert of a group commit: 8 parameters a row stays far below
 * every dialect's limit, and the statement cache holds one text per chunk length.
 */
const ROWS_PER_INSERT = 32;

interface PendingAppend {
  params: unknown[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class GameStore {
  /**
   * The insert of n action rows, by n, compiled once for this dialect (placeholders and all):
   * building and compiling it per move was a tenth of a move's CPU. SQLite's driver
   * (database.ts) keeps the prepared statements. A group commit inserts a chunk per statement.
   */
  private readonly insertActions = new Map<number, string>();
  /** Appends waiting for this event-loop turn's commit (group commit, see appendAction). */
  private pending: PendingAppend[] = [];
  /**
   * With several server processes (REDIS_URL): this process's owner leases. A room it creates or
   * wakes is written as its own, and it writes to a room only while it holds its lease.
   */
  private leases: OwnerLeases | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    /** A snapshot is taken whenever seq is a multiple of this. */
    readonly snapshotEvery = DEFAULT_SNAPSHOT_EVERY,
  ) {}

  /** From now on, rooms are owned under this process's leases (owner-leases.ts). */
  useLeases(leases: OwnerLeases): void {
    this.leases = leases;
  }

  /** The room left this process's memory: with several processes, its lease is given up (after its last write). */
  async letGo(roomId: string): Promise<void> {
    await this.leases?.release(roomId);
  }

  /** Throws (owner-leases.ts LeaseLost) when another process holds this room now. */
  private assertOwner(roomId: string): void {
    this.leases?.assertHolds(roomId);
  }

  /** The insert of `rows` action rows, compiled for this dialect; its parameters are the rows' in order. */
  private insertSql(rows: number): string {
    let sql = this.insertActions.get(rows);
    if (!sql) {
      const sample = Object.fromEntries(ACTION_COLUMNS.map((column) => [column, column === "seq" ? 0 : ""]));
      sql = this.db.insertInto("room_actions").values(Array.from({ length: rows }, () => sample) as never).compile().sql;
      this.insertActions.set(rows, sql);
    }
    return sql;
  }

  async createRoom(room: Omit<RoomRecord, "status">): Promise<void> {
    const at = now();
    await this.db
      .insertInto("rooms")
      .values({
        id: room.id,
        game: room.game,
        options: JSON.stringify(room.options),
        seed: 0,
        rng_seed: JSON.stringify(room.seed),
        name: room.name,
        password_hash: room.passwordHash,
        judge_code_hash: room.judgeCodeHash,
        seats: JSON.stringify(room.seats),
        status: "open",
        replay_id: room.replayId,
        settings: JSON.stringify(room.settings),
        created_at: at,
        updated_at: at,
        ...this.leases?.ownerColumns(),
      })
      .execute();
    this.leases?.hold(room.id);
  }

  /**
   * Appends one accepted action; a second action with the same seq is refused by the key.
   * Resolves once the row is committed. The appends of one event-loop turn (many rooms' moves)
   * share one transaction, committed before any of them resolves: one commit per turn instead
   * of one per move. `actionText`, when the caller has it, is JSON.stringify(entry.action)
   * (TableSession has it from checking that the action survives JSON): not written out again.
   */
  appendAction(roomId: string, entry: StoredAction, actionText?: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.assertOwner(roomId);
      // Inside the executor: a value JSON can't hold (a cycle, a BigInt) rejects, as before.
      const params = [
        roomId,
        entry.seq,
        JSON.stringify(entry.actor),
        actionText ?? JSON.stringify(entry.action),
        JSON.stringify(entry.events),
        entry.rng ? JSON.stringify(entry.rng) : null,
        entry.next ? JSON.stringify(entry.next) : null,
        null, // created_at: set by the flush
      ];
      this.pending.push({ params, resolve, reject });
      // After this turn's I/O callbacks: every move read in this turn joins the batch.
      if (this.pending.length === 1) setImmediate(() => void this.flushAppends());
    });
  }

  private async flushAppends(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    const at = now();
    for (const append of batch) append.params[CREATED_AT] = at;
    const insert = (trx: Kysely<Database>, params: unknown[]) => trx.executeQuery(CompiledQuery.raw(this.insertSql(1), params));
    if (batch.length === 1) {
      const [one] = batch as [PendingAppend];
      return insert(this.db, one.params).then(one.resolve, one.reject);
    }
    const chunkOf = (at: number) => batch.slice(at, at + ROWS_PER_INSERT);
    const insertChunk = (trx: Kysely<Database>, chunk: PendingAppend[]) =>
      trx.executeQuery(CompiledQuery.raw(this.insertSql(chunk.length), chunk.flatMap((append) => append.params)));
    try {
      // Several rows per statement: a statement's round through the query builder and the
      // driver cost as much as SQLite's work on its row. One statement is atomic by itself, so
      // a batch that fits in one needs no BEGIN and COMMIT around it.
      if (batch.length <= ROWS_PER_INSERT) await insertChunk(this.db, batch);
      else {
        await this.db.transaction().execute(async (trx) => {
          for (let at = 0; at < batch.length; at += ROWS_PER_INSERT) await insertChunk(trx, chunkOf(at));
        });
      }
    } catch {
      // One bad row (a seq stored twice) must not sink the others' moves: each on its own.
      for (const { params, resolve, reject } of batch) await insert(this.db, params).then(resolve, reject);
      return;
    }
    for (const { resolve } of batch) resolve();
  }

  /** Stores a chat line at its place in the log. */
  async appendChat(roomId: string, stored: StoredChat): Promise<void> {
    const { chat, line } = stored;
    this.assertOwner(roomId);
    await this.db
      .insertInto("room_chat")
      .values({ room_id: roomId, line, after_seq: chat.afterSeq, author: JSON.stringify(chat.from), text: chat.text, created_at: now() })
      .execute();
  }

  /** Whether a chat line is stored (a write that reported failure may have landed). */
  async hasChatLine(roomId: string, line: number): Promise<boolean> {
    const row = await this.db.selectFrom("room_chat").select("line").where("room_id", "=", roomId).where("line", "=", line).executeTakeFirst();
    return row !== undefined;
  }

  /** Gives a room stored before replay ids existed its id. */
  async setReplayId(roomId: string, replayId: string): Promise<void> {
    await this.db.updateTable("rooms").set({ replay_id: replayId }).where("id", "=", roomId).execute();
  }

  /**
   * The room a replay id belongs to, or undefined, without its game: whether it was pruned says
   * where its record is (storedRecord, or built from loadRoom).
   */
  async findReplay(replayId: string): Promise<{ room: RoomRecord; pruned: boolean } | undefined> {
    const row = await this.db.selectFrom("rooms").selectAll().where("replay_id", "=", replayId).executeTakeFirst();
    return row && { room: roomOf(row), pruned: row.pruned_at !== null };
  }

  /** A pruned room's record (JSON) as this viewer gets it, or undefined. */
  async storedRecord(roomId: string, viewer: string): Promise<string | undefined> {
    const row = await this.db.selectFrom("room_records").select("records").where("room_id", "=", roomId).executeTakeFirst();
    if (!row) return undefined;
    const records = JSON.parse((await inflate(row.records)).toString("utf8")) as Record<string, string>;
    return Object.hasOwn(records, viewer) ? records[viewer] : undefined;
  }

  /**
   * Finished and closed rooms unchanged since before `before` (an ISO time), not yet pruned and
   * held by no process (no owner, or its lease ran out, by the database's clock): oldest first,
   * at most `limit`. Open and dormant rooms are never among them.
   */
  async prunable(before: string, limit: number): Promise<{ id: string; updatedAt: string }[]> {
    const rows = await this.db
      .selectFrom("rooms")
      .select(["id", "updated_at"])
      .where("status", "in", ["finished", "closed"])
      .where("pruned_at", "is", null)
      .where("updated_at", "<", before)
      .where((eb) => eb.or([eb("owner", "is", null), eb("owner_until", "<", databaseNow(this.db))]))
      .orderBy("updated_at", "asc")
      .limit(limit)
      .execute();
    return rows.map((row) => ({ id: row.id, updatedAt: row.updated_at }));
  }

  /**
   * Stores a room's final records (JSON by viewer) and deletes what only a live table needs: its
   * action log, snapshots and chat lines. One transaction, and only if the room is still as
   * `prunable` found it (finished or closed, unchanged since `updatedAt`, held by no process):
   * false, with nothing changed, otherwise.
   */
  async prune(roomId: string, updatedAt: string, records: Readonly<Record<string, string>>): Promise<boolean> {
    // Compressed off the event loop (zlib's thread pool), before the transaction holds a connection.
    const compressed = await deflate(JSON.stringify(records));
    return this.db.transaction().execute(async (trx) => {
      const at = now();
      const marked = await trx
        .updateTable("rooms")
        .set({ pruned_at: at })
        .where("id", "=", roomId)
        .where("status", "in", ["finished", "closed"])
        .where("pruned_at", "is", null)
        .where("updated_at", "=", updatedAt)
        .where((eb) => eb.or([eb("owner", "is", null), eb("owner_until", "<", databaseNow(trx))]))
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) return false;
      await trx.insertInto("room_records").values({ room_id: roomId, records: compressed, created_at: at }).execute();
      await trx.deleteFrom("room_actions").where("room_id", "=", roomId).execute();
      await trx.deleteFrom("room_snapshots").where("room_id", "=", roomId).execute();
      await trx.deleteFrom("room_chat").where("room_id", "=", roomId).execute();
      return true;
    });
  }

  /** The seq of the room's last stored action (0 for none). */
  async lastSeq(roomId: string): Promise<number> {
    const row = await this.db
      .selectFrom("room_actions")
      .select((eb) => eb.fn.max("seq").as("seq"))
      .where("room_id", "=", roomId)
      .executeTakeFirst();
    return Number(row?.seq ?? 0);
  }

  isSnapshotDue(seq: number): boolean {
    return this.snapshotEvery > 0 && seq > 0 && seq % this.snapshotEvery === 0;
  }

  async saveSnapshot(roomId: string, state: TableState): Promise<void> {
    this.assertOwner(roomId);
    await this.db
      .insertInto("room_snapshots")
      .values({ room_id: roomId, seq: state.seq, state: JSON.stringify(state), created_at: now() })
      .execute();
  }

  async saveSeats(roomId: string, seats: StoredSeats): Promise<void> {
    this.assertOwner(roomId);
    await this.db.updateTable("rooms").set({ seats: JSON.stringify(seats), updated_at: now() }).where("id", "=", roomId).execute();
  }

  /**
   * `at` (an ISO time) is when the status changed; now unless told (a dormant room put back to
   * sleep keeps its time). A dormant or closed room is in no process's memory: it has no owner.
   */
  async markStatus(roomId: string, status: RoomStatus, at = now()): Promise<void> {
    this.assertOwner(roomId);
    const owner = status === "dormant" || status === "closed" ? { owner: null, owner_until: null } : {};
    await this.db.updateTable("rooms").set({ status, updated_at: at, ...owner }).where("id", "=", roomId).execute();
  }

  /** A room's status, seats and last change, without its game: enough to decide whether it may be reopened. */
  async roomAccess(roomId: string): Promise<{ status: RoomStatus; seats: StoredSeats; updatedAt: string } | undefined> {
    const row = await this.db.selectFrom("rooms").select(["status", "seats", "updated_at"]).where("id", "=", roomId).executeTakeFirst();
    return row && { status: row.status, seats: JSON.parse(row.seats) as StoredSeats, updatedAt: row.updated_at };
  }

  /**
   * Turns a dormant room open again if it went dormant at `since` or later. True for the one
   * caller whose update changed the row: of two servers (or two requests) waking the same
   * room, only one rebuilds it, and with several processes it is that one's (owner-leases.ts).
   */
  async claimDormant(roomId: string, since: string): Promise<boolean> {
    const result = await this.db
      .updateTable("rooms")
      .set({ status: "open", updated_at: now(), ...this.leases?.ownerColumns() })
      .where("id", "=", roomId)
      .where("status", "=", "dormant")
      .where("updated_at", ">=", since)
      .executeTakeFirst();
    const claimed = Number(result.numUpdatedRows) === 1;
    // The process whose update landed owns it (and holds its lease, with several processes).
    if (claimed) this.leases?.hold(roomId);
    return claimed;
  }

  /** Closes the rooms dormant since before `before` (an ISO time): they can no longer be reopened. How many. */
  async closeDormantBefore(before: string): Promise<number> {
    const result = await this.db
      .updateTable("rooms")
      .set({ status: "closed", updated_at: now() })
      .where("status", "=", "dormant")
      .where("updated_at", "<", before)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Everything needed to rebuild a room, or undefined for an unknown id. */
  async loadRoom(roomId: string): Promise<LoadedRoom | undefined> {
    const row = await this.db.selectFrom("rooms").selectAll().where("id", "=", roomId).executeTakeFirst();
    if (!row) return undefined;
    const snapshot = await this.db
      .selectFrom("room_snapshots")
      .select(["seq", "state"])
      .where("room_id", "=", roomId)
      .orderBy("seq", "desc")
      .limit(1)
      .executeTakeFirst();
    const actions = await this.db
      .selectFrom("room_actions")
      .select(["seq", "actor", "action", "events", "rng", "next"])
      .where("room_id", "=", roomId)
      .orderBy("seq", "asc")
      .execute();
    const chat = await this.db
      .selectFrom("room_chat")
      .select(["line", "after_seq", "author", "text"])
      .where("room_id", "=", roomId)
      .orderBy("line", "asc")
      .execute();
    return {
      room: roomOf(row),
      snapshot: snapshot ? { seq: Number(snapshot.seq), state: JSON.parse(snapshot.state) as TableState } : null,
      actions: actions.map((a) => ({
        seq: Number(a.seq),
        actor: JSON.parse(a.actor) as Actor,
        action: JSON.parse(a.action) as HistoryEntry["action"],
        events: JSON.parse(a.events) as TableEvent[],
        ...(a.rng !== null && a.next !== null && { rng: JSON.parse(a.rng) as RngState, next: JSON.parse(a.next) as Counters }),
      })),
      chat: chat.map((c) => ({
        line: Number(c.line),
        chat: { type: "chat", from: JSON.parse(c.author) as ChatLine["from"], text: c.text, afterSeq: Number(c.after_seq) },
      })),
    };
  }

  /** Ids of the rooms a starting server brings back, oldest first. */
  async listUnfinished(): Promise<string[]> {
    const rows = await this.db.selectFrom("rooms").select("id").where("status", "=", "open").orderBy("created_at", "asc").execute();
    return rows.map((r) => r.id);
  }
}
