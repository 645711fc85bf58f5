/**
 * A working copy of the table that one action mutates. Its helpers find, take and put cards
 * and emit the events that say what happened. If an action throws an ActionError the draft
 * is dropped, so a refused action changes nothing.
 */
import type { CardRef, Destination, SlotRef } from "./actions";
import type { Advisory, GameDefinition } from "./definition";
import type { CardMention, MoveVia, NewEvent, Place, SeenBy, TableEvent } from "./events";
import { copyStack, draftTable, finishDraft, peekZones } from "./copy";
import { Rng } from "./rng";
import type { Actor, Card, PileZone, Seat, SlotZone, Stack, TableState, Zone } from "./types";
import { assertMayMove, assertMayTouch } from "./authority";
import { ActionError } from "./errors";
import { mergeSeen, seenByAt, zoneSpec } from "./visibility";

export { ActionError };

/** Where a card was found: in a pile, or in a layer of a stack in a slot. */
export interface Located {
  zone: Zone;
  card: Card;
  stack?: Stack;
  slot?: number;
  layer?: "card" | "attached";
}

export { cloneTable } from "./copy";

/** How a refusal words where cards would go onto a stack (Destination `as`). */
const AS_WORDS: Record<NonNullable<Destination["as"]>, string> = { attach: "attached to", onto: "on top of", under: "under" };

/** The public id the table's pid counter gives for `n`. */
export const pidOf = (n: number): string => `c${n.toString(36)}`;

export class Draft {
  readonly state: TableState;
  readonly events: TableEvent[] = [];
  readonly advisories: Advisory[] = [];
  readonly rng: Rng;
  /** Set while an action the owner approved runs: its hidden cards may be touched. */
  approved = false;

  constructor(
    readonly definition: GameDefinition,
    private readonly base: TableState,
    public actor: Actor | null,
  ) {
    this.state = draftTable(base);
    this.rng = new Rng(this.state.rng);
  }

  /** The action is done: zones it never reached, and small fields it left as they were, are shared with the table it started from. */
  finish(): void {
    finishDraft(this.state, this.base);
  }

  emit(event: NewEvent): void {
    this.events.push({ ...event, by: this.actor } as TableEvent);
  }

  /** An event nobody caused (the table turning face-down pieces up as play begins). */
  emitUnattributed(event: NewEvent): void {
    this.events.push({ ...event, by: null } as TableEvent);
  }

  // ---- ids -------------------------------------------------------------------------------
  newPid(): string {
    return pidOf(this.state.next.pid++);
  }
  newSid(): string {
    return `s${(this.state.next.sid++).toString(36)}`;
  }
  newUid(): number {
    return this.state.next.uid++;
  }

  // ---- zones -----------------------------------------------------------------------------
  zone(key: string): Zone {
    // Own keys only: "toString" or "constructor" must not reach built-in members.
    const zone = Object.hasOwn(this.state.zones, key) ? this.state.zones[key] : undefined;
    if (!zone) throw new ActionError("zone.unknown", `There is no zone "${key}".`);
    return zone;
  }
  pile(key: string): PileZone {
    const zone = this.zone(key);
    if (zone.layout !== "pile") throw new ActionError("zone.not-pile", `"${key}" holds stacks in slots, not a pile of cards.`);
    return zone;
  }
  slots(key: string): SlotZone {
    const zone = this.zone(key);
    if (zone.layout !== "slots") throw new ActionError("zone.not-slots", `"${key}" is a pile, not a zone with slots.`);
    return zone;
  }
  seatZone(seat: Seat, id: string): Zone {
    return this.zone(`${seat}.${id}`);
  }
  /** The stack in a slot as it stands, shared with the table before the action: for reading. */
  stackAt(ref: SlotRef): Stack {
    const zone = this.slots(ref.zone);
    const stack = zone.slots[ref.slot];
    if (!stack) throw new ActionError("slot.empty", `Slot ${ref.slot + 1} of "${ref.zone}" is empty.`);
    return stack;
  }

  /** The stack in a slot, made this draft's own (ownStack) for writing. */
  ownStackAt(ref: SlotRef): Stack {
    return this.ownStack(this.slots(ref.zone), ref.slot);
  }

  /**
   * The stack in a slot of a drafted zone, made this draft's own so it can be written: the
   * zone's list of slots is the draft's, its stacks are the table before's (copy.ts) until one
   * is written, so the slot gets a copy. Every write to a stack goes through here.
   */
  ownStack(zone: SlotZone, slot: number): Stack {
    const stack = zone.slots[slot];
    if (!stack) throw new ActionError("slot.empty", `Slot ${slot + 1} of "${zone.key}" is empty.`);
    if (this.ownedStacks?.has(stack)) return stack;
    const copy = copyStack(stack);
    zone.slots[slot] = copy;
    (this.ownedStacks ??= new Set()).add(copy);
    return copy;
  }

