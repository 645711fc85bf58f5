/**
 * The game's own moves beside the core actions (their wire names start with the game's id):
 * keeping or redealing the opening hand, the phase marker, an ability onto the stack, resolving
 * the stack's top, declaring attackers and blockers, and the effect loop counter. A card goes on
 * the stack with the core `move` to the zone "stack" (respond.ts asks the opponent then).
 */
import type { GameMove } from "../../../engine/definition";
import { ability, type AbilityAction } from "./ability";
import { attack, block, type AttackAction, type BlockAction } from "./combat";
import { loop, type LoopAction } from "./loop";
import { keep, mulligan, type KeepAction, type MulliganAction } from "./mulligan";
import { phase, type PhaseAction } from "./phase";
import { resolve, type ResolveAction } from "./resolve";

declare module "../../../engine/actions" {
  interface GameMoves {
    "curse-sorcerers.mulligan": MulliganAction;
    "curse-sorcerers.keep": KeepAction;
    "curse-sorcerers.phase": PhaseAction;
    "curse-sorcerers.ability": AbilityAction;
    "curse-sorcerers.resolve": ResolveAction;
    "curse-sorcerers.attack": AttackAction;
    "curse-sorcerers.block": BlockAction;
    "curse-sorcerers.loop": LoopAction;
  }
}

export const SORCERER_MOVES: Readonly<Record<string, GameMove<never>>> = {
  "curse-sorcerers.mulligan": mulligan,
  "curse-sorcerers.keep": keep,
  "curse-sorcerers.phase": phase,
  "curse-sorcerers.ability": ability,
  "curse-sorcerers.resolve": resolve,
  "curse-sorcerers.attack": attack,
  "curse-sorcerers.block": block,
  "curse-sorcerers.loop": loop,
};

export type { AbilityAction, AttackAction, BlockAction, KeepAction, LoopAction, MulliganAction, PhaseAction, ResolveAction };
