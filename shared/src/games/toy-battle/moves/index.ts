/**
 * Toy Battle's own moves beside the core actions: setting up, and a turn's draw. Placing a tile
 * is the core `move` (stand → board slot; onto a tower with `as: "onto"`). Their types join
 * the one union of actions (GameMoves, engine/actions.ts); their wire names start with the game's id.
 */
import type { GameMove } from "../../../engine/definition";
import { draw, type DrawAction } from "./draw";
import { setup, type SetupAction } from "./setup";

declare module "../../../engine/actions" {
  interface GameMoves {
    "toy-battle.setup": SetupAction;
    "toy-battle.draw": DrawAction;
  }
}

export const TOY_BATTLE_MOVES: Readonly<Record<string, GameMove<never>>> = {
  "toy-battle.setup": setup,
  "toy-battle.draw": draw,
};

export type { DrawAction, SetupAction };
