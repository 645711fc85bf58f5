/**
 * A Toy Battle test table: the engine's TestTable with the game's own steps, so the tests read
 * like seed 003 — set up, take a tile of some power onto the stand (as a judge would, from the
 * supply), place it on a spot, apply an effect — and the log lines each viewer reads, worded by
 * the game's strings. Tests only (server/test/import-arrows.test.ts).
 */
import type { ClientAction } from "../../../engine/actions";
import type { TableEvent } from "../../../engine/events";
import type { LogLine } from "../../../engine/mentions";
import type { Card, Seat, Stack, Viewer } from "../../../engine/types";
import { createI18n } from "../../../i18n/instance";
import { formatWith, type Translate } from "../../../i18n/format";
import { gameNamespace } from "../../../i18n/namespaces";
import { describeEvent, type LogEntry } from "../../../log/entry";
import { TestTable } from "../../../testing/table";
import { toyBattle } from "../definition";
import { mapOf } from "../options";
import { tileOf } from "../tiles";
import { TOY_BATTLE_ZONE_IDS as Z } from "../zones";

export const NAMES = { p1: "Alice", p2: "Bob" };
export const player = (seat: Seat): Viewer => ({ role: "player", seat });

/**
 * An English i18next instance that holds the game's words whether or not the game is registered
 * in GAMES (until the client draws its board, it is not: i18n/namespaces.ts reads GAMES).
 */
function translator(lng = "en"): Translate {
  const instance = createI18n(lng);
  for (const [code, strings] of Object.entries(toyBattle.strings ?? {})) {
    for (const part of ["log", "game"] as const) {
      const resources = strings[part];
      if (resources) instance.addResourceBundle(code, gameNamespace(toyBattle.id, part), resources, true, true);
    }
  }
  return (key, options) => instance.t(key, options ?? {});
}

const translators = new Map<string, Translate>();

/** The entry describeEvent would make at a registered Toy Battle table: the game's log first, then every game's lines. */
function entryOf(event: TableEvent, viewer: Viewer): LogEntry | null {
  const own: LogLine | null | undefined = toyBattle.log?.describe(event, viewer);
  if (own === undefined) return describeEvent(toyBattle.id, event, viewer);
  if (own === null) return null;
  const seat = own.actorless ? null : (event.by?.seat ?? null);
  return { seq: 0, key: own.key, params: own.params, seat, judge: event.by?.judge === true, ...(own.advisory && { advisory: own.advisory }) };
}

/** The lines `viewer` reads for these events, in `lng`. */
export function linesFor(events: readonly TableEvent[], viewer: Viewer, lng = "en"): string[] {
  let t = translators.get(lng);
  if (!t) translators.set(lng, (t = translator(lng)));
  return events.flatMap((e) => {
    const entry = entryOf(e, viewer);
    return entry ? [formatWith(t, entry, viewer, NAMES, toyBattle.id)] : [];
  });
}

export class ToyTable extends TestTable {
  constructor(options: Record<string, unknown> = {}, seed: number | string = 7) {
    super(toyBattle, options, seed);
  }

  /** The setup move, as p1 presses it. */
  setUp(): this {
    return this.do("p1", { type: "toy-battle.setup" } as ClientAction);
  }

  slotOf(spot: string): number {
    const slot = mapOf(this.state.options).spots.findIndex((s) => s.id === spot);
    if (slot < 0) throw new Error(`no spot ${spot}`);
    return slot;
  }
  tower(spot: string): Stack | null {
    return this.slots(Z.board).slots[this.slotOf(spot)] ?? null;
  }
  /** The powers of a tower's tiles, bottom first, each with its seat: "p1:3". */
  towerOf(spot: string): string[] {
    return (this.tower(spot)?.cards ?? []).map((c) => `${c.owner}:${tileOf(c.defId)!.power}`);
  }
  stand(seat: Seat): Card[] {
    return this.pile(`${seat}.${Z.stand}`).cards;
  }
  powers(key: string): number[] {
    return this.pile(key).cards.map((c) => tileOf(c.defId)!.power);
  }

  /** A tile of `power` onto the seat's stand, as a judge takes it from the supply (or the set-aside tiles). */
  give(seat: Seat, power: number): Card {
    for (const zone of [`${seat}.${Z.supply}`, `${seat}.${Z.setAside}`]) {
      const at = this.pile(zone).cards.findIndex((c) => tileOf(c.defId)!.power === power);
      if (at < 0) continue;
      this.do(seat, { type: "move", cards: [{ zone, at }], to: { zone: `${seat}.${Z.stand}` } }, true);
      return this.stand(seat).at(-1)!;
    }
    throw new Error(`${seat} has no ${power} left in the supply`);
  }

  /** The seat places a tile of `power` from its stand (given it first if it has none) on `spot`: onto the tower there, if any. */
  place(seat: Seat, power: number, spot: string): this {
    const card = this.stand(seat).find((c) => tileOf(c.defId)!.power === power) ?? this.give(seat, power);
    const slot = this.slotOf(spot);
    const to = this.tower(spot) ? { zone: Z.board, slot, as: "onto" as const } : { zone: Z.board, slot };
    return this.do(seat, { type: "move", cards: [{ zone: `${seat}.${Z.stand}`, pid: card.pid }], to });
  }

  effect(seat: Seat, assist: string, params: Record<string, unknown> = {}): this {
    return this.do(seat, { type: "assist", assist, params });
  }

  endTurn(): this {
    return this.do(this.current, { type: "turn.end" });
  }

  lines(viewer: Viewer = player("p1"), lng = "en"): string[] {
    return linesFor(this.lastEvents, viewer, lng);
  }
}
