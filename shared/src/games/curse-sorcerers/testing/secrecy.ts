/**
 * Who may know which card at a Curse Sorcerers table, restated from seed 004 for the leak
 * oracle rather than read from the definition's zones (zones.ts): the deck is nobody's (it is
 * shuffled and drawn blind), the hand and the cards being looked at are their holder's, and the
 * field, the graveyard and the shared stack are everyone's (§2.1: both players see the stack in
 * order; §7: what is in play is public). Spectators see both hands while both players agree.
 * A mulligan shuffles the hand back unseen, so no action shows a hidden card to everyone.
 */
import type { Secrecy } from "../../../testing/game-kit";

/** In the order the fuzzer picks hostile zone names from (hand first, then deck, looking, ...). */
const ZONES = { hand: "holder", deck: "nobody", looking: "holder", field: "everyone", graveyard: "everyone", stack: "everyone" } as const;

export const SORCERER_SECRECY: Secrecy = {
  zones: ZONES,
  shownToSpectators: ["hand"],
  // Printed text and abilities name no other card.
  printedText: () => "",
  // Warnings that fire or not by the face of the card at their target: a spell given a lasting
  // modifier in a field (FAQ Q3), where a card may lie face down.
  aboutTheFaceAtTarget: new Set(["curse-sorcerers.spell.lasting"]),
};
