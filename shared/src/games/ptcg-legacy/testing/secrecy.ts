/**
 * Who may know which card at a legacy table, restated from seed 002 for the leak oracle (not
 * read from the definition's zones): the zones are the Pokémon TCG's, and so is who sees what —
 * hands and looked-at cards to the player holding them; cards in play, the discard pile, the
 * Lost Zone, the resolving area and the Stadium to everyone unless face down; the deck and the
 * Prize cards to nobody (seed 002 §4: "6 Prize cards, face down"); both hands to spectators while
 * both players agree to show them.
 *
 * What seed 002 shows or hides beyond that:
 * - a mulligan shows the hand to the opponent ("show the opponent your hand, to prove there is
 *   no Basic Pokémon in it"), before it goes back into the deck with the Prize cards: those
 *   cards are everyone's to know at that moment, and only then (`shownBy`);
 * - the Prize cards a mulligan or Sudden Death returns to the deck were never seen, and go back
 *   face down into a pile nobody may know, as do the hands Sudden Death returns: after the
 *   shuffle nobody may follow one of them (the oracle's followed ids check that);
 * - the opponent's cut moves cards of a deck nobody sees: nobody learns where it was cut;
 * - "Evolves from <name>" printed on a card names a card.
 */
import type { Secrecy } from "../../../testing/game-kit";
import { PTCG_SECRECY } from "../../ptcg/testing";

export const LEGACY_SECRECY: Secrecy = {
  ...PTCG_SECRECY,
  // The Pokémon TCG's that still apply, and the era's own: a Trainer played by the first player on turn 1 is named by its face.
  aboutTheFaceAtTarget: new Set([
    "ptcg.play.non-basic-to-bench", "ptcg.setup.not-basic", "ptcg.evolve.same-turn", "ptcg.evolve.first-turn",
    "ptcg.evolve.wrong-stage", "ptcg.tool.second", "ptcg.damage.knocked-out", "ptcg.stadium.same-name", "legacy.trainer.first-turn",
  ]),
};
