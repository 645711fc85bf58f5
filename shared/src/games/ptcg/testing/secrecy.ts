/**
 * Who may know which card at a Pokémon table, restated from the rules (seed 001 §11) for the
 * leak oracle, not read from the definition's zone visibility (zones.ts): hands and looked-at
 * cards to the player holding them; cards in play, discard, Lost Zone, resolving and the
 * Stadium to everyone unless face down; deck and prizes to nobody; both hands to spectators
 * while both players agree to show them. A mulligan shows the hand to everyone before it goes
 * back (seed 001 §5), and "Evolves from <name>" printed on a card names a card.
 */
import type { Card, TableState } from "../../../engine/types";
import type { Secrecy } from "../../../testing/game-kit";
import { MULLIGANS } from "../marks";

/** In the order the fuzzer has always picked hostile zone names from (hand first, then deck, prize, looking...). */
const ZONES = {
  hand: "holder", deck: "nobody", prize: "nobody", looking: "holder", active: "everyone", bench: "everyone",
  discard: "everyone", lost: "everyone", resolving: "everyone", stadium: "everyone",
} as const;

const handOf = (state: TableState, seat: "p1" | "p2"): Card[] => {
  const hand = state.zones[`${seat}.hand`];
  return hand?.layout === "pile" ? hand.cards : [];
};

export const PTCG_SECRECY: Secrecy = {
  zones: ZONES,
  shownToSpectators: ["hand"],
  printedText: (def) => def.evolvesFrom ?? "",
  shownBy: (before, after) =>
    (["p1", "p2"] as const).flatMap((seat) =>
      (after.players[seat].counters[MULLIGANS] ?? 0) > (before.players[seat].counters[MULLIGANS] ?? 0) ? handOf(before, seat) : [],
    ),
  // Warnings that fire or not by the face of the card at their target: restated from the rules they check, not read from the engine's `about`.
  aboutTheFaceAtTarget: new Set([
    "ptcg.play.non-basic-to-bench", "ptcg.setup.not-basic", "ptcg.evolve.same-turn", "ptcg.evolve.first-turn",
    "ptcg.evolve.wrong-stage", "ptcg.rare-candy.first-turn", "ptcg.rare-candy.new-basic", "ptcg.tool.second",
    "ptcg.damage.knocked-out", "ptcg.stadium.same-name", "ptcg.supporter.first-turn",
  ]),
};
