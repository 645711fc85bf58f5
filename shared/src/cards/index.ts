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
export { createCardLookup, distinctCards, matchPrinting, nameKeysFor, pickByName, type CardLookup, type CardQuery } from "./lookup";
export { naturalCompare, newestPrinting, newestPrintingFirst } from "./printing-order";
export {
  fromPokemonTcgData,
  fromPokemonTcgDataSet,
  releasedOf,
  type PokemonTcgDataCard,
  type PokemonTcgDataSet,
} from "./pokemon-tcg-data";
export { DEMO_CARDS, DEMO_SETS } from "./demo";
