/** Who an action is taken as: a player for its own seat, a judge for the seat it names. */
import { JUDGE_ONLY_ACTIONS, type Actor } from "@playmat/shared";
import { refuse, type Refusal } from "./refusal";
import type { Admission } from "./seats";

export function actorFor(admission: Admission, as: "p1" | "p2" | undefined, type?: string): Actor | Refusal {
  if (admission.role === "spectator") return refuse("authority.spectator", "Spectators watch; they can't act on the table.");
  if (admission.role === "judge") {
    // A judge's own actions (pause, set the turn) are nobody's seat: the log names no player.
    if (!as && type && JUDGE_ONLY_ACTIONS.has(type)) return { seat: "p1", judge: true };
    if (!as) return refuse("judge.seat", 'A judge acts for a seat: add "as": "p1" or "p2".');
    return { seat: as, judge: true };
  }
  if (as && as !== admission.seat) return refuse("authority.seat", "You can only act for your own seat.");
  return { seat: admission.seat! };
}
