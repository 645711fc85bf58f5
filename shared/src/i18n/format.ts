/**
 * Turns a LogEntry into a sentence for one viewer. `lineOptions` works with any i18next `t`
 * (the client passes react-i18next's), so the server, tests and browser say the same thing.
 * Keys are looked up in the table's game's words first (i18n/namespaces.ts).
 *
 * Param conventions (set by log/entry.ts):
 * - `cards` (list) and `hidden` → {{what}}; `card`/`other` → a name or "a face-down card";
 * - `from`/`to`/`zone`/`actionZone` (zone keys, `<name>Slot` 0-based) → places, and
 *   {{whereFrom}}/{{whereTo}}/{{where}} with their preposition;
 * - `at`/`atSlot` with `card` → {{stack}}; `player` (a seat) → a name, context "you" for the viewer;
 *   `agreedBy` (a seat) likewise, context "agreed-you";
 * - ids (`condition`, `counter`, `marker`, `coin`, `reason`, `action`) and lists (`results`,
 *   `markers`, `replaced`) are translated.
 */
import type { Viewer } from "../engine/types";
import { splitList } from "../engine/mentions";
import type { LogEntry } from "../log/entry";
import { lookupNamespaces } from "./namespaces";
import { phrasesFor, type Names, type Translate } from "./phrases";

export type { Names, Translate };
export const DEFAULT_NAMES: Names = { p1: "Player 1", p2: "Player 2" };

/** Lines that don't name their actor, so "their" would have nothing to refer to. */
const ACTORLESS = new Set(["flip.up"]);
const IDS: Record<string, string> = { condition: "condition", counter: "counter", marker: "marker", coin: "coin" };
const ID_LISTS: Record<string, string> = { results: "coin", markers: "marker", replaced: "condition" };

/** `game`: the table's game (its id), whose words are looked up first. */
export function lineOptions(entry: LogEntry, viewer: Viewer, t: Translate, names: Names = DEFAULT_NAMES, game?: string): Record<string, unknown> {
  const p = entry.params;
  const say = phrasesFor(viewer, ACTORLESS.has(entry.key) ? null : entry.seat, t, names, game);
  const slot = (name: string) => (typeof p[`${name}Slot`] === "number" ? Number(p[`${name}Slot`]) + 1 : undefined);
  const options: Record<string, unknown> = { ...p, ns: lookupNamespaces(game, "log"), actor: say.subject(entry.seat) };

  if (typeof p.hidden === "number") options.what = say.cards(splitList(p.cards), p.hidden);
  options.card = p.card !== undefined ? say.card(String(p.card)) : say.log("cards.face-down");
  options.other = p.other !== undefined ? say.card(String(p.other)) : say.log("cards.face-down");
  for (const [name, where] of [["from", "whereFrom"], ["to", "whereTo"], ["zone", "where"], ["actionZone", ""]] as const) {
    const key = p[name];
    if (typeof key !== "string") continue;
    options[name] = say.place(key, slot(name));
    if (where && slot(name) === undefined) options[where] = say.where(key, String(options[name]));
  }
  if (typeof p.at === "string") options.stack = say.stack(p.at, p.card);
  if (p.player === "p1" || p.player === "p2") {
    options.player = names[p.player];
    if (viewer.role === "player" && p.player === viewer.seat) options.context = "you";
  }
  // The player a judge agreed an undo for (never the same seat as `player`, who asked).
  if (p.agreedBy === "p1" || p.agreedBy === "p2") {
    options.agreedBy = names[p.agreedBy];
    if (viewer.role === "player" && p.agreedBy === viewer.seat) options.context = "agreed-you";
  }
  for (const [name, prefix] of Object.entries(IDS)) {
    if (p[name] !== undefined) options[name] = say.name(`${prefix}.${p[name]}`, String(p[name]));
  }
  if (p.reason !== undefined) options.reason = say.log(`reason.${p.reason}`, { defaultValue: String(p.reason) });
  for (const [name, prefix] of Object.entries(ID_LISTS)) {
    if (p[name] !== undefined) options[name] = say.list(splitList(p[name]).map((id) => say.name(`${prefix}.${id}`, id)));
  }
  // A Checkup coin says what it did ("…came up tails, so it stays Burned."): its result is the context.
  if ((entry.key === "coins.burn" || entry.key === "coins.sleep") && p.results !== undefined) options.context = splitList(p.results)[0];
  // The viewer acted: languages whose verbs agree with the subject ("Dobierasz", not "Ty dobiera")
  // word those lines under this context; English has no such variants, so i18next falls back to the plain line.
  if (options.context === undefined && viewer.role === "player" && entry.seat === viewer.seat && !ACTORLESS.has(entry.key)) options.context = "actor-you";
  if (typeof p.action === "string") {
    options.action = say.log(`action.${p.action}`, { zone: options.actionZone, count: p.count, defaultValue: p.action });
  }
  return options;
}

/** The sentence for `entry` at a table of `game` (its id), with a judge stamp when a judge acted. */
export function formatWith(t: Translate, entry: LogEntry, viewer: Viewer, names?: Names, game?: string): string {
  const text = t(entry.key, lineOptions(entry, viewer, t, names, game));
  const line = text.charAt(0).toLocaleUpperCase() + text.slice(1);
  return entry.judge ? t("judge", { ns: "log", line }) : line;
}
