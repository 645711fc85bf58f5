/**
 * Pocket's test kit for the server's secret-leak and hostile-input suites (GameTestKit,
 * ../../../testing/game-kit.ts): its random actions, its marked decks, who may know what by its
 * rules, and the cards the game makes itself (the Energy Zone's), which card conservation
 * leaves out of its count.
 */
import type { GameTestKit } from "../../../testing/game-kit";
import { ptcgPocket } from "../definition";
import { isZoneEnergy } from "../energy";
import { pocketMarkedDeck } from "./marked-decks";
import { randomPocketAction } from "./random-actions";
import { POCKET_SECRECY } from "./secrecy";

export { pocketMarkedDeck } from "./marked-decks";
export { POCKET_SECRECY } from "./secrecy";

export const pocketKit: GameTestKit = {
  game: ptcgPocket.id,
  secrecy: POCKET_SECRECY,
  randomAction: randomPocketAction,
  start: {
    by: "decks",
    markedDecks: (index) => ({ p1: pocketMarkedDeck(`PK${index}A`, `p${index}a`), p2: pocketMarkedDeck(`PK${index}B`, `p${index}b`) }),
  },
  markerOf: (defId) => defId.slice("leak-".length),
  // An Energy the zone made (and the deck's Energy types it makes them from) is no card of a list: it comes and goes.
  madeByTheGame: (def) => isZoneEnergy(def.id),
  coverage: {
    sent: [
      "draw", "move", "move.stack", "swap", "shuffle", "look", "search", "look.end", "look.order", "reveal", "hide", "flip",
      "stack.discard", "counter", "condition", "marker", "coin", "attack", "turn.end", "assist", "prompt.answer", "request",
      "pocket.ready", "turn.set", "table.pause", "spectators.hands",
    ],
    accepted: ["draw", "move", "shuffle", "look", "search", "look.end", "reveal", "flip", "counter", "coin", "turn.end", "prompt.answer", "request", "pocket.ready", "assist"],
  },
};
