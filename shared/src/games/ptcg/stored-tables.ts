/**
 * Pokémon tables stored by an older server, in today's shape (GameDefinition.upgradeTable). Up
 * to issue 28 the engine kept three of this game's facts in fields of its own: a player's
 * `mulligans`, the turn's `attacked` and a Pokémon's `evolvedTurn`. They are now a player
 * counter, a turn marker and the stack's toppedTurn; a snapshot stored with the old fields comes
 * back as the same game (its stored actions replay from it as they were played).
 */
import type { PlayerState, Seat, Stack, TableState, TurnState, Zone } from "../../engine/types";
import { ATTACKED, MULLIGANS } from "./marks";

type OldPlayer = Omit<PlayerState, "counters"> & { counters?: Record<string, number>; mulligans?: number };
type OldTurn = Omit<TurnState, "markers"> & { markers?: string[]; attacked?: boolean };
type OldStack = Omit<Stack, "toppedTurn"> & { toppedTurn?: number | null; evolvedTurn?: number | null };

function player(old: OldPlayer): PlayerState {
  if (old.counters) return old as PlayerState;
  const { mulligans = 0, ...rest } = old;
  return { ...rest, counters: mulligans > 0 ? { [MULLIGANS]: mulligans } : {} };
}

function turn(old: OldTurn): TurnState {
  if (old.markers) return old as TurnState;
  const { attacked = false, ...rest } = old;
  return { ...rest, markers: attacked ? [ATTACKED] : [] };
}

function stack(old: OldStack | null): Stack | null {
  if (!old || "toppedTurn" in old) return old as Stack | null;
  const { evolvedTurn = null, ...rest } = old;
  return { ...rest, toppedTurn: evolvedTurn };
}

function zone(old: Zone): Zone {
  if (old.layout !== "slots") return old;
  const slots = (old.slots as (OldStack | null)[]).map(stack);
  return slots.every((s, i) => s === old.slots[i]) ? old : { ...old, slots };
}

/** The table as today's engine keeps it; the same object when it already is. */
export function upgradePtcgTable(state: TableState): TableState {
  const players = state.players as Record<Seat, OldPlayer>;
  const oldTurn = state.turn as OldTurn;
  const oldStacks = Object.values(state.zones).some((z) => z.layout === "slots" && z.slots.some((s) => s && !("toppedTurn" in s)));
  if (players.p1.counters && players.p2.counters && oldTurn.markers && !oldStacks) return state;
  const zones = Object.fromEntries(Object.entries(state.zones).map(([key, z]) => [key, zone(z)]));
  return { ...state, players: { p1: player(players.p1), p2: player(players.p2) }, turn: turn(oldTurn), zones };
}
