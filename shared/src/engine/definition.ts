/**
 * A game definition is plain data plus small pure functions. The engine reads it to build
 * the table, decide who may see a card, and ask the game for advisories and assists; it
 * never knows which game it plays: each game is a folder of games/.
 */
import type { z } from "zod";
import type { Action } from "./actions";
import type { CardMention, SeenBy, TableEvent } from "./events";
import type { Actor, Card, Seat, Stack, TableState, Visibility } from "./types";
import type { CardDef } from "../cards/types";
import type { Draft } from "./draft";

export interface ZoneSpec {
  /** "hand", "deck", "centre": a per-player zone's key is "<seat>.<id>", a shared one's is "<id>". */
  id: string;
  perPlayer: boolean;
  layout: "pile" | "slots";
  visibility: Visibility;
  /** Slot zones: how many slots, given the table options. */
  slots?: (options: Record<string, unknown>) => number;
  /** Piles: where a card lands when the move does not say (0 = top). */
  defaultAt?: "top" | "bottom";
  /** Conditions are cleared when a stack leaves this zone (a game whose conditions hold only in one spot). */
  clearsConditionsOnLeave?: boolean;
  /** Shown in the order given to players (deck/looking hide order from others anyway). */
  ordered?: boolean;
  /**
   * A shared pile where it matters whose each card is (a stack both players put cards on): each
   * card's face says its owner, to whoever sees the face. Elsewhere a face names no owner.
   */
  facesShowOwner?: boolean;
  /**
   * Nobody looks into it while the game lasts, not even its owner (Toy Battle's supply and
   * set-aside tiles): the engine refuses a look or a search there (`zone.sealed`), and the
   * table offers neither. Its cards still move by hand, drawn or taken as the rules allow.
   */
  sealed?: boolean;
}

export interface ConditionSpec {
  id: string;
  /** Conditions that share a group replace each other (asleep, confused, paralyzed). */
  group?: string;
}

/**
 * A number the game keeps on a stack (damage, medals, a tower's height) or on a player (life,
 * points, how many times a move was made). The engine holds it (Stack.counters, PlayerState.counters: never
 * negative, absent at 0), the server projects every game's the same way, and a screen names it
 * by the game's strings (`counter.<id>`).
 */
export interface CounterSpec {
  id: string;
  /**
   * Both are the players' to set by hand (the `counter` action: naming a stack, or without one
   * the acting player's own count, such as points); a game's moves may change player counters
   * too (a move that counts itself, addPlayerCounter).
   */
  scope: "stack" | "player";
}

/**
 * A flag the game keeps: on a stack (ability used, tapped), on a player (VSTAR Power used), or
 * on the turn (an attack was declared). Players turn stack and player markers on and off by
 * hand (the `marker` action); turn markers are set by the game's moves and every new turn
 * (turn.end, a judge's turn.set) starts without them.
 */
export interface MarkerSpec {
  id: string;
  scope: "stack" | "player" | "turn";
  /** Stack markers: cleared from the ending player's stacks when a turn ends ("ability used this turn"). */
  resetsEachTurn?: boolean;
}

/** A warning attached to an accepted action: never a refusal. */
export interface Advisory {
  code: string;
  /** Seed document section the rule comes from, e.g. "seed 001 §6.3". */
  source: string;
  /** Parameters for the message (card names only when public). */
  params?: Record<string, string | number>;
  /** Zone key or stack id the warning concerns, so a client can show it beside it. */
  target?: string;
  /**
   * What only `seat`'s player and judges may read (which card of that player's deck breaks a
   * deck rule). Never sent as it is: advisoryFor (log/advisory.ts) adds these params, with the
   * i18n context "detail", for those viewers, and leaves them out for everyone else.
   */
  detail?: { seat: Seat; params: Record<string, string | number> };
  /**
   * The cards whose faces the warning depends on (whether it fires at all, not only its
   * params): a mention from the action's events, or a card on the table before or after it.
   * A rule sets it; apply() turns it into `seenBy` and drops it.
   */
  about?: readonly (CardMention | Card)[];
  /**
   * Who besides judges may read the warning: those who may see every card it is `about`
   * (engine/visibility.ts). Absent: everyone. The log keeps such a warning out of everyone
   * else's numbering (log/private-lines.ts), so their bytes are the same whether it fired or not.
   */
  seenBy?: SeenBy;
}

export interface AdvisoryRule {
  code: string;
  /** The rule in plain English, for docs and for the warning's detail. */
  rule: string;
  source: string;
  check(ctx: AdvisoryContext): readonly Advisory[];
}

export interface AdvisoryContext {
  /** The table before the action was applied. */
  before: TableState;
  /** The table after it. */
  after: TableState;
  action: Action;
  actor: Actor;
  events: readonly TableEvent[];
  /**
   * What several rules derive from this action (the cards that left a hand, the evolutions),
   * worked out by the first rule that asks and kept here for the others: it lives and dies
   * with this context. (A WeakMap keyed by something of the action kept every such value alive
   * through the next scavenges: V8 treats a WeakMap's values as live in a young collection.)
   */
  memo: Map<string, unknown>;
}

