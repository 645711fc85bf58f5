/**
 * Seed 004 §2.2's order of the stack: reactions first, then player abilities, then passive
 * abilities, and within one the most recent first. Playmat's reading (docs): a card played
 * (a sorcerer, a spell, a cursed object, an event) opens a chain and is resolved after
 * everything put on it in answer, so it ranks below the three; §2.1's example (유토 김 at the
 * bottom, its passive 비의 자 above, 카운터 주술 on top) reads in this order. The order is kept
 * when nothing is put on top of an entry that ranks above it.
 */
import type { CardDef } from "../../../cards/types";
import { kindOf } from "../cards/read";
import { isAbilityToken } from "./ability-token";

export const PRIORITY = ["reaction", "player-ability", "passive-ability", "card"] as const;
export type Priority = (typeof PRIORITY)[number];

export function priorityOf(def: CardDef | undefined): Priority {
  if (isAbilityToken(def)) return def!.subtypes.includes("passive") ? "passive-ability" : "player-ability";
  return kindOf(def) === "reaction" ? "reaction" : "card";
}

/** Lower is resolved first. */
export const rank = (priority: Priority): number => PRIORITY.indexOf(priority);
