/**
 * Following a finished table to its next game ("Play again"; server rooms/next-game.ts). The
 * next table holds each seat for the same seat token, so this browser's token for the finished
 * table is kept for the new one too. The join is made as this tab joined the finished table
 * (with its password or judge code while the tab still knows them); a join that can't be made
 * that way is left to the room page, which asks how to enter.
 *
 * The next table's judge code is the finished one's. The server tells it once, to a table's
 * creator, and keeps only its hash: the creator's tab carries it over (in memory, as it keeps
 * the code of its own table), so the header still shows it to hand out.
 */
import type { Room } from "@colyseus/sdk";
import type { Welcome } from "@playmat/shared";
import { joinTable, rejoinRequest } from "./connection";
import { carrySeatToken } from "./storage";

const carriedJudgeCodes = new Map<string, string>();

/** The welcome of a table this tab followed a finished one to, with the judge code its creator was shown there. */
export function withCarriedJudgeCode(welcome: Welcome): Welcome {
  const code = carriedJudgeCodes.get(welcome.roomId);
  return code && !welcome.judgeCode && welcome.role === "player" ? { ...welcome, judgeCode: code } : welcome;
}

export async function joinNextGame(finishedRoomId: string, nextRoomId: string, name: string, judgeCode?: string): Promise<Room> {
  if (judgeCode) carriedJudgeCodes.set(nextRoomId, judgeCode);
  carrySeatToken(finishedRoomId, nextRoomId);
  const how = rejoinRequest(finishedRoomId, name) ?? { role: "spectator" as const, name };
  return joinTable(nextRoomId, how);
}
