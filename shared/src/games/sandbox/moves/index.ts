/**
 * The sandbox's own moves beside the core actions: dealing, and drawing from the shared deck.
 * Their types join the one union of actions (GameMoves, engine/actions.ts); their wire names
 * start with the game's id, as the union is every game's.
 */
import type { GameMove } from "../../../engine/definition";
import { deal, type DealAction } from "./deal";
import { draw, type DrawAction } from "./draw";

declare module "../../../engine/actions" {
  interface GameMoves {
    "sandbox.deal": DealAction;
    "sandbox.draw": DrawAction;
  }
}

export const SANDBOX_MOVES: Readonly<Record<string, GameMove<never>>> = {
  "sandbox.deal": deal,
  "sandbox.draw": draw,
};

export type { DealAction, DrawAction };
