/**
 * Pokémon's test kit for the server's secret-leak and hostile-input suites (GameTestKit,
 * ../../../testing/game-kit.ts): its random actions, its marked decks (`leak-<marker>` ids,
 * sent as deck lists) and who may know what by its rules.
 */
import type { GameTestKit } from "../../../testing/game-kit";
import { ptcg } from "../definition";
import { ptcgMarkedDeck } from "./marked-decks";
import { randomPtcgAction } from "./random-actions";
import { PTCG_SECRECY } from "./secrecy";

export { ptcgMarkedDeck } from "./marked-decks";
export { PTCG_SECRECY } from "./secrecy";

export const ptcgKit: GameTestKit = {
  game: ptcg.id,
  secrecy: PTCG_SECRECY,
  randomAction: randomPtcgAction,
  start: {
    by: "decks",
    markedDecks: (index) => ({ p1: ptcgMarkedDeck(`RG${index}A`, `r${index}a`), p2: ptcgMarkedDeck(`RG${index}B`, `r${index}b`) }),
  },
  markerOf: (defId) => defId.slice("leak-".length),
  coverage: {
    sent: [
      "draw", "move", "move.stack", "swap", "shuffle", "look", "search", "look.end", "look.order", "reveal", "hide", "flip", "prize.take",
      "stack.discard", "counter", "condition", "marker", "coin", "attack", "turn.end", "assist", "prompt.answer", "request", "setup.mulligan",
      "setup.ready", "setup.first", "turn.set", "table.pause", "spectators.hands",
    ],
    accepted: ["draw", "move", "shuffle", "look", "search", "look.end", "reveal", "flip", "counter", "coin", "turn.end", "prompt.answer", "request", "setup.first", "setup.ready"],
  },
};
