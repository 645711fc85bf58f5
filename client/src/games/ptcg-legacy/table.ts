/**
 * The legacy table (GameTable): the Pokémon TCG's client (games/ptcg) by import — its playmat,
 * Stadium, moves, menus and requests — with seed 002's own: Active Spots and Bench as the table
 * sizes them, Poké-Powers and Poké-Bodies on the Pokémon, the cut and who starts before the
 * deal, extra cards for the opponent's mulligans, the damage dialog, the replaced Stadium's
 * discard, Sudden Death, and the text of its advisories.
 */
import { gameById, LEGACY_ADVISORIES, type ClientAction, type Seat } from "@playmat/shared";
import type { GameTable } from "../gameUi";
import { ptcgTable } from "../ptcg/table";
import { legacyControls } from "./Controls";
import { Hints } from "./Hints";
import { legacyPrompts } from "./prompts";
import { Side } from "./Side";

/** A card drawn for the opponent's mulligans, like a prize taken, lands in the hand: focus follows it there. */
const landsIn = (action: ClientAction, seat: Seat): string[] => (action.type === "legacy.extra-draw" ? [`${seat}.hand`] : ptcgTable.landsIn(action, seat));

export const legacyTable: GameTable = {
  ...ptcgTable,
  definition: gameById("ptcg-legacy")!,
  Side,
  Hints,
  controls: legacyControls,
  prompts: legacyPrompts,
  landsIn,
  advisoryRules: new Map(LEGACY_ADVISORIES.map((r) => [r.code, r.rule])),
};
