/**
 * Curse Sorcerers' table (GameTable): each player's half (field of three sorcerer slots, life and
 * curse power, deck, graveyard, hand), the shared stack on the centre line with "Resolve top",
 * the phase marker and the combat damage assist, its controls, what a drop means, its menus,
 * its "respond?" question and the text of its advisories.
 */
import { CurseSorcerers, gameById, type ClientAction, type Seat } from "@playmat/shared";
import type { GameTable } from "../gameUi";
import { sorcererControls } from "./Controls";
import { Hints } from "./Hints";
import { cardMenu, moveTo, ownerSeat, slotByDigit, sorcererLabel, zoneMenu } from "./menus";
import { movesFor } from "./moves";
import { sorcererPrompts } from "./prompts";
import { describeRequest } from "./requests";
import { Side } from "./Side";
import { StackZone } from "./StackZone";

/** A mulligan deals a new hand: focus follows the cards there. */
const landsIn = (action: ClientAction, seat: Seat): string[] => (action.type === "curse-sorcerers.mulligan" ? [`${seat}.hand`] : []);

const definition = gameById(CurseSorcerers.GAME_ID)!;

export const curseSorcerersTable: GameTable = {
  definition,
  Side,
  SharedZones: StackZone,
  Hints,
  controls: sorcererControls,
  intentFor: movesFor,
  menus: { card: cardMenu, zone: zoneMenu, moveTo, ownerSeat, slotByDigit },
  prompts: sorcererPrompts,
  describeRequest,
  landsIn,
  // "q" then a digit attaches the selection to that field slot's sorcerer; the digits add damage to a selected sorcerer.
  keys: { onStack: { attach: "attach" }, stackCounter: CurseSorcerers.COUNTERS.damage },
  stackLabel: sorcererLabel,
  advisoryRules: new Map(definition.advisories.map((r) => [r.code, r.rule])),
};
