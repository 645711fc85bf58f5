/**
 * What a player did this turn, read from the events of each action: the counts that the
 * once-per-turn advisories check (seed 001 §13.1: energy, supporter, retreat; stadium).
 */
import type { TableEvent, TableEventOf } from "../../engine/events";
import { SEATS, type Actor, type Seat, type TableState, type TurnState, type TurnTally } from "../../engine/types";
import { isEnergy, isRareCandy, isStadium, isSupporter } from "./cards";
import { tallyRetreatCost } from "./retreat-cost";

export const TALLY = {
  energyAttached: "energy-attached",
  supporterPlayed: "supporter-played",
  stadiumPlayed: "stadium-played",
  retreated: "retreated",
  cardsDrawn: "cards-drawn",
  /** Pokémon Checkups run since the turn began (either player may run one: both are counted). */
  checkup: "checkup",
  /**
   * Of those, the ones that close this turn (checkupClosesThisTurn); the others close the turn
   * that ended last.
   */
  checkupClosing: "checkup-closing",
  /**
   * The turn's player's own plays: a card from the hand put into play, onto a Pokémon, into the
   * resolving area or the discard pile, a retreat, an attack.
   */
  turnPlayed: "turn-played",
  /** Rare Candy lets a Stage 2 skip its Stage 1 for the rest of the turn's evolutions. */
  rareCandyPlayed: "rare-candy-played",
} as const;

/** "p1.hand" → "hand"; "stadium" → "stadium". */
export const zoneId = (key: string) => key.split(".").pop()!;

/**
 * True when a move from the hand is a Trainer being played: into "resolving", or straight
 * to the discard pile on its own. Hands shuffled into the deck (Iono) or several cards
 * discarded together (an Ultra Ball's cost) are not plays.
 */
export function isPlayFromHand(event: TableEventOf<"cards.moved">): boolean {
  if (zoneId(event.from.zone) !== "hand") return false;
  const to = zoneId(event.to.zone);
  return to === "resolving" || (to === "discard" && event.cards.length === 1);
}

const PLAYED_TO = ["active", "bench", "stadium", "resolving", "discard"];

/** True when these events are a play of the turn (TALLY.turnPlayed). */
function isTurnPlay(events: readonly TableEvent[]): boolean {
  return events.some(
    (e) =>
      e.type === "attack.declared" ||
      (e.type === "stacks.swapped" && e.retreat) ||
      (e.type === "cards.moved" && zoneId(e.from.zone) === "hand" && (PLAYED_TO.includes(zoneId(e.to.zone)) || e.to.layer !== undefined)),
  );
}

/** Both seats' counts for `key` in a turn's tally (either player may run the Checkup). */
export const bothSeats = (tally: Partial<Record<Seat, TurnTally>> | undefined, key: string) =>
  SEATS.reduce((n, seat) => n + (tally?.[seat]?.[key] ?? 0), 0);

/**
 * The Pokémon Checkups counted so far between the turn that ended last and this one: those run
 * after it had begun (its closing ones) and this turn's that closed it (all but the closing ones).
 */
export function checkupsAfterLastTurn(turn: TurnState): number {
  return bothSeats(turn.previousTally, TALLY.checkupClosing) + bothSeats(turn.tally, TALLY.checkup) - bothSeats(turn.tally, TALLY.checkupClosing);
}

/**
 * Whether a Pokémon Checkup run now closes this turn (advisories/conditions.ts says why): once
 * the turn's player has played, yes; before it has drawn or played, no; drawn only, when the
 * gap after the last turn already has its Checkup.
 */
function checkupClosesThisTurn(turn: TurnState): boolean {
  const own = turn.current ? turn.tally[turn.current] : undefined;
  if ((own?.[TALLY.turnPlayed] ?? 0) > 0) return true;
  if ((own?.[TALLY.cardsDrawn] ?? 0) === 0) return false;
  return checkupsAfterLastTurn(turn) > 0;
}

/**
 * Called before this action's counts are added: `state.turn.tally` still holds the turn's
 * counts up to the action before.
 */
export function ptcgTally(state: TableState, events: readonly TableEvent[], actor: Actor): Record<string, number> {
  const tally: Record<string, number> = {};
  const add = (key: string, n = 1) => (tally[key] = (tally[key] ?? 0) + n);
  const { current } = state.turn;
  // A Checkup writes one "checkup.start" line per Active Pokémon: one Checkup, however many.
  if (events.some((e) => e.type === "note" && e.key === "checkup.start")) {
    add(TALLY.checkup);
    if (checkupClosesThisTurn(state.turn)) add(TALLY.checkupClosing);
  }
  if (actor.seat === current && isTurnPlay(events)) add(TALLY.turnPlayed);
  // Per Pokémon: its retreats and the Energy discarded from it (retreat-cost.ts).
  tallyRetreatCost(state, events, add);
  for (const event of events) {
    if (event.type === "stacks.swapped" && event.retreat) add(TALLY.retreated);
    if (event.type === "cards.moved" && event.via === "draw") add(TALLY.cardsDrawn, event.cards.length);
    if (event.type !== "cards.moved" || zoneId(event.from.zone) !== "hand") continue;
    const played = isPlayFromHand(event);
    for (const card of event.cards) {
      const def = state.cards[card.defId];
      if (isEnergy(def) && event.to.layer === "attach") add(TALLY.energyAttached);
      else if (isSupporter(def) && played) add(TALLY.supporterPlayed);
      else if (isStadium(def) && event.to.zone === "stadium") add(TALLY.stadiumPlayed);
      else if (isRareCandy(def) && played) add(TALLY.rareCandyPlayed);
    }
  }
  return tally;
}
