/**
 * Projects the engine's table onto the Colyseus schema, and each viewer's right to see a
 * card onto its StateView. After every accepted action the table is reconciled: a zone object
 * the engine shared with the previous table (shared/src/engine/copy.ts: untouched zones are
 * never copied, and tables are never mutated) is skipped outright, and only changed cards
 * reach the wire.
 */
import type { StateView } from "@colyseus/schema";
import {
  canSee,
  handsShown,
  listsCards,
  type Card,
  type GameDefinition,
  type PileZone,
  type Seat,
  type SlotZone,
  type Stack,
  type TableState,
  type Viewer,
  type Zone,
} from "@playmat/shared";
import { fit } from "./fit";
import { listsPids, NO_PIDS, sameEnds } from "./lists";
import { flagBits, holderOf, newFace, ownerMark, type ProjectedCard } from "./projected-card";
import { jsonCounters, jsonList, projectPlayers, projectPrompts, sameCounters, sameList } from "./project-seats";
import { ArraySchema, CardView, SlotView, TableSchema, ZoneView } from "./schema";

interface Watcher {
  view: StateView;
  viewer: Viewer;
  /** A practising player's screen: its viewer is the seat in view (TableControls.practice), and follows it. */
  practice: boolean;
}

export class TableProjector {
  /** CardView instances by public id: a card that did not move keeps its instance. */
  private views = new Map<string, CardView>();
  /**
   * Each card's definition, owner mark and faceDown/revealed bits as last written to its CardView: an
   * unchanged card costs one lookup of plain values, no read through the schema's accessors
   * (a changed zone's every card is checked after each action: a fifth of a move's CPU).
   */
  private cards = new Map<string, ProjectedCard>();
  /**
   * What each synced array held when it was last written (pids, strings, slot views): every
   * comparison reads these plain arrays, never through ArraySchema's proxy. A Map, not a
   * WeakMap: V8 handles a WeakMap's entries apart in every young collection, and these values
   * are replaced on every move. The arrays of a slot view that leaves are dropped with it
   * (dropSlot).
   */
  private written = new Map<object, readonly unknown[]>();
  /**
   * What each slot view last had written of its stack besides cards. The engine never mutates
   * a table it handed over, so the lists kept here stay as they were written.
   */
  private stacks = new Map<
    SlotView,
    { counters: Readonly<Record<string, number>>; conditions: readonly string[]; markers: readonly string[]; enteredTurn: number; toppedTurn: number }
  >();
  /** The turn markers last written (the engine copies the turn on every action: compared by value). */
  private turnMarkers: readonly string[] = [];
  /** Bumped when canSee() may answer differently for cards that did not move: every card's `seen…` is stale. */
  private round = 0;
  private watchers = new Map<string, Watcher>();
  /**
   * Each zone object as last projected, by key. The engine keeps an untouched zone's object
   * from one table to the next, and never mutates one: the same object means the same cards
   * with the same flags, so its lists, counts and faces need no look. What a card's
   * visibility depends on besides the card and its zone (the hands shown to spectators, who
   * watches) is handled apart: see project() and watch().
   */
  private projected = new Map<string, Zone>();
  /** Each zone's listed pids (every stack's cards and attached cards, for slot zones) as last projected. */
  private listed = new Map<string, readonly string[]>();
  /** How many zone listings (`listed`) name each pid: a pid named by none has left the table's lists. */
  private listings = new Map<string, number>();
  /**
   * One empty card list and one empty slot list, shared by every field that holds nothing: a
   * pile zone's slots, a slot zone's cards, a hidden pile's cards, an empty slot's layers. A
   * schema instance with its ChangeTree costs ~1 KB of heap; ~30 per table were always empty
   * (−35 KB per room, the load test's README). A field gets its own list when something goes into it
   * and keeps it: pointing a field back at the shared list was not seen by clients (a judge's
   * rewind left an attached card on other screens, e2e judge-tools). Never a card in them,
   * so no view adds through them.
   */
  private readonly noCards = new ArraySchema<CardView>();
  private readonly noSlots = new ArraySchema<SlotView>();
  private table: TableState | null = null;
  /** In a projection after a correction (renewCardViews). */
  private renewing = false;
  /** The options object last written to the schema. */
  private options: TableState["options"] | null = null;
  /** The players, controls and prompts objects last written to the schema (engine/copy.ts shares unchanged ones). */
  private players: TableState["players"] | null = null;
  private controls: TableState["controls"] | null = null;
  private prompts: TableState["prompts"] | null = null;
  /** Whether spectators were shown the hands at the last refresh: a change re-asks about every card. */
  private handsShown = false;
  /** The seat in view at a practice table at the last refresh: a change moves the practising screens and re-asks about every card. */
  private practiceView: Seat | null = null;

