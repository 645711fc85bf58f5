/**
 * An advisory as one viewer may read it. Most read the same for everyone; one with a `detail`
 * (a card of a player's deck) gives its detail params, and the i18n context "detail" that
 * picks the sentence wording them, to that player and to judges only. The opponent and
 * spectators read the public params: a warning must not tell them what is in a deck.
 * One with a `seenBy` (it depends on a card's face) is read by those viewers and judges only:
 * to anyone else it does not exist (log/private-lines.ts).
 */
import type { Advisory } from "../engine/definition";
import type { Viewer } from "../engine/types";
import { viewerSees } from "../engine/visibility";

/** Whether `viewer` may read the advisory at all. */
export const mayRead = (advisory: Advisory, viewer: Viewer): boolean => advisory.seenBy === undefined || viewerSees(advisory.seenBy, viewer);

export function advisoryFor(advisory: Advisory, viewer: Viewer): Omit<Advisory, "detail" | "about" | "seenBy"> {
  const { detail, about: _about, seenBy: _seenBy, ...told } = advisory;
  if (!detail) return told;
  const entitled = viewer.role === "judge" || (viewer.role === "player" && viewer.seat === detail.seat);
  return entitled ? { ...told, params: { ...told.params, ...detail.params, context: "detail" } } : told;
}
