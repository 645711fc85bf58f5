/**
 * A game's journal: every history entry (engine/history.ts) with the log lines it wrote, and
 * the chat lines between them, all numbered in one sequence. The table's session appends to
 * it; a game record (record.ts) and a viewer's log are read from it. Pure bookkeeping.
 */
import type { TableEvent } from "../engine/events";
import type { HistoryEntry } from "../engine/history";
import type { Viewer } from "../engine/types";
import type { ChatLine, LogItem } from "../log/chat";
import type { LogEntry, TakenBack } from "../log/entry";
import { renderLog, takenBackMarks } from "../log/render";

/** What the store gives back: each entry with its events, and the chat lines. */
export interface JournalSource {
  entries: readonly { entry: HistoryEntry; events: readonly TableEvent[] }[];
  chat: readonly ChatLine[];
}

export class Journal {
  readonly history: HistoryEntry[] = [];
  /** Every log item by line number: the events of each entry in order, and chat lines where they were said. */
  readonly items: LogItem[] = [];
  /** spans[seq - 1]: the lines [first, end) entry `seq` wrote. */
  readonly spans: [number, number][] = [];
  /** Lines a correction took back. */
  readonly marks = new Map<number, TakenBack>();

  /** Rebuilds a stored journal; chat lines go back among the entries after which they were said. */
  static from(source: JournalSource): Journal {
    const journal = new Journal();
    const chat = [...source.chat].sort((a, b) => a.afterSeq - b.afterSeq);
    let next = 0;
    for (const { entry, events } of source.entries) {
      while (next < chat.length && chat[next]!.afterSeq < entry.seq) journal.say(chat[next++]!);
      journal.append(entry, events);
    }
    while (next < chat.length) journal.say(chat[next++]!);
    return journal;
  }

  /** The entry's lines; throws for an entry the journal doesn't hold. */
  readonly linesOf = (seq: number): [number, number] => {
    const span = this.spans[seq - 1];
    if (!span) throw new Error(`journal: no entry ${seq}`);
    return [...span];
  };

  /** Appends an entry and its events; returns the first line number of its events. */
  append(entry: HistoryEntry, events: readonly TableEvent[]): number {
    if (entry.seq !== this.history.length + 1) throw new Error(`journal: entry ${entry.seq} after ${this.history.length}`);
    const first = this.items.length;
    this.history.push(entry);
    this.items.push(...events);
    this.spans.push([first, this.items.length]);
    takenBackMarks(events, this.marks, first);
    return first;
  }

  /** Appends a chat line; returns its line number. */
  say(line: ChatLine): number {
    this.items.push(line);
    return this.items.length - 1;
  }

  /** The log from line `since`, as `viewer` may read it, taken-back lines marked. */
  render(viewer: Viewer, since = 0): LogEntry[] {
    return renderLog(this.items.slice(since), viewer, since, this.marks);
  }

  /** The seq of the entry that wrote `line`, or of the last entry before it (a chat line). */
  entryAtLine(line: number): number {
    let seq = 0;
    for (const [i, [first]] of this.spans.entries()) {
      if (first > line) break;
      seq = i + 1;
    }
    return seq;
  }
}