  constructor(
    private readonly definition: GameDefinition,
    readonly schema: TableSchema,
  ) {}

  /**
   * A client starts watching: it sees every face the engine allows it to see. A `practice`
   * screen sees what the seat in view sees, whichever seat `viewer` names.
   */
  watch(id: string, view: StateView, viewer: Viewer, practice = false): void {
    const seen: Viewer = practice && this.practiceView ? { role: "player", seat: this.practiceView } : viewer;
    const watcher = { view, viewer: seen, practice };
    this.watchers.set(id, watcher);
    if (this.table) this.refreshFaces(this.table, [watcher], true);
  }

  unwatch(id: string): void {
    this.watchers.delete(id);
  }

  /**
   * `corrected`: the table is the fold of an undo or a rewind. A screen keeps a face sent under
   * an id even once it leaves its view (hence a fresh id for a card hidden again, engine/draft.ts):
   * a reveal taken back stayed face up on the other screens. The engine gives every card someone
   * may not see after a correction a new id (engine/hidden-ids.ts); every listed card also gets
   * new views, each screen only the faces it may see now, so no face outlives a correction.
   */
  project(table: TableState, { corrected = false }: { corrected?: boolean } = {}): void {
    if (corrected) this.renewCardViews();
    this.table = table;
    const s = this.schema;
    s.game = table.game;
    s.phase = table.phase;
    s.seq = table.seq;
    s.winner = table.winner ?? "";
    s.winReason = table.winReason ?? "";
    // Fixed when the table is created, and shared from table to table (engine/copy.ts).
    if (table.options !== this.options) {
      this.options = table.options;
      s.options = JSON.stringify(table.options);
    }
    s.turn.number = table.turn.number;
    s.turn.current = table.turn.current ?? "";
    // "" until the coin flip's winner chose (on a table that deals after the choice, no hand exists yet).
    s.turn.first = table.turn.first ?? "";
    // Who won the coin flip: during setup, that player chooses who goes first.
    s.turn.won = table.turn.won ?? "";
    if (!sameList(this.turnMarkers, table.turn.markers)) {
      s.turn.markers = jsonList(table.turn.markers);
      this.turnMarkers = table.turn.markers;
    }
    s.paused = table.controls.paused;
    s.handsShown = handsShown(table.controls);
    s.practiceView = table.controls.practice?.view ?? "";
    // The engine shares these with the table before when an action left them as they were.
    if (table.players !== this.players || table.controls !== this.controls) {
      projectPlayers(s, table);
      this.players = table.players;
      this.controls = table.controls;
    }
    if (table.prompts !== this.prompts) {
      projectPrompts(s, table);
      this.prompts = table.prompts;
    }
    const zones = Object.values(table.zones);
    // The first table, or a zone came or went (never in a game as it stands): every zone.
    const full = zones.length !== this.projected.size;
    if (full) {
      this.projected.clear();
      this.listed.clear();
      this.listings.clear();
    }
    const changed: Zone[] = [];
    /** Pids listed before in a changed zone: those listed nowhere now lose their CardView. */
    const left: string[] = [];
    for (const zone of zones) {
      let view = s.zones.get(zone.key);
      if (!view) {
        view = new ZoneView();
        view.cards = this.noCards;
        view.slots = zone.layout === "pile" ? this.noSlots : fit(new ArraySchema<SlotView>());
        view.key = zone.key;
        view.owner = zone.owner ?? "";
        view.spec = zone.spec;
        fit(view);
        s.zones.set(zone.key, view);
      }
      if (this.projected.get(zone.key) === zone) continue;
      changed.push(zone);
      const pids = zone.layout === "pile" ? this.projectPile(zone, view) : this.projectSlots(zone, view);
      this.relist(this.listed.get(zone.key) ?? [], pids, left);
      this.projected.set(zone.key, zone);
      this.listed.set(zone.key, pids);
    }
    this.forget(full ? [...this.views.keys()] : left);
    let refresh = changed;
    if (s.handsShown !== this.handsShown) {
      // canSee() now answers differently for cards that did not move: forget what was checked.
      this.handsShown = s.handsShown;
      this.round++;
      refresh = zones;
    }
    if ((table.controls.practice?.view ?? null) !== this.practiceView) {
      // The practising screens now see as the other seat: every card is asked about again.
      this.practiceView = table.controls.practice?.view ?? null;
      for (const watcher of this.watchers.values()) if (watcher.practice && this.practiceView) watcher.viewer = { role: "player", seat: this.practiceView };
      this.round++;
      refresh = zones;
    }
    if (refresh.length > 0) this.refreshFaces(table, [...this.watchers.values()], false, refresh);
    this.renewing = false;
  }

