/**
 * The tables as Kysely sees them. One interface per table; migrations/ creates them, so a
 * change here always comes with a new migration.
 */

/** One printing of a card. `data` is the CardDef as JSON; the other columns exist to find it. */
export interface CardsTable {
  /** Whose card data it is (GameDecks.cardData: "ptcg"); with `id`, the key. Rows stored before 0005 are "ptcg". */
  game: string;
  id: string;
  name: string;
  /** nameKey(name): how deck lines are compared with names (case, accents, quotes folded). */
  name_key: string;
  /** The set's code as deck lists write it, upper case; null for sets that have none. */
  set_code: string | null;
  number: string | null;
  /** The collector number's digits ("GG025" -> "25"), so "PR-SW 1" can find "SWSH001". */
  number_digits: string | null;
  data: string;
}

/**
 * "open": restored at start. "dormant": an unfinished game everyone left; not in memory, woken
 * again by a player's seat token (rooms/reopen.ts) until DORMANT_HOLD_SECONDS pass. "finished"
 * and "closed" games stay closed.
 */
export type RoomStatus = "open" | "dormant" | "finished" | "closed";

/**
 * What brings a room back after a restart. JSON travels as text so the same columns work on
 * SQLite and PostgreSQL; times are ISO 8601 strings for the same reason.
 */
export interface RoomsTable {
  id: string;
  game: string;
  /** The game options (JSON) the table was created with. */
  options: string;
  /** Rooms stored before 0003 keep their int32 seed here; newer rooms write 0. */
  seed: number;
  /** The RNG seed as JSON (64 hex digits, or a test-mode seed). Never leaves the server. */
  rng_seed: string | null;
  name: string;
  /** hashSecret(password) (rooms/secrets.ts), null without a password. */
  password_hash: string | null;
  judge_code_hash: string;
  /** StoredSeats (rooms/seats.ts) as JSON: each seat's name and the hash of its token. */
  seats: string;
  /** "open" rooms are restored at start; "dormant" ones wait to be reopened; "finished" and "closed" ones are not. */
  status: RoomStatus;
  /** The game record's shareable id (crypto-random); null for rooms stored before 0004 until restored. */
  replay_id: string | null;
  /** RoomSettings (game-store.ts) as JSON; null before 0004 (the defaults). */
  settings: string | null;
  /**
   * With several server processes (REDIS_URL): the process holding the room, and when its
   * lease runs out (ms since 1970, the database's clock). Null on a single process
   * (store/owner-leases.ts).
   */
  owner: string | null;
  owner_until: number | string | null;
  /**
   * When the table's live rows (actions, snapshots, chat) were pruned, its game record stored
   * in `room_records` for every viewer (rooms/prune-sweep.ts); null while the table is kept whole.
   */
  pruned_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The append-only action log: one row per accepted action, written before it is acknowledged. */
export interface RoomActionsTable {
  room_id: string;
  /** TableState.seq after the action: 1, 2, 3, ... with no gaps. */
  seq: number;
  /** The Actor as JSON. */
  actor: string;
  /** The Action as JSON. */
  action: string;
  /** The TableEvents it produced, as JSON: the log is rendered from these. */
  events: string;
  /** The RNG state and id counters (JSON) the action started from; null for rows stored before 0004. */
  rng: string | null;
  next: string | null;
  created_at: string;
}

/** Chat lines, in the log's numbering: `line` is its line, `after_seq` how many actions came before it. */
export interface RoomChatTable {
  room_id: string;
  line: number;
  after_seq: number;
  /** ChatAuthor (shared/log/chat.ts) as JSON. */
  author: string;
  text: string;
  created_at: string;
}

/** The full TableState (JSON) at `seq`, every N actions, so a restore replays only the tail. */
export interface RoomSnapshotsTable {
  room_id: string;
  seq: number;
  state: string;
  created_at: string;
}

/**
 * A pruned table's game records (shared/record), as the replay link serves them: a JSON object
 * of each viewer's record as JSON text ("spectator", "p1", "p2", "judge": http/replays.ts),
 * brotli-compressed (store/game-store.ts prune). The four share most of their text, so together
 * they compress to about a tenth of the action log they were built from.
 */
export interface RoomRecordsTable {
  room_id: string;
  records: Uint8Array;
  created_at: string;
}

export interface Database {
  cards: CardsTable;
  rooms: RoomsTable;
  room_actions: RoomActionsTable;
  room_snapshots: RoomSnapshotsTable;
  room_chat: RoomChatTable;
  room_records: RoomRecordsTable;
}
