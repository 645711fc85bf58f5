/**
 * A game record: what one viewer saw of a whole game, step by step — each action's log lines
 * as that viewer read them and the table as that viewer could see it right after. It is built
 * by folding the stored history (engine/history.ts), so a correction is a step like any other
 * and a replay never shows a card its viewer could not see at that moment. Once the game is
 * over and both players agree (`record.reveal`), the record shows every card to whoever asks.
 *
 * The record is also the export file (format "playmat.record", version 1): format.ts reads
 * one back, and recordFrame()/recordFrames() step through it without the engine.
 */
import type { CardDef } from "../cards/types";
import type { GameDefinition } from "../engine/definition";
import { HistoryFold, isCorrection, type HistoryEntry } from "../engine/history";
import { recordRevealed, type Seat, type TableState, type Viewer } from "../engine/types";
import type { ChatLine, LogItem } from "../log/chat";
import type { LogEntry, TakenBack } from "../log/entry";
import { lineOf, type PrivateLines } from "../log/private-lines";
import { renderLog, takenBackMarks } from "../log/render";
import { viewTable, ZoneViews, type TableView, type ZoneSeen } from "./view";

const NONE: readonly number[] = [];

export const RECORD_FORMAT = "playmat.record";
export const RECORD_VERSION = 1;

export type RecordViewer = "p1" | "p2" | "spectator" | "judge";

export interface RecordStep {
  kind: "action" | "correction" | "chat";
  /** The history entry's seq; for a chat line, how many entries came before it. */
  seq: number;
  /** The action's type ("draw", "undo", "rewind", ...); absent for chat. The action itself is never included. */
  type?: string;
  /** Who acted (absent for chat: the line says who spoke). */
  actor?: { seat: Seat; judge?: true };
  /** Its log lines as the viewer read them, numbered like the live log. */
  lines: LogEntry[];
  /**
   * How the table the viewer saw changed with this step: the fields and zones that differ from
   * the step before (absent for chat: nothing changed). recordFrames() puts the views together.
   */
  changes?: ViewChanges;
  /** A correction: the lines it struck through (the ones this viewer has) and how. */
  takesBack?: { lines: number[]; takenBack: TakenBack };
}

/** Part of a TableView: changed fields, and changed zones only. */
export type ViewChanges = Partial<Omit<TableView, "zones">> & { zones?: Record<string, ZoneSeen> };

export interface GameRecord {
  format: typeof RECORD_FORMAT;
  version: typeof RECORD_VERSION;
  game: string;
  options: Record<string, unknown>;
  /** The room's name and the players' names. */
  name: string;
  players: Record<Seat, string>;
  /** Whose eyes the record sees through. */
  viewer: RecordViewer;
  /** Both players agreed after the game: every card is shown, whoever asks. */
  revealed: boolean;
  /** Public data of every card whose face the record shows, by defId. */
  cards: Record<string, CardDef>;
  /** The empty table, before the first action. */
  start: TableView;
  steps: RecordStep[];
}

/** What a record is made from: the stored game, as the table's session holds it. */
export interface RecordSource {
  definition: GameDefinition;
  /** The table before the first action (createTable with the room's options and seed). */
  initial: TableState;
  /** The table now: decides whether the record is revealed. */
  state: TableState;
  history: readonly HistoryEntry[];
  /** Every log item (events and chat), by line number. */
  items: readonly LogItem[];
  /** The log lines [first, end) of each history entry, by seq - 1. */
  spans: readonly (readonly [number, number])[];
  /** The lines only some viewers read, by the line they follow (Journal.privates). */
  privates?: PrivateLines;
  name: string;
  players: Record<Seat, string>;
}

export const recordViewer = (viewer: Viewer): RecordViewer => (viewer.role === "player" ? viewer.seat : viewer.role);

/** The record of a game as this viewer saw it, built from the whole history. */
export function buildRecord(source: RecordSource, viewer: Viewer): GameRecord {
  return new RecordBuilder(source.definition, source.initial, viewer, recordRevealed(source.state)).build(source);
}

/**
 * A game record built once and carried on as the game goes: each build adds the steps of the
 * history entries and chat lines since the one before, so asking again after a few moves costs
 * those moves, not the whole game (a record of a few thousand actions took a quarter of a
 * second on the event loop every table shares). One builder sees through one viewer's eyes,
 * or a judge's once both players revealed the record. Between builds it keeps the fold's
 * current table and the views of that table's zones; the steps are the record's own. A long
 * game's first record can be built a slice at a time (advance), so the server can answer
 * other tables between slices.
 */
