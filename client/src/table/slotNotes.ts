/**
 * A warning about a Pokémon in play ("p1.active:0") is drawn beside that spot, and stays on
 * screen for a while (ADVISORY_TTL_MS). The spot may meanwhile hold another Pokémon: knocked out
 * and replaced by a Benched one, the new Active Pokémon was told "it is Knocked Out". So a note
 * learns which Pokémon (stack id) it is about when first shown, and goes once that Pokémon is
 * no longer in the spot.
 */
import type { ZoneSnap } from "../net/snapshot";
import { parseTarget, type AdvisoryNote } from "./advisories";

/** The notes still about the Pokémon in their spot, those first seen stamped with it; the same list when nothing changed. */
export function notesOnTheirPokemon(notes: readonly AdvisoryNote[], zones: Readonly<Record<string, ZoneSnap>>): AdvisoryNote[] {
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
