export type { CardAbility, CardAttack, CardDef, CardTypeValue, Supertype } from "./types";
export {
  ENERGY_SYMBOLS,
  basicEnergyType,
  expandEnergySymbols,
  gameplayKey,
  isBasicEnergy,
  isBasicPokemon,
  nameKey,
  numberDigits,
  numberKey,
  rulesName,
} from "./identity";
export { createCardLookup, distinctCards, matchPrinting, nameKeysFor, pickByName, pickByNameInOrder, type CardLookup, type CardQuery } from "./lookup";
export {
  fromPokemonTcgData,
  fromPokemonTcgDataSet,
  type PokemonTcgDataCard,
  type PokemonTcgDataSet,
} from "./pokemon-tcg-data";
export { DEMO_CARDS, DEMO_DECKS, DEMO_SETS, type DemoDeck } from "./demo";
