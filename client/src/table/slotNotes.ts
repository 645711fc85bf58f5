/**
 * A warning about a stack in play ("p1.row:0") is drawn beside that spot, and stays on screen
 * for a while (ADVISORY_TTL_MS). The spot may meanwhile hold another stack: in a card game one
 * knocked out and replaced by another from the reserve would be told "it is Knocked Out". So a
 * note learns which stack (stack id) it is about when first shown, and goes once that stack is
 * no longer in the spot.
 */
import type { ZoneSnap } from "../net/snapshot";
import { parseTarget, type AdvisoryNote } from "./advisories";

/** The notes still about the stack in their spot, those first seen stamped with it; the same list when nothing changed. */
export function notesOnTheirStacks(notes: readonly AdvisoryNote[], zones: Readonly<Record<string, ZoneSnap>>): AdvisoryNote[] {
  let changed = false;
  const kept: AdvisoryNote[] = [];
  for (const note of notes) {
    const at = parseTarget(note.target);
    if (!at || at.slot === undefined) {
      kept.push(note);
      continue;
    }
    const sid = zones[at.zone]?.slots[at.slot]?.sid ?? "";
    if (note.sid === undefined) {
      // About an empty spot (or one not drawn): nothing to follow.
      if (sid === "") kept.push(note);
      else {
        kept.push({ ...note, sid });
        changed = true;
      }
    } else if (note.sid === sid) kept.push(note);
    else changed = true;
  }
  return changed ? kept : (notes as AdvisoryNote[]);
}
