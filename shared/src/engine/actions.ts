/**
 * Every action a seat can take, as one zod schema: the protocol validates client messages
 * with it before anything reaches the engine, and the engine's types come from it.
 * Actions are manual: none is refused for a rule reason, only for authority or bad input.
 */
import { z } from "zod";
import type { CardDef } from "../cards/types";

const zoneKey = z.string().min(1).max(40).regex(/^[a-z0-9.-]+$/i, "zone keys are like p1.hand or centre");
const pid = z.string().min(1).max(24);
const position = z.union([z.literal("top"), z.literal("bottom"), z.number().int().min(0).max(200)]);
/**
 * The highest slot index an action may name. A board game's map is a slot zone with one slot
 * per spot (Toy Battle), so a zone may hold many more slots than a Pokémon Bench: bounded all
 * the same, as every number a client sends is.
 */
export const MAX_SLOT_INDEX = 99;
const slotIndex = z.number().int().min(0).max(MAX_SLOT_INDEX);

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
  slot: slotIndex.optional(),
  /**
   * Onto the stack in `slot`: as an attachment, as its new top card that becomes the stack's
   * face ("onto": a card played on top of a piece, a tile stacked on a tower), or under it.
   */
  as: z.enum(["attach", "onto", "under"]).optional(),
  faceDown: z.boolean().optional(),
  /**
   * Piles of a seat: each card goes to its owner's pile of this kind, as a card the rules
   * discard goes to its owner's discard pile ("Discard hand" with a card of the opponent's in it).
   */
  eachToOwner: z.boolean().optional(),
});
export type Destination = z.infer<typeof DestinationSchema>;

export const SlotRefSchema = z.strictObject({ zone: zoneKey, slot: slotIndex });
export type SlotRef = z.infer<typeof SlotRefSchema>;

const count = (max: number) => z.number().int().min(1).max(max);

/**
 * The actions every game has, as the options of one discriminated union: a game's own moves
 * (games/<id>/moves) join them in the table's action schema (action-schema.ts). Deck loading is
 * built by the server (see DeckLoadAction).
 */
