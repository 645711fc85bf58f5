/**
 * Plausible Toy Battle actions for random games, the fuzzer and the leak soak: a pure function
 * of the table, the acting seat and a seeded PRNG. Most are accepted (the setup, the turn's
 * draw, a tile from the stand onto a spot or a tower, every effect, a top tile taken off to the
 * discard pile, medals by hand, turns, coins, prompts answered); some are refused on purpose
 * (touching the opponent's stand, looking into a supply or the set-aside tiles, putting a tile into a taken spot without stacking it, drawing
 * onto a full stand, setting up twice), as a player's mistakes are. Tests only.
 */
import type { ClientAction } from "../../../engine/actions";
import type { Card, Seat, SlotZone, TableState } from "../../../engine/types";
import { otherSeat } from "../../../engine/types";
import { BASE_EFFECTS } from "../map/schema";
import { MEDALS } from "../marks";
import { mapOf } from "../options";
import { TOY_BATTLE_ZONE_IDS as Z } from "../zones";

/** What the generator needs of a PRNG: an integer in [0, n) (the server's Prng; `{ int: lcg(seed) }`). */
export interface Pick {
  int(n: number): number;
}

const one = <T>(r: Pick, items: readonly T[]): T | undefined => (items.length === 0 ? undefined : items[r.int(items.length)]);

function cards(state: TableState, key: string): Card[] {
  const zone = state.zones[key];
  return zone?.layout === "pile" ? zone.cards : [];
}

/** By weight: [[weight, make], ...]; a maker that finds nothing to do gives undefined and the next roll is tried. */
function weighted(r: Pick, entries: readonly (readonly [number, () => ClientAction | undefined])[]): ClientAction {
  for (let tries = 0; tries < 8; tries++) {
    let roll = r.int(entries.reduce((n, [w]) => n + w, 0));
    for (const [w, make] of entries) {
      if ((roll -= w) >= 0) continue;
      const action = make();
      if (action) return action;
      break;
    }
  }
  return { type: "coin", count: 1 };
}

export function randomToyBattleAction(state: TableState, seat: Seat, r: Pick): ClientAction {
  if (state.phase === "waiting") return r.int(10) === 0 ? { type: "coin", count: 1 } : { type: "toy-battle.setup" };
  const stand = `${seat}.${Z.stand}`;
  const board = state.zones[Z.board] as SlotZone;
  const spots = mapOf(state.options).spots;
  const prompt = state.prompts.find((p) => p.to === seat);
  const towers = board.slots.flatMap((stack, slot) => (stack ? [{ stack, slot }] : []));
  const place = (): ClientAction | undefined => {
    const tile = one(r, cards(state, stand));
    if (!tile) return undefined;
    const slot = r.int(board.slots.length);
    const to = board.slots[slot] ? { zone: Z.board, slot, as: "onto" as const } : { zone: Z.board, slot };
    return { type: "move", cards: [{ zone: stand, pid: tile.pid }], to };
  };
  const takeOff = (): ClientAction | undefined => {
    const tower = one(r, towers);
    const top = tower?.stack.cards.at(-1);
    return top && { type: "move", cards: [{ zone: Z.board, pid: top.pid }], to: { zone: `${top.owner}.${Z.discard}` } };
  };
  return weighted(r, [
    [prompt ? 20 : 0, () => prompt && { type: "prompt.answer", prompt: prompt.id, accept: r.int(3) > 0 }],
    [12, () => ({ type: "toy-battle.draw" })],
    [24, place],
    [10, () => ({ type: "assist", assist: one(r, BASE_EFFECTS)!, params: { spot: one(r, spots)!.id } })],
    [4, takeOff],
    [2, () => ({ type: "draw", count: 1 + r.int(3) })],
    [3, () => ({ type: "counter", counter: MEDALS, mode: r.int(2) ? "add" : "set", amount: r.int(4) })],
    // Refused: the opponent's stand is hidden from this player (authority.hidden).
    [2, () => ({ type: "move", cards: [{ zone: `${otherSeat(seat)}.${Z.stand}`, at: 0 }], to: { zone: Z.board, slot: r.int(board.slots.length) } })],
    // Refused when the spot is taken: a tile goes onto a tower only by stacking it (slot.taken).
    [2, () => {
      const tile = one(r, cards(state, stand));
      const tower = one(r, towers);
      return tile && tower && { type: "move", cards: [{ zone: stand, pid: tile.pid }], to: { zone: Z.board, slot: tower.slot } };
    }],
    // Refused: nobody looks into the supply or the set-aside tiles, their owner included (zone.sealed).
    [1, () => ({ type: "look", zone: `${seat}.${r.int(2) ? Z.supply : Z.setAside}`, from: r.int(2) ? "top" : "bottom", count: 1 + r.int(3) })],
    [1, () => ({ type: "search", zone: `${seat}.${r.int(2) ? Z.supply : Z.setAside}` })],
    [10, () => ({ type: "turn.end" })],
    [2, () => ({ type: "coin", count: 1 + r.int(3) })],
    [1, () => ({ type: "toy-battle.setup" })],
    [r.int(60) === 0 ? 1 : 0, () => ({ type: "concede" })],
  ]);
}
