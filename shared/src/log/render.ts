/** A viewer's log: one entry per event or chat line it gets a line for, numbered by the item's position. */
import type { Viewer } from "../engine/types";
import type { LogItem } from "./chat";
import { describeEvent, type LogEntry, type TakenBack } from "./entry";

/** A chat line reads the same for everyone. */
function describeChat(item: Extract<LogItem, { type: "chat" }>): LogEntry {
  const { role, seat, name } = item.from;
  return { seq: 0, key: `chat.${role}`, params: { text: item.text, name }, seat, judge: role === "judge" };
}

/**
 * `startSeq` is the position of `items[0]` in the game's log; skipped events leave gaps.
 * `marks` (takenBackMarks over the whole log) strike the lines a correction took back.
 */
export function renderLog(items: readonly LogItem[], viewer: Viewer, startSeq = 0, marks?: ReadonlyMap<number, TakenBack>): LogEntry[] {
  const entries: LogEntry[] = [];
  items.forEach((item, i) => {
    const entry = item.type === "chat" ? describeChat(item) : describeEvent(item, viewer);
    if (!entry) return;
    const seq = startSeq + i;
    const mark = marks?.get(seq);
    entries.push({ ...entry, seq, ...(mark && { takenBack: mark }) });
  });
  return entries;
}

/** Which lines each correction in the log took back (line → how), read from the corrections' own events. */
export function takenBackMarks(items: readonly LogItem[], into = new Map<number, TakenBack>(), startSeq = 0): Map<number, TakenBack> {
  items.forEach((item, i) => {
    if (item.type !== "history.undone" && item.type !== "history.rewound") return;
    const by = startSeq + i;
    const mark: TakenBack =
      item.type === "history.undone"
        ? { by, how: "undo", askedBy: item.askedBy, agreedBy: item.agreedBy, ...(item.by?.judge && { judge: true }) }
        : { by, how: "rewind", judge: true };
    for (const [first, end] of item.lines) for (let line = first; line < end; line++) into.set(line, mark);
  });
  return into;
}
