/** A viewer's log: one entry per event it gets a line for, numbered by the event's position. */
import type { TableEvent } from "../engine/events";
import type { Viewer } from "../engine/types";
import { describeEvent, type LogEntry } from "./entry";

/** `startSeq` is the position of `events[0]` in the game's event list; skipped events leave gaps. */
export function renderLog(events: readonly TableEvent[], viewer: Viewer, startSeq = 0): LogEntry[] {
  const entries: LogEntry[] = [];
  events.forEach((event, i) => {
    const entry = describeEvent(event, viewer);
    if (entry) entries.push({ ...entry, seq: startSeq + i });
  });
  return entries;
}
