/**
 * Projects the engine's table onto the Colyseus schema, and each viewer's right to see a
 * card onto its StateView. After every accepted action the whole table is reconciled: zones
 * whose cards did not change cost nothing, and only changed cards reach the wire.
 */
import type { StateView } from "@colyseus/schema";
import {
  canSee,
  listsCards,
  type Card,
  type GameDefinition,
  type PileZone,
  type SlotZone,
  type Stack,
  type TableState,
  type Viewer,
} from "@playmat/shared";
import { ArraySchema, CardFace, CardView, PlayerView, PromptView, SlotView, TableSchema, ZoneView } from "./schema";

interface Watcher {
  view: StateView;
  viewer: Viewer;
}

export class TableProjector {
  /** CardView instances by public id: a card that did not move keeps its instance. */
  private views = new Map<string, CardView>();
  private watchers = new Map<string, Watcher>();
  private table: TableState | null = null;

  constructor(
    private readonly definition: GameDefinition,
    readonly schema: TableSchema,
  ) {}

  /** A client starts watching: it sees every face the engine allows it to see. */
  watch(id: string, view: StateView, viewer: Viewer): void {
    this.watchers.set(id, { view, viewer });
    if (this.table) this.refreshFaces(this.table, [{ view, viewer }]);
  }

  unwatch(id: string): void {
    this.watchers.delete(id);
  }

  project(table: TableState): void {
    this.table = table;
    const s = this.schema;
    s.game = table.game;
    s.phase = table.phase;
    s.seq = table.seq;
    s.winner = table.winner ?? "";
    s.options = JSON.stringify(table.options);
    s.turn.number = table.turn.number;
    s.turn.current = table.turn.current ?? "";
    s.turn.first = table.turn.first ?? "";
    s.turn.attacked = table.turn.attacked;
    s.turn.tally = JSON.stringify(table.turn.tally);
    this.projectPlayers(table);
    this.projectPrompts(table);
    const live = new Set<string>();
    for (const zone of Object.values(table.zones)) {
      let view = s.zones.get(zone.key);
      if (!view) {
        view = new ZoneView();
        view.key = zone.key;
        view.owner = zone.owner ?? "";
        view.spec = zone.spec;
        s.zones.set(zone.key, view);
      }
      if (zone.layout === "pile") this.projectPile(zone, view, live);
      else this.projectSlots(zone, view, live);
    }
    for (const pid of this.views.keys()) if (!live.has(pid)) this.views.delete(pid);
    this.refreshFaces(table, [...this.watchers.values()]);
  }

  private projectPlayers(table: TableState): void {
    for (const player of Object.values(table.players)) {
      let view = this.schema.players.get(player.seat);
      if (!view) {
        view = new PlayerView();
        view.seat = player.seat;
        // The engine's placeholder ("Player 1"); the room writes the seated player's name over it.
        view.name = player.name;
        this.schema.players.set(player.seat, view);
      }
      view.deckSubmitted = player.deckSubmitted;
      view.ready = player.ready;
      view.mulligans = player.mulligans;
      view.conceded = player.conceded;
      view.looking = player.looking ? (player.looking.search ? "search" : "look") : "";
      syncStrings(view.markers, player.markers);
    }
  }

  private projectPrompts(table: TableState): void {
    const prompts = this.schema.prompts;
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

  private projectPile(zone: PileZone, view: ZoneView, live: Set<string>): void {
    view.count = zone.cards.length;
    const listed = listsCards(this.definition, zone) ? zone.cards : [];
    this.syncCards(view.cards, listed, live);
  }

  private projectSlots(zone: SlotZone, view: ZoneView, live: Set<string>): void {
    view.count = zone.slots.filter(Boolean).length;
    while (view.slots.length < zone.slots.length) view.slots.push(emptySlot());
    while (view.slots.length > zone.slots.length) view.slots.pop();
    zone.slots.forEach((stack, i) => {
      let slot = view.slots[i]!;
      if (slot.sid !== (stack?.sid ?? "")) {
        slot = stack ? new SlotView() : emptySlot();
        view.slots[i] = slot;
      }
      if (stack) this.projectStack(stack, slot, live);
    });
  }

  private projectStack(stack: Stack, slot: SlotView, live: Set<string>): void {
    slot.sid = stack.sid;
    this.syncCards(slot.cards, stack.cards, live);
    this.syncCards(slot.attached, stack.attached, live);
    slot.damage = stack.counters.damage ?? 0;
    syncStrings(slot.conditions, stack.conditions);
    syncStrings(slot.markers, stack.markers);
    slot.enteredTurn = stack.enteredTurn;
    slot.evolvedTurn = stack.evolvedTurn ?? -1;
  }

  /** Makes `target` list `cards`, touching only the changed middle (draws and plays change an end). */
  private syncCards(target: ArraySchema<CardView>, cards: readonly Card[], live: Set<string>): void {
    for (const card of cards) live.add(card.pid);
    let prefix = 0;
    while (prefix < target.length && prefix < cards.length && target[prefix]!.pid === cards[prefix]!.pid) prefix++;
    let suffix = 0;
    while (
      suffix < target.length - prefix &&
      suffix < cards.length - prefix &&
      target[target.length - 1 - suffix]!.pid === cards[cards.length - 1 - suffix]!.pid
    ) suffix++;
    const removeCount = target.length - prefix - suffix;
    const inserted = cards.slice(prefix, cards.length - suffix).map((card) => this.cardView(card));
    if (removeCount > 0 || inserted.length > 0) target.splice(prefix, removeCount, ...inserted);
    for (const card of cards) {
      const view = this.views.get(card.pid)!;
      if (view.faceDown !== card.faceDown) view.faceDown = card.faceDown;
      if (view.revealed !== card.revealed) view.revealed = card.revealed;
    }
  }

  private cardView(card: Card): CardView {
    let view = this.views.get(card.pid);
    if (!view) {
      view = new CardView();
      view.pid = card.pid;
      view.faceDown = card.faceDown;
      view.revealed = card.revealed;
      const face = new CardFace();
      face.defId = card.defId;
      face.name = this.table?.cards[card.defId]?.name ?? card.defId;
      view.face = face;
      this.views.set(card.pid, view);
    }
    return view;
  }

  /** Adds each face a watcher may see to its view; removes any it may no longer see. */
  private refreshFaces(table: TableState, watchers: Watcher[]): void {
    for (const zone of Object.values(table.zones)) {
      if (!listsCards(this.definition, zone)) continue;
      const cards = zone.layout === "pile" ? zone.cards : zone.slots.flatMap((s) => (s ? [...s.cards, ...s.attached] : []));
      for (const card of cards) {
        const face = this.views.get(card.pid)?.face;
        if (!face) continue;
        for (const { view, viewer } of watchers) {
          const may = canSee(this.definition, zone, card, viewer);
          const has = view.has(face);
          if (may && !has) view.add(face);
          else if (!may && has) view.remove(face);
        }
      }
    }
  }
}

function emptySlot(): SlotView {
  const slot = new SlotView();
  slot.sid = "";
  slot.evolvedTurn = -1;
  return slot;
}

function syncStrings(target: ArraySchema<string>, values: readonly string[]): void {
  if (target.length === values.length && values.every((v, i) => target[i] === v)) return;
  target.splice(0, target.length, ...values);
}
