/**
 * For tests of a Pokémon table (TableScreen with the Pokémon playmat): the shell's stand-in room
 * (table/testRoom.ts) with a Pokémon table around the zones a test gives, and moves that keep
 * the deck and the Prize cards face down. Only tests import it.
 */
import type { TableSnap, ZoneSnap } from "../../net/snapshot";
import { bobsTurnOf, moveCardsCounting, pileZone, slotZone } from "../../table/testRoom";

export * from "../../table/testRoom";

/** Turn 2 of a Pokémon game, Bob (Player 2) to play, with these zones (every other zone empty). */
export function bobsTurn(zones: ZoneSnap[]): TableSnap {
  const empty: ZoneSnap[] = [];
  for (const seat of ["p1", "p2"]) {
    for (const id of ["hand", "discard", "lost", "resolving"]) empty.push(pileZone(`${seat}.${id}`, []));
    empty.push(pileZone(`${seat}.deck`, [], 40), pileZone(`${seat}.prize`, [], 6));
    empty.push(slotZone(`${seat}.active`, 1), slotZone(`${seat}.bench`, 5));
  }
  return bobsTurnOf("ptcg", [...empty, ...zones]);
}

/** The engine's `move` as a Pokémon player sees it: the deck and the Prize cards only count what lands on them. */
export const moveCards = moveCardsCounting(["deck", "prize"]);
