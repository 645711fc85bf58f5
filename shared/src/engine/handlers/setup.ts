/**
 * Setup's building blocks. The engine carries out the one setup action every game with decks
 * shares, a seat loading its deck (`deck.load`, which the server builds from a deck list); a
 * game composes the rest of its setup from the blocks below (games/<id>/setup): a coin that
 * decides who goes first, dealing, entering setup, and play beginning with every piece that
 * lay face down until then turned up.
 */
import type { DeckLoadAction } from "../actions";
import { ActionError, type Draft } from "../draft";
import { SEATS, type Card, type Seat, type TableState } from "../types";
import { actingSeat } from "./cards";
import { drawCards, seatPiles, shufflePile } from "./piles";

/**
 * A seat loads its deck: until it is ready it may replace it, and everything it owned leaves
 * the table. The deck is shuffled as it comes in; what follows (a deal, a coin flip once every
 * deck is in) is the game's (SetupRules.deckLoaded).
 */
export function deckLoad(draft: Draft, action: DeckLoadAction): void {
  const seat = actingSeat(draft);
  const state = draft.state;
  if (state.phase !== "waiting" && state.phase !== "setup") throw new ActionError("phase", "Decks can only be loaded before the game starts.");
  const player = state.players[seat];
  if (player.ready) throw new ActionError("setup.ready", "You are already set up; a new deck can't be loaded now.");
  const defs = { ...state.cards };
  for (const { def } of action.cards) defs[def.id] = def;
  state.cards = defs;
  for (const zone of Object.values(state.zones)) {
    if (zone.layout === "pile") zone.cards = zone.cards.filter((c) => c.owner !== seat);
    else zone.slots = zone.slots.map((s) => (s && s.cards[0]?.owner === seat ? null : s));
  }
  const { deck } = seatPiles(draft, seat);
  for (const { def, count } of action.cards) {
    const outside = draft.definition.setup.startsOutsideDeck?.(def);
    const pile = outside === undefined ? deck : draft.pile(`${seat}.${outside}`);
    for (let i = 0; i < count; i++) {
      const card: Card = { uid: draft.newUid(), pid: draft.newPid(), defId: def.id, owner: seat, faceDown: false, revealed: false };
      pile.cards.push(card);
    }
  }
  player.deckSubmitted = true;
  // A new deck starts the player's setup over: what its counters counted (redeals) starts again.
  player.counters = {};
  const placeholders = action.cards.filter((c) => c.def.placeholder).reduce((n, c) => n + c.count, 0);
  draft.emit({ type: "deck.loaded", seat, count: deck.cards.length, placeholders });
  shufflePile(draft, deck);
  draft.definition.setup.deckLoaded?.(draft, seat);
}

/** Whether every seat has loaded a deck: a game's setup usually begins then. */
export const everyDeckLoaded = (state: TableState): boolean => SEATS.every((s) => state.players[s].deckSubmitted);

/** Whether every seat said it is ready: play usually begins then. */
export const everySeatReady = (state: TableState): boolean => SEATS.every((s) => state.players[s].ready);

/**
 * A coin decides who goes first: player 1 calls heads, so heads means p1 wins the flip. The
 * winner is kept on the table (`turn.won`); who actually goes first is the game's to say.
 */
export function flipForFirst(draft: Draft): { won: Seat; coin: "heads" | "tails" } {
  const coin = draft.rng.coin();
  const won: Seat = coin === "heads" ? "p1" : "p2";
  draft.state.turn.won = won;
  draft.emit({ type: "coins.flipped", results: [coin], purpose: "first-player" });
  return { won, coin };
}

/** The table enters setup (from waiting for its decks). */
export function enterSetup(draft: Draft): void {
  draft.emit({ type: "phase.changed", from: draft.state.phase, to: "setup" });
  draft.state.phase = "setup";
}

/**
 * Every seat draws `count` from its deck. Each draws its own, whoever caused the deal (a
 * player's choice, or a judge's): the deal runs, and its log lines read, as that seat's.
 */
export function dealEach(draft: Draft, count: number): void {
  const cause = draft.actor;
  try {
    for (const seat of SEATS) {
      draft.actor = { seat };
      drawCards(draft, seat, count, "setup");
    }
  } finally {
    draft.actor = cause;
  }
}

/**
 * Every piece lying face down in a slot turns face up at once, as play begins: the other half
 * of the definition's `faceDownZones`, for games whose players set up in secret.
 */
export function turnFaceDownUp(draft: Draft): void {
  for (const zone of Object.values(draft.state.zones)) {
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
}

/** Play begins: turn 1 is the first player's (p1's if nobody was named). */
export function beginPlay(draft: Draft): void {
  const state = draft.state;
  draft.emit({ type: "phase.changed", from: state.phase, to: "playing" });
  state.phase = "playing";
  state.turn.number = 1;
  state.turn.current = state.turn.first ?? "p1";
  state.turn.tally = {};
  draft.emit({ type: "turn.began", seat: state.turn.current, number: 1, previous: null });
}