  /** Stacks ownStack() copied in this draft (made on first use: most actions write none). */
  private ownedStacks?: Set<Stack>;

  // ---- cards -----------------------------------------------------------------------------
  mention(card: Card, zone: Zone, alsoSeenBy?: SeenBy): CardMention {
    const seen = seenByAt(this.definition, zone, card, this.state.controls);
    const def = this.state.cards[card.defId];
    return { defId: card.defId, name: def?.name ?? card.defId, seenBy: alsoSeenBy ? mergeSeen(seen, alsoSeenBy) : seen };
  }

  topOf(stack: Stack): Card {
    const top = stack.cards[stack.cards.length - 1];
    if (!top) throw new ActionError("stack.empty", "That stack has no card.");
    return top;
  }

  /** Finds the card a reference names, checking it is where the sender expects it. */
  locate(ref: CardRef): Located {
    const zone = this.zone(ref.zone);
    if ("pid" in ref) {
      if (zone.layout === "pile") {
        const card = zone.cards.find((c) => c.pid === ref.pid);
        if (card) return { zone, card };
      } else {
        for (let slot = 0; slot < zone.slots.length; slot++) {
          const stack = zone.slots[slot];
          if (!stack) continue;
          const inCards = stack.cards.find((c) => c.pid === ref.pid);
          if (inCards) return { zone, card: inCards, stack, slot, layer: "card" };
          const attached = stack.attached.find((c) => c.pid === ref.pid);
          if (attached) return { zone, card: attached, stack, slot, layer: "attached" };
        }
      }
      throw new ActionError("card.moved", `That card is no longer in "${ref.zone}"; someone may have moved it first.`);
    }
    if (zone.layout !== "pile") throw new ActionError("zone.not-pile", `Cards in "${ref.zone}" are named by id, not by position.`);
    if (zone.cards.length === 0) throw new ActionError("zone.empty", `"${ref.zone}" is empty.`);
    let index: number;
    if ("random" in ref) index = this.rng.int(0, zone.cards.length - 1);
    else if (ref.at === "top") index = 0;
    else if (ref.at === "bottom") index = zone.cards.length - 1;
    else index = ref.at;
    const card = zone.cards[index];
    if (!card) throw new ActionError("zone.position", `"${ref.zone}" has only ${zone.cards.length} cards.`);
    return { zone, card };
  }

  /** Refuses when the actor may not touch this card: hidden cards belong to their owner (authority.ts). */
  assertMayTouch(found: Located): void {
    assertMayTouch(this.definition, this.actor, this.approved, found);
  }

  /** Removes one card from where it lies. An emptied stack leaves its slot; its attachments go to the orphan zone. */
  take(found: Located): Place {
    const { zone, card } = found;
    if (zone.layout === "pile") {
      const index = zone.cards.indexOf(card);
      zone.cards.splice(index, 1);
      return { zone: zone.key };
    }
    const stack = (found.stack = this.ownStack(zone, found.slot!));
    const layerCards = found.layer === "attached" ? stack.attached : stack.cards;
    const index = layerCards.indexOf(card);
    // The top card of a stack of several leaving it uncovers the one below: the game may treat
    // that as a new piece, as it may a covered one (putOnto). An attached card, or one under it,
    // leaves the stack as it was.
    const uncovers = found.layer === "card" && stack.cards.length > 1 && index === stack.cards.length - 1;
    layerCards.splice(index, 1);
    if (stack.cards.length === 0) this.clearSlot(zone, found.slot!);
    else if (uncovers) this.definition.stackTopChanged?.(this, stack, "uncovered");
    return { zone: zone.key, slot: found.slot, layer: found.layer };
  }

  clearSlot(zone: SlotZone, slot: number): void {
    const stack = zone.slots[slot];
    zone.slots[slot] = null;
    if (stack && stack.attached.length > 0) {
      this.sendToOwnersPiles(stack.attached, this.definition.orphanedAttachmentsTo, { zone: zone.key, slot, layer: "attached" }, "move");
    }
  }

  /**
   * Puts cards on their owners' piles of a kind (a Tool the opponent attached goes to the
   * opponent's discard pile), one event per owner.
   */
  sendToOwnersPiles(cards: Card[], pileId: string, from: Place, via: MoveVia): void {
    for (const owner of [...new Set(cards.map((c) => c.owner))]) {
      const pile = this.pile(`${owner}.${pileId}`);
      // Offsets keep the order: the first card given ends on top.
      const moved = cards.filter((c) => c.owner === owner).map((c, i) => this.placeInPile(pile, c, "top", i));
      this.emit({ type: "cards.moved", via, cards: moved, from, to: { zone: pile.key }, owner });
    }
  }

