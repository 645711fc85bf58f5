/**
 * The legacy table's test kit for the server's secret-leak and hostile-input suites (GameTestKit,
 * ../../../testing/game-kit.ts): its random actions, Pokémon's marked decks (the same zones and
 * kinds of card) and who may know what by seed 002.
 */
import type { GameTestKit } from "../../../testing/game-kit";
import { ptcgMarkedDeck } from "../../ptcg/testing";
import { ptcgLegacy } from "../definition";
import { randomLegacyAction } from "./random-actions";
import { LEGACY_SECRECY } from "./secrecy";

export { LEGACY_SECRECY } from "./secrecy";

export const legacyKit: GameTestKit = {
  game: ptcgLegacy.id,
  secrecy: LEGACY_SECRECY,
  randomAction: randomLegacyAction,
  start: {
    by: "decks",
    markedDecks: (index) => ({ p1: ptcgMarkedDeck(`LG${index}A`, `l${index}a`), p2: ptcgMarkedDeck(`LG${index}B`, `l${index}b`) }),
  },
  markerOf: (defId) => defId.slice("leak-".length),
  coverage: {
    sent: [
      "draw", "move", "move.stack", "swap", "shuffle", "look", "search", "reveal", "flip", "prize.take", "counter", "condition", "coin", "attack",
      "turn.end", "assist", "prompt.answer", "request", "setup.mulligan", "setup.ready", "legacy.cut", "legacy.first", "legacy.extra-draw", "legacy.power",
    ],
    accepted: ["draw", "move", "shuffle", "legacy.first", "setup.ready"],
  },
};
