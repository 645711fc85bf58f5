/**
 * The Pokémon TCG's own moves, beside the core actions every game has. Their types join the
 * one union of actions (GameMoves in engine/actions.ts), so the log, the client and the tests
 * name them as they name core actions; the wire names are the ones clients always sent.
 */
import type { GameMove } from "../../../engine/definition";
export type { AttackDeclaredEvent, MulliganEvent } from "../events";
import { attack, type AttackAction } from "./attack";
import { mulligan, type MulliganAction } from "./mulligan";
import { prizeTake, type PrizeTakeAction } from "./prize-take";
import { setupFirst, type SetupFirstAction } from "./setup-first";
import { setupReady, type SetupReadyAction } from "./setup-ready";

declare module "../../../engine/actions" {
  interface GameMoves {
    "setup.first": SetupFirstAction;
    "setup.ready": SetupReadyAction;
    "setup.mulligan": MulliganAction;
    "prize.take": PrizeTakeAction;
    attack: AttackAction;
  }
}

export const PTCG_MOVES: Readonly<Record<string, GameMove<never>>> = {
  "setup.first": setupFirst,
  "setup.ready": setupReady,
  "setup.mulligan": mulligan,
  "prize.take": prizeTake,
  attack,
};

export type { AttackAction, MulliganAction, PrizeTakeAction, SetupFirstAction, SetupReadyAction };
