/**
 * The figures every measured target gets, Playmat and each baseline alike, from the readings
 * of its phases (phases.ts): the same arithmetic for all, so their ratios compare like with like.
 */
import { addBytes, emptyBytes, round, sum, summarize, totalBytes } from "./common";
import type { Phases } from "./phases";

export interface Figures {
  /** Paced phase: send → the other client has the move. */
  latencyMs: ReturnType<typeof summarize>;
  /** Saturation: moves completed per second of wall time. */
  movesPerSecond: number;
  /** Saturation: the same moves per second of the measured process's CPU (one core's worth). */
  movesPerCpuSecond: number;
  /** Paced phase: the measured process's CPU per move, idle work included. */
  cpuMsPerMove: number;
  /** WebSocket bytes (payload and frame headers) the other client received per (public) move. */
  bytesPerMove: number;
  /** RSS per room (or pair) at setup plus the heap each gained while paced (roomMemory). */
  memoryKbPerRoom: number | null;
  rooms: number;
  pacedMoves: number;
  /** Moves the other client never saw, and errors, while paced and saturated: nonzero means the figures lie. */
  unseenMoves: number;
  errors: number;
  /** The first few of those errors, to tell what went wrong. */
  errorSamples: string[];
  /** The load generators' CPU per paced move: the clients' own work (decoding, idle pings), not compared. */
  generatorCpuMsPerMove: number | null;
  /** Cores' worth of CPU other processes on the host used while paced and while saturated. */
  otherLoadCores: { paced: number | null; saturated: number | null };
}

/** `isPublic`: which kinds of move count for bytes (Playmat leaves out the draw, whose card only its owner sees). */
export function figuresOf(p: Phases, isPublic: (kind: string) => boolean = () => true): Figures {
  const kinds = Object.entries(p.pace.kinds);
  const counted = kinds.filter(([kind]) => isPublic(kind));
  const countedMoves = sum(counted.map(([, k]) => k.moves));
  const bytes = counted.reduce((b, [, k]) => (addBytes(b, k.opponent), b), emptyBytes());
  const saturateSeconds = p.saturate.windowMs / 1000;
  return {
    latencyMs: summarize(kinds.flatMap(([, k]) => k.latencies)),
    movesPerSecond: round(p.saturate.moves / saturateSeconds, 0)!,
    movesPerCpuSecond: p.saturate.cpuMs > 0 ? round(p.saturate.moves / (p.saturate.cpuMs / 1000), 0)! : 0,
    cpuMsPerMove: round(p.pace.cpuMs / Math.max(1, p.movesDuringPace), 4)!,
    bytesPerMove: round(totalBytes(bytes) / Math.max(1, countedMoves), 1)!,
    memoryKbPerRoom: roomMemory(p).kbPerRoom,
    rooms: p.rooms,
    pacedMoves: p.movesDuringPace,
    unseenMoves: p.pace.unseen,
    errors: p.pace.errors.length + p.saturate.errors.length + p.failures.length,
    errorSamples: [...p.failures, ...p.pace.errors, ...p.saturate.errors].slice(0, 3),
    generatorCpuMsPerMove: round(p.pace.generatorCpuMs / Math.max(1, p.movesDuringPace), 4),
    otherLoadCores: { paced: p.pace.foreign?.cores ?? null, saturated: p.saturate.foreign?.cores ?? null },
  };
}

/** Moves a whole game takes, for the projection below: ~25 turns of ~12 actions. */
const MOVES_PER_GAME = 300;

/**
 * Memory per room: the marginal RSS of a room (second setup stage over the first, so one-off
 * costs drop out) plus the heap each room then gained while playing the paced phase. Also the
 * heap a move retains (event log, action history) and a projection for a whole game.
 */
export function roomMemory(p: Phases) {
  const added = Math.max(1, p.rooms - p.halfRooms);
  const rssMarginal = (p.afterSetup.memory.rss - p.afterHalf.memory.rss) / 1024 / added;
  const heapMarginal = (p.afterSetup.memory.heapUsed - p.afterHalf.memory.heapUsed) / 1024 / added;
  const externalMarginal = (p.afterSetup.memory.external - p.afterHalf.memory.external) / 1024 / added;
  const paceGrowth = Math.max(0, p.afterPace.memory.heapUsed - p.afterSetup.memory.heapUsed) / 1024 / Math.max(1, p.rooms);
  const bytesPerMove = p.movesDuringPace > 0 ? (paceGrowth * 1024 * p.rooms) / p.movesDuringPace : 0;
  return {
    kbPerRoom: round(rssMarginal + paceGrowth, 1),
    rssKbPerRoomAtSetup: round(rssMarginal, 1),
    heapKbPerRoomAtSetup: round(heapMarginal, 1),
    externalKbPerRoomAtSetup: round(externalMarginal, 1),
    heapKbGainedPerRoomWhilePaced: round(paceGrowth, 1),
    movesPerRoomPaced: round(p.movesDuringPace / Math.max(1, p.rooms), 1),
    heapBytesPerMove: round(bytesPerMove, 0),
    projectedKbPerRoomAt300Moves: round(rssMarginal + (bytesPerMove * MOVES_PER_GAME) / 1024, 1),
  };
}
