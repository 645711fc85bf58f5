/**
 * The sandbox's table (GameTable): the hands and points, the shared deck, row and discard pile,
 * what a drop means and its menus. It has no stacks in play, no prompts of its own (its "won?"
 * question is the shell's) and no advisories.
 */
import { gameById, type ClientAction, type Seat } from "@playmat/shared";
import type { GameTable } from "../gameUi";
import { sandboxControls } from "./Controls";
import { Hints } from "./Hints";
import { cardMenu, moveTo, ownerSeat, zoneMenu } from "./menus";
import { movesFor } from "./moves";
import { SharedZones } from "./SharedZones";
import { Side } from "./Side";

/** A card drawn goes into the drawer's hand: focus follows it there. */
const landsIn = (action: ClientAction, seat: Seat): string[] => (action.type === "sandbox.draw" ? [`${seat}.hand`] : []);

export const sandboxTable: GameTable = {
  definition: gameById("sandbox")!,
  Side,
  SharedZones,
  Hints,
  controls: sandboxControls,
  intentFor: movesFor,
  // No stacks in play: no digit picks one.
  menus: { card: cardMenu, zone: zoneMenu, moveTo, ownerSeat, slotByDigit: () => null },
  prompts: {},
  describeRequest: () => undefined,
  landsIn,
  keys: { onStack: {} },
  stackLabel: (_ctx, _zone, _slot, topName) => topName,
  advisoryRules: new Map(),
};
