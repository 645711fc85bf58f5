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
import { foldHistory, isCorrection, type HistoryEntry } from "../engine/history";
import { SEATS, type Seat, type TableState, type Viewer } from "../engine/types";
import type { LogItem } from "../log/chat";
import type { LogEntry, TakenBack } from "../log/entry";
import { renderLog, takenBackMarks } from "../log/render";
import { viewTable, ZoneViews, type TableView, type ZoneSeen } from "./view";

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
  name: string;
  players: Record<Seat, string>;
}

export const recordViewer = (viewer: Viewer): RecordViewer => (viewer.role === "player" ? viewer.seat : viewer.role);

/** True once the game is over and both players agreed to show every card. */
export const recordRevealed = (state: TableState): boolean => state.phase === "finished" && SEATS.every((s) => state.players[s].revealsRecord);

export function buildRecord(source: RecordSource, viewer: Viewer): GameRecord {
  const { definition, initial, history, items, spans } = source;
  const revealed = recordRevealed(source.state);
  const eyes: Viewer = revealed ? { role: "judge" } : viewer;
  const lines = new Map(renderLog(items, eyes).map((entry) => [entry.seq, entry]));
  const linesIn = (first: number, end: number) => {
    const out: LogEntry[] = [];
    for (let seq = first; seq < end; seq++) {
      const entry = lines.get(seq);
      if (entry) out.push(entry);
    }
    return out;
  };
  const cards: Record<string, CardDef> = {};
  /** Notes the faces the zones show; a step's unchanged zones were noted at an earlier step. */
  const noteFaces = (zones: Record<string, ZoneSeen> | undefined) => {
    for (const defId of facesIn(zones ?? {})) if (!cards[defId] && source.state.cards[defId]) cards[defId] = source.state.cards[defId]!;
  };
  const zoneViews = new ZoneViews();

  const steps: RecordStep[] = [];
  const chats = items.flatMap((item, line) => (item.type === "chat" ? [{ item, line }] : []));
  let nextChat = 0;
  const chatsBefore = (seq: number) => {
    while (nextChat < chats.length && chats[nextChat]!.item.afterSeq < seq) {
      const { item, line } = chats[nextChat++]!;
      steps.push({ kind: "chat", seq: item.afterSeq, lines: linesIn(line, line + 1) });
    }
  };

  const start = viewTable(definition, initial, eyes, zoneViews);
  noteFaces(start.zones);
  let last = start;
  foldHistory(definition, initial, history, (entry, state) => {
    chatsBefore(entry.seq);
    const [first, end] = spans[entry.seq - 1] ?? [0, 0];
    const view = viewTable(definition, state, eyes, zoneViews);
    const step: RecordStep = {
      kind: isCorrection(entry.action) ? "correction" : "action",
      seq: entry.seq,
      type: entry.action.type,
      actor: { seat: entry.actor.seat, ...(entry.actor.judge && { judge: true as const }) },
      lines: linesIn(first, end),
      changes: changesBetween(last, view),
    };
    noteFaces(step.changes!.zones);
    last = view;
    if (step.kind === "correction") {
      const marks = takenBackMarks(items.slice(first, end), new Map(), first);
      const [takenBack] = marks.values();
      if (takenBack) step.takesBack = { lines: [...marks.keys()].filter((seq) => lines.has(seq)).sort((a, b) => a - b), takenBack };
    }
    steps.push(step);
  });
  chatsBefore(Number.POSITIVE_INFINITY);

  return {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    game: initial.game,
    options: structuredClone(initial.options),
    name: source.name,
    players: { ...source.players },
    viewer: recordViewer(viewer),
    revealed,
    cards,
    start,
    steps,
  };
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
