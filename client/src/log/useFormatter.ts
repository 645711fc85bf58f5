/**
 * Each log line's text, formatted once per entry, for the table's log and the replay's.
 * Entries are immutable (a struck line is a new object), so a WeakMap keyed by entry holds
 * until the viewer, the players' names or the language (a new `t`) change. Formatting every
 * line at every render cost ~250 ms in i18next with 1,800 lines.
 */
import type { LogEntry, Names, Viewer } from "@playmat/shared";
import { useMemo } from "react";
import type { T } from "../i18n/useT";
import { formatEntry } from "./format";

export function useFormatter(t: T, viewer: Viewer, names: Names): (entry: LogEntry) => string {
  const seat = viewer.role === "player" ? viewer.seat : undefined;
  // Keyed by value: callers may build a new viewer or names object at every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableViewer = useMemo(() => viewer, [viewer.role, seat]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableNames = useMemo(() => names, [names.p1, names.p2]);
  return useMemo(() => {
    const cache = new WeakMap<LogEntry, string>();
    return (entry: LogEntry) => {
      let text = cache.get(entry);
      if (text === undefined) {
        text = formatEntry(t, entry, stableViewer, stableNames);
        cache.set(entry, text);
      }
      return text;
    };
  }, [t, stableViewer, stableNames]);
}
