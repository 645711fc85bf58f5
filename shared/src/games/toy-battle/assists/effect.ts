/**
 * What every effect assist shares: effects apply during play, and each writes its line
 * (`note.effect.<id>` in strings/) before what it moves, so the log says why a tile moved and
 * tally.ts tells an effect's draw from a turn's draw.
 */
import type { Draft } from "../../../engine/draft";
import { ActionError } from "../../../engine/errors";
import type { CardMention } from "../../../engine/events";

export const EFFECT_NOTE = "effect.";

export function inPlay(draft: Draft): void {
  if (draft.state.phase !== "playing") throw new ActionError("phase", "Effects apply once the game has begun.");
}

export function effectNote(draft: Draft, id: string, params: Record<string, string | number> = {}, card?: CardMention): void {
  draft.emit({ type: "note", key: `${EFFECT_NOTE}${id}`, params, ...(card && { card }) });
}
