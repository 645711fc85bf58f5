/**
 * The Pokémon TCG's table (GameTable): the playmat's halves, the Stadium on the centre line,
 * its hints and controls, what a drop means, its menus, and the text of its advisories.
 */
import { gameById, PTCG_ADVISORIES, type ClientAction, type Seat } from "@playmat/shared";
import type { GameTable } from "../gameUi";
import { ptcgControls } from "./Controls";
import { Hints } from "./Hints";
import { attachedPokemon } from "./zones/AttachedCards";
import { ownerSeat } from "../../table/menu/giveBack";
import { cardMenu, moveActions, zoneMenu } from "./menu/builders";
import { movesFor } from "./moves";
import { ptcgPrompts } from "./prompts";
import { describeRequest } from "./requests";
import { SharedZones } from "./SharedZones";
import { Side } from "./Side";

/** "q" or "e" then a digit: 0 is the Active Pokémon, 1–8 a Bench slot. */
function slotByDigit(ctx: { actingSeat: Seat }, digit: number) {
  const seat = ctx.actingSeat;
  return digit === 0 ? { zone: `${seat}.active`, slot: 0 } : { zone: `${seat}.bench`, slot: digit - 1 };
}

/** A prize taken goes into the taker's hand: focus follows it there. */
const landsIn = (action: ClientAction, seat: Seat): string[] => (action.type === "prize.take" ? [`${seat}.hand`] : []);

export const ptcgTable: GameTable = {
  definition: gameById("ptcg")!,
  Side,
  SharedZones,
  Hints,
  controls: ptcgControls,
  intentFor: movesFor,
  menus: { card: cardMenu, zone: zoneMenu, moveTo: moveActions, ownerSeat, slotByDigit },
  prompts: ptcgPrompts,
  describeRequest,
  landsIn,
  // "q" attaches to a Pokémon, "e" evolves one; the digits add and take off damage.
  keys: { onStack: { attach: "attach", evolve: "onto" }, stackCounter: "damage" },
  stackLabel: attachedPokemon,
  advisoryRules: new Map(PTCG_ADVISORIES.map((r) => [r.code, r.rule])),
};
