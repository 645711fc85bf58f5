/**
 * The Pocket table (GameTable): its halves (Active Spot, Bench of 3, Energy Zone, points), its
 * controls, and the Pokémon TCG's pieces by import: what a drop means (an Energy onto a Pokémon
 * attaches, an evolution goes onto it), its card, Pokémon and zone menus, its hints, requests
 * and stack labels. It puts no question of its own (no prizes to take) and no shared zone.
 */
import { gameById } from "@playmat/shared";
import { ownerSeat } from "../../table/menu/giveBack";
import type { GameTable } from "../gameUi";
import { Hints } from "../ptcg/Hints";
import { cardMenu, moveActions, zoneMenu } from "../ptcg/menu/builders";
import { movesFor } from "../ptcg/moves";
import { describeRequest } from "../ptcg/requests";
import { ptcgTable } from "../ptcg/table";
import { attachedPokemon } from "../ptcg/zones/AttachedCards";
import { pocketControls } from "./Controls";
import { Side } from "./Side";

const definition = gameById("ptcg-pocket")!;

export const pocketTable: GameTable = {
  definition,
  Side,
  SharedZones: () => null,
  Hints,
  controls: pocketControls,
  intentFor: movesFor,
  menus: { card: cardMenu, zone: zoneMenu, moveTo: moveActions, ownerSeat, slotByDigit: ptcgTable.menus.slotByDigit },
  prompts: {},
  describeRequest,
  landsIn: () => [],
  keys: ptcgTable.keys,
  stackLabel: attachedPokemon,
  advisoryRules: new Map(definition.advisories.map((r) => [r.code, r.rule])),
};
