/** Small readers over an action's context that several advisories share. */
import type { CardDef } from "../../../cards/types";
import type { AdvisoryContext } from "../../../engine/definition";
import type { CardMention, TableEventOf } from "../../../engine/events";
import type { Seat, Stack, TableState } from "../../../engine/types";
import { zoneId } from "../tally";

export { zoneId };

/** "p1.bench" → "p1"; a shared zone ("stadium") has no seat. */
export const seatOf = (key: string): Seat | null => (key.startsWith("p1.") ? "p1" : key.startsWith("p2.") ? "p2" : null);

/** How an advisory names a Pokémon for the client: "p1.bench:2". */
export const slotTarget = (zone: string, slot: number) => `${zone}:${slot}`;

export function stackAt(state: TableState, zone: string, slot: number | undefined): Stack | null {
  const z = state.zones[zone];
  if (!z || z.layout !== "slots" || slot === undefined) return null;
  return z.slots[slot] ?? null;
}

export const topDef = (state: TableState, stack: Stack): CardDef | undefined => state.cards[stack.cards.at(-1)?.defId ?? ""];

/**
 * A card's name for a warning, only when everyone could see the card: most warnings go to both
 * players. (One whose firing reads a hidden card's face says so with `about`, and reaches only
 * those who see it.)
 */
export const publicName = (mention: CardMention): { name?: string } => (mention.seenBy === "all" ? { name: mention.name } : {});

/** The value `make` gives for this action, made once for all of its rules (kept in the context's memo). */
export function once<T>(ctx: AdvisoryContext, key: string, make: () => T): T {
  if (ctx.memo.has(key)) return ctx.memo.get(key) as T;
  const value = make();
  ctx.memo.set(key, value);
  return value;
}

export const moves = (ctx: AdvisoryContext): readonly TableEventOf<"cards.moved">[] =>
  once(ctx, "moves", () => ctx.events.filter((e): e is TableEventOf<"cards.moved"> => e.type === "cards.moved"));

export interface HandPlay {
  event: TableEventOf<"cards.moved">;
  seat: Seat;
  def: CardDef | undefined;
  mention: CardMention;
}

/** Cards leaving a hand in this action, one entry per card, with the seat whose hand it was. */
export function fromHand(ctx: AdvisoryContext): readonly HandPlay[] {
  return once(ctx, "fromHand", () =>
    moves(ctx)
      .filter((e) => zoneId(e.from.zone) === "hand")
      .flatMap((event) => event.cards.map((mention) => ({ event, seat: seatOf(event.from.zone)!, def: ctx.after.cards[mention.defId], mention }))),
  );
}

/** The slot a card went to: the event says, or (an empty slot picked by the engine) the one that filled up. */
export function landedSlot(ctx: AdvisoryContext, event: TableEventOf<"cards.moved">): number | undefined {
  if (event.to.slot !== undefined) return event.to.slot;
  const before = ctx.before.zones[event.to.zone];
  const after = ctx.after.zones[event.to.zone];
  if (before?.layout !== "slots" || after?.layout !== "slots") return undefined;
  const slot = after.slots.findIndex((s, i) => s !== null && before.slots[i] === null);
  return slot < 0 ? undefined : slot;
}

/** The turn number of a seat's own first turn: 1 for the player who goes first, 2 for the other. */
export const firstTurnOf = (state: TableState, seat: Seat) => (state.turn.first === seat ? 1 : 2);

/** True until the end of the seat's first turn (evolving and Rare Candy wait for the second). */
export const beforeSecondTurn = (state: TableState, seat: Seat) => state.phase === "playing" && state.turn.number <= firstTurnOf(state, seat);

/** The turn's tally for a seat after the action, and how much this action added. */
export function tallied(ctx: AdvisoryContext, seat: Seat, key: string): { count: number; added: number } {
  const count = ctx.after.turn.tally[seat]?.[key] ?? 0;
  const sameTurn = ctx.before.turn.number === ctx.after.turn.number;
  const was = sameTurn ? (ctx.before.turn.tally[seat]?.[key] ?? 0) : 0;
  return { count, added: count - was };
}

export const playing = (ctx: AdvisoryContext) => ctx.before.phase === "playing";

/**
 * The cards an evolution warning depends on: the card and the one it went onto (whether it is a
 * Rare Candy evolution reads both faces), so a face-down one keeps the warning to those who see it.
 */
export const evolutionCards = (e: { mention: CardMention; ontoMention: CardMention | undefined }): CardMention[] => (e.ontoMention ? [e.mention, e.ontoMention] : [e.mention]);
