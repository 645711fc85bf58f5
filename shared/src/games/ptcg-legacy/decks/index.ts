/**
 * How a legacy table takes decks: as a Pokémon table does (ptcg/decks: the same exports, the
 * same 60-card and 4-copy rules), looked up in the same card data — pokemon-tcg-data's older
 * sets carry the era's cards, Poké-Powers and Poké-Bodies included — with its own two demo decks.
 */
import type { GameDecks } from "../../../decks/game-decks";
import { PTCG_DECKS } from "../../ptcg/decks";
import { LEGACY_DEMO_CARDS } from "./demo-cards";
import { LEGACY_DEMO_DECKS } from "./demo-decks";

export const LEGACY_DECKS: GameDecks = {
  ...PTCG_DECKS,
  demoCards: LEGACY_DEMO_CARDS,
  demoDecks: LEGACY_DEMO_DECKS,
  exampleLine: "4 Voltmite PML 1",
};

export { LEGACY_DEMO_CARDS, LEGACY_DEMO_DECKS };