  /** Drops every CardView and each screen's faces: the projection that follows is a full one, every list written anew. */
  private renewCardViews(): void {
    for (const card of this.views.values()) for (const { view } of this.watchers.values()) if (view.has(card.face)) view.remove(card.face);
    this.views.clear();
    this.cards.clear();
    this.projected.clear();
    this.renewing = true;
  }

  /**
   * Drops the CardView of each pid that is listed nowhere any more (a card went into a hidden
   * pile, or off the table): should the pid ever come back (a judge's rewind), it gets a new one.
   */
  private forget(candidates: readonly string[]): void {
    for (const pid of candidates) {
      // Still listed somewhere: moved within or between zones, or an unchanged zone lists it.
      if (this.listings.has(pid)) continue;
      this.views.delete(pid);
      this.cards.delete(pid);
    }
  }

  /**
   * Moves a zone's listings from `before` to `after`. Only the changed middle is counted again
   * (a draw or a play changes an end of the hand, a discard its top): what both lists start and
   * end with keeps its count. Pids the middle of `before` held go to `left`.
   */
  private relist(before: readonly string[], after: readonly string[], left: string[]): void {
    const { prefix, suffix } = sameEnds(before, after);
    for (let i = prefix; i < before.length - suffix; i++) {
      left.push(before[i]!);
      this.unlist(before[i]!);
    }
    for (let i = prefix; i < after.length - suffix; i++) this.listings.set(after[i]!, (this.listings.get(after[i]!) ?? 0) + 1);
  }

  private unlist(pid: string): void {
    const count = this.listings.get(pid) ?? 0;
    if (count <= 1) this.listings.delete(pid);
    else this.listings.set(pid, count - 1);
  }

  /** Returns the pids the zone lists: the very list syncCards keeps for its cards (never written to). */
  private projectPile(zone: PileZone, view: ZoneView): readonly string[] {
    view.count = zone.cards.length;
    const listed = listsCards(this.definition, zone) ? zone.cards : [];
    return this.syncCards(view, "cards", listed, holderOf(this.definition, zone));
  }

  /** Returns the pids the zone lists: every stack's cards and attached cards. */
  private projectSlots(zone: SlotZone, view: ZoneView): readonly string[] {
    const live: string[] = [];
    view.count = zone.slots.filter(Boolean).length;
    const slots = [...((this.written.get(view.slots) as SlotView[] | undefined) ?? view.slots)];
    let changed = slots.length !== zone.slots.length;
    while (slots.length < zone.slots.length) {
      const slot = this.emptySlot();
      slots.push(slot);
      view.slots.push(slot);
    }
    while (slots.length > zone.slots.length) {
      this.dropSlot(slots.pop()!);
      view.slots.pop();
    }
    zone.slots.forEach((stack, i) => {
      let slot = slots[i]!;
      if (slot.sid !== (stack?.sid ?? "")) {
        this.dropSlot(slot);
        slot = this.emptySlot();
        view.slots[i] = slot;
        slots[i] = slot;
        changed = true;
      }
      if (stack) this.projectStack(stack, slot, live);
    });
    if (changed || !this.written.has(view.slots)) this.written.set(view.slots, slots);
    return live;
  }

  private projectStack(stack: Stack, slot: SlotView, live: string[]): void {
    slot.sid = stack.sid;
    for (const pid of this.syncCards(slot, "cards", stack.cards, null)) live.push(pid);
    for (const pid of this.syncCards(slot, "attached", stack.attached, null)) live.push(pid);
    // A changed zone's every stack comes here; most are as they were (plain comparisons only).
    const toppedTurn = stack.toppedTurn ?? -1;
    const last = this.stacks.get(slot);
    if (
      last &&
      last.enteredTurn === stack.enteredTurn &&
      last.toppedTurn === toppedTurn &&
      sameCounters(last.counters, stack.counters) &&
      sameList(last.conditions, stack.conditions) &&
      sameList(last.markers, stack.markers)
    ) {
      return;
    }
    slot.counters = jsonCounters(stack.counters);
    slot.conditions = jsonList(stack.conditions);
    slot.markers = jsonList(stack.markers);
    slot.enteredTurn = stack.enteredTurn;
    slot.toppedTurn = toppedTurn;
    this.stacks.set(slot, { counters: stack.counters, conditions: stack.conditions, markers: stack.markers, enteredTurn: stack.enteredTurn, toppedTurn });
  }

