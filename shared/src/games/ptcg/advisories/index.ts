/**
 * Every Pokémon TCG advisory: warnings with a stable code, never refusals. Each checks one
 * action against the table before and after it; docs/advisories.md lists them for players.
 */
import type { AdvisoryRule } from "../../../engine/definition";
import { afterAttack, attackNotActive } from "./attack";
import { benchFull, nonBasicToBench } from "./bench";
import { attackCondition, attackConfused, checkupTwice, conditionOnBench, retreatCondition } from "./conditions";
import { emptyDraw } from "./deck";
import { deckAceSpec, deckCopies, deckNoBasic, deckSize } from "./deck-rules";
import { damageKnockedOut } from "./knocked-out";
import { evolveFirstTurn, evolveSameTurn, evolveWrongStage } from "./evolve";
import { attackFirstTurn, supporterFirstTurn } from "./first-turn";
import { energySecond, retreatSecond, stadiumSecond, supporterSecond } from "./once-per-turn";
import { pokemonToPrizeOrStadium } from "./out-of-play";
import { rareCandyFirstTurn, rareCandyNewBasic } from "./rare-candy";
import { retreatCost } from "./retreat";
import { mulliganWithBasic, setupNewHand, setupNoActive, setupNotBasic } from "./setup";
import { stadiumReplaced, stadiumSameName } from "./stadium";
import { toolSecond } from "./tool";
import { notYourTurn } from "./turn-owner";

export const PTCG_ADVISORIES: AdvisoryRule[] = [
  // The deck, when it is loaded
  deckSize,
  deckCopies,
  deckAceSpec,
  deckNoBasic,
  // Setup
  mulliganWithBasic,
  setupNotBasic,
  setupNoActive,
  setupNewHand,
  // Whose turn, and the first turn
  notYourTurn,
  supporterFirstTurn,
  attackFirstTurn,
  // Once a turn
  energySecond,
  supporterSecond,
  stadiumSecond,
  stadiumSameName,
  stadiumReplaced,
  retreatSecond,
  // Putting Pokémon into play and evolving
  nonBasicToBench,
  benchFull,
  evolveSameTurn,
  evolveFirstTurn,
  evolveWrongStage,
  rareCandyFirstTurn,
  rareCandyNewBasic,
  toolSecond,
  pokemonToPrizeOrStadium,
  // Attacking and retreating
  attackNotActive,
  attackCondition,
  attackConfused,
  retreatCondition,
  retreatCost,
  conditionOnBench,
  afterAttack,
  damageKnockedOut,
  // Pokémon Checkup
  checkupTwice,
  // Drawing
  emptyDraw,
];
