/**
 * The table's per-seat fields and its open prompts, projected onto the schema. Both are
 * public (every screen sees who is ready, who conceded, what is asked of whom); the cards and
 * who may see their faces are project.ts's.
 */
import type { TableState } from "@playmat/shared";
import { PlayerView, PromptView, type TableSchema } from "./schema";

export function projectPlayers(schema: TableSchema, table: TableState): void {
  for (const player of Object.values(table.players)) {
    let view = schema.players.get(player.seat);
    if (!view) {
      view = new PlayerView();
      view.seat = player.seat;
      // The engine's placeholder ("Player 1"); the room writes the seated player's name over it.
      view.name = player.name;
      schema.players.set(player.seat, view);
    }
    view.deckSubmitted = player.deckSubmitted;
    view.ready = player.ready;
    view.counters = jsonCounters(player.counters);
    view.conceded = player.conceded;
    view.looking = player.looking ? (player.looking.search ? "search" : "look") : "";
    view.showsHand = table.controls.handsToSpectators[player.seat];
    view.revealsRecord = Boolean(player.revealsRecord);
    view.markers = jsonList(player.markers);
  }
}

export function projectPrompts(schema: TableSchema, table: TableState): void {
  const prompts = schema.prompts;
  const same = prompts.length === table.prompts.length && table.prompts.every((p, i) => prompts[i]?.id === p.id && prompts[i]?.data === JSON.stringify(p.data));
  if (same) return;
  prompts.clear();
  for (const prompt of table.prompts) {
    const view = new PromptView();
    view.id = prompt.id;
    view.kind = prompt.kind;
    view.to = prompt.to;
    view.from = prompt.from ?? "";
    view.data = JSON.stringify(prompt.data);
    prompts.push(view);
  }
}

export const sameList = (a: readonly string[], b: readonly string[]) => a === b || (a.length === b.length && a.every((x, i) => x === b[i]));

/** A holder's counters as one string field: "" when it has none (the schema's default: nothing to send). */
export const jsonCounters = (counters: Readonly<Record<string, number>>): string => {
  for (const _ in counters) return JSON.stringify(counters);
  return "";
};

/** Whether two holders' counters are the same (the engine drops a counter at 0, so same keys, same values). */
export const sameCounters = (a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): boolean => {
  if (a === b) return true;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
};

/** A short list as one string field: "" when empty (the schema's default: nothing to send). */
export const jsonList = (values: readonly string[]): string => (values.length === 0 ? "" : JSON.stringify(values));
