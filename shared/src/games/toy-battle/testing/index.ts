/**
 * Toy Battle's test kit for the server's secret-leak and hostile-input suites (GameTestKit,
 * ../../../testing/game-kit.ts). Toy Battle takes no deck lists: a random game starts by its
 * own setup (`toy-battle.setup`, which the random actions send while the table waits).
 *
 * The oracle needs one marker per card, and a player's 24 tiles are three copies of 8 kinds.
 * The choice made here is the honest one for the oracle: a table created now gives each copy
 * its own definition id (`toy-battle-red-7-b`, tiles.ts; the `tileIds: "per-copy"` option every
 * new table gets), so each of the 48 tiles is its own marker and a red 7 seen on the board
 * entitles no screen to the red 7 still on Alice's stand. (Per-kind entitlements would have let
 * one public copy hide a leak of the two others.) A table stored before the option keeps its
 * per-kind ids and is restored as it was; the suites only ever create new tables.
 */
import type { ClientAction } from "../../../engine/actions";
import type { Seat, TableState } from "../../../engine/types";
import type { GameTestKit } from "../../../testing/game-kit";
import { toyBattle } from "../definition";
import { drawAllowance } from "../moves/draw";
import { allTileDefs } from "../tiles";
import { TOY_BATTLE_ZONE_IDS as Z } from "../zones";
import { randomToyBattleAction } from "./random-actions";
import { TOY_BATTLE_SECRECY } from "./secrecy";

export { TOY_BATTLE_SECRECY } from "./secrecy";
export { randomToyBattleAction } from "./random-actions";

const count = (state: TableState, key: string): number => {
  const zone = state.zones[key];
  return zone?.layout === "pile" ? zone.cards.length : 0;
};

/** Refusals of Toy Battle's own rules (moves/setup.ts, moves/draw.ts, assists/effect.ts, the sealed supply and set-aside tiles), restated. */
function toyBattleRefusal(state: TableState, seat: Seat, action: ClientAction): string | undefined {
  const type: string = action.type;
  if (type === "toy-battle.setup" && state.phase !== "waiting") return "the tiles are set up once, before the game begins";
  if (type === "toy-battle.draw" && state.phase !== "playing") return "a turn's draw before the game has begun";
  if (type === "toy-battle.draw" && drawAllowance(count(state, `${seat}.${Z.stand}`), count(state, `${seat}.${Z.supply}`)) === 0) {
    return "a turn's draw onto a full stand or from an empty supply";
  }
  if (type === "assist" && state.phase !== "playing") return "an effect before the game has begun";
  if ((action.type === "look" || action.type === "search") && state.zones[action.zone]?.spec.match(/^(supply|set-aside)$/)) {
    return `a look into ${action.zone}, which nobody may see into`;
  }
  return undefined;
}

export const toyBattleKit: GameTestKit = {
  game: toyBattle.id,
  secrecy: TOY_BATTLE_SECRECY,
  randomAction: (state, seat, r) => randomToyBattleAction(state, seat, r),
  start: { by: "moves", markers: allTileDefs(true).map((def) => def.id) },
  markerOf: (defId) => defId,
  mustRefuse: toyBattleRefusal,
  coverage: {
    sent: ["toy-battle.setup", "toy-battle.draw", "move", "assist", "counter", "turn.end", "coin", "draw", "look", "search", "prompt.answer"],
    accepted: ["toy-battle.setup", "toy-battle.draw", "move", "assist", "counter", "turn.end"],
  },
};
