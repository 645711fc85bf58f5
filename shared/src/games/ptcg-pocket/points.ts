/**
 * Points for a Knock Out (issue 29; the app's rules): 1, 2 for a Pokémon ex, 3 for a Mega ex.
 * Pocket card data has no rule box text, so the name tells ("Pikachu ex", "Mega Altaria ex").
 */
import type { CardDef } from "../../cards/types";

export function pointsFor(def: Pick<CardDef, "name"> | undefined): number {
  const name = def?.name.trim() ?? "";
  if (!/\bex$/i.test(name)) return 1;
  return /^mega\s/i.test(name) ? 3 : 2;
}
