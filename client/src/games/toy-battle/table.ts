/**
 * Toy Battle's table (GameTable): the board on the centre line, each player's stand, counts,
 * discard pile and medals at their edge, what a drop means, its menus, its draw and effects.
 * Its "won?" questions are the shell's (reasons worded by the game's log strings); its warnings
 * are the shell's too, with their English rule text here.
 */
import { gameById, type ClientAction, type Seat } from "@playmat/shared";
import type { GameTable } from "../gameUi";
import { Board } from "./Board";
import { toyBattleControls } from "./Controls";
import { Hints } from "./Hints";
import { cardMenu, moveTo, ownerSeat, zoneMenu } from "./menus";
import { BOARD, mapOfSnap, movesFor, Z } from "./moves";
import { Side } from "./Side";

const definition = gameById("toy-battle")!;

/** The draw and the draw effects put tiles on the drawer's stand: focus follows them there. */
function landsIn(action: ClientAction, seat: Seat): string[] {
  if (action.type === "toy-battle.draw") return [`${seat}.${Z.stand}`];
  return [];
}

/** A tower by its spot on the table's map ("7 Rexy (spot B1)"): the board's slots are numbers, its spots have names. */
const stackLabel: GameTable["stackLabel"] = (ctx, zone, slot, topName) => {
  if (zone !== BOARD) return topName;
  const spot = mapOfSnap(ctx.snap).spots[slot]?.id ?? String(slot + 1);
  return `${topName} (${ctx.t("ui.onto", { ns: "game", spot })})`;
};

export const toyBattleTable: GameTable = {
  definition,
  Side,
  SharedZones: Board,
  Hints,
  controls: toyBattleControls,
  intentFor: movesFor,
  menus: { card: cardMenu, zone: zoneMenu, moveTo, ownerSeat, slotByDigit: () => null },
  prompts: {},
  describeRequest: () => undefined,
  landsIn,
  // Tiles go onto a tower by a drop or "Place on…": no shortcut key names a spot.
  keys: { onStack: {} },
  stackLabel,
  advisoryRules: new Map(definition.advisories.map((r) => [r.code, r.rule])),
};
