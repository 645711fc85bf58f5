/**
 * Every Pocket advisory: warnings with a stable code, never refusals (docs/advisories.md). The
 * rules Pocket shares with the Pokémon TCG run the Pokémon TCG's checks by import (retag.ts),
 * under this game's codes and sources; seed 000 wins where it speaks.
 */
import type { AdvisoryRule } from "../../../engine/definition";
import { afterAttack, attackNotActive } from "../../ptcg/advisories/attack";
import { nonBasicToBench } from "../../ptcg/advisories/bench";
import { evolveFirstTurn, evolveSameTurn, evolveWrongStage } from "../../ptcg/advisories/evolve";
import { attackFirstTurn } from "../../ptcg/advisories/first-turn";
import { retreatSecond, supporterSecond } from "../../ptcg/advisories/once-per-turn";
import { rareCandyFirstTurn, rareCandyNewBasic } from "../../ptcg/advisories/rare-candy";
import { setupNotBasic } from "../../ptcg/advisories/setup";
import { toolSecond } from "../../ptcg/advisories/tool";
import { notYourTurn } from "../../ptcg/advisories/turn-owner";
import { deckCopies, deckEnergyCards, deckNoBasic, deckSize } from "./deck-rules";
import { zoneEnergySecond, zoneEnergyUnused } from "./energy";
import { drawFirstTurn, supporterFirstTurn } from "./first-turn";
import { handOverLimit } from "./hand";
import { retag } from "./retag";

const SEED_000 = "seed 000";
const APP = "issue 29 (the app's rules)";

export const POCKET_ADVISORIES: AdvisoryRule[] = [
  // The deck, when it is loaded
  deckSize,
  deckCopies,
  deckNoBasic,
  deckEnergyCards,
  // Setup
  retag(
    setupNotBasic,
    "ptcg-pocket.setup.not-basic",
    `${SEED_000} (게임 시작)`,
    "During setup, only Basic Pokémon go into the Active Spot and onto the Bench.",
  ),
  // Whose turn, and the first turn
  notYourTurn,
  drawFirstTurn,
  supporterFirstTurn,
  retag(attackFirstTurn, "ptcg-pocket.attack.first-turn", APP, "The player who goes first can't attack during their first turn."),
  // Once a turn
  zoneEnergySecond,
  zoneEnergyUnused,
  retag(supporterSecond, "ptcg-pocket.supporter.second", APP, "You can play only one Supporter card during your turn."),
  retag(retreatSecond, "ptcg-pocket.retreat.second", APP, "You can retreat your Active Pokémon only once during your turn."),
  // Putting Pokémon into play and evolving
  retag(
    nonBasicToBench,
    "ptcg-pocket.play.non-basic-to-bench",
    `${SEED_000} (턴 중 배치)`,
    "Only Basic Pokémon go from your hand onto an empty spot; evolutions go onto the Pokémon they evolve from.",
  ),
  retag(
    evolveSameTurn,
    "ptcg-pocket.evolve.same-turn",
    `${SEED_000} (진화 규칙: 첫 턴 제한, 진화 횟수)`,
    "A Pokémon can't evolve during the turn it was put into play, and evolves at most once per turn.",
  ),
  retag(evolveFirstTurn, "ptcg-pocket.evolve.first-turn", `${SEED_000} (진화 규칙: 첫 턴 제한)`, "Neither player can evolve a Pokémon during their own first turn."),
  retag(
    evolveWrongStage,
    "ptcg-pocket.evolve.wrong-stage",
    `${SEED_000} (진화 순서, Rare Candy)`,
    "An evolution goes onto the Pokémon named in its \"Evolves from\"; only Rare Candy lets a Stage 2 skip its Stage 1.",
  ),
  retag(rareCandyFirstTurn, "ptcg-pocket.rare-candy.first-turn", `${SEED_000} (Rare Candy)`, "Rare Candy can't be used during your first turn."),
  retag(
    rareCandyNewBasic,
    "ptcg-pocket.rare-candy.new-basic",
    `${SEED_000} (Rare Candy)`,
    "Rare Candy can't be used on a Basic Pokémon that was put into play this turn.",
  ),
  retag(toolSecond, "ptcg-pocket.tool.second", `${SEED_000} (Pokemon Tool)`, "A Pokémon can have only one Pokémon Tool attached."),
  // Attacking, and the hand
  retag(attackNotActive, "ptcg-pocket.attack.not-active", `${SEED_000} (Active Spot)`, "Only your Active Pokémon attacks."),
  retag(
    afterAttack,
    "ptcg-pocket.after-attack",
    APP,
    "After you attack, your turn ends: play cards, attach Energy, retreat and use Abilities before the attack.",
  ),
  handOverLimit,
];
