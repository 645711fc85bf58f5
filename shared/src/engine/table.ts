/** A new, empty table for a game: zones from the definition, a seeded RNG, nobody seated. */
import type { GameDefinition } from "./definition";
import { seedRng } from "./rng";
import { initialControls, SEATS, type PlayerState, type Seat, type TableState, type Zone } from "./types";

/** `practice`: one person plays both seats, starting with the first seat in view (engine/practice.ts). */
export function createTable(definition: GameDefinition, options: Record<string, unknown>, seed: number | string, { practice = false } = {}): TableState {
  const parsed = definition.options.parse(options);
  const zones: Record<string, Zone> = {};
  for (const spec of definition.zones) {
    const owners: (Seat | null)[] = spec.perPlayer ? [...SEATS] : [null];
    for (const owner of owners) {
      const key = owner ? `${owner}.${spec.id}` : spec.id;
      zones[key] =
        spec.layout === "pile"
          ? { key, owner, spec: spec.id, layout: "pile", cards: [] }
          : { key, owner, spec: spec.id, layout: "slots", slots: Array.from({ length: spec.slots?.(parsed) ?? 1 }, () => null) };
    }
  }
  const player = (seat: Seat): PlayerState => ({
    seat,
    name: seat === "p1" ? "Player 1" : "Player 2",
    deckSubmitted: false,
    ready: false,
    counters: {},
    markers: [],
    conceded: false,
    looking: null,
  });
  return {
    game: definition.id,
    options: parsed,
    phase: "waiting",
    players: { p1: player("p1"), p2: player("p2") },
    zones,
    turn: { number: 0, current: null, first: null, tally: {}, markers: [] },
    prompts: [],
    winner: null,
    cards: {},
    rng: seedRng(seed),
    next: { uid: 1, pid: 1, sid: 1, prompt: 1 },
    seq: 0,
    controls: practice ? { ...initialControls(), practice: { view: "p1" } } : initialControls(),
  };
}

/**
 * A table stored before a field existed (a snapshot from an older server), with that field's
 * default; then the game's own upgrade (GameDefinition.upgradeTable: fields it once kept apart).
 */
export function upgradeTable(definition: GameDefinition, state: TableState): TableState {
  const upgraded = state.controls ? state : { ...state, controls: initialControls() };
  return definition.upgradeTable ? definition.upgradeTable(upgraded) : upgraded;
}