export class RecordBuilder {
  private readonly eyes: Viewer;
  private readonly fold: HistoryFold;
  private readonly zoneViews = new ZoneViews();
  private readonly start: TableView;
  private last: TableView;
  private readonly steps: RecordStep[] = [];
  /** The viewer's reading of the log lines this build renders, by line. */
  private lines = new Map<number, LogEntry>();
  /** Which lines so far the viewer has (one byte a line: kept between builds, for corrections to strike). */
  private readable = new Uint8Array(256);
  /** The private lines so far the viewer has, by the line they follow (few: kept between builds too). */
  private readonly privateRead = new Map<number, number[]>();
  /** Chat lines not yet made steps (each goes after the entries before it). */
  private chats: { item: ChatLine; line: number }[] = [];
  /** The defIds of every face the steps so far show, in the order first shown. */
  private readonly faces = new Set<string>();
  /** How many history entries and log items are in, and the last entry (to tell a history that moved on from one that is another). */
  private entries = 0;
  private items = 0;
  private lastEntry: HistoryEntry | undefined;

  constructor(
    private readonly definition: GameDefinition,
    private readonly initial: TableState,
    private readonly viewer: Viewer,
    /** Whether the record shows every card (recordRevealed). */
    private readonly revealed: boolean,
  ) {
    this.eyes = revealed ? { role: "judge" } : viewer;
    this.fold = new HistoryFold(definition, initial);
    this.start = viewTable(definition, initial, this.eyes, this.zoneViews);
    this.last = this.start;
    this.noteFaces(this.start.zones);
  }

  /** Whether build() can go on from what this builder has: the same game, moved on or not, seen through the same eyes. */
  canExtend(source: RecordSource): boolean {
    const { history, items } = source;
    return (
      source.initial === this.initial &&
      recordRevealed(source.state) === this.revealed &&
      history.length >= this.entries &&
      items.length >= this.items &&
      (this.entries === 0 || history[this.entries - 1] === this.lastEntry)
    );
  }

  /**
   * Folds at most `maxEntries` more history entries into the record (with the log lines and
   * chat up to the next entry), so that a long game's first record can be built a slice at a
   * time between other work. True once the builder has caught up with the source. Where the
   * slices fall changes nothing in the record.
   */
  advance(source: RecordSource, maxEntries = Number.POSITIVE_INFINITY): boolean {
    if (!this.canExtend(source)) throw new Error("record: this builder can't go on with another game or other eyes");
    const { items, history, spans, privates } = source;
    const upTo = Math.min(history.length, this.entries + Math.max(1, maxEntries));
    // The lines up to where entry upTo + 1 begins: the entries folded now, and chat said after them.
    const itemsEnd = upTo < history.length ? spans[upTo]![0] : items.length;
    this.lines = new Map(renderLog(this.definition.id, items.slice(this.items, itemsEnd), this.eyes, this.items, undefined, privates).map((entry) => [entry.seq, entry]));
    if (this.readable.length < itemsEnd) {
      const grown = new Uint8Array(Math.max(itemsEnd, this.readable.length * 2));
      grown.set(this.readable);
      this.readable = grown;
    }
    for (const seq of this.lines.keys()) {
      if (Number.isInteger(seq)) this.readable[seq] = 1;
      else this.privateRead.set(lineOf(seq), [...(this.privateRead.get(lineOf(seq)) ?? []), seq]);
    }
    for (let line = this.items; line < itemsEnd; line++) {
      const item = items[line]!;
      if (item.type === "chat") this.chats.push({ item, line });
    }
    this.items = itemsEnd;

    for (let index = this.entries; index < upTo; index++) {
      const entry = history[index]!;
      this.chatsBefore(entry.seq);
      const state = this.fold.push(entry);
      const [first, end] = spans[entry.seq - 1] ?? [0, 0];
      const view = viewTable(this.definition, state, this.eyes, this.zoneViews);
      const step: RecordStep = {
        kind: isCorrection(entry.action) ? "correction" : "action",
        seq: entry.seq,
        type: entry.action.type,
        actor: { seat: entry.actor.seat, ...(entry.actor.judge && { judge: true as const }) },
        lines: this.linesIn(first, end),
        changes: changesBetween(this.last, view),
      };
      this.noteFaces(step.changes!.zones);
      this.last = view;
      if (step.kind === "correction") {
        const marks = takenBackMarks(items.slice(first, end), new Map(), first);
        const [takenBack] = marks.values();
        if (takenBack) step.takesBack = { lines: [...marks.keys()].flatMap((line) => this.readableAt(line)).sort((a, b) => a - b), takenBack };
      }
      this.steps.push(step);
      this.lastEntry = entry;
    }
    this.entries = upTo;
    // Chat said after the last entry folded: before the next entry, whenever that comes.
    this.chatsBefore(Number.POSITIVE_INFINITY);
    this.lines.clear();
    const caughtUp = upTo === history.length && itemsEnd === items.length;
    // Kept between builds: the current table's zone views, not every step's; no rebuild
    // checkpoints (a later slice's correction may still rebuild from them), no rendered lines.
    if (caughtUp) {
      this.zoneViews.keepOnly(Object.values(this.fold.state.zones));
      this.fold.forgetCheckpoints();
    }
    return caughtUp;
  }

