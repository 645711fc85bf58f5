/**
 * Who may know which card at a Pocket table, restated from the rules (seed 000 and the Pokémon
 * TCG's, which Pocket shares) for the leak oracle, not read from the definition's zones
 * (zones.ts): the hand and looked-at cards to the player holding them; the deck to nobody; the
 * Active Spot and the Bench to everyone, but face down during setup (seed 000 "게임 시작": put
 * down face down, turned up once both players are set), the discard pile and the resolving area
 * to everyone; the Energy Zone (this turn's Energy, the next one and the deck's types) to
 * everyone, as the app shows both players both zones. Both hands to spectators while both
 * players agree to show them; "Evolves from <name>" printed on a card names a card.
 */
import type { Secrecy } from "../../../testing/game-kit";

/** In the order the fuzzer picks hostile zone names from: the hidden ones first. */
const ZONES = {
  hand: "holder", deck: "nobody", looking: "holder", active: "everyone", bench: "everyone", discard: "everyone",
  resolving: "everyone", energy: "everyone", "energy-next": "everyone", "energy-types": "everyone",
} as const;

export const POCKET_SECRECY: Secrecy = {
  zones: ZONES,
  shownToSpectators: ["hand"],
  printedText: (def) => def.evolvesFrom ?? "",
  // Warnings that fire or not by the face of the card at their target (the Pokémon TCG's checks under Pocket's codes, advisories/index.ts).
  aboutTheFaceAtTarget: new Set([
    "ptcg-pocket.play.non-basic-to-bench", "ptcg-pocket.setup.not-basic", "ptcg-pocket.evolve.same-turn", "ptcg-pocket.evolve.first-turn",
    "ptcg-pocket.evolve.wrong-stage", "ptcg-pocket.rare-candy.first-turn", "ptcg-pocket.rare-candy.new-basic", "ptcg-pocket.tool.second",
    "ptcg-pocket.supporter.first-turn", "ptcg-pocket.supporter.second",
  ]),
};
