/**
 * The Pocket game's own moves beside the core actions: being ready after setup, and declaring
 * an attack (the Pokémon TCG's own move, shared by import: the same wire name and log line).
 */
import type { GameMove } from "../../../engine/definition";
import { PTCG_MOVES } from "../../ptcg/moves";
import { pocketReady, type PocketReadyAction } from "./ready";

declare module "../../../engine/actions" {
  interface GameMoves {
    "pocket.ready": PocketReadyAction;
  }
}

export const POCKET_MOVES: Readonly<Record<string, GameMove<never>>> = {
  "pocket.ready": pocketReady,
  attack: PTCG_MOVES.attack!,
};

export type { PocketReadyAction };
