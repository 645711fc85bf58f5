/**
 * One action a turn, on one's own turn (seed 003 §자신의 차례에 할 수 있는 행동): a draw or a
 * placement, then its effects; Captain (2) grants one more placement. Playmat warns of a second
 * action and of acting while it is the opponent's turn, never refuses them.
 */
import type { AdvisoryContext } from "../../../engine/definition";
import { EFFECT_NOTE } from "../assists/effect";
import { placementsIn } from "../placements";
import { TALLY } from "../tally";
import { advisory, YOUR_TURN } from "./define";

export const twoActions = advisory(
  "toy-battle.turn.two-actions",
  YOUR_TURN,
  "A turn is one action, a draw or a placement (Captain, 2, grants one more placement).",
  ({ before, after, actor }) => {
    const was = before.turn.tally[actor.seat]?.[TALLY.actions] ?? 0;
    const now = after.turn.tally[actor.seat]?.[TALLY.actions] ?? 0;
    const grants = after.turn.tally[actor.seat]?.[TALLY.grants] ?? 0;
    return now > was && now > 1 + grants ? [{ params: { count: now } }] : [];
  },
);

/** Whether the action is one a player takes on its own turn: a draw, a placement, an effect, ending the turn. */
function turnAction(ctx: AdvisoryContext): boolean {
  const { action, actor, events } = ctx;
  switch (action.type) {
    case "toy-battle.draw":
    case "draw":
    case "turn.end":
      return true;
    case "assist":
      return events.some((e) => e.type === "note" && e.key.startsWith(EFFECT_NOTE));
    case "move":
      return placementsIn(events).some((p) => p.seat === actor.seat);
    default:
      return false;
  }
}

export const notYourTurn = advisory(
  "toy-battle.turn.not-yours",
  YOUR_TURN,
  "Only the player whose turn it is draws, places, applies effects and ends the turn.",
  (ctx) => {
    const { before, actor } = ctx;
    if (!before.turn.current || actor.seat === before.turn.current) return [];
    return turnAction(ctx) ? [{ params: { current: before.turn.current } }] : [];
  },
);
