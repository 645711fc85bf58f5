/**
 * The Pokémon TCG's table (GameTable): the playmat's halves, the Stadium on the centre line,
 * its hints and controls, what a drop means, its menus, and the text of its advisories.
 */
import { gameById, PTCG_ADVISORIES, type Seat } from "@playmat/shared";
import type { GameTable } from "../gameUi";
import { ptcgControls } from "./Controls";
import { Hints } from "./Hints";
import { attachedPokemon } from "./zones/AttachedCards";
import { cardMenu, moveActions, ownerSeat, zoneMenu } from "./menu/builders";
import { movesFor } from "./moves";
import { SharedZones } from "./SharedZones";
import { Side } from "./Side";

/** "q" or "e" then a digit: 0 is the Active Pokémon, 1–8 a Bench slot. */
function slotByDigit(ctx: { actingSeat: Seat }, digit: number) {
  const seat = ctx.actingSeat;
  return digit === 0 ? { zone: `${seat}.active`, slot: 0 } : { zone: `${seat}.bench`, slot: digit - 1 };
}

export const ptcgTable: GameTable = {
  definition: gameById("ptcg")!,
  Side,
  SharedZones,
  Hints,
  controls: ptcgControls,
  intentFor: movesFor,
  menus: { card: cardMenu, zone: zoneMenu, moveTo: moveActions, ownerSeat, slotByDigit },
  stackLabel: attachedPokemon,
  advisoryRules: new Map(PTCG_ADVISORIES.map((r) => [r.code, r.rule])),
};
