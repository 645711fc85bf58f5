/**
 * A judge's rewind on the client: which log lines may be picked as the point to go back to,
 * and — from the game record, which groups lines into actions — exactly what a rewind to a
 * line would take back. Both mirror the server (engine/corrections.ts rewindTo, the journal's
 * entryAtLine) so the judge is told the truth before confirming, and the refusals
 * (`rewind.unknown`, `rewind.taken-back`, `rewind.nothing`, `rewind.revealed`) are known in advance.
 */
import { applyChanges, CONTROL_ACTIONS, type GameRecord, type LogEntry, type RecordStep } from "@playmat/shared";

/**
 * Lines that stand whatever is rewound: table controls (a pause, hand sharing), the lines of
 * corrections themselves, and chat. A rewind never strikes them.
 */
const STAYS = /^(chat\.|table\.(paused|resumed)$|sharing\.|history\.)/;

const staysPut = (entry: LogEntry): boolean => STAYS.test(entry.key);

/**
 * The lines a judge may offer as rewind targets, judged from the log alone: a line still
 * standing (for a chat line: the last game line before it still stands), with a line of a later
 * action a rewind would strike. A rewind to a line goes back to just after its whole action, so
 * the lines of one action (marked `continues` but the last) count as one: the winning line
 * before "The game is over." is no point to rewind to when nothing came after. The
 * confirmation (planRewind) has the final word.
 */
export function rewindTargets(log: readonly LogEntry[]): Set<number> {
  const targets = new Set<number>();
  // From the end: whether anything in a later action could still be taken back.
  let laterStrikable = false;
  let strikableInAction = false;
  const strikableAfter: boolean[] = new Array(log.length);
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i]!;
    // The last line of its action: what came after it belongs to later actions.
    if (!e.continues) {
      laterStrikable ||= strikableInAction;
      strikableInAction = false;
    }
    strikableAfter[i] = laterStrikable;
    if (!e.takenBack && !staysPut(e)) strikableInAction = true;
  }
  let lastGameLineStruck = false;
  log.forEach((e, i) => {
    const chat = e.key.startsWith("chat.");
    if (!chat) lastGameLineStruck = Boolean(e.takenBack);
    const standing = chat ? !lastGameLineStruck : !e.takenBack;
    if (standing && strikableAfter[i]) targets.add(e.seq);
  });
  return targets;
}

/** The record's view of a step, as much of it as a plan needs. */
export type PlanStep = Pick<RecordStep, "kind" | "seq" | "type"> & { lines: readonly Pick<LogEntry, "seq">[] };

export type RewindPlan =
  /** `actions`: how many actions go; `lines`: the log lines that will be struck through. */
  | { ok: true; toSeq: number; actions: number; lines: number[] }
  | { ok: false; code: "rewind.unknown" | "rewind.taken-back" | "rewind.nothing" | "rewind.revealed" };

/**
 * What rewinding to log line `line` takes back. `steps` are the game record's steps in order;
 * `struck` the lines already taken back (the client's log marks, newer than the record's);
 * `revealed`: both players revealed the record at some moment (recordWasRevealed).
 */
export function planRewind(steps: readonly PlanStep[], line: number, struck: ReadonlySet<number>, revealed = false): RewindPlan {
  // Every card was shown: the server refuses every rewind (engine/corrections.ts).
  if (revealed) return { ok: false, code: "rewind.revealed" };
  // The table goes back to just after the last entry that began at or before the line: the
  // line's own action, or for a chat line the last entry before it (its `seq` says which).
  const at = steps.findIndex((s) => s.lines.some((l) => l.seq === line));
  if (at < 0) return { ok: false, code: "rewind.unknown" };
  const toSeq = steps[at]!.seq;
  const isStruck = (s: PlanStep) => s.lines.some((l) => struck.has(l.seq));
  const point = steps.find((s) => s.kind !== "chat" && s.seq === toSeq);
  if (point && isStruck(point)) return { ok: false, code: "rewind.taken-back" };
  const taken = steps.filter((s) => s.kind === "action" && s.seq > toSeq && !CONTROL_ACTIONS.has(s.type ?? "") && !isStruck(s));
  if (taken.length === 0) return { ok: false, code: "rewind.nothing" };
  return { ok: true, toSeq, actions: taken.length, lines: taken.flatMap((s) => s.lines.map((l) => l.seq)) };
}

/** Without the record: the later lines a rewind to `line` could strike (an upper bound, for when the record can't be had). */
export function linesAfter(log: readonly LogEntry[], line: number): number[] {
  return log.filter((e) => e.seq > line && !e.takenBack && !staysPut(e)).map((e) => e.seq);
}

/**
 * Whether both players agreed to reveal the record at some moment of the game as it stands (a
 * judge's record: its table after each step), even if one took the agreement back since: the
 * server then refuses every rewind (`rewind.revealed`).
 */
export function recordWasRevealed(record: Pick<GameRecord, "revealed" | "start" | "steps">): boolean {
  if (record.revealed) return true;
  let view = record.start;
  for (const step of record.steps) {
    if (!step.changes) continue;
    view = applyChanges(view, step.changes);
    if (view.players.p1.revealsRecord && view.players.p2.revealsRecord) return true;
  }
  return false;
}
