export { ptcgLegacy } from "./definition";
export { LegacyOptions, activeSpots, benchSlots, FIRST_PLAYER_BY } from "./options";
export { proposeDamage, printedDamage, applyModifier, DEFAULT_RESISTANCE, DEFAULT_WEAKNESS, type DamageProposal, type DamageStep } from "./damage";
export { isPokeBody, isPokePower, pokeBodiesOf, pokePowersOf } from "./cards";
export { CUTS, EXTRA_DRAWS, POWER_USED } from "./marks";
export { LEGACY_ADVISORIES } from "./advisories";
export { SUDDEN_DEATH } from "./sudden-death";
