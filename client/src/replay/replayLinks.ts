/**
 * Replay links and what this browser knows about them. The link is `/replay/<replayId>` (the
 * unguessable id from `welcome.replayId`); it says nothing about who opens it. The seat token
 * that proves a player's seat is kept per room (net/storage.ts), so while at the table this
 * browser notes which room and seat each replay id belongs to: the player who opens the link
 * later gets their own seat's view without asking.
 */
import type { Seat } from "@playmat/shared";
import { keyedStorage, loadSeatToken, local, type KeyValueStore } from "../net/storage";

const KEY = "playmat.replays";
const KEEP = 50;

export interface ReplayOrigin {
  roomId: string;
  seat: Seat;
}

export const replayPath = (replayId: string) => `/replay/${encodeURIComponent(replayId)}`;

export const replayUrl = (replayId: string, origin = typeof location === "undefined" ? "" : location.origin) => `${origin}${replayPath(replayId)}`;

const origins = keyedStorage<ReplayOrigin>(KEY, (value) => {
  const origin = value as Partial<ReplayOrigin> | null;
  const valid = !!origin && (origin.seat === "p1" || origin.seat === "p2") && typeof origin.roomId === "string";
  return valid ? { roomId: origin.roomId!, seat: origin.seat! } : undefined;
}, KEEP);

/** Notes that `replayId` is the record of the room where this browser holds `seat`. */
export function rememberReplay(replayId: string, origin: ReplayOrigin, store: KeyValueStore = local): void {
  const had = origins.load(replayId, store);
  if (had && had.roomId === origin.roomId && had.seat === origin.seat) return;
  origins.save(replayId, { roomId: origin.roomId, seat: origin.seat }, store);
}

/** The seat this browser played in the replay's game and its token, if it still has one. */
export function seatFor(replayId: string, store: KeyValueStore = local): { seat: Seat; token: string } | null {
  const origin = origins.load(replayId, store);
  if (!origin) return null;
  const token = loadSeatToken(origin.roomId, store);
  return token ? { seat: origin.seat, token } : null;
}