  /** Makes `target` list `cards`, touching only the changed middle (draws and plays change an end); returns their pids. */
  private syncCards<K extends "cards" | "attached">(owner: { [k in K]: ArraySchema<CardView> }, field: K, cards: readonly Card[], zoneOwner: string | null): readonly string[] {
    let target = owner[field];
    if (target === this.noCards) {
      if (cards.length === 0) return NO_PIDS;
      target = fit(new ArraySchema<CardView>());
      owner[field] = target;
    }
    const kept = this.written.get(target) as readonly string[] | undefined;
    const before = kept ?? [...target].map((v) => v.pid);
    // A list as it was (most stacks of a changed slot zone) keeps its written pids: nothing new to allocate.
    const after = kept && listsPids(kept, cards) ? kept : cards.map((card) => card.pid);
    const { prefix, suffix } = this.renewing ? { prefix: 0, suffix: 0 } : sameEnds(before, after);
    const removeCount = before.length - prefix - suffix;
    const inserted = cards.slice(prefix, cards.length - suffix).map((card) => this.cardView(card, zoneOwner));
    if (removeCount > 0 || inserted.length > 0) target.splice(prefix, removeCount, ...inserted);
    if (removeCount > 0 || inserted.length > 0 || !this.written.has(target)) this.written.set(target, after);
    for (const card of cards) {
      const bits = flagBits(card);
      const last = this.cards.get(card.pid)!;
      const mark = ownerMark(card, zoneOwner);
      if (last.defId === card.defId && last.bits === bits && last.owner === mark) continue;
      const view = this.views.get(card.pid)!;
      // A judge's rewind mints the same pids again, for other cards: the face follows the card.
      // Who may see it needs no new look: that depends on the zone, owner and flags alone.
      if (last.defId !== card.defId) {
        view.face.defId = card.defId;
        view.face.name = this.table?.cards[card.defId]?.name ?? card.defId;
        last.defId = card.defId;
      }
      if (last.owner !== mark) view.face.owner = last.owner = mark;
      if (last.bits === bits) continue;
      if (view.faceDown !== card.faceDown) view.faceDown = card.faceDown;
      if (view.revealed !== card.revealed) view.revealed = card.revealed;
      last.bits = bits;
    }
    return after;
  }

  /** Forgets what was written to a slot view that leaves the schema (and to its lists). */
  private dropSlot(slot: SlotView): void {
    this.written.delete(slot.cards);
    this.written.delete(slot.attached);
    this.stacks.delete(slot);
  }

  /** The lists and slot views the projector keeps something for: for tests, which check they are all still in the schema. */
  keptFor(): object[] {
    return [...this.written.keys(), ...this.stacks.keys()];
  }

  /** A slot view with nothing in it yet (sid "" until a stack is projected onto it). */
  private emptySlot(): SlotView {
    const slot = new SlotView();
    slot.sid = "";
    slot.toppedTurn = -1;
    slot.cards = this.noCards;
    slot.attached = this.noCards;
    return fit(slot);
  }

  private cardView(card: Card, zoneOwner: string | null): CardView {
    let view = this.views.get(card.pid);
    if (!view) {
      view = new CardView();
      view.pid = card.pid;
      view.faceDown = card.faceDown;
      view.revealed = card.revealed;
      const owner = ownerMark(card, zoneOwner);
      this.cards.set(card.pid, { defId: card.defId, owner, bits: flagBits(card), seenZone: "", seenOwner: "", seenBits: 0, seenRound: -1 });
      view.face = newFace(card.defId, this.table?.cards[card.defId]?.name ?? card.defId, owner);
      fit(view);
      this.views.set(card.pid, view);
    }
    return view;
  }

  /**
   * Adds each face a watcher may see to its view; removes any it may no longer see. Only cards
   * whose canSee() inputs changed since the last refresh are asked about, unless `all` (a new
   * watcher, who has seen nothing yet). `zones`: where to look (project() passes the zones
   * that changed; every zone when the hands shown to spectators changed).
   */
  private refreshFaces(table: TableState, watchers: Watcher[], all: boolean, zones: readonly Zone[] = Object.values(table.zones)): void {
    for (const zone of zones) {
      if (!listsCards(this.definition, zone)) continue;
      const visit = (card: Card) => {
        const projected = this.cards.get(card.pid);
        if (!projected) return;
        const bits = flagBits(card);
        const seen = projected.seenRound === this.round && projected.seenZone === zone.key && projected.seenOwner === card.owner && projected.seenBits === bits;
        if (!all && seen) return;
        const face = this.views.get(card.pid)!.face;
        for (const { view, viewer } of watchers) {
          const may = canSee(this.definition, zone, card, viewer, table.controls);
          const has = view.has(face);
          if (may && !has) view.add(face);
          else if (!may && has) view.remove(face);
        }
        if (all) return;
        projected.seenZone = zone.key;
        projected.seenOwner = card.owner;
        projected.seenBits = bits;
        projected.seenRound = this.round;
      };
      if (zone.layout === "pile") zone.cards.forEach(visit);
      else {
        for (const stack of zone.slots) {
          if (!stack) continue;
          stack.cards.forEach(visit);
          stack.attached.forEach(visit);
        }
      }
    }
  }
}
