/**
 * How a finished game reads, on the table's "Game over" panel and the replay's turn line: who
 * won and why, naming the player it happened to ("Bob wins: you conceded.", "You win: Bob could
 * not draw."). A table stored before the reason was kept says only who won; a reason this build
 * has no words for is shown as the log's.
 */
import type { Names } from "@playmat/shared";
import type { T } from "../i18n/useT";
import type { TableSnap } from "../net/snapshot";
import type { Perspective } from "./perspective";

type Seat = "p1" | "p2";

function why(reason: string, loser: Seat | null, persp: Perspective, names: Names, t: T): string {
  if (!reason) return "";
  const you = loser !== null && loser === persp.me;
  const fallback = t(`reason.${reason}`, { ns: "log", defaultValue: reason });
  return t(`gameOver.reason.${reason}`, { loser: loser ? names[loser] : "", context: you ? "you" : undefined, defaultValue: fallback });
}

export function gameOverText(snap: Pick<TableSnap, "winner" | "winReason">, persp: Perspective, names: Names, t: T): string {
  const winner = snap.winner as Seat | "draw" | "";
  if (!winner) return t("gameOver.over");
  const loser: Seat | null = winner === "draw" ? null : winner === "p1" ? "p2" : "p1";
  const reason = why(snap.winReason, loser, persp, names, t);
  const key = winner === "draw" ? "draw" : winner === persp.me ? "youWin" : "wins";
  return t(`gameOver.${key}${reason ? "Why" : ""}`, { player: winner === "draw" ? "" : names[winner], reason });
}
