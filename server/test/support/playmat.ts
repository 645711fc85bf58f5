/**
 * A real Playmat server for integration tests, on its own port, with an in-memory database,
 * and SDK clients that join it as players, spectators or judges.
 */
import "./record-websocket";
import { Client, type Room } from "@colyseus/sdk";
import {
  type ActionReply, type ChatReply, type ClientAction, type CreateOptions, decodeLog, type GameRecord,
  type Hello, type JoinOptions, type JudgeHidden, type LogEntry, MESSAGES, ROOM_NAME,
  type TakenBackMessage, type UndoReply, type Welcome,
} from "@playmat/shared";
import { createPlaymat } from "../../src/app";
import type { GameCards } from "../../src/cards/card-store";
import type { GameStore } from "../../src/store/game-store";
import { loadConfig, type Config } from "../../src/config";
import { recordAs } from "./record-websocket";
import { testPort } from "./process";

export interface TestServer {
  url: string;
  /** Pokémon's card data, which most suites' tables play with. */
  cards: GameCards;
  /** A game's card data by its `decks.cardData` (the card store's game column). */
  cardsOf(cardData: string): GameCards;
  /** The server's game store, to read a room's stored status. */
  games: GameStore;
  shutdown(): Promise<void>;
}

/** Scripted clients act far faster than people; suites that test the limit pass their own. */
const TEST_RATE_LIMIT = { perSecond: 100_000, burst: 100_000, strikes: 100_000 };
/** Likewise for the log lines rendered per client (hello, log.history): log-reads.test.ts checks the limit. */
const TEST_LOG_READS = { burst: 1e9, perSecond: 1e9 };
/** And for the deck-list lines looked up per client (deck.preview, deck.submit): table-limits.test.ts checks the limit. */
const TEST_DECK_LOOKUPS = { burst: 1e9, perSecond: 1e9 };

export async function startPlaymat(suitePort: number, overrides: Partial<Config> = {}): Promise<TestServer> {
  const port = testPort(suitePort);
  const config = { ...loadConfig({}), databaseUrl: "sqlite::memory:", testMode: true, clientDist: "/nonexistent", seatHoldSeconds: 2, rateLimit: TEST_RATE_LIMIT, logReads: TEST_LOG_READS, deckLookups: TEST_DECK_LOOKUPS, ...overrides };
  const { server, cards, games } = await createPlaymat(config, { greet: false });
  await server.listen(port);
  return { url: `http://127.0.0.1:${port}`, cards: cards.of("ptcg"), cardsOf: (cardData) => cards.of(cardData), games, shutdown: () => server.gracefullyShutdown(false) };
}

/** A connected client with what it has been told: welcome, log lines, judge views. */
export class Seat {
  welcome!: Welcome;
  readonly log: LogEntry[] = [];
  hidden: JudgeHidden = {};
  /** Every "log.taken-back" message, in order; their marks are also set on `log`. */
  readonly struck: TakenBackMessage[] = [];
  /** How many refusals arrived as "error" messages: the only answer a plain send gets. */
  errorsHeard = 0;

  constructor(
    readonly label: string,
    readonly room: Room,
  ) {
    // Log lines travel in their compact wire form (shared/src/log/wire.ts).
    room.onMessage(MESSAGES.log, (entries: unknown[]) => this.log.push(...decodeLog(entries)));
    room.onMessage(MESSAGES.judgeHidden, (h: JudgeHidden) => (this.hidden = h));
    room.onMessage(MESSAGES.takenBack, (message: TakenBackMessage) => {
      this.struck.push(message);
      for (const entry of this.log) if (message.lines.includes(entry.seq)) entry.takenBack = message.takenBack;
    });
    // A practising player who turned to the other side gets its whole log anew, as that seat reads it.
    room.onMessage(MESSAGES.logReset, (entries: unknown[]) => this.log.splice(0, this.log.length, ...decodeLog(entries)));
    room.onMessage("error", () => this.errorsHeard++);
  }

