/**
 * Setup (seed 001 §5): load a deck, shuffle, flip for who goes first, its winner chooses, draw 7,
 * mulligan, place face down, set prizes, reveal. When the hands are dealt depends on the table's
 * setup order (engine/setup-order.ts).
 */
import type { ActionOf, DeckLoadAction } from "../actions";
import { gameMoveOf } from "../action-schema";
import type { GameDefinition } from "../definition";
import { ActionError, type Draft } from "../draft";
import { dealsAfterChoice } from "../setup-order";
import { SEATS, type Actor, type Card, type PileZone, type Seat, type TableState } from "../types";
import { drawCards, seatPiles, shufflePile } from "./piles";

/** A table that deals after the choice, before its winner chose: nobody has a hand yet (seed 001 §5). */
const awaitingChoice = (state: TableState): boolean => dealsAfterChoice(state.options) && state.turn.first === null;

const BEFORE_THE_DEAL = { code: "setup.choice", message: "The hands are dealt once the coin flip's winner chooses to go first or second." };

/** Refuses while the hands wait for the coin flip's winner to choose (a game's setup moves call it too). */
export function refuseBeforeDeal(state: TableState): void {
  if (state.phase === "setup" && awaitingChoice(state)) throw new ActionError(BEFORE_THE_DEAL.code, BEFORE_THE_DEAL.message);
}

/**
 * What a seat may do on a table that deals after the choice, before the deal: load a deck, choose,
 * flip coins, shuffle, concede, and the table's own business (undo, prompts, the record). Anything
 * else touches cards, and the only cards a player has are its shuffled deck: a draw, a look, a
 * search or a move out of it would show a card of the hand about to be dealt, or leave the deal
 * short (seed 001 §5: nobody sees their hand before the choice). A judge is not held to it.
 */
const ALLOWED_BEFORE_THE_DEAL: ReadonlySet<string> = new Set([
  "deck.load",
  "setup.first",
  "setup.ready",
  "shuffle",
  "coin",
  "concede",
  "undo.ask",
  "undo.decline",
  "prompt.answer",
  "record.reveal",
  "spectators.hands",
  "practice.view",
  "table.pause",
  "turn.set",
]);

/**
 * The refusal for a seat's action that would touch its cards before the hands are dealt, if it
 * would. A game's move says for itself whether it may come before the deal (GameMove.beforeTheDeal).
 */
export function refusedBeforeTheDeal(definition: GameDefinition, state: TableState, type: string, actor: Actor): { code: string; message: string } | undefined {
  if (actor.judge || ALLOWED_BEFORE_THE_DEAL.has(type) || gameMoveOf(definition, type)?.beforeTheDeal) return undefined;
  if ((state.phase === "waiting" || state.phase === "setup") && awaitingChoice(state)) return BEFORE_THE_DEAL;
  return undefined;
}

function seatOf(draft: Draft): Seat {
  if (!draft.actor) throw new ActionError("actor.none", "Only a seated player can do that.");
  return draft.actor.seat;
}



export function deckLoad(draft: Draft, action: DeckLoadAction): void {
  const seat = seatOf(draft);
  const state = draft.state;
  if (state.phase !== "waiting" && state.phase !== "setup") throw new ActionError("phase", "Decks can only be loaded before the game starts.");
  const player = state.players[seat];
  if (player.ready) throw new ActionError("setup.ready", "You are already set up; a new deck can't be loaded now.");
  const defs = { ...state.cards };
  for (const { def } of action.cards) defs[def.id] = def;
  state.cards = defs;
  // A player may replace its deck until it is ready: everything it owned leaves the table.
  for (const zone of Object.values(state.zones)) {
    if (zone.layout === "pile") zone.cards = zone.cards.filter((c) => c.owner !== seat);
    else zone.slots = zone.slots.map((s) => (s && s.cards[0]?.owner === seat ? null : s));
  }
  const { deck } = seatPiles(draft, seat);
  for (const { def, count } of action.cards) {
    for (let i = 0; i < count; i++) {
      const card: Card = { uid: draft.newUid(), pid: draft.newPid(), defId: def.id, owner: seat, faceDown: false, revealed: false };
      deck.cards.push(card);
    }
  }
  player.deckSubmitted = true;
  player.mulligans = 0;
  const placeholders = action.cards.filter((c) => c.def.placeholder).reduce((n, c) => n + c.count, 0);
  draft.emit({ type: "deck.loaded", seat, count: deck.cards.length, placeholders });
  shufflePile(draft, deck);
  // Before the flip's winner chose there is no hand to deal (a deck replaced after the deal is dealt again).
  if (!awaitingChoice(state)) drawCards(draft, seat, draft.definition.setup.handSize, "setup");
  if (state.phase === "waiting" && SEATS.every((s) => state.players[s].deckSubmitted)) beginSetup(draft);
}