/** One-click helpers (a game's between-turns routine, clearing a defeated piece): they change the table like any action. */
export interface AssistContext {
  draft: Draft;
  actor: Actor;
  params: Record<string, unknown>;
}

export interface Assist {
  id: string;
  /** zod schema of its parameters; validated before run. */
  params: z.ZodType<Record<string, unknown>>;
  run(ctx: AssistContext): void;
}

/**
 * A move a game adds to the core actions (a new hand, taking a reward card, declaring an attack):
 * its message's shape and what it does to the table. Its `type` is declared in GameMoves
 * (actions.ts) by the game, so the layers above the engine can name it; the table's action
 * schema (action-schema.ts) validates it, and apply() runs it like any core action.
 */
export interface GameMove<A extends { type: string } = { type: string }> {
  /** A strict object whose `type` is a literal: the move's name on the wire. */
  schema: z.ZodObject;
  apply(draft: Draft, action: A): void;
  /** Shows someone a hidden card or draws randomness: an undo request says so to the opponent. */
  showsHiddenInformation?: boolean;
}

/**
 * What the engine needs to know of a game's setup. The rest of it (who goes first, how many
 * cards a hand holds, what is set aside before play, when play begins) is the game's own, built
 * in its moves and its `deckLoaded` from the blocks in handlers/setup.ts.
 */
export interface SetupRules {
  /**
   * The zone ids the engine's generic actions use: a draw goes from `deck` to `hand`, a look or
   * a search into `looking`, a discarded stack to `discard`; a card of the opponent's may be
   * given back to its hand, deck or discard pile, and spectators see the hands while both
   * players agree.
   */
  zones: { deck: string; hand: string; discard: string; looking: string };
  /**
   * Slot zones where a piece put down before play lies face down, seen by its owner only, until
   * play begins (handlers/setup.ts turnFaceDownUp): for a game whose players set up in secret.
   */
  faceDownZones: string[];
  /**
   * After a seat's deck is loaded and shuffled (the core `deck.load`): the game deals, and
   * begins its setup once every deck is in. Absent: loading a deck only fills the pile.
   */
  deckLoaded?(draft: Draft, seat: Seat): void;
  /**
   * Where a card a deck list brings starts when it is no card of the deck itself: the id of one
   * of the seat's own pile zones (Pocket's Energy types lie in its Energy Zone; a game's tokens or
   * leader would too). Such cards are laid there face up and unshuffled, in the list's order, and
   * the `deck.loaded` event counts the deck without them. Absent, or undefined for a card: the deck.
   */
  startsOutsideDeck?(def: CardDef): string | undefined;
}

/** Why an action is refused before it runs, in the words a refusal carries. */
export interface Refusal {
  code: string;
  message: string;
}

export interface GameDefinition {
  id: string;
  name: string;
  zones: ZoneSpec[];
  counters: CounterSpec[];
  conditions: ConditionSpec[];
  markers: MarkerSpec[];
  options: z.ZodType<Record<string, unknown>>;
  /**
   * Options every table created from now on gets, over what its creator asked for: the rules a
   * table is played by, when a game changes them. They are stored with the table, so one stored
   * before such an option existed lacks it and keeps the rules it was played by (the game reads
   * them: games/ptcg/table-rules.ts).
   */
  newTableOptions?: Record<string, unknown>;
  setup: SetupRules;
  /** The game's own moves, by type (GameMove); none for a game that plays with core actions only. */
  moves?: Readonly<Record<string, GameMove<never>>>;
  advisories: AdvisoryRule[];
  assists: Record<string, Assist>;
  /**
   * Asked before any action runs: the game's refusal, from the table's own state, of an action
   * that must wait (a game that deals after a choice refuses what would touch a card before the
   * deal). Nothing refused here changes the table.
   */
  gate?(state: TableState, type: string, actor: Actor): Refusal | undefined;
  /** The game keeps a clock: the server stamps its time on every action's actor (Actor.at) for the game's rules to read. */
  stampsTime?: boolean;
  /**
   * A stack's top card changed while the stack stayed in its slot: a card went on top of it
   * (`covered`) or its top card left it (`uncovered`). For a game where the top card makes the
   * piece what it is, and its state changes with it (a card game where a creature played on
   * top, or taken back off, loses its conditions). `stack` is the draft's own: write it in place.
   */
  stackTopChanged?(draft: Draft, stack: Stack, change: "covered" | "uncovered"): void;
  /** Cards left in play with nothing to hold them (the piece they were attached to moved away) go here. */
  orphanedAttachmentsTo: string;
  /** Counts what a player did this turn from the events of an action (supporter played, ...). */
  tally(state: TableState, events: readonly TableEvent[], actor: Actor): Partial<Record<string, number>>;
  /** Runs after every action: opens "won?" prompts and the like. Never ends the game by itself. */
  afterAction?(draft: Draft, events: readonly TableEvent[]): void;
  /**
   * A table stored by an older server (a snapshot), brought to this game's shape today: fields
   * the game once kept apart and now keeps as counters or markers. Pure; returns the table
   * itself when it is already today's (engine/table.ts upgradeTable calls it).
   */
  upgradeTable?(state: TableState): TableState;
}

export type { Seat };
