/**
 * Opening an exported game record (a JSON file): checked against the format before anything
 * reads it, so a hand-edited or foreign file gives a clear error instead of a broken replay.
 * Version 1 is the only version so far; a file of another version says which.
 */
import { z } from "zod";
import { gameById } from "../games/index";
import { describeIssues } from "../engine/schema-issues";
import { RECORD_FORMAT, RECORD_VERSION, type GameRecord } from "./record";

const seat = z.enum(["p1", "p2"]);
const count = z.number().int().min(0);

const CardSeen = z.strictObject({ pid: z.string(), faceDown: z.literal(true).optional(), revealed: z.literal(true).optional(), defId: z.string().optional() });
const SlotSeen = z.strictObject({
  sid: z.string(),
  cards: z.array(CardSeen),
  attached: z.array(CardSeen),
  counters: z.record(z.string(), z.number()),
  conditions: z.array(z.string()),
  markers: z.array(z.string()),
  enteredTurn: z.number().int(),
  evolvedTurn: z.number().int().nullable(),
});
const PlayerSeen = z.strictObject({
  deckSubmitted: z.boolean(),
  ready: z.boolean(),
  mulligans: count,
  markers: z.array(z.string()),
  conceded: z.boolean(),
  looking: z.enum(["look", "search"]).nullable(),
  showsHand: z.boolean(),
  revealsRecord: z.boolean(),
});
const Prompt = z.strictObject({ id: z.string(), kind: z.string(), to: seat, from: seat.nullable(), data: z.record(z.string(), z.unknown()) });
const TableView = z.strictObject({
  seq: count,
  phase: z.enum(["waiting", "setup", "playing", "finished"]),
  winner: z.union([seat, z.literal("draw")]).nullable(),
  winReason: z.string().max(64).nullable().optional(),
  turn: z.strictObject({ number: count, current: seat.nullable(), first: seat.nullable(), attacked: z.boolean() }),
  players: z.strictObject({ p1: PlayerSeen, p2: PlayerSeen }),
  zones: z.record(z.string(), z.strictObject({ count, cards: z.array(CardSeen).optional(), slots: z.array(SlotSeen.nullable()).optional() })),
  prompts: z.array(Prompt),
  paused: z.boolean(),
  handsShown: z.boolean(),
});
const TakenBack = z.strictObject({
  by: count,
  how: z.enum(["undo", "rewind"]),
  askedBy: seat.optional(),
  agreedBy: seat.optional(),
  judge: z.boolean().optional(),
});
/** A log line's number: whole, or a private line's after the line it follows (41.01, log/private-lines.ts). */
const line = z.number().min(0);
const LogEntry = z.strictObject({
  seq: line,
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  seat: seat.nullable(),
  judge: z.boolean(),
  advisory: z.strictObject({ code: z.string(), source: z.string(), target: z.string().optional() }).optional(),
  crossSide: z.boolean().optional(),
  takenBack: TakenBack.optional(),
});
const ViewChanges = TableView.partial();
const Step = z.strictObject({
  kind: z.enum(["action", "correction", "chat"]),
  seq: count,
  type: z.string().optional(),
  actor: z.strictObject({ seat, judge: z.literal(true).optional() }).optional(),
  lines: z.array(LogEntry),
  changes: ViewChanges.optional(),
  takesBack: z.strictObject({ lines: z.array(line), takenBack: TakenBack }).optional(),
});
const CardDef = z.looseObject({ id: z.string(), name: z.string(), supertype: z.string(), subtypes: z.array(z.string()) });

export const GameRecordSchema = z.strictObject({
  format: z.literal(RECORD_FORMAT),
  version: z.literal(RECORD_VERSION),
  game: z.string(),
  options: z.record(z.string(), z.unknown()),
  name: z.string(),
  players: z.strictObject({ p1: z.string(), p2: z.string() }),
  viewer: z.enum(["p1", "p2", "spectator", "judge"]),
  revealed: z.boolean(),
  cards: z.record(z.string(), CardDef),
  start: TableView,
  steps: z.array(Step),
});

