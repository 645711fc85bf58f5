/** Every Toy Battle advisory: warnings with a stable code, the rule and seed 003's section, never refusals (docs/games/toy-battle.md). */
import type { AdvisoryRule } from "../../../engine/definition";
import { anywhereToHeadquarters, placementOutpowered, placementUnconnected } from "./placement";
import { standPastEight } from "./stand-limit";
import { notYourTurn, twoActions } from "./turn";

export const TOY_BATTLE_ADVISORIES: AdvisoryRule[] = [
  // Whose turn, and how much of it
  notYourTurn,
  twoActions,
  // Where a tile may go
  placementUnconnected,
  anywhereToHeadquarters,
  placementOutpowered,
  // The stand
  standPastEight,
];
