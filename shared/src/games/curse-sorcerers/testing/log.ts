/** The log lines a viewer reads for a table's last events, in English (tests only). */
import type { TableEvent } from "../../../engine/events";
import type { Seat, Viewer } from "../../../engine/types";
import { formatLogEntry } from "../../../i18n";
import { describeEvent } from "../../../log/entry";

const names = { p1: "Alice", p2: "Bob" };

export const player = (seat: Seat): Viewer => ({ role: "player", seat });

export function linesFor(events: readonly TableEvent[], viewer: Viewer): string[] {
  return events.flatMap((e) => {
    const entry = describeEvent("curse-sorcerers", e, viewer);
    return entry ? [formatLogEntry("curse-sorcerers", entry, viewer, names)] : [];
  });
}
