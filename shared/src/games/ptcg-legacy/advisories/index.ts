/**
 * The legacy table's advisories (seed 002): the Pokémon TCG's where the rule is the same
 * (ptcg/advisories), and the era's own. Left out: the first player's "no attack" and "no
 * Supporter" (replaced by "no Trainer at all"), Rare Candy's first-turn rules and the standard
 * Bench limit (the table's Bench is the limit: 5, or 4 on 2 Active); VSTAR, GX and ACE SPEC
 * are newer than these rules. docs/advisories.md lists them for players.
 */
import type { AdvisoryRule } from "../../../engine/definition";
import { attackNotActive } from "../../ptcg/advisories/attack";
import { nonBasicToBench } from "../../ptcg/advisories/bench";
import { attackCondition, attackConfused, checkupTwice, conditionOnBench, retreatCondition } from "../../ptcg/advisories/conditions";
import { emptyDraw } from "../../ptcg/advisories/deck";
import { deckCopies, deckNoBasic, deckSize } from "../../ptcg/advisories/deck-rules";
import { evolveFirstTurn, evolveSameTurn, evolveWrongStage } from "../../ptcg/advisories/evolve";
import { damageKnockedOut } from "../../ptcg/advisories/knocked-out";
import { energySecond, retreatSecond, stadiumSecond, supporterSecond } from "../../ptcg/advisories/once-per-turn";
import { pokemonToPrizeOrStadium } from "../../ptcg/advisories/out-of-play";
import { retreatCost } from "../../ptcg/advisories/retreat";
import { mulliganWithBasic, setupNewHand, setupNoActive, setupNotBasic } from "../../ptcg/advisories/setup";
import { stadiumReplaced, stadiumSameName } from "../../ptcg/advisories/stadium";
import { toolSecond } from "../../ptcg/advisories/tool";
import { notYourTurn } from "../../ptcg/advisories/turn-owner";
import { afterAttack } from "./after-attack";
import { trainerFirstTurn } from "./first-turn";
import { powerSecond } from "./power";

export const LEGACY_ADVISORIES: AdvisoryRule[] = [
  // The deck, when it is loaded
  deckSize,
  deckCopies,
  deckNoBasic,
  // Setup
  mulliganWithBasic,
  setupNotBasic,
  setupNoActive,
  setupNewHand,
  // Whose turn, and the first turn
  notYourTurn,
  trainerFirstTurn,
  // Once a turn
  energySecond,
  supporterSecond,
  stadiumSecond,
  stadiumSameName,
  stadiumReplaced,
  retreatSecond,
  powerSecond,
  // Putting Pokémon into play and evolving
  nonBasicToBench,
  evolveSameTurn,
  evolveFirstTurn,
  evolveWrongStage,
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
