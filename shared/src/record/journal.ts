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
import { isPrivateLine } from "../log/private-lines";
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
  /** Lines only some viewers read, by the line they follow (log/private-lines.ts): not numbered in `items`. */
  readonly privates = new Map<number, TableEvent[]>();

  /** `game`: the table's game (its id), whose GameLog words its own events in every viewer's log. */
  constructor(readonly game: string) {}

  /** Rebuilds a stored journal of a table of `game`; chat lines go back among the entries after which they were said. */
  static from(game: string, source: JournalSource): Journal {
    const journal = new Journal(game);
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

  /**
   * Appends an entry and its events; returns the first line number of its events. Its private
   * lines follow its last line; an entry that wrote no line has nothing for them to follow, and
   * they stay out of the log (the player who acted read them in the action's reply).
   */
  append(entry: HistoryEntry, events: readonly TableEvent[]): number {
    if (entry.seq !== this.history.length + 1) throw new Error(`journal: entry ${entry.seq} after ${this.history.length}`);
    const first = this.items.length;
    this.history.push(entry);
    let privates: TableEvent[] | undefined;
    for (const event of events) {
      if (isPrivateLine(event)) (privates ??= []).push(event);
      else this.items.push(event);
    }
    this.spans.push([first, this.items.length]);
    if (privates && this.items.length > first) this.privates.set(this.items.length - 1, privates);
    takenBackMarks(this.items.slice(first), this.marks, first);
    return first;
  }

  /** Appends a chat line; returns its line number. */
  say(line: ChatLine): number {
    this.items.push(line);
    return this.items.length - 1;
  }

  /** The log from line `since`, as `viewer` may read it, taken-back lines marked. */
  render(viewer: Viewer, since = 0): LogEntry[] {
    return renderLog(this.game, this.items.slice(since), viewer, since, this.marks, this.privates);
  }

  /**
   * render() for a table's clients: each line whose next line in this viewer's log was written
   * by the same entry is marked `continues` (a judge is offered no rewind to a line whose
   * action is the last). Entries are appended whole, so a line's mark never changes later.
   */
  liveLog(viewer: Viewer, since = 0): LogEntry[] {
    const entries = this.render(viewer, since);
    for (let i = 0; i + 1 < entries.length; i++) {
      const entry = this.entryWriting(entries[i]!.seq);
      if (entry > 0 && entry === this.entryWriting(entries[i + 1]!.seq)) entries[i]!.continues = true;
    }
    return entries;
  }

  /** The seq of the entry that wrote `line`, or of the last entry before it (a chat line). */
  entryAtLine(line: number): number {
    return this.lastEntryFrom(line) + 1;
  }

  /** The seq of the entry that wrote `line`; 0 for a chat line. */
  private entryWriting(line: number): number {
    const i = this.lastEntryFrom(line);
    return i >= 0 && line < this.spans[i]![1] ? i + 1 : 0;
  }

  /** The index in `spans` of the last entry whose lines begin at or before `line` (-1: none). */
  private lastEntryFrom(line: number): number {
    let low = 0;
    let high = this.spans.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.spans[mid]![0] <= line) low = mid + 1;
      else high = mid;
    }
    return low - 1;
  }
}
