/**
 * Setup, once both decks are in (the engine's `deck.load`, then SetupRules.deckLoaded): a coin
 * says who goes first (its winner: the rulebook that would say otherwise is not ours), each
 * player is dealt the table's hand size, life and curse power start at the table's numbers, and
 * the table enters setup, where each player keeps its hand or takes the table's mulligan
 * (moves/mulligan.ts). Play begins when both have kept.
 */
import type { Draft } from "../../../engine/draft";
import { dealEach, enterSetup, everyDeckLoaded, flipForFirst } from "../../../engine/handlers/setup";
import { SEATS, type Seat } from "../../../engine/types";
import { COUNTERS } from "../marks";
import { optionsOf } from "../options";

/** Sets a player's counter for the game's own step, with the line every counter change has. */
export function setPlayerCounter(draft: Draft, seat: Seat, counter: string, to: number): void {
  const player = draft.state.players[seat];
  const from = player.counters[counter] ?? 0;
  const bounded = Math.max(0, Math.min(9990, to));
  if (bounded === from) return;
  const { [counter]: _old, ...others } = player.counters;
  player.counters = bounded === 0 ? others : { ...others, [counter]: bounded };
  draft.emit({ type: "player-counter.changed", seat, counter, from, to: bounded });
}

export function deckLoaded(draft: Draft): void {
  const state = draft.state;
  if (!everyDeckLoaded(state) || state.phase !== "waiting") return;
  const { won, coin } = flipForFirst(draft);
  state.turn.first = won;
  draft.emit({ type: "first.chosen", seat: won, coin });
  const options = optionsOf(state.options);
  dealEach(draft, options.handSize);
  for (const seat of SEATS) {
    setPlayerCounter(draft, seat, COUNTERS.life, options.startingLife);
    setPlayerCounter(draft, seat, COUNTERS.curse, options.startingCurse);
  }
  enterSetup(draft);
}
