/** Every Toy Battle advisory: warnings with a stable code, the rule and seed 003's section, never refusals (docs/games/toy-battle.md). */
import type { AdvisoryRule } from "../../../engine/definition";
import { anywhereToHeadquarters, placementOutpowered, placementUnconnected } from "./placement";
import { standPastEight } from "./stand-limit";
import { notYourTurn, twoActions } from "./turn";

export const TOY_BATTLE_ADVISORIES: AdvisoryRule[] = [notYourTurn, twoActions, placementUnconnected, anywhereToHeadquarters, placementOutpowered, standPastEight];