function beginSetup(draft: Draft): void {
  const state = draft.state;
  const coin = draft.rng.coin();
  // Player 1 calls heads: heads, p1 wins the flip.
  const won: Seat = coin === "heads" ? "p1" : "p2";
  state.turn.won = won;
  draft.emit({ type: "coins.flipped", results: [coin], purpose: "first-player" });
  if (dealsAfterChoice(state.options)) {
    // The winner chooses to go first or second before anyone draws (setup.first deals the hands).
    draft.emit({ type: "first.won", seat: won, coin });
  } else {
    // An older table: the winner goes first unless it chooses otherwise (setup.first).
    state.turn.first = won;
    draft.emit({ type: "first.chosen", seat: won, coin });
  }
  draft.emit({ type: "phase.changed", from: state.phase, to: "setup" });
  state.phase = "setup";
}

/**
 * The coin flip's winner chooses whether to go first or second (seed 001 §5); a judge may do it
 * for the winner. On a table that deals after the choice it chooses once, and both opening hands
 * are dealt then; on an older table it may hand the first turn to the other player, and take it
 * back, until both players are ready.
 */
export function chooseFirst(draft: Draft, action: ActionOf<"setup.first">): void {
  const seat = seatOf(draft);
  const state = draft.state;
  if (state.phase === "waiting") throw new ActionError("phase", "Who goes first is chosen during setup, after the coin flip.");
  // Setup ends the moment both players are ready.
  if (state.phase !== "setup") throw new ActionError("phase", "Both players are ready: who goes first can no longer change.");
  const won = state.turn.won;
  if (!won || seat !== won) throw new ActionError("setup.first", "Only the player who won the coin flip chooses who goes first.");
  if (dealsAfterChoice(state.options)) {
    if (state.turn.first !== null) throw new ActionError("setup.first.final", "Who goes first was chosen before the hands were dealt: it can't change now.");
    state.turn.first = action.seat;
    draft.emit({ type: "first.decided", seat: action.seat, won });
    dealOpeningHands(draft);
    return;
  }
  if (state.turn.first === action.seat) throw new ActionError("setup.first.same", "That player already goes first.");
  state.turn.first = action.seat;
  draft.emit({ type: "first.changed", seat: action.seat, won });
}

/**
 * Seed 001 §5 step 3: each player draws 7, from the deck shuffled as it loaded. Each draws its
 * own hand, whoever chose (the winner, or a judge): the deal runs, and its lines read, as that player's.
 */
function dealOpeningHands(draft: Draft): void {
  const chooser = draft.actor;
  try {
    for (const seat of SEATS) {
      draft.actor = { seat };
      drawCards(draft, seat, draft.definition.setup.handSize, "setup");
    }
  } finally {
    draft.actor = chooser;
  }
}

export function ready(draft: Draft, _action: ActionOf<"setup.ready">): void {
  const seat = seatOf(draft);
  const state = draft.state;
  if (state.phase !== "setup") throw new ActionError("phase", "Setup has not started: both players must load a deck first.");
  const player = state.players[seat];
  if (player.ready) throw new ActionError("setup.ready", "You are already set up.");
  // Prizes come after the hand (seed 001 §5 steps 3 and 5).
  refuseBeforeDeal(state);
  const { deck, prize } = seatPiles(draft, seat);
  const missing = draft.definition.setup.prizes - prize.cards.length;
  if (missing > 0 && deck.cards.length > 0) {
    const n = Math.min(missing, deck.cards.length);
    draft.moveCards(Array.from({ length: n }, () => ({ zone: deck.key, at: "top" as const })), { zone: prize.key, at: "bottom" }, "setup");
  }
  player.ready = true;
  draft.emit({ type: "setup.ready", seat });
  if (SEATS.every((s) => state.players[s].ready)) startPlay(draft);
}

/** Both players are ready: face-down Pokémon turn face up at once, and the first turn begins. */
function startPlay(draft: Draft): void {
  const state = draft.state;
  for (const zone of Object.values(state.zones)) {
    if (zone.layout !== "slots") continue;
    for (let slot = 0; slot < zone.slots.length; slot++) {
      const found = zone.slots[slot];
      if (!found || ![...found.cards, ...found.attached].some((card) => card.faceDown)) continue;
      // New card objects in the draft's own stack: the table before play began shares both (copy.ts).
      const stack = draft.ownStack(zone, slot);
      const up: Card[] = [];
      const turnUp = (card: Card): Card => {
        if (!card.faceDown) return card;
        const faceUp = { ...card, faceDown: false };
        up.push(faceUp);
        return faceUp;
      };
      stack.cards = stack.cards.map(turnUp);
      stack.attached = stack.attached.map(turnUp);
      draft.emitUnattributed({ type: "cards.flipped", cards: up.map((c) => ({ ...draft.mention(c, zone), seenBy: "all" as const })), zone: zone.key, faceDown: false });
    }
  }
  draft.emit({ type: "phase.changed", from: state.phase, to: "playing" });
  state.phase = "playing";
  state.turn.number = 1;
  state.turn.current = state.turn.first ?? "p1";
  state.turn.tally = {};
  draft.emit({ type: "turn.began", seat: state.turn.current, number: 1, previous: null });
}

export type { PileZone };
