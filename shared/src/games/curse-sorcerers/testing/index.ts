/**
 * Curse Sorcerers' test kit for the server's secret-leak and hostile-input suites (GameTestKit,
 * ../../../testing/game-kit.ts): its random actions (the game's own moves, random-actions.ts,
 * and the core ones, core-actions.ts), its marked decks, who may know what by seed 004's rules,
 * and what its rules refuse beyond the core.
 */
import type { ClientAction } from "../../../engine/actions";
import type { Seat, TableState } from "../../../engine/types";
import type { GameTestKit } from "../../../testing/game-kit";
import type { Prng } from "../../../testing/prng";
import { GAME_ID } from "../ids";
import { ZONE_IDS } from "../zones";
import { randomCoreAction } from "./core-actions";
import { sorcererMarkedDeck } from "./marked-decks";
import { randomSorcererAction } from "./random-actions";
import { SORCERER_SECRECY } from "./secrecy";

export { sorcererMarkedDeck } from "./marked-decks";
export { SORCERER_SECRECY } from "./secrecy";

function randomAction(state: TableState, seat: Seat, r: Prng, judge: boolean): ClientAction {
  // A judge who paused the game soon lets it go on (a paused table refuses every player action).
  if (judge && state.controls.paused && r.chance(0.5)) return { type: "table.pause", paused: false };
  if (judge && r.chance(0.3)) {
    const prompt = state.prompts.find((p) => p.to === seat);
    if (prompt) return { type: "prompt.answer", prompt: prompt.id, accept: r.chance(0.7) };
  }
  if (state.phase !== "setup" && r.chance(0.45)) {
    const core = randomCoreAction(state, seat, r, judge);
    if (core) return core;
  }
  return randomSorcererAction(state, seat, r);
}

/** The game's own refusals: the stack's top named by a stale id (card.moved), an ability's token moved off the stack (ability.token). */
function mustRefuse(state: TableState, _seat: Seat, action: ClientAction): string | undefined {
  const stack = state.zones[ZONE_IDS.stack];
  const top = stack?.layout === "pile" ? stack.cards[0] : undefined;
  if (action.type === "curse-sorcerers.resolve" && action.top !== top?.pid) return `resolve names ${action.top}, not the stack's top`;
  if (action.type === "move" && action.to.zone !== ZONE_IDS.stack) {
    const tokens = stack?.layout === "pile" ? stack.cards.filter((c) => state.cards[c.defId]?.subtypes[0] === "ability").map((c) => c.pid) : [];
    if (action.cards.some((ref) => ref.zone === ZONE_IDS.stack && "pid" in ref && tokens.includes(ref.pid))) return "an ability's token moved off the stack";
  }
  return undefined;
}

export const sorcererKit: GameTestKit = {
  game: GAME_ID,
  secrecy: SORCERER_SECRECY,
  randomAction,
  start: { by: "decks", markedDecks: (index) => ({ p1: sorcererMarkedDeck(`s${index}a`), p2: sorcererMarkedDeck(`s${index}b`) }) },
  // An ability's token (`<card id>#<n>`) carries its card's marker: it names that card.
  markerOf: (defId) => defId.slice("leak-".length).split("#")[0]!,
  mustRefuse,
  coverage: {
    sent: [
      "draw", "move", "move.stack", "swap", "stack.discard", "shuffle", "look", "look.end", "reveal", "flip", "counter", "marker", "coin",
      "turn.end", "assist", "prompt.answer", "request", "curse-sorcerers.keep", "curse-sorcerers.mulligan", "curse-sorcerers.phase",
      "curse-sorcerers.resolve", "curse-sorcerers.ability", "curse-sorcerers.attack", "curse-sorcerers.block", "curse-sorcerers.loop",
      "turn.set", "table.pause", "spectators.hands",
    ],
    accepted: ["draw", "move", "shuffle", "counter", "turn.end", "prompt.answer", "curse-sorcerers.keep", "curse-sorcerers.phase", "curse-sorcerers.resolve"],
  },
};
