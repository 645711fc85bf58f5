/** A viewer's log: one entry per event or chat line it gets a line for, numbered by the item's position. */
import type { Viewer } from "../engine/types";
import type { LogItem } from "./chat";
import { describeEvent, type LogEntry, type TakenBack } from "./entry";
import { privateSeq, type PrivateLines } from "./private-lines";

const NONE: readonly never[] = [];

/** A chat line reads the same for everyone. */
function describeChat(item: Extract<LogItem, { type: "chat" }>): LogEntry {
  const { role, seat, name } = item.from;
  return { seq: 0, key: `chat.${role}`, params: { text: item.text, name }, seat, judge: role === "judge" };
}

/**
 * `game`: the table's game (its id), whose GameLog words its own events. `startSeq` is the position of `items[0]` in the game's log; skipped events leave gaps.
 * `marks` (takenBackMarks over the whole log) strike the lines a correction took back.
 * `privates` (private-lines.ts): the lines only some viewers read, by the line they follow;
 * this viewer's come after that line, struck with it.
 */
export function renderLog(game: string, items: readonly LogItem[], viewer: Viewer, startSeq = 0, marks?: ReadonlyMap<number, TakenBack>, privates?: PrivateLines): LogEntry[] {
  const entries: LogEntry[] = [];
  items.forEach((item, i) => {
    const seq = startSeq + i;
    const mark = marks?.get(seq);
    const entry = item.type === "chat" ? describeChat(item) : describeEvent(game, item, viewer);
    if (entry) entries.push({ ...entry, seq, ...(mark && { takenBack: mark }) });
    let k = 0;
    for (const event of privates?.get(seq) ?? NONE) {
      const line = describeEvent(game, event, viewer);
      if (line) entries.push({ ...line, seq: privateSeq(seq, ++k), ...(mark && { takenBack: mark }) });
    }
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