  get state(): any {
    return this.room.state;
  }

  async act(action: ClientAction, as?: "p1" | "p2"): Promise<ActionReply> {
    return this.room.request(MESSAGES.action, as ? { action, as } : { action });
  }

  /** Acts and fails the test if the action was refused. */
  async do(action: ClientAction, as?: "p1" | "p2"): Promise<ActionReply & { ok: true }> {
    const reply = await this.act(action, as);
    if (!reply.ok) throw new Error(`${this.label} ${action.type} refused: ${reply.error.message}`);
    return reply;
  }

  /** Asks the opponent to take back this player's last `count` actions. */
  async undo(count?: number): Promise<UndoReply> {
    return this.room.request(MESSAGES.undoRequest, count === undefined ? {} : { count });
  }

  /** A judge takes the game back to just after a log line (or an action's seq). */
  async rewind(target: { line: number } | { seq: number }): Promise<ActionReply> {
    return this.room.request(MESSAGES.rewind, target);
  }

  async chat(text: string): Promise<ChatReply> {
    return this.room.request(MESSAGES.chat, { text });
  }

  /** The game record as this client saw it; fails the test when refused. */
  async record(): Promise<GameRecord> {
    const reply = await this.room.request(MESSAGES.record);
    if (!reply.ok) throw new Error(`${this.label} record refused: ${reply.error.message}`);
    return reply.record;
  }

  async hello(): Promise<void> {
    const hello: Hello = await this.room.request(MESSAGES.hello);
    this.welcome = hello.welcome;
    this.log.splice(0, this.log.length, ...decodeLog(hello.log));
    if (hello.hidden) this.hidden = hello.hidden;
  }

  async deck(submit: { list: string } | { demo: string }): Promise<any> {
    return this.room.request(MESSAGES.deckSubmit, submit);
  }

  /** Waits until the server has sent everything it had queued for this client. */
  async settle(): Promise<void> {
    await this.room.request(MESSAGES.logHistory, { since: 1e9 });
  }

  zone(key: string): any {
    return this.state.zones.get(key);
  }

  /** Public ids of the cards this client sees in a pile, top first. */
  pids(key: string): string[] {
    return [...(this.zone(key)?.cards ?? [])].map((c: any) => c.pid);
  }

  /** Names of the faces this client can read in a pile ("" for a card back). */
  faces(key: string): string[] {
    return [...(this.zone(key)?.cards ?? [])].map((c: any) => c.face?.name ?? "");
  }

  /** What this screen shows of the table, without who happens to be connected right now. */
  screen(): any {
    const json = this.state.toJSON();
    delete json.spectators;
    delete json.judges;
    for (const player of Object.values(json.players) as { connected?: boolean }[]) delete player.connected;
    return json;
  }

  async leave(): Promise<void> {
    await this.room.leave(true);
  }
}

/**
 * Node's fetch may reuse a keep-alive socket the server is closing at that instant and fail
 * with ECONNRESET; it retries idempotent requests but not the matchmaker's POST. Browsers do
 * retry, so the tests do too, once. Any other failure (a refusal) is thrown as it is.
 */
async function retryOnReset<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if ((error as { code?: string }).code !== "ECONNRESET") throw error;
    return request();
  }
}

export async function createTable(server: Pick<TestServer, "url">, options: CreateOptions, join: JoinOptions & { label: string }): Promise<Seat> {
  recordAs(join.label);
  const client = new Client(server.url);
  const room = await retryOnReset(() => client.create(ROOM_NAME, { ...options, ...join }));
  const seat = new Seat(join.label, room);
  await seat.hello();
  return seat;
}

export async function joinTable(server: Pick<TestServer, "url">, roomId: string, join: JoinOptions & { label: string }): Promise<Seat> {
  recordAs(join.label);
  const client = new Client(server.url);
  const room = await retryOnReset(() => client.joinById(roomId, join));
  const seat = new Seat(join.label, room);
  await seat.hello();
  return seat;
}
