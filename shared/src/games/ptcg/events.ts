/**
 * The Pokémon TCG's own events and ways of moving cards, declared into the engine's open lists
 * (GameEvents, GameMoveVias in engine/events.ts: TypeScript declaration merging), so its moves,
 * assists, log and rules name them like core ones while the engine names none of them.
 */
import type { CardMention, Place } from "../../engine/events";
import type { Seat } from "../../engine/types";

/** A player took a mulligan: its hand, shown to everyone, goes back into the deck (moves/mulligan.ts). */
export interface MulliganEvent {
  type: "mulligan";
  seat: Seat;
  hand: CardMention[];
  count: number;
}

/** A player declared an attack with the Pokémon at `place` (moves/attack.ts). */
export interface AttackDeclaredEvent {
  type: "attack.declared";
  place: Place;
  top: CardMention;
  attack: string;
}

declare module "../../engine/events" {
  interface GameEvents {
    mulligan: MulliganEvent;
    "attack.declared": AttackDeclaredEvent;
  }
  interface GameMoveVias {
    /** A Prize card taken into the hand (moves/prize-take.ts). */
    prize: true;
    /** A mulligan's hand shuffled back into the deck. */
    mulligan: true;
    /** The knock-out assist discarding a Pokémon with everything on it. */
    knockout: true;
  }
}