  /** The record of the game so far. The source must be one this builder can extend (canExtend). */
  build(source: RecordSource): GameRecord {
    this.advance(source);
    const cards: Record<string, CardDef> = {};
    for (const defId of this.faces) if (source.state.cards[defId]) cards[defId] = source.state.cards[defId]!;
    return {
      format: RECORD_FORMAT,
      version: RECORD_VERSION,
      game: this.initial.game,
      options: structuredClone(this.initial.options),
      name: source.name,
      players: { ...source.players },
      viewer: recordViewer(this.viewer),
      revealed: this.revealed,
      cards,
      start: this.start,
      steps: this.steps.slice(),
    };
  }

  private linesIn(first: number, end: number): LogEntry[] {
    const out: LogEntry[] = [];
    for (let seq = first; seq < end; seq++) {
      const entry = this.lines.get(seq);
      if (entry) out.push(entry);
      for (const after of this.privateRead.get(seq) ?? NONE) {
        const line = this.lines.get(after);
        if (line) out.push(line);
      }
    }
    return out;
  }

  /** The viewer's lines numbered at `line`: the line itself if it has it, then its private lines after it. */
  private readableAt(line: number): readonly number[] {
    const privates = this.privateRead.get(line);
    if (!privates) return this.readable[line] === 1 ? [line] : NONE;
    return this.readable[line] === 1 ? [line, ...privates] : privates;
  }

  /** Chat lines said before entry `seq`, as steps of their own. */
  private chatsBefore(seq: number): void {
    let taken = 0;
    for (const { item, line } of this.chats) {
      if (item.afterSeq >= seq) break;
      this.steps.push({ kind: "chat", seq: item.afterSeq, lines: this.linesIn(line, line + 1) });
      taken++;
    }
    if (taken > 0) this.chats = this.chats.slice(taken);
  }

  /** Notes the faces the zones show; a step's unchanged zones were noted at an earlier step. */
  private noteFaces(zones: Record<string, ZoneSeen> | undefined): void {
    for (const defId of facesIn(zones ?? {})) this.faces.add(defId);
  }
}

/** What differs from one view to the next: changed top-level fields, and changed zones only. */
function changesBetween(before: TableView, after: TableView): ViewChanges {
  const changes: ViewChanges = {};
  for (const key of Object.keys(after) as (keyof TableView)[]) {
    if (key === "zones") continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) (changes as Record<string, unknown>)[key] = after[key];
  }
  for (const [key, zone] of Object.entries(after.zones)) {
    // The same view object: a zone the step never reached (ZoneViews).
    if (before.zones[key] !== zone && JSON.stringify(before.zones[key]) !== JSON.stringify(zone)) (changes.zones ??= {})[key] = zone;
  }
  return changes;
}

/** A view with a step's changes applied. */
export function applyChanges(view: TableView, changes: ViewChanges): TableView {
  const { zones, ...fields } = changes;
  return { ...view, ...fields, zones: zones ? { ...view.zones, ...zones } : view.zones };
}

/** Every defId these zone views show a face of. */
function facesIn(zones: Record<string, ZoneSeen>): Set<string> {
  const out = new Set<string>();
  const add = (cards: { defId?: string }[] | undefined) => cards?.forEach((c) => c.defId && out.add(c.defId));
  for (const zone of Object.values(zones)) {
    add(zone.cards);
    for (const slot of zone.slots ?? []) if (slot) (add(slot.cards), add(slot.attached));
  }
  return out;
}

/** One moment of a record: the table after `step` (-1: before the first) and the log so far, struck lines marked. */
export interface RecordFrame {
  step: number;
  view: TableView;
  log: LogEntry[];
}

/** Steps through a record from the start, one frame per step (frame -1 is the empty table). */
export function* recordFrames(record: GameRecord): Generator<RecordFrame> {
  let view = record.start;
  let log: LogEntry[] = [];
  yield { step: -1, view, log: [] };
  for (const [i, step] of record.steps.entries()) {
    if (step.changes) view = applyChanges(view, step.changes);
    log.push(...step.lines);
    const taken = step.takesBack;
    if (taken) {
      const struck = new Set(taken.lines);
      log = log.map((entry) => (struck.has(entry.seq) ? { ...entry, takenBack: taken.takenBack } : entry));
    }
    yield { step: i, view, log: log.slice() };
  }
}

/** The frame after step `step` (-1 for the empty table; past the end, the last). */
export function recordFrame(record: GameRecord, step: number): RecordFrame {
  const target = Math.min(step, record.steps.length - 1);
  let frame: RecordFrame | undefined;
  for (frame of recordFrames(record)) if (frame.step >= target) break;
  return frame!;
}
