/**
 * The legacy table's random actions (GameTestKit.randomAction): the Pokémon TCG's (its zones and
 * core actions are the same), with seed 002's setup and the era's moves in their place — before
 * the deal a player cuts the opponent's deck or asks who starts (never the Pokémon TCG's
 * `setup.first`, which this table doesn't know); during setup extra cards for the opponent's
 * mulligans, asked for now and then beyond what they allow (refused); while playing a Poké-Power
 * used by a Pokémon in play (the opponent's now and then: refused), the damage a player confirmed
 * from the damage assist, and the replaced Stadium discarded (refused while there is none).
 */
import type { ClientAction } from "../../../engine/actions";
import type { Seat, Stack, TableState } from "../../../engine/types";
import type { Prng } from "../../../testing/prng";
import { randomPtcgAction } from "../../ptcg/testing/random-actions";

const POWERS = ["Energy Trans", "Dimension Sphere", "Healing Wind"];
const ATTACKS = ["Thundershock", "Slash", "Ember"];

function stacksOf(state: TableState, key: string): { zone: string; slot: number; stack: Stack }[] {
  const zone = state.zones[key];
  if (zone?.layout !== "slots") return [];
  return zone.slots.flatMap((stack, slot) => (stack ? [{ zone: key, slot, stack }] : []));
}

const inPlay = (state: TableState, seat: Seat) => [...stacksOf(state, `${seat}.active`), ...stacksOf(state, `${seat}.bench`)];

/** One of the era's own moves, or null to leave the turn to the Pokémon TCG's actions. */
function legacyAction(state: TableState, seat: Seat, r: Prng): ClientAction | null {
  const foe: Seat = seat === "p1" ? "p2" : "p1";
  const dealt = state.turn.first !== null;
  if (state.phase === "setup" && !dealt) {
    // Cut first, now and then; a second cut, or one after the deal, is refused.
    return r.chance(0.35) ? { type: "legacy.cut" } : { type: "legacy.first" };
  }
  if (state.phase === "setup" && r.chance(0.15)) return { type: "legacy.extra-draw" };
  if (!r.chance(0.2)) return null;
  const mine = inPlay(state, seat);
  const theirs = inPlay(state, foe);
  return r.weighted<() => ClientAction | null>([
    [3, () => {
      const pool = r.chance(0.85) ? mine : theirs;
      const at = pool.length ? r.pick(pool) : { zone: `${seat}.active`, slot: 0 };
      return { type: "legacy.power", stack: { zone: at.zone, slot: at.slot }, name: r.pick(POWERS) };
    }],
    [3, () => {
      const pool = theirs.length && r.chance(0.85) ? theirs : mine;
      if (!pool.length) return null;
      const at = r.pick(pool);
      const proposed = r.chance(0.3) ? null : 10 * r.int(10);
      const amount = r.chance(0.7) && proposed !== null ? proposed : 10 * r.int(10);
      return { type: "assist", assist: "damage", params: { target: { zone: at.zone, slot: at.slot }, amount, attack: r.pick(ATTACKS), proposed } };
    }],
    [1, () => ({ type: "assist", assist: "stadium-discard", params: {} })],
    [0.3, () => ({ type: "legacy.cut" })],
    [0.3, () => ({ type: "legacy.first" })],
  ])();
}

/** An action for `seat` (as itself, or as a judge acting for it). */
export function randomLegacyAction(state: TableState, seat: Seat, r: Prng, judge = false): ClientAction {
  const own = legacyAction(state, seat, r);
  if (own) return own;
  const action = randomPtcgAction(state, seat, r, judge);
  // The Pokémon TCG's "who goes first" choice is no move here: who starts is the coin's (or the die's) alone.
  return action.type === "setup.first" ? { type: "legacy.first" } : action;
}
