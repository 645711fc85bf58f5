export { ptcgPocket } from "./definition";
export { PocketOptions } from "./options";
export { POINTS, POINTS_TO_WIN, pointsOf } from "./marks";
export { POCKET_PILES, BENCH_SPOTS } from "./zones";
export { ENERGY_TYPES, energyDef, energyDefId, energyTypesOf, isZoneEnergy, type EnergyType } from "./energy";
export { pointsFor } from "./points";
export { POCKET_DECKS, POCKET_DEMO_DECKS, POCKET_DEMO_CARDS, parsePocketList } from "./decks";
