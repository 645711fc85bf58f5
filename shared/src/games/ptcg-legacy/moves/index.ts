/**
 * The legacy table's moves: the Pokémon TCG's where they are the same (taking a Prize card,
 * declaring an attack: ptcg/moves), its own setup in seed 002's order under the wire names a
 * Pokémon client already sends (setup.mulligan, setup.ready), and the era's own (legacy.*).
 */
import type { GameMove } from "../../../engine/definition";
import { attack } from "../../ptcg/moves/attack";
import { prizeTake } from "../../ptcg/moves/prize-take";
import { cut, type CutAction } from "./cut";
import { extraDraw, type ExtraDrawAction } from "./extra-draw";
import { first, type FirstAction } from "./first";
import { mulligan } from "./mulligan";
import { power, type PowerAction } from "./power";
import { ready } from "./ready";

declare module "../../../engine/actions" {
  interface GameMoves {
    "legacy.cut": CutAction;
    "legacy.first": FirstAction;
    "legacy.extra-draw": ExtraDrawAction;
    "legacy.power": PowerAction;
  }
}

export const LEGACY_MOVES: Readonly<Record<string, GameMove<never>>> = {
  "legacy.cut": cut,
  "legacy.first": first,
  "setup.mulligan": mulligan,
  "legacy.extra-draw": extraDraw,
  "setup.ready": ready,
  "legacy.power": power,
  "prize.take": prizeTake,
  attack,
};

export type { CutAction, ExtraDrawAction, FirstAction, PowerAction };
