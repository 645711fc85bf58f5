/**
 * What clients receive as room state. Every card's face sits behind a StateView filter and is
 * added to a client's view only when the engine says that client may see it (sync/project.ts).
 * Hidden piles (a deck, any pile the game deals face down) are sent as counts. Arrays are never view-tagged: tagged arrays
 * lose element order on the wire, so filtering happens per face, not per collection.
 *
 * Every schema instance costs a ChangeTree (~0.5 KB of server heap per room and instance), so
 * short lists that change rarely (conditions, markers) are JSON strings, not ArraySchemas:
 * 26 fewer instances per table. client/src/net/snapshot.ts parses them back into arrays.
 *
 * A game's counters and markers (its flags) reach every screen the same way whatever the game:
 * per holder (a slot's stack, a player, the turn) a `counters` JSON object of numbers and a
 * `markers` JSON list of ids, "" for none. Not MapSchemas: one per slot and player would cost
 * some 16 instances per table (~15 KB per room), and a damage change re-sends a dozen bytes.
 */
import { ArraySchema, Encoder, MapSchema, schema, t, type SchemaType } from "@colyseus/schema";

/**
 * Colyseus gives every room a full-state buffer of Encoder.BUFFER_SIZE and an encoder buffer
 * that grows to twice that; rooms share one pair instead (scratch-serializer.ts), so this size
 * is what each new room allocates and drops, and the headroom the encoder asks for past each
 * view's part of a patch. A table's full state measured 2.5–6.5 KB per client over long load-test
 * games; a larger one still works (Colyseus grows the buffer and logs a warning).
 */
Encoder.BUFFER_SIZE = 8 * 1024;

/** `owner`: set only for a card lying in the other seat's zone (projected-card.ts ownerMark). */
export const CardFace = schema({ defId: t.string(), name: t.string(), owner: t.string() }, "CardFace");
export type CardFace = SchemaType<typeof CardFace>;

export const CardView = schema({ pid: t.string(), faceDown: t.boolean(), revealed: t.boolean(), face: t.ref(CardFace).view() }, "CardView");
export type CardView = SchemaType<typeof CardView>;

/** One slot of a slot zone (a spot a game plays a stack onto): empty (sid "") or a stack, its top cards and what is attached. */
export const SlotView = schema(
  {
    sid: t.string(),
    cards: t.array(CardView),
    attached: t.array(CardView),
    /** The game's stack counters, a JSON object of numbers ('{"damage":30}'), "" for none (see above). */
    counters: t.string(),
    /** A JSON array of condition ids, "" for none (a string, not an ArraySchema: see above). */
    conditions: t.string(),
    /** A JSON array of the game's stack markers, "" for none. */
    markers: t.string(),
    enteredTurn: t.uint16(),
    /** The turn a card last went on top of the stack (Stack.toppedTurn), -1 for none. */
    toppedTurn: t.int16(),
  },
  "SlotView",
);
export type SlotView = SchemaType<typeof SlotView>;

export const ZoneView = schema(
  {
    key: t.string(),
    owner: t.string(),
    spec: t.string(),
    count: t.uint16(),
    cards: t.array(CardView),
    slots: t.array(SlotView),
  },
  "ZoneView",
);
export type ZoneView = SchemaType<typeof ZoneView>;

export const PlayerView = schema(
  {
    seat: t.string(),
    /** A player holds this seat (connected or not). */
    seated: t.boolean(),
    name: t.string(),
    connected: t.boolean(),
    deckSubmitted: t.boolean(),
    ready: t.boolean(),
    /** The game's player counters, a JSON object of numbers ('{"score":3}'), "" for none. */
    counters: t.string(),
    /** A JSON array of the game's player markers, "" for none. */
    markers: t.string(),
    conceded: t.boolean(),
    looking: t.string(),
    /** This player agrees to show both hands to spectators (shown while both agree: TableSchema.handsShown). */
    showsHand: t.boolean(),
    /** After the game: this player agrees that the game record shows every card. */
    revealsRecord: t.boolean(),
  },
  "PlayerView",
);
export type PlayerView = SchemaType<typeof PlayerView>;

export const PromptView = schema({ id: t.string(), kind: t.string(), to: t.string(), from: t.string(), data: t.string() }, "PromptView");
export type PromptView = SchemaType<typeof PromptView>;

/**
 * The turn's tally (what was played this turn) is not synced: no client reads it, and as a JSON
 * string it was re-sent whole after every counted move (−16 B per public move; the load test's README).
 */
export const TurnView = schema(
  {
    number: t.uint16(),
    current: t.string(),
    first: t.string(),
    /** A JSON array of the game's turn markers ('["attacked"]'), "" for none. */
    markers: t.string(),
    won: t.string(),
  },
  "TurnView",
);

export const TableSchema = schema(
  {
    game: t.string(),
    name: t.string(),
    phase: t.string(),
    seq: t.uint32(),
    options: t.string(),
    winner: t.string(),
    /** Why the game ended (the log's reason key), "" until it has. */
    winReason: t.string(),
    turn: TurnView,
    players: t.map(PlayerView),
    zones: t.map(ZoneView),
    prompts: t.array(PromptView),
    spectators: t.uint16(),
    judges: t.uint8(),
    hasPassword: t.boolean(),
    /** A judge paused the game: players' actions are refused until it resumes. */
    paused: t.boolean(),
    /** Both players agree: spectators see both hands. */
    handsShown: t.boolean(),
    /** Spectators may chat at this table (create option). */
    spectatorChat: t.boolean(),
    /** After the game: the room id of the next game at this table ("Play again"), "" until a player starts it. */
    nextTable: t.string(),
    /** The seat whose player started it. */
    nextTableBy: t.string(),
    /** A practice table (one player, both seats): the seat whose side that player's screen shows; "" at a table of two players. */
    practiceView: t.string(),
  },
  "TableSchema",
);
export type TableSchema = SchemaType<typeof TableSchema>;

export { ArraySchema, MapSchema };
