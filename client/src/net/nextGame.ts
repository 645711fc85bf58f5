/**
 * Following a finished table to its next game ("Play again"; server rooms/next-game.ts). The
 * next table holds each seat for the same seat token, so this browser's token for the finished
 * table is kept for the new one too. The join is made as this tab joined the finished table
 * (with its password or judge code while the tab still knows them); a join that can't be made
 * that way is left to the room page, which asks how to enter.
 */
import type { Room } from "@colyseus/sdk";
import { joinTable, rejoinRequest } from "./connection";
import { loadSeatToken, saveSeatToken } from "./storage";

export async function joinNextGame(finishedRoomId: string, nextRoomId: string, name: string): Promise<Room> {
  const token = loadSeatToken(finishedRoomId);
  if (token && !loadSeatToken(nextRoomId)) saveSeatToken(nextRoomId, token);
  const how = rejoinRequest(finishedRoomId, name) ?? { role: "spectator" as const, name };
  return joinTable(nextRoomId, how);
}
