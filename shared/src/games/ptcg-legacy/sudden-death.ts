/**
 * Sudden Death (seed 002: a tie "by exactly the same number of ways" is played again to one
 * Prize, "and repeated until one side wins"). The table offers it to both players; once both
 * accept, every card goes back to its owner's deck, the decks are shuffled, and setup begins
 * again with 1 Prize card each: the cut, who starts, 7 cards, Basics face down. Declined by
 * either, the question closes and the game goes on as it stands (a player may still concede, or
 * a judge set the table).
 */
import type { Draft } from "../../engine/draft";
import type { TableEvent } from "../../engine/events";
import { seatPiles, shufflePile } from "../../engine/handlers/piles";
import { SEATS } from "../../engine/types";

/** The prompt's kind: both players are asked. */
export const SUDDEN_DEATH = "sudden-death";

/** Answers to the Sudden Death question: a decline withdraws the other's, two accepts start it. */
export function answerSuddenDeath(draft: Draft, events: readonly TableEvent[]): void {
  for (const event of events) {
    if (event.type !== "prompt.closed" || event.prompt.kind !== SUDDEN_DEATH) continue;
    const group = event.prompt.data.group;
    const partners = draft.state.prompts.filter((p) => p.kind === SUDDEN_DEATH && p.data.group === group);
    if (!event.accepted) {
      draft.state.prompts = draft.state.prompts.filter((p) => !partners.includes(p));
      continue;
    }
    if (partners.length === 0) startSuddenDeath(draft);
  }
}

/** Every card back to its owner's deck, shuffled, and setup again to 1 Prize. */
export function startSuddenDeath(draft: Draft): void {
  const state = draft.state;
  const decks = draft.definition.setup.zones.deck;
  for (const key of Object.keys(state.zones)) {
    const zone = state.zones[key]!;
    if (zone.layout === "slots") {
      const slots = draft.slots(key);
      slots.slots.forEach((stack, slot) => {
        if (!stack) return;
        slots.slots[slot] = null;
        draft.sendToOwnersPiles([...stack.cards.slice().reverse(), ...stack.attached], decks, { zone: key, slot }, "setup");
      });
    } else if (!key.endsWith(`.${decks}`) && zone.cards.length > 0) {
      const pile = draft.pile(key);
      const cards = pile.cards;
      pile.cards = [];
      draft.sendToOwnersPiles(cards, decks, { zone: key }, "setup");
    }
  }
  for (const seat of SEATS) {
    shufflePile(draft, seatPiles(draft, seat).deck);
    const player = state.players[seat];
    player.ready = false;
    player.counters = {};
    player.markers = [];
    player.looking = null;
  }
  state.options = { ...state.options, prizes: 1 };
  state.prompts = [];
  state.turn = { number: 0, current: null, first: null, won: null, tally: {}, markers: [] };
  draft.emit({ type: "note", key: "legacy-sudden-death", params: {} });
  draft.emit({ type: "phase.changed", from: state.phase, to: "setup" });
  state.phase = "setup";
}