  /**
   * The card as it goes somewhere new: a fresh public id, per-place flags cleared. A new object:
   * the card it came from may still lie in the table before the action (piles share cards).
   */
  private refreshed(card: Card, faceDown = false): Card {
    return { ...card, pid: this.newPid(), revealed: false, faceDown };
  }

  /**
   * The card `found` names, made this draft's own so it can be written: cards are shared with
   * the table before the action (copy.ts: a pile's list and a slot's stacks are the draft's,
   * the card objects in them are not), so the card's place gets a copy.
   */
  own(found: Located): Card {
    if (found.zone.layout === "slots") found.stack = this.ownStack(found.zone, found.slot!);
    const cards = found.zone.layout === "pile" ? found.zone.cards : found.layer === "attached" ? found.stack!.attached : found.stack!.cards;
    // A card named twice in one action: the first naming already put a copy in its place.
    let at = cards.indexOf(found.card);
    if (at < 0) at = cards.findIndex((card) => card.uid === found.card.uid);
    const current = cards[at];
    if (!current) throw new ActionError("card.gone", "That card is no longer where it was named.");
    if (this.owned?.has(current)) return (found.card = current);
    const copy = { ...current };
    cards[at] = copy;
    (this.owned ??= new Set()).add(copy);
    found.card = copy;
    return copy;
  }

  /** Cards own() copied in this draft (made on first use: most actions write no card in place). */
  private owned?: Set<Card>;

  private placeInPile(zone: PileZone, taken: Card, at: Destination["at"], offset = 0): CardMention {
    const before = taken.revealed ? ("all" as const) : undefined;
    const card = this.refreshed(taken);
    const spec = zoneSpec(this.definition, zone);
    const where = at ?? spec.defaultAt ?? "top";
    if (where === "top") zone.cards.splice(offset, 0, card);
    else if (where === "bottom") zone.cards.push(card);
    else zone.cards.splice(Math.min(where + offset, zone.cards.length), 0, card);
    return this.mention(card, zone, before);
  }

  /**
   * Takes the named cards and puts them at the destination, in order. Emits one
   * cards.moved event per source place. Returns the stack the cards went to, if any.
   */
  moveCards(refs: CardRef[], to: Destination, via: MoveVia = "move"): void {
    const destination = this.zone(to.zone);
    const taken: { card: Card; from: Place; seenBefore: SeenBy; random: boolean }[] = [];
    for (const ref of refs) {
      const found = this.locate(ref);
      assertMayMove(this.definition, this.actor, this.approved, found, destination);
      const seenBefore = seenByAt(this.definition, found.zone, found.card, this.state.controls);
      taken.push({ card: found.card, from: this.take(found), seenBefore, random: "random" in ref });
    }
    const slot = destination.layout === "slots" ? this.slotFor(destination, to) : undefined;
    const receiving = to.as && destination.layout === "slots" && slot !== undefined ? destination.slots[slot] : null;
    // Attaching to, putting a card on top of or under a stack changes it: a face-down one is as hidden as its cards.
    if (receiving) this.assertMayTouch({ zone: destination as SlotZone, card: this.topOf(receiving), stack: receiving, slot, layer: "card" });
    const target = receiving ? this.mention(this.topOf(receiving), destination) : undefined;
    const mentions = this.put(taken.map((t) => t.card), destination, slot === undefined ? to : { ...to, slot });
    // One event per source place, so the log can say "from hand" and "from discard".
    // Cards chosen at random are told apart from cards chosen by hand ("chosen at random").
    const groups = new Map<string, { from: Place; cards: CardMention[]; random: boolean }>();
    taken.forEach((t, i) => {
      const key = JSON.stringify([t.from, t.random]);
      const group = groups.get(key) ?? { from: t.from, cards: [], random: t.random };
      const mention = mentions[i]!;
      group.cards.push({ ...mention, seenBy: mergeSeen(mention.seenBy, t.seenBefore) });
      groups.set(key, group);
    });
    const toPlace: Place = { zone: destination.key, slot, layer: to.as, at: to.at };
    for (const group of groups.values()) {
      this.emit({ type: "cards.moved", via, cards: group.cards, from: group.from, to: toPlace, owner: taken[0]!.card.owner, ...(target && { target }), ...(group.random && { random: true as const }) });
    }
  }

  /** The slot a destination means: the one it names; the Active Spot's only slot; else the first free one. */
  private slotFor(zone: SlotZone, to: Destination): number {
    if (to.slot !== undefined) return to.slot;
    if (to.as) {
      if (zone.slots.length === 1) return 0;
      throw new ActionError("slot.needed", `Name the slot in "${zone.key}" whose stack the cards go ${AS_WORDS[to.as]}.`);
    }
    return zone.slots.findIndex((s) => s === null);
  }