export type OpenedRecord = { ok: true; record: GameRecord } | { ok: false; error: { code: string; message: string } };

/** Reads a record file's contents (text or parsed JSON). */
export function openRecord(file: string | unknown): OpenedRecord {
  let json: unknown = file;
  if (typeof file === "string") {
    try {
      json = JSON.parse(file);
    } catch {
      return { ok: false, error: { code: "record.json", message: "This file is not JSON." } };
    }
  }
  const head = json as { format?: unknown; version?: unknown } | null;
  if (typeof head !== "object" || head === null || head.format !== RECORD_FORMAT) {
    return { ok: false, error: { code: "record.format", message: "This file is not a Playmat game record." } };
  }
  const version = versionRefusal(head.version);
  if (version) return { ok: false, error: version };
  const parsed = GameRecordSchema.safeParse(json);
  if (!parsed.success) {
    return { ok: false, error: { code: "record.invalid", message: `The record is damaged: ${describeIssues(parsed.error.issues, { whole: "file", limit: 1 })}.` } };
  }
  if (!gameById(parsed.data.game)) {
    return { ok: false, error: { code: "record.game", message: `This record is of a game this Playmat can't replay ("${parsed.data.game.slice(0, 40)}").` } };
  }
  const disorder = outOfOrder(parsed.data.steps);
  if (disorder) return { ok: false, error: { code: "record.invalid", message: `The record is damaged: ${disorder}.` } };
  return { ok: true, record: parsed.data as GameRecord };
}

/**
 * The version is read before the rest: a file of another version is told by its number (its
 * other fields may well differ, which is no damage), and one whose version is not a version
 * number at all (the text "1", say) is damaged there.
 */
function versionRefusal(version: unknown): { code: string; message: string } | undefined {
  if (version === RECORD_VERSION) return undefined;
  const reads = `this build reads version ${RECORD_VERSION}`;
  if (typeof version === "number" && Number.isInteger(version) && version >= 0) {
    const writer = version > RECORD_VERSION ? "a newer" : "an older";
    return { code: "record.version", message: `This record was written by ${writer} Playmat (record version ${version}); ${reads}.` };
  }
  const damaged = (what: string) => ({ code: "record.invalid", message: `The record is damaged: version: ${what} (${reads}).` });
  if (version === undefined) return damaged("missing");
  if (typeof version === "string") return damaged(`the text ${JSON.stringify(version.slice(0, 40))} where a number belongs`);
  const shown = Array.isArray(version) ? "a list" : typeof version === "object" && version !== null ? "an object" : String(version);
  return damaged(`${shown} is not a version number`);
}

/**
 * Steps come in the game's order: their `seq` never goes back and each log line follows the
 * one before. A step moved by hand would replay its changes at the wrong moment, showing boards
 * that never were. (A step cut out can't be told from the file alone: lines a viewer could not
 * read are missing from its record anyway.)
 */
function outOfOrder(steps: readonly { seq: number; lines: readonly { seq: number }[] }[]): string | undefined {
  let seq = -1;
  let line = -1;
  for (const [i, step] of steps.entries()) {
    const first = step.lines[0]?.seq;
    if (step.seq < seq || (first !== undefined && first <= line)) return `step ${i + 1} is out of order (action ${step.seq} after ${seq}, log line ${first ?? "none"} after ${line})`;
    for (const entry of step.lines) {
      if (entry.seq <= line) return `step ${i + 1} is out of order (log line ${entry.seq} after ${line})`;
      line = entry.seq;
    }
    seq = step.seq;
  }
  return undefined;
}

/** The contents of an exported record file (plain JSON; openRecord reads it back). */
export const recordFile = (record: GameRecord): string => JSON.stringify(record);
