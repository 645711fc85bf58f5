/**
 * Test helpers for the legacy table: a table seated with the demo decks and taken through
 * seed 002's setup, and its log lines as a player reads them. (The lines use the game's own
 * strings directly, whether or not the game is registered yet.)
 */
import type { Action } from "../../../engine/actions";
import type { TableEvent } from "../../../engine/events";
import type { Card, Seat, Viewer } from "../../../engine/types";
import { formatWith } from "../../../i18n/format";
import { createI18n } from "../../../i18n/instance";
import { gameNamespace } from "../../../i18n/namespaces";
import { describeEvent } from "../../../log/entry";
import { TestTable } from "../../../testing/table";
import { parseDeckList } from "../../ptcg/decks/parse";
import { LEGACY_DEMO_CARDS, LEGACY_DEMO_DECKS } from "../decks";
import { ptcgLegacy } from "../definition";
import { LEGACY_LOG } from "../log/describe";

const names = { p1: "Ala", p2: "Olek" };

/** A demo deck as the deck.load action the server builds from its list. */
export function demoDeck(index: 0 | 1) {
  const parsed = parseDeckList(LEGACY_DEMO_DECKS[index]!.list);
  return parsed.entries.map((entry) => {
    const def = LEGACY_DEMO_CARDS.find((c) => c.set === entry.set && c.number === entry.number);
    if (!def) throw new Error(`no demo card for ${entry.name} ${entry.set} ${entry.number}`);
    return { def, count: entry.count };
  });
}

/** A legacy table with both demo decks in: setup has begun, before the cut and the coin. */
export function seated(options: Record<string, unknown> = {}, seed: number | string = 7): TestTable {
  return new TestTable(ptcgLegacy, options, seed)
    .do("p1", { type: "deck.load", cards: demoDeck(0) })
    .do("p2", { type: "deck.load", cards: demoDeck(1) });
}

/** Who starts decided and the cards dealt. */
export function dealt(options: Record<string, unknown> = {}, seed: number | string = 7): TestTable {
  return seated(options, seed).do("p1", { type: "legacy.first" } as Action);
}

/** A card of this name into the hand from the deck or prizes, as a judge would, and then onto the table. */
export function put(t: TestTable, seat: Seat, name: string, zone: string, slot: number, as?: "attach" | "onto"): Card {
  return t.playCard(seat, name, { zone: `${seat}.${zone}`, slot, ...(as ? { as } : {}) });
}

/** Both players put Basics down (two Actives on a table "on 2 Active"), get ready, and play begins. */
export function playing(options: Record<string, unknown> = {}, seed: number | string = 7): TestTable {
  const t = dealt(options, seed);
  const basics: Record<Seat, string> = { p1: "Voltmite", p2: "Emberpup" };
  for (const seat of ["p1", "p2"] as const) {
    put(t, seat, basics[seat], "active", 0);
    if (options.twoActive) put(t, seat, seat === "p1" ? "Leafling" : "Ripplet", "active", 1);
  }
  return t.do("p1", { type: "setup.ready" }).do("p2", { type: "setup.ready" });
}

let i18n: ReturnType<typeof createI18n> | undefined;

/** The lines `viewer` reads for these events at a legacy table, in English or another language. */
export function lines(events: readonly TableEvent[], viewer: Viewer, lng = "en"): string[] {
  const instance = lng === "en" ? (i18n ??= withLegacy(createI18n("en"), "en")) : withLegacy(createI18n(lng), lng);
  const t = (key: string, options?: Record<string, unknown>) => instance.t(key, options ?? {});
  return events.flatMap((e) => {
    const own = LEGACY_LOG.describe(e, viewer);
    const entry =
      own === undefined
        ? describeEvent("ptcg-legacy", e, viewer)
        : own && { seq: 0, key: own.key, params: own.params, seat: own.actorless ? null : (e.by?.seat ?? null), judge: e.by?.judge === true };
    return entry ? [formatWith(t, entry, viewer, names, "ptcg-legacy")] : [];
  });
}

function withLegacy(instance: ReturnType<typeof createI18n>, lng: string) {
  const strings = ptcgLegacy.strings?.[lng] ?? ptcgLegacy.strings!.en;
  instance.addResourceBundle(lng, gameNamespace("ptcg-legacy", "log"), strings.log ?? {}, true, true);
  instance.addResourceBundle(lng, gameNamespace("ptcg-legacy", "game"), strings.game ?? {}, true, true);
  return instance;
}

export const player = (seat: Seat): Viewer => ({ role: "player", seat });