export const CORE_ACTIONS = [
  z.strictObject({ type: z.literal("draw"), count: count(60) }),
  z.strictObject({ type: z.literal("move"), cards: z.array(CardRefSchema).min(1).max(60), to: DestinationSchema }),
  z.strictObject({ type: z.literal("move.stack"), from: SlotRefSchema, to: SlotRefSchema }),
  z.strictObject({ type: z.literal("swap"), a: SlotRefSchema, b: SlotRefSchema, retreat: z.boolean().optional() }),
  z.strictObject({ type: z.literal("shuffle"), zone: zoneKey }),
  z.strictObject({ type: z.literal("look"), zone: zoneKey, from: z.enum(["top", "bottom"]), count: count(60) }),
  z.strictObject({ type: z.literal("search"), zone: zoneKey }),
  z.strictObject({ type: z.literal("look.end"), to: z.enum(["top", "bottom", "shuffle"]) }),
  /** The cards being looked at, every one by public id, in their new order: the first goes back on top. */
  z.strictObject({ type: z.literal("look.order"), order: z.array(pid).min(2).max(60) }),
  z.strictObject({ type: z.literal("reveal"), cards: z.array(CardRefSchema).min(1).max(60) }),
  z.strictObject({ type: z.literal("hide"), cards: z.array(CardRefSchema).min(1).max(60) }),
  z.strictObject({ type: z.literal("flip"), cards: z.array(CardRefSchema).min(1).max(60), faceDown: z.boolean() }),
  z.strictObject({ type: z.literal("stack.discard"), stack: SlotRefSchema }),
  z.strictObject({
    type: z.literal("counter"),
    /** A stack's counter, or the acting player's own counter (points, life) when omitted. */
    stack: SlotRefSchema.optional(),
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
  z.strictObject({ type: z.literal("turn.end") }),
  z.strictObject({ type: z.literal("concede") }),
  z.strictObject({ type: z.literal("assist"), assist: z.string().min(1).max(40), params: z.record(z.string(), z.unknown()).optional() }),
  z.strictObject({ type: z.literal("prompt.answer"), prompt: z.string().min(1).max(24), accept: z.boolean() }),
  /** Ask the owner of hidden cards to approve an action that touches them. */
  /** `action` is checked against this same schema when the request is applied. */
  z.strictObject({ type: z.literal("request"), action: z.record(z.string(), z.unknown()) }),
  /** Judges only: corrects the turn counter and whose turn it is. */
  z.strictObject({ type: z.literal("turn.set"), number: z.number().int().min(1).max(999), current: z.enum(["p1", "p2"]) }),
  /** Judges only: while paused, every player action is refused. */
  z.strictObject({ type: z.literal("table.pause"), paused: z.boolean() }),
  /** A player's consent to show both hands to spectators (shown only while both consent). */
  z.strictObject({ type: z.literal("spectators.hands"), show: z.boolean() }),
  /** After the game: a player's consent that the game record shows every card (both must consent). */
  z.strictObject({ type: z.literal("record.reveal"), reveal: z.boolean() }),
  /** At a practice table only: the seat whose side the practising player's screen shows (engine/practice.ts). */
  z.strictObject({ type: z.literal("practice.view"), seat: z.enum(["p1", "p2"]) }),
] as const;

/** The core actions alone: what every table accepts, whatever its game. */
export const CoreActionSchema = z.discriminatedUnion("type", CORE_ACTIONS);

export type CoreAction = z.infer<typeof CoreActionSchema>;

/**
 * The moves games add, by type. Each game declares its own here (TypeScript declaration merging,
 * in games/<id>/moves), so that every layer above the engine reads one closed union of actions and
 * narrows on `type` as it does for core actions, while the engine itself names no game's move.
 */
export interface GameMoves {}
export type GameMoveAction = GameMoves[keyof GameMoves];

/** Every action a client may send: the core actions and every game's moves. */
export type ClientAction = CoreAction | GameMoveAction;

/** Setup: the room resolves a pasted deck list against its card database and loads the result. */
export interface DeckLoadAction {
  type: "deck.load";
  cards: { def: CardDef; count: number }[];
}

/** One action an undo would take back, as the request shows it to the opponent. */
export interface UndoTake {
  /** The action's seq in the history. */
  seq: number;
  type: string;
  /** It showed someone hidden information or drew randomness (history.ts showedHiddenInformation). */
  showedHiddenInformation: boolean;
  /** Its log lines, [first, end): the client can point at them. */
  lines: [number, number];
}

/** A player asks to take back its own last actions (built by the server from history.ts planUndo). */
export interface UndoAskAction {
  type: "undo.ask";
  count: number;
  /** The last action it covers: the actions taken back are the last `count` moves up to this seq. */
  upTo: number;
  takes: UndoTake[];
}

/** The opponent declines an undo request (the server turns a prompt.answer into this). */
export interface UndoDeclineAction {
  type: "undo.decline";
  prompt: string;
}

export type Action = ClientAction | DeckLoadAction | UndoAskAction | UndoDeclineAction;
export type ActionType = Action["type"];
export type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;
/** The actions the engine's own handlers carry out (engine/handlers): all but the games' moves. */
export type EngineActionType = Exclude<ActionType, GameMoveAction["type"]>;

/** Actions only a judge may take; a judge sends them without `as`. */
export const JUDGE_ONLY_ACTIONS: ReadonlySet<string> = new Set(["turn.set", "table.pause"]);

/**
 * Table controls: they change the table's switches, not the game. Undo and rewind never take
 * them back, and folds carry their effect forward (history.ts).
 */
export const CONTROL_ACTIONS: ReadonlySet<string> = new Set(["table.pause", "spectators.hands", "practice.view"]);

/** Undo bookkeeping: asking and declining. They open and close a prompt and nothing else. */
export const UNDO_ACTIONS: ReadonlySet<string> = new Set(["undo.ask", "undo.decline"]);

/**
 * Asides are recorded like any action but are not moves of the game: an undo never counts or
 * takes them back, a rebuild after a correction does not replay them, and they don't withdraw a
 * pending undo request.
 */
export const isAside = (type: string): boolean => CONTROL_ACTIONS.has(type) || UNDO_ACTIONS.has(type);
