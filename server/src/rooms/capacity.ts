/**
 * How many tables one server process holds. Each costs ~130 KB at setup and more as its game
 * goes on (measured by the load test, its README), and creating one needs no account: without a ceiling, a script
 * creating tables in a loop grows the process until the machine kills it, and every game on
 * it goes down. Past the ceiling, creating a table is refused with a clear message and
 * nothing is stored; the tables already open play on. Limits per address belong to a proxy in
 * front of the server; this is the last line that keeps the process up.
 */
import { ErrorCode, ServerError } from "@colyseus/core";
import { readRefusal, tagRefusal } from "@playmat/shared";

/** ~130 KB each at setup, a few hundred KB after a long game: well under 1 GB of tables. */
export const DEFAULT_MAX_TABLES = 2000;

export class TableCapacity {
  private open = 0;

  /** `max` is read at each claim, so the server's configuration can be set after import. */
  constructor(private readonly max: () => number) {}

  /** A place for a new table, or false when the process already holds its maximum. */
  claim(): boolean {
    if (this.open >= this.max()) return false;
    this.open += 1;
    return true;
  }

  /** A table restored after a restart takes its place whatever the count: it existed before. */
  claimAnyway(): void {
    this.open += 1;
  }

  release(): void {
    this.open = Math.max(0, this.open - 1);
  }

  get count(): number {
    return this.open;
  }
}

/** "1 table", "2 tables": a limit set to 1 is read in these messages. */
const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

export const fullMessage = (max: number): string =>
  `This server is full: it holds ${count(max, "table", "tables")}, the most it takes. Try again when a game has ended.`;

/** Creating or reopening a table past the ceiling: the English, tagged `table.server-full` for the client (tagRefusal). */
export const serverFull = (max: number): ServerError =>
  new ServerError(ErrorCode.MATCHMAKE_UNHANDLED, tagRefusal(fullMessage(max), "table.server-full", { max }));

/** Whether building a table failed because the server is full (serverFull), from the error's message. */
export const isServerFull = (message: string): boolean => readRefusal(message)?.code === "table.server-full";

/**
 * Spectators one table takes, those connected and those whose place is held for a reconnection
 * together. A room takes 64 clients (TableRoom.maxClients) and Colyseus locks it once they are
 * all taken, reconnection holds included; a script joining as a spectator in a loop (each drop
 * held for SEAT_HOLD_SECONDS) would lock the players out of their own table. Past this many,
 * a spectator is refused with a clear message, and the places left are the players' and the
 * judges'. A higher setting is held to the room's client limit less those places.
 */
export const DEFAULT_MAX_SPECTATORS = 40;
/** Places of a room's client limit never given to spectators: two seats with a held reconnection each, and judges. */
export const PLACES_KEPT_FROM_SPECTATORS = 12;

export const spectatorsFullMessage = (max: number): string =>
  `This table has ${count(max, "spectator", "spectators")}, the most it takes. Try again when one has left.`;
