/** Every advisory rule of the game, in the order a move's warnings are listed. */
import type { AdvisoryRule } from "../../../engine/definition";
import { blockedEvasion, spellModified } from "./combat";
import { emptyDeckDraw, lifeAtZero, loopPastThree } from "./ending";
import { fourthCursedObject, fourthSorcerer } from "./field";
import { stackOrder } from "./stack-order";
import { attackInMainPhase, firstPlayerDraw, handOverLimit, secondSummon } from "./turn";

export const SORCERER_ADVISORIES: AdvisoryRule[] = [
  stackOrder,
  fourthSorcerer,
  fourthCursedObject,
  secondSummon,
  attackInMainPhase,
  blockedEvasion,
  spellModified,
  handOverLimit,
  firstPlayerDraw,
  emptyDeckDraw,
  lifeAtZero,
  loopPastThree,
];
