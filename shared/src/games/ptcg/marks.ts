/**
 * The Pokémon TCG's counters and markers (engine/definition.ts CounterSpec, MarkerSpec): what
 * it keeps on a Pokémon, on a player and on the turn, and how its rules read them.
 */
import type { CounterSpec, MarkerSpec } from "../../engine/definition";
import type { PlayerState, Stack, TableState } from "../../engine/types";

/** Damage counters on a Pokémon, set by hand (seed 001 §9.1). */
export const DAMAGE = "damage";
/** How many mulligans a player took in setup: each lets the other player draw one more card (seed 001 §5). */
export const MULLIGANS = "mulligans";
/** The current player declared an attack this turn (the attack move sets it; seed 001 §6.2). */
export const ATTACKED = "attacked";

export const PTCG_COUNTERS: CounterSpec[] = [
  { id: DAMAGE, scope: "stack" },
  { id: MULLIGANS, scope: "player" },
];

export const PTCG_MARKERS: MarkerSpec[] = [
  { id: "ability-used", scope: "stack", resetsEachTurn: true },
  { id: "vstar-used", scope: "player" },
  { id: "gx-used", scope: "player" },
  { id: ATTACKED, scope: "turn" },
];

export const damageOf = (stack: Pick<Stack, "counters">): number => stack.counters[DAMAGE] ?? 0;
export const mulligansOf = (player: Pick<PlayerState, "counters">): number => player.counters[MULLIGANS] ?? 0;
export const attackedThisTurn = (state: Pick<TableState, "turn">): boolean => state.turn.markers.includes(ATTACKED);
/** The stack evolved in this turn: a card went on top of it (Stack.toppedTurn). */
export const evolvedIn = (stack: Pick<Stack, "toppedTurn">, turn: number): boolean => stack.toppedTurn === turn;
