/**
 * What one move costs, measured: its latency (send → the opponent's SDK applied the patch)
 * and the bytes each client received for it, by move kind. Also a baseline pair's move,
 * measured the same way.
 */
import { performance } from "node:perf_hooks";
import { addBytes, emptyBytes, subBytes, type KindStats, type MoveBytes } from "./common";
import type { Pair, Side } from "./pairs";
import { other, type Player } from "./player";
import type { Table } from "./script";

/** A move waiting for its bytes to be counted (everything it caused has arrived by the next move). */
export interface Tally {
  kind: string;
  mover: Player;
  opponent: Player;
  moverBefore: MoveBytes;
  opponentBefore: MoveBytes;
  /** The opponent's log count when the move was sent: its bytes are complete once one more arrived. */
  opponentLogs: number;
  sentBefore: number;
}

/**
 * Counts what a move's mover and opponent received since it was sent. Called before the room's
 * next move is sent, once the opponent has this move's log line (which follows its patch on
 * the same socket), so each window holds exactly one move's frames even when the server lags.
 */
export async function settleTally(tally: Tally | null, kinds: Record<string, KindStats>): Promise<void> {
  if (!tally) return;
  const stats = kindStats(kinds, tally.kind);
  if (!(await tally.opponent.logsReach(tally.opponentLogs + 1, 5000))) stats.incomplete++;
  addBytes(stats.opponent, subBytes(tally.opponent.bytes, tally.opponentBefore));
  addBytes(stats.mover, subBytes(tally.mover.bytes, tally.moverBefore));
  stats.sent += tally.mover.sent - tally.sentBefore;
}

export function kindStats(kinds: Record<string, KindStats>, kind: string): KindStats {
  return (kinds[kind] ??= { moves: 0, latencies: [], opponent: emptyBytes(), mover: emptyBytes(), sent: 0, incomplete: 0 });
}

export async function playmatMove(table: Table, kinds: Record<string, KindStats>): Promise<void> {
  const ms = 5000;
  const mover = await table.mover(ms);
  // Everything the previous move caused has arrived by now (a period later): count it.
  await settleTally(table.pendingTally, kinds);
  table.pendingTally = null;
  const opponent = table.players[other(mover.seat)];
  await opponent.reach(table.seq, ms);
  const step = table.next(mover);
  const stats = kindStats(kinds, step.kind);
  const tally: Tally = {
    kind: step.kind,
    mover,
    opponent,
    moverBefore: { ...mover.bytes },
    opponentBefore: { ...opponent.bytes },
    opponentLogs: opponent.logs,
    sentBefore: mover.sent,
  };
  const t0 = performance.now();
  opponent.watch = { seq: table.seq + 1, onSeen: (at) => stats.latencies.push(at - t0) };
  const reply = await mover.act(step.action, ms);
  if (!reply.ok) {
    opponent.watch = null;
    throw new Error(`${step.kind} refused: ${reply.error?.code} ${reply.error?.message}`);
  }
  table.seq = reply.seq;
  stats.moves++;
  table.pendingTally = tally;
}

/** A baseline's move: one side sends, the other has it; the bytes are what that side received meanwhile. */
export async function pairMove(pair: Pair, k: number, payloads: readonly [string, string], kinds: Record<string, KindStats>): Promise<void> {
  const stats = kindStats(kinds, "move");
  const from: Side = k % 2 === 0 ? 0 : 1;
  const to: Side = from === 0 ? 1 : 0;
  const before = { ...pair.received[to] };
  stats.latencies.push(await pair.exchange(from, payloads, 5000));
  stats.moves++;
  addBytes(stats.opponent, subBytes(pair.received[to], before));
}
