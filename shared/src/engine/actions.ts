/**
 * Every action a seat can take, as one zod schema: the protocol validates client messages
 * with it before anything reaches the engine, and the engine's types come from it.
 * Actions are manual: none is refused for a rule reason, only for authority or bad input.
 */
import { z } from "zod";
import type { CardDef } from "../cards/types";

const zoneKey = z.string().min(1).max(40).regex(/^[a-z0-9.-]+$/i, "zone keys are like p1.hand or stadium");
const pid = z.string().min(1).max(24);
const position = z.union([z.literal("top"), z.literal("bottom"), z.number().int().min(0).max(200)]);

/**
 * How an action names a card. Visible cards by public id and the zone the sender expects
 * them in (a card that moved meanwhile refuses the action); hidden piles by position.
 */
export const CardRefSchema = z.union([
  z.strictObject({ zone: zoneKey, pid }),
  z.strictObject({ zone: zoneKey, at: position }),
  z.strictObject({ zone: zoneKey, random: z.literal(true) }),
]);
export type CardRef = z.infer<typeof CardRefSchema>;

export const DestinationSchema = z.strictObject({
  zone: zoneKey,
  /** Piles: top, bottom or an index (0 = top). */
  at: position.optional(),
  /** Slot zones: which slot (0-based). Without `as`, the slot must be empty. */
  slot: z.number().int().min(0).max(20).optional(),
  /** Onto the stack in `slot`: as an attachment, as its new top card (evolve), or under it. */
  as: z.enum(["attach", "evolve", "under"]).optional(),
  faceDown: z.boolean().optional(),
});
export type Destination = z.infer<typeof DestinationSchema>;

export const SlotRefSchema = z.strictObject({ zone: zoneKey, slot: z.number().int().min(0).max(20) });
export type SlotRef = z.infer<typeof SlotRefSchema>;

const count = (max: number) => z.number().int().min(1).max(max);

/** Every action a client may send. Deck loading is built by the server (see DeckLoadAction). */
export const ActionSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("setup.mulligan") }),
  z.strictObject({ type: z.literal("setup.ready") }),
  z.strictObject({ type: z.literal("draw"), count: count(60) }),
  z.strictObject({ type: z.literal("move"), cards: z.array(CardRefSchema).min(1).max(60), to: DestinationSchema }),
  z.strictObject({ type: z.literal("move.stack"), from: SlotRefSchema, to: SlotRefSchema }),
  z.strictObject({ type: z.literal("swap"), a: SlotRefSchema, b: SlotRefSchema, retreat: z.boolean().optional() }),
  z.strictObject({ type: z.literal("shuffle"), zone: zoneKey }),
  z.strictObject({ type: z.literal("look"), zone: zoneKey, from: z.enum(["top", "bottom"]), count: count(60) }),
  z.strictObject({ type: z.literal("search"), zone: zoneKey }),
  z.strictObject({ type: z.literal("look.end"), to: z.enum(["top", "bottom", "shuffle"]) }),
  z.strictObject({ type: z.literal("reveal"), cards: z.array(CardRefSchema).min(1).max(60) }),
  z.strictObject({ type: z.literal("hide"), cards: z.array(CardRefSchema).min(1).max(60) }),
  z.strictObject({ type: z.literal("flip"), cards: z.array(CardRefSchema).min(1).max(60), faceDown: z.boolean() }),
  z.strictObject({ type: z.literal("prize.take"), at: z.number().int().min(0).max(20).optional() }),
  z.strictObject({ type: z.literal("stack.discard"), stack: SlotRefSchema }),
  z.strictObject({
    type: z.literal("counter"),
    stack: SlotRefSchema,
    counter: z.string().min(1).max(30),
    mode: z.enum(["add", "set"]),
    amount: z.number().int().min(-9990).max(9990),
  }),
  z.strictObject({ type: z.literal("condition"), stack: SlotRefSchema, condition: z.string().min(1).max(30), on: z.boolean() }),
  z.strictObject({
    type: z.literal("marker"),
    /** A stack, or the acting player's own marker when omitted. */
    stack: SlotRefSchema.optional(),
    marker: z.string().min(1).max(30),
    on: z.boolean(),
  }),
  z.strictObject({ type: z.literal("coin"), count: count(20) }),
  z.strictObject({ type: z.literal("attack"), stack: SlotRefSchema, name: z.string().min(1).max(80) }),
  z.strictObject({ type: z.literal("turn.end") }),
  z.strictObject({ type: z.literal("concede") }),
  z.strictObject({ type: z.literal("assist"), assist: z.string().min(1).max(40), params: z.record(z.string(), z.unknown()).optional() }),
  z.strictObject({ type: z.literal("prompt.answer"), prompt: z.string().min(1).max(24), accept: z.boolean() }),
  /** Ask the owner of hidden cards to approve an action that touches them. */
  /** `action` is checked against this same schema when the request is applied. */
  z.strictObject({ type: z.literal("request"), action: z.record(z.string(), z.unknown()) }),
]);

export type ClientAction = z.infer<typeof ActionSchema>;

/** Setup: the room resolves a pasted deck list against its card database and loads the result. */
export interface DeckLoadAction {
  type: "deck.load";
  cards: { def: CardDef; count: number }[];
}

export type Action = ClientAction | DeckLoadAction;
export type ActionType = Action["type"];
export type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;
