/**
 * Seed 001 §13.6 asks to refuse the actions of the player whose turn it is not; Playmat warns
 * instead. Answering prompts, promoting a new Active, shuffling, damage and prizes are fine
 * out of turn, and so is drawing into an empty hand (Iono, Judge: "each player draws").
 */
import type { AdvisoryContext } from "../../../engine/definition";
import { advisory } from "./define";
import { fromHand, zoneId } from "./read";

const ONTO_THE_TABLE = ["active", "bench", "stadium", "resolving"];

function turnAction(ctx: AdvisoryContext): boolean {
  const { action, actor, before } = ctx;
  switch (action.type) {
    case "attack":
    case "turn.end":
      return true;
    case "swap":
      return action.retreat === true;
    case "draw": {
      const hand = before.zones[`${actor.seat}.hand`];
      return hand?.layout === "pile" && hand.cards.length > 0;
    }
    case "move":
      return fromHand(ctx).some((p) => p.seat === actor.seat && (ONTO_THE_TABLE.includes(zoneId(p.event.to.zone)) || p.event.to.layer !== undefined));
    default:
      return false;
  }
}

export const notYourTurn = advisory(
  "table.not-your-turn",
  "seed 001 §13.6; seed 002 (during the opponent's turn)",
  "Only the player whose turn it is draws, plays cards, retreats, attacks and ends the turn.",
  (ctx) => {
    const { before, actor } = ctx;
    if (before.phase !== "playing" || !before.turn.current || actor.seat === before.turn.current) return [];
    return turnAction(ctx) ? [{ params: { action: ctx.action.type, current: before.turn.current } }] : [];
  },
);
