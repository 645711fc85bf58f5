/**
 * A card Playmat could not identify. It still goes into the deck, under the name the player
 * wrote, so the game can be played by hand; it simply has no stats to show.
 */
import type { CardDef } from "../cards/types";

export function placeholderCard(name: string, set?: string, number?: string): CardDef {
  return {
    id: `placeholder:${name}|${set ?? ""}|${number ?? ""}`,
    name,
    supertype: "Unknown",
    subtypes: [],
    ...(set !== undefined && { set }),
    ...(number !== undefined && { number }),
    placeholder: true,
  };
}
