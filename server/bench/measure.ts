/**
 * What one move costs, measured: its latency (send → the opponent's SDK applied the patch)
 * and the bytes each client received for it, by move kind. Also the floor's relay pairs and
 * their moves, measured the same way.
 */
import { performance } from "node:perf_hooks";
import { WebSocket } from "ws";
import { addBytes, emptyBytes, subBytes, within, wsHeaderBytes, type KindStats, type MoveBytes } from "./common";
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

export async function relayMove(pair: Pair, k: number, payload: Buffer, kinds: Record<string, KindStats>): Promise<void> {
  const stats = kindStats(kinds, "relay");
  await pair.exchange(k % 2, payload, 5000, (latency) => stats.latencies.push(latency));
  stats.moves++;
  stats.opponent.other += payload.length;
  stats.opponent.headers += wsHeaderBytes(payload.length);
  stats.opponent.frames++;
}

// ---------------------------------------------------------------------------------------------
// Relay pairs (the floor)

export class Pair {
  readonly sockets: WebSocket[] = [];
  /** Send time of the message in flight, and who should receive it. */
  inFlight: { t0: number; to: number; onSeen: (at: number) => void } | null = null;

  constructor(readonly index: number) {}

  async connect(url: string, ms: number): Promise<void> {
    for (const side of ["a", "b"]) {
      const ws = new WebSocket(`${url}/?pair=${this.index}&side=${side}`, { perMessageDeflate: false });
      await within(new Promise<void>((resolve, reject) => {
        ws.once("open", () => resolve());
        ws.once("error", reject);
      }), ms, "relay connect");
      const me = this.sockets.length;
      ws.on("message", () => {
        const flight = this.inFlight;
        if (flight && flight.to === me) {
          this.inFlight = null;
          flight.onSeen(performance.now());
        }
      });
      this.sockets.push(ws);
    }
  }

  /** Sends `payload` from one side; resolves when the other side has it. */
  exchange(from: number, payload: Buffer, ms: number, onSeen?: (latency: number) => void): Promise<void> {
    return within(new Promise<void>((resolve) => {
      const t0 = performance.now();
      this.inFlight = {
        t0,
        to: 1 - from,
        onSeen: (at) => {
          onSeen?.(at - t0);
          resolve();
        },
      };
      this.sockets[from]!.send(payload);
    }), ms, "relay message");
  }
}

