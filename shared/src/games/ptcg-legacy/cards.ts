/**
 * Cards as the legacy rules read them: the Pokémon TCG's card kinds (ptcg/cards.ts) plus the
 * era's abilities, which pokemon-tcg-data's older sets carry as `abilities[].type`
 * "Poké-Power" or "Poké-Body".
 */
import type { CardAbility, CardDef } from "../../cards/types";

export * from "../ptcg/cards";

/** "Poké-Power", "Poke-Power", "Pokémon Power": a type as the data or a typist spells it. */
const normal = (type: string) => type.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/[^a-z]/g, "");

export const isPokePower = (ability: CardAbility) => normal(ability.type) === "pokepower" || normal(ability.type) === "pokemonpower";
export const isPokeBody = (ability: CardAbility) => normal(ability.type) === "pokebody";

export const pokePowersOf = (def: CardDef | undefined): CardAbility[] => (def?.abilities ?? []).filter(isPokePower);
export const pokeBodiesOf = (def: CardDef | undefined): CardAbility[] => (def?.abilities ?? []).filter(isPokeBody);

/** Any Trainer card: the player going first plays none on the first turn (seed 002 §6). */
export const isAnyTrainer = (def: CardDef | undefined) => def?.supertype === "Trainer";
