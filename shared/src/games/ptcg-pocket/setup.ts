/**
 * Setup (seed 000 "게임 시작"; issue 29): each deck is shuffled as it loads and its Energy
 * types are laid out in its Energy Zone; once both are in, a coin decides who goes first (its
 * winner does: the app gives no choice), each player is dealt 5 cards with at least one Basic
 * Pokémon among the cards known to be Basic (the server deals it so, as the app does), and the
 * players put their Active and Bench Pokémon down face down (moves/ready.ts), revealed together.
 */
import type { CardDef } from "../../cards/types";
import type { Draft } from "../../engine/draft";
import { enterSetup, everyDeckLoaded, flipForFirst } from "../../engine/handlers/setup";
import { drawCards } from "../../engine/handlers/piles";
import { SEATS, type Seat } from "../../engine/types";
import { isBasicPokemon } from "../ptcg/cards";
import { energyDef, inferredEnergyTypes, isZoneEnergy } from "./energy";
import { POCKET_PILES } from "./zones";

/** A Pocket opening hand (seed 000 says a Basic is always among it; guides say 5 cards). */
export const OPENING_HAND = 5;

/** After a seat's deck is loaded and shuffled (SetupRules.deckLoaded). */
export function deckLoaded(draft: Draft, seat: Seat): void {
  layOutEnergyTypes(draft, seat);
  const state = draft.state;
  if (state.phase === "waiting" && everyDeckLoaded(state)) beginSetup(draft);
  // A deck replaced during setup is dealt its hand at once.
  else if (state.phase === "setup") dealOpeningHand(draft, seat);
}

/**
 * The deck's Energy types come with its list as one card each (decks/resolve.ts adds them; they
 * are no card of the 20): the engine lays them in the Energy Zone's types as the deck loads
 * (the definition's startsOutsideDeck), and the deck's loaded count is its cards alone. A deck
 * loaded without them gets its Pokémon's types, said in the log.
 */
function layOutEnergyTypes(draft: Draft, seat: Seat): void {
  const deck = draft.pile(`${seat}.${POCKET_PILES.deck}`);
  const types = draft.pile(`${seat}.${POCKET_PILES.energyTypes}`);
  const listed = types.cards.length > 0;
  if (!listed) {
    const inferred = inferredEnergyTypes(deck.cards.map((card) => draft.state.cards[card.defId]));
    const defs = inferred.map(energyDef);
    draft.state.cards = { ...draft.state.cards, ...Object.fromEntries(defs.map((def) => [def.id, def])) };
    types.cards = defs.map((def) => ({ uid: draft.newUid(), pid: draft.newPid(), defId: def.id, owner: seat, faceDown: false, revealed: false }));
  }
  const names = types.cards.map((card) => draft.state.cards[card.defId]?.types?.[0] ?? "").join(", ");
  draft.emit({ type: "note", key: listed ? "energy.types" : "energy.types-inferred", params: { seat, types: names } });
}

/** Where a card of a deck list starts: the deck's Energy types in the Energy Zone (SetupRules.startsOutsideDeck). */
export const startsOutsideDeck = (def: CardDef): string | undefined => (isZoneEnergy(def.id) ? POCKET_PILES.energyTypes : undefined);

/** Both decks are in: the coin's winner goes first, and each player is dealt a hand. */
function beginSetup(draft: Draft): void {
  const { won, coin } = flipForFirst(draft);
  draft.state.turn.first = won;
  draft.emit({ type: "first.chosen", seat: won, coin });
  enterSetup(draft);
  for (const seat of SEATS) dealOpeningHand(draft, seat);
}

/**
 * 5 cards from the top, with a Basic Pokémon among them when the deck has one known to be
 * Basic: if the top 5 hold none, one of the deck's Basics, drawn at random, changes places with
 * one of the top 5, drawn at random, before the deal (the deck is hidden and was just shuffled,
 * so nobody learns anything but that the hand has a Basic, which the rules promise anyway).
 */
export function dealOpeningHand(draft: Draft, seat: Seat): void {
  const deck = draft.pile(`${seat}.${POCKET_PILES.deck}`);
  const basic = (index: number) => isBasicPokemon(draft.state.cards[deck.cards[index]!.defId]);
  const top = Math.min(OPENING_HAND, deck.cards.length);
  const inTop = Array.from({ length: top }, (_, i) => i).some(basic);
  const below = Array.from({ length: deck.cards.length - top }, (_, i) => i + top).filter(basic);
  if (!inTop && below.length > 0) {
    const from = below[draft.rng.int(0, below.length - 1)]!;
    const to = draft.rng.int(0, top - 1);
    const cards = [...deck.cards];
    [cards[from], cards[to]] = [cards[to]!, cards[from]!];
    deck.cards = cards;
  }
  const cause = draft.actor;
  try {
    // Each player draws its own hand, whoever's deck completed the pair.
    draft.actor = { seat };
    drawCards(draft, seat, OPENING_HAND, "setup");
  } finally {
    draft.actor = cause;
  }
}
