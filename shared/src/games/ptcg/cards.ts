/** What kind of Pokémon TCG card a definition is, as advisories and assists need to know. */
import { isBasicEnergy as isBasicEnergyDef, isBasicPokemon as isBasicPokemonDef } from "../../cards/identity";
import type { CardDef } from "../../cards/types";

export const isPokemon = (def: CardDef | undefined) => def?.supertype === "Pokémon";
export const isBasicPokemon = (def: CardDef | undefined) => def !== undefined && isBasicPokemonDef(def);
export const isEvolution = (def: CardDef | undefined) => isPokemon(def) && !def!.subtypes.includes("Basic");
export const isTrainer = (def: CardDef | undefined, subtype: string) => def?.supertype === "Trainer" && def.subtypes.includes(subtype);
export const isSupporter = (def: CardDef | undefined) => isTrainer(def, "Supporter");
export const isStadium = (def: CardDef | undefined) => isTrainer(def, "Stadium");
export const isTool = (def: CardDef | undefined) => isTrainer(def, "Pokémon Tool");
export const isItem = (def: CardDef | undefined) => isTrainer(def, "Item");
export const isEnergy = (def: CardDef | undefined) => def?.supertype === "Energy";
export const isBasicEnergy = (def: CardDef | undefined) => def !== undefined && isBasicEnergyDef(def);
/** Rare Candy, or any Item whose text evolves a Basic straight to Stage 2 ("skipping the Stage 1"). */
export const isRareCandy = (def: CardDef | undefined) =>
  isItem(def) && (def!.name === "Rare Candy" || (def!.rules ?? []).some((rule) => /skipping the Stage 1/i.test(rule)));

/**
 * Prize cards the opponent takes when this Pokémon is knocked out. The card's own rule text
 * decides when it says (seed 001 §4.1); otherwise 3 for Mega ex, VMAX, V-UNION and TAG TEAM,
 * 2 for other rule boxes, 1 for everything else.
 */
export function prizeValueOf(def: CardDef | undefined): number {
  if (!def) return 1;
  for (const rule of def.rules ?? []) {
    const match = /takes (\d+) Prize cards?/i.exec(rule);
    if (match) return Number(match[1]);
  }
  const subtypes = def.subtypes;
  if (subtypes.includes("MEGA") && subtypes.includes("ex")) return 3;
  if (["VMAX", "V-UNION", "TAG TEAM"].some((s) => subtypes.includes(s))) return 3;
  if (["ex", "EX", "V", "VSTAR", "GX"].some((s) => subtypes.includes(s))) return 2;
  return 1;
}

/** Card names as evolution lines compare them: "Evolves from Bloom" matches "Bloom". */
export const sameName = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.normalize("NFC").trim().toLowerCase() === b.normalize("NFC").trim().toLowerCase();

/** A card we know nothing about (a deck line that did not resolve): no rule can judge it. */
export const isUnknown = (def: CardDef | undefined) => !def || def.placeholder === true || def.supertype === "Unknown";

/** Basic Pokémon, and Trainers played "as if it were a Basic Pokémon" (Fossils, Clefairy Doll). */
export const playsAsBasic = (def: CardDef | undefined) =>
  isBasicPokemon(def) || (def?.supertype === "Trainer" && (def.rules ?? []).some((r) => /as if (?:it|this card) were an? .*\bBasic\b.*Pok[eé]mon/i.test(r)));

/** A Stadium that lets each player bench more Pokémon ("... 8 Pokémon on their Bench"): the new limit. */
export function benchLimitOf(def: CardDef | undefined): number | undefined {
  if (!isStadium(def)) return undefined;
  for (const rule of def!.rules ?? []) {
    const match = /(\d+) Pok[eé]mon on (?:their|his or her|your) Bench/i.exec(rule);
    if (match) return Number(match[1]);
  }
  return undefined;
}