  /** Puts cards (already taken) at a destination and returns how each can be named now. */
  put(cards: Card[], zone: Zone, to: Destination): CardMention[] {
    if (zone.layout === "pile") return cards.map((card, i) => this.placeInPile(zone, card, to.at, i));
    const slot = this.slotFor(zone, to);
    if (slot < 0 || slot >= zone.slots.length) {
      throw new ActionError("slot.full", `"${zone.key}" has no free slot.`);
    }
    const stack = zone.slots[slot];
    if (!to.as) {
      if (stack) throw new ActionError("slot.taken", `Slot ${slot + 1} of "${zone.key}" is taken; drop onto its stack to attach a card or put one on top.`);
      const [first, ...rest] = cards;
      if (rest.length > 0) throw new ActionError("slot.one-card", "Put one card into an empty slot, then attach the others to it.");
      // Before play begins, a piece put into a zone of the game's faceDownZones lies face down
      // (a game whose players set up in secret), even while the other deck is still coming.
      const beforePlay = this.state.phase === "setup" || this.state.phase === "waiting";
      const faceDown = to.faceDown ?? (beforePlay && this.definition.setup.faceDownZones.includes(zone.spec));
      const base = this.refreshed(first!, faceDown);
      zone.slots[slot] = {
        sid: this.newSid(),
        cards: [base],
        attached: [],
        counters: {},
        conditions: [],
        markers: [],
        enteredTurn: this.state.turn.number,
        toppedTurn: null,
      };
      return [this.mention(base, zone)];
    }
    if (!stack) throw new ActionError("slot.empty", `Slot ${slot + 1} of "${zone.key}" is empty: there is no stack to put the cards ${AS_WORDS[to.as]}.`);
    return this.putOnto(this.ownStack(zone, slot), zone, cards, to);
  }

  /** Puts cards (already taken) onto a stack this draft owns: attached, under it, or on top as its new face. */
  private putOnto(stack: Stack, zone: SlotZone, cards: Card[], to: Destination): CardMention[] {
    // A card joining a face-down stack stays face down with it, so nothing leaks early.
    const hiddenStack = stack.cards.some((c) => c.faceDown);
    return cards.map((taken) => {
      const card = this.refreshed(taken, to.faceDown ?? hiddenStack);
      if (to.as === "attach") stack.attached.push(card);
      else if (to.as === "under") stack.cards.unshift(card);
      else {
        stack.cards.push(card);
        stack.toppedTurn = this.state.turn.number;
        this.definition.stackTopChanged?.(this, stack, "covered");
      }
      return this.mention(card, zone);
    });
  }

  /** Whether this seat has any stack in its slot zones; copies nothing. */
  hasStacks(seat: Seat): boolean {
    const zones = peekZones(this.state.zones);
    // for…in: checked after nearly every move, and Object.values() built an array each time.
    for (const key in zones) {
      const zone = zones[key]!;
      if (zone.layout === "slots" && zone.owner === seat && zone.slots.some(Boolean)) return true;
    }
    return false;
  }

  /**
   * Every stack in play for a seat, as it stands, without drafting anything: for reading only
   * (a win check after every move must not copy four zones that did not change — an untouched
   * zone stays the previous table's object, which the projector skips).
   */
  peekStacksOf(seat: Seat): readonly { zone: Readonly<SlotZone>; slot: number; stack: Readonly<Stack> }[] {
    const out: { zone: SlotZone; slot: number; stack: Stack }[] = [];
    const peek = peekZones(this.state.zones);
    for (const zone of Object.values(peek)) {
      if (zone.layout !== "slots" || zone.owner !== seat) continue;
      zone.slots.forEach((stack, slot) => stack && out.push({ zone, slot, stack }));
    }
    return out;
  }

  /** Every stack in play for a seat, with where it sits, each made this draft's own for changing. */
  stacksOf(seat: Seat): { zone: SlotZone; slot: number; stack: Stack }[] {
    const out: { zone: SlotZone; slot: number; stack: Stack }[] = [];
    const zones = this.state.zones;
    const peek = peekZones(zones);
    for (const key of Object.keys(peek)) {
      // Layout and owner never change: peek, so only this seat's slot zones get drafted.
      const seen = peek[key]!;
      if (seen.layout !== "slots" || seen.owner !== seat) continue;
      const zone = zones[key] as SlotZone;
      zone.slots.forEach((stack, slot) => stack && out.push({ zone, slot, stack: this.ownStack(zone, slot) }));
    }
    return out;
  }
}
