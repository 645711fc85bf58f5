/**
 * Playmat's own invented cards, so a table can be played (and tested) without importing anyone's
 * card data; the Pokémon game's demo decks are built from them (games/ptcg/decks/demo-decks.ts).
 * The cards are stored in the pokemon-tcg-data layout under shared/fixtures/, which also makes
 * them the importer's and resolver's test fixtures: same code set in two sets (PMA and its GG gallery), a reprint,
 * a name shared by two different cards, a Stage 2 line, ex and Mega ex rule boxes.
 */
import demoSets from "../../fixtures/pokemon-tcg-data/sets/en.json";
import alphaCards from "../../fixtures/pokemon-tcg-data/cards/en/demo-pma.json";
import galleryCards from "../../fixtures/pokemon-tcg-data/cards/en/demo-pmagg.json";
import { fromPokemonTcgDataSet, type PokemonTcgDataCard, type PokemonTcgDataSet } from "./pokemon-tcg-data";
import type { CardDef } from "./types";

const CARD_FILES: Record<string, readonly PokemonTcgDataCard[]> = {
  "demo-pma": alphaCards,
  "demo-pmagg": galleryCards,
};

export const DEMO_SETS: readonly PokemonTcgDataSet[] = demoSets;

export const DEMO_CARDS: readonly CardDef[] = DEMO_SETS.flatMap((set) =>
  fromPokemonTcgDataSet(set, CARD_FILES[set.id] ?? []),
);
