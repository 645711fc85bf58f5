/**
 * The sandbox's test kit for the server's secret-leak and hostile-input suites (GameTestKit,
 * ../../../testing/game-kit.ts). The sandbox takes no deck lists: a random game starts by its
 * own deal (`sandbox.deal`, which the random actions send while the table waits), and its
 * numbered cards are their own markers, each id (`sandbox-17`) unique at the table.
 */
import type { ClientAction } from "../../../engine/actions";
import type { Seat, TableState } from "../../../engine/types";
import type { GameTestKit } from "../../../testing/game-kit";
import { NUMBERED_CARDS } from "../cards";
import { sandbox } from "../definition";
import { SANDBOX_ZONE_IDS } from "../zones";
import { randomSandboxAction } from "./random-actions";
import { SANDBOX_SECRECY } from "./secrecy";

export { SANDBOX_SECRECY } from "./secrecy";
export { randomSandboxAction } from "./random-actions";

const deckSize = (state: TableState): number => {
  const deck = state.zones[SANDBOX_ZONE_IDS.deck];
  return deck?.layout === "pile" ? deck.cards.length : 0;
};

/** Refusals of the sandbox's own rules (moves/deal.ts, moves/draw.ts, take-top.ts), restated. */
function sandboxRefusal(state: TableState, _seat: Seat, action: ClientAction): string | undefined {
  if (action.type === "sandbox.deal" && state.phase !== "waiting") return "the cards are dealt once, before the game begins";
  if (action.type === "sandbox.draw" && state.phase === "playing" && action.count > deckSize(state)) {
    return `a draw of ${action.count} from a deck of ${deckSize(state)}`;
  }
  return undefined;
}

export const sandboxKit: GameTestKit = {
  game: sandbox.id,
  secrecy: SANDBOX_SECRECY,
  randomAction: randomSandboxAction,
  start: { by: "moves", markers: NUMBERED_CARDS.map((card) => card.id) },
  markerOf: (defId) => defId,
  mustRefuse: sandboxRefusal,
  coverage: {
    sent: [
      "sandbox.deal", "sandbox.draw", "move", "counter", "turn.end", "coin", "look", "search", "look.end", "shuffle", "reveal", "hide",
      "request", "prompt.answer", "spectators.hands", "turn.set", "table.pause",
    ],
    accepted: ["sandbox.deal", "sandbox.draw", "move", "counter", "turn.end", "coin", "look", "look.end", "reveal", "request", "prompt.answer"],
  },
};
