/**
 * Medals (seed 003 §승리 조건: 정해진 수의 훈장 획득), which the seed does not say how to earn.
 * Playmat's reading, by the map's `medals` mode: "held", a player holds the medals of every base
 * its tile tops, recounted after each change on the board; "kept", a player earns a base's
 * medals when its tile takes the base's top (from the other player, or on an empty base) and
 * keeps them. Medals are player counters: a player may set them by hand, and a held count is
 * recounted at the next change on the board.
 */
import type { Draft } from "../../engine/draft";
import type { TableEvent } from "../../engine/events";
import { SEATS, type Seat } from "../../engine/types";
import { boardOf, seatOfTile, topOf } from "./board";
import { MEDALS } from "./marks";
import { mapOf, seatOfColour } from "./options";
import { boardChanged, placementsIn } from "./placements";
import { tileOf } from "./tiles";

function setMedals(draft: Draft, seat: Seat, to: number): void {
  const player = draft.state.players[seat];
  const from = player.counters[MEDALS] ?? 0;
  if (from === to) return;
  const { [MEDALS]: _old, ...others } = player.counters;
  player.counters = to === 0 ? others : { ...others, [MEDALS]: to };
  draft.emit({ type: "player-counter.changed", seat, counter: MEDALS, from, to });
}

/** What each seat holds now: the medals of the bases its tiles top. */
export function heldMedals(draft: Draft): Record<Seat, number> {
  const state = draft.state;
  const held: Record<Seat, number> = { p1: 0, p2: 0 };
  const slots = boardOf(state).slots;
  mapOf(state.options).spots.forEach((spot, slot) => {
    const top = topOf(slots[slot] ?? null);
    if (spot.kind === "base" && top) held[seatOfTile(state, top)] += spot.medals;
  });
  return held;
}

export function recountMedals(draft: Draft, events: readonly TableEvent[]): void {
  const state = draft.state;
  if (state.phase !== "playing" || !boardChanged(events)) return;
  const map = mapOf(state.options);
  if (map.medals === "held") {
    const held = heldMedals(draft);
    for (const seat of SEATS) setMedals(draft, seat, held[seat]);
    return;
  }
  for (const p of placementsIn(events)) {
    const spot = map.spots[p.slot];
    if (spot?.kind !== "base" || spot.medals === 0) continue;
    const before = p.event.target ? tileOf(p.event.target.defId) : undefined;
    if (before && seatOfColour(state.options, before.colour) === p.seat) continue;
    setMedals(draft, p.seat, (state.players[p.seat].counters[MEDALS] ?? 0) + spot.medals);
  }
}
