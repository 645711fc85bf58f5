/**
 * The numbers and flags of the game: life and curse power on each player (§6.1, §5.2), the
 * effect loop's repetitions and the number declared (§5.2), mulligans taken, damage on a
 * sorcerer (its HP less this is what it has left, §3), the combat flags on sorcerers, and the
 * phase marker (§4.2) on the turn, which both players see.
 */
import type { CounterSpec, MarkerSpec } from "../../engine/definition";
import type { PlayerState, TurnState } from "../../engine/types";

export const COUNTERS = {
  life: "life",
  curse: "curse",
  loop: "loop",
  loopDeclared: "loop-declared",
  mulligans: "mulligans",
  damage: "damage",
} as const;

export const SORCERER_COUNTERS: CounterSpec[] = [
  { id: COUNTERS.life, scope: "player" },
  { id: COUNTERS.curse, scope: "player" },
  { id: COUNTERS.loop, scope: "player" },
  { id: COUNTERS.loopDeclared, scope: "player" },
  { id: COUNTERS.mulligans, scope: "player" },
  { id: COUNTERS.damage, scope: "stack" },
];

/** §4.2's phases in order. The draw phase is the turn without a phase marker: every turn starts in it. */
export const PHASES = ["draw", "main-a", "combat", "main-b", "end"] as const;
export type Phase = (typeof PHASES)[number];
const phaseMarker = (phase: Phase): string => `phase-${phase}`;

export const MARKERS = { attacking: "attacking", blocking: "blocking" } as const;

export const SORCERER_MARKERS: MarkerSpec[] = [
  { id: MARKERS.attacking, scope: "stack" },
  { id: MARKERS.blocking, scope: "stack" },
  ...PHASES.filter((p) => p !== "draw").map((p): MarkerSpec => ({ id: phaseMarker(p), scope: "turn" })),
];

/** The turn's phase, read from its marker. */
export function phaseOf(turn: Pick<TurnState, "markers">): Phase {
  return PHASES.find((p) => p !== "draw" && turn.markers.includes(phaseMarker(p))) ?? "draw";
}

/** The turn's markers with `phase` as its phase marker (others kept). */
export function withPhase(markers: readonly string[], phase: Phase): string[] {
  const others = markers.filter((m) => !m.startsWith("phase-"));
  return phase === "draw" ? others : [...others, phaseMarker(phase)];
}

export const counterOf = (player: Pick<PlayerState, "counters">, id: string): number => player.counters[id] ?? 0;
