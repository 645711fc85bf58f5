/**
 * Events are what an accepted action did. The log renders them per viewer, the sync layer
 * reads which zones they touched, and the store keeps them. A card in an event carries who
 * could see it at that moment (`seenBy`), so a log line or a replay never shows more than
 * its viewer saw at the time.
 */
import type { Advisory } from "./definition";
import type { Actor, Prompt, Seat } from "./types";

/** Who besides the players may see a card: spectators (while both players show them their hands). */
export type Audience = Seat | "spectators";

/** "all", or who could see the card at its source or destination. Judges always can. */
export type SeenBy = "all" | readonly Audience[];

export interface CardMention {
  defId: string;
  name: string;
  seenBy: SeenBy;
}

/** Where a card was or went: a zone, and in slot zones the slot and layer. */
export interface Place {
  zone: string;
  slot?: number;
  /**
   * Where in a stack: its cards or attachments (a source), or how a card joined it (a
   * destination: attached, put on top as its new face, or under it; Destination `as`).
   */
  layer?: "card" | "attached" | "attach" | "onto" | "under";
  at?: "top" | "bottom" | number;
}

/** How cards moved, for every game: a move, a draw, a discarded stack, a look, a setup's deal. */
export type CoreMoveVia = "move" | "draw" | "discard-stack" | "look" | "look-end" | "setup";

/**
 * The ways of moving cards a game adds (taking a reward card, a new hand): each game declares its
 * own here by name (TypeScript declaration merging, as GameMoves in actions.ts), so the log and
 * the game's rules narrow on them while the engine lists none.
 */
export interface GameMoveVias {}
export type MoveVia = CoreMoveVia | Extract<keyof GameMoveVias, string>;

/**
 * The events a game's own moves emit, by type (declaration merging, as GameMoves): a game's
 * moves, log and rules name them like core events; the engine only carries them.
 */
export interface GameEvents {}
type GameEventBody = GameEvents[keyof GameEvents];

type EventBody =
  | { type: "deck.loaded"; seat: Seat; count: number; placeholders: number }
  /**
   * `target`: the stack's top card the cards were attached to, put on top of, or put under. `random`: the
   * cards were chosen at random (a request's "a card chosen at random from your hand").
   */
  | { type: "cards.moved"; via: MoveVia; cards: CardMention[]; from: Place; to: Place; owner: Seat; target?: CardMention; random?: true }
  | { type: "stack.moved"; from: Place; to: Place; top: CardMention }
  | { type: "stacks.swapped"; a: Place; b: Place; aTop: CardMention | null; bTop: CardMention | null; retreat: boolean }
  | { type: "zone.shuffled"; zone: string; count: number }
  | { type: "zone.searched"; zone: string; count: number }
  | { type: "cards.looked"; zone: string; from: "top" | "bottom"; count: number }
  /** A look ended with nothing left to put back: the looking area closes, no card moves. */
  | { type: "look.stopped"; zone: string }
  /** The looker put the cards in its looking area (`zone`) in a new order: which and where is theirs alone. */
  | { type: "look.reordered"; zone: string; count: number }
  | { type: "cards.flipped"; cards: CardMention[]; zone: string; faceDown: boolean }
  | { type: "cards.revealed"; cards: CardMention[]; zone: string; revealed: boolean }
  /** `cause`: the condition that put it there in a game's between-turns routine (an assist), not a player. */
  | { type: "counter.changed"; place: Place; top: CardMention; counter: string; from: number; to: number; cause?: string }
  /** A player's own counter (CounterSpec scope "player": points, life) set by hand with the `counter` action. */
  | { type: "player-counter.changed"; seat: Seat; counter: string; from: number; to: number }
  /** `checkup`: a game's between-turns routine (an assist) took it off, not a player. */
  | { type: "condition.changed"; place: Place; top: CardMention; condition: string; on: boolean; replaced: string[]; checkup?: true }
  | { type: "marker.changed"; place: Place | null; seat: Seat; top: CardMention | null; marker: string; on: boolean }
  | { type: "coins.flipped"; results: ("heads" | "tails")[]; purpose?: string }
  | { type: "turn.began"; seat: Seat; number: number; previous: Seat | null }
  | { type: "markers.reset"; seat: Seat; markers: string[] }
  | { type: "phase.changed"; from: string; to: string }
  | { type: "first.chosen"; seat: Seat; coin: "heads" | "tails" }
  /** The coin flip's winner is to choose to go first or second before hands are dealt (a game that deals after the choice). */
  | { type: "first.won"; seat: Seat; coin: "heads" | "tails" }
  /** The flip's winner chose: `seat` goes first (the winner itself, or the other player). Final. */
  | { type: "first.decided"; seat: Seat; won: Seat }
  /** The flip's winner handed the first turn to `seat` (the other player), or took it back. */
  | { type: "first.changed"; seat: Seat; won: Seat }
  | { type: "setup.ready"; seat: Seat }
  | { type: "prompt.opened"; prompt: Prompt }
  /** `withdrawn`: nobody answered; the question lapsed (an undo request once the game moved on). */
  | { type: "prompt.closed"; prompt: Prompt; accepted: boolean; answeredBy: Seat; withdrawn?: boolean }
  | { type: "conceded"; seat: Seat }
  | { type: "game.won"; winner: Seat | "draw"; reason: string }
  /**
   * A line an assist writes. Params hold no card names: a card it speaks of goes in `card`,
   * with who may see it, so the log names it only to them.
   */
  | { type: "note"; key: string; params: Record<string, string | number>; card?: CardMention }
  | { type: "advisory"; advisory: Advisory }
  /** A judge set the turn counter and whose turn it is. */
  | { type: "turn.set"; number: number; current: Seat; previous: { number: number; current: Seat | null } }
  | { type: "table.paused"; paused: boolean }
  /** `shown`: both players now agree, so spectators see both hands. */
  | { type: "sharing.changed"; seat: Seat; show: boolean; shown: boolean }
  /** At a practice table: the practising player's screen now shows `seat`'s side. */
  | { type: "practice.viewed"; seat: Seat }
  /** `revealed`: both players now agree that the game record shows every card. */
  | { type: "record.revealed"; seat: Seat; reveal: boolean; revealed: boolean }
  /** Corrections: which actions (seqs) and log lines ([first, end) ranges) they took back. */
  | { type: "history.undone"; seqs: number[]; lines: [number, number][]; askedBy: Seat; agreedBy: Seat }
  | { type: "history.rewound"; toSeq: number; seqs: number[]; lines: [number, number][] }
  | GameEventBody;

/** Every event is stamped with who caused it. */
export type TableEvent = EventBody & { by: Actor | null };
export type TableEventOf<T extends TableEvent["type"]> = Extract<TableEvent, { type: T }>;
export type NewEvent = EventBody;
