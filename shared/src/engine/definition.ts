/**
 * A game definition is plain data plus small pure functions. The engine reads it to build
 * the table, decide who may see a card, and ask the game for advisories and assists; it
 * never knows which game it plays. Pokémon TCG is games/ptcg; later games add a folder.
 */
import type { z } from "zod";
import type { Action } from "./actions";
import type { CardMention, SeenBy, TableEvent } from "./events";
import type { Actor, Card, Seat, TableState, Visibility } from "./types";
import type { Draft } from "./draft";

export interface ZoneSpec {
  /** "hand", "bench", "stadium": a per-player zone's key is "<seat>.<id>", a shared one's is "<id>". */
  id: string;
  perPlayer: boolean;
  layout: "pile" | "slots";
  visibility: Visibility;
  /** Slot zones: how many slots, given the table options. */
  slots?: (options: Record<string, unknown>) => number;
  /** Piles: where a card lands when the move does not say (0 = top). */
  defaultAt?: "top" | "bottom";
  /** Conditions are cleared when a stack leaves this zone (PTCG: leaving the Active Spot). */
  clearsConditionsOnLeave?: boolean;
  /** Shown in the order given to players (deck/looking hide order from others anyway). */
  ordered?: boolean;
}

export interface ConditionSpec {
  id: string;
  /** Conditions that share a group replace each other (asleep, confused, paralyzed). */
  group?: string;
}

/**
 * A number the game keeps on a stack (damage, medals, a tower's height) or on a player (life,
 * points, how many mulligans). The engine holds it (Stack.counters, PlayerState.counters: never
 * negative, absent at 0), the server projects every game's the same way, and a screen names it
 * by the game's strings (`counter.<id>`).
 */
export interface CounterSpec {
  id: string;
  /**
   * Stack counters are the players' to set by hand (the `counter` action); player counters are
   * changed by the game's moves (a mulligan counts itself, addPlayerCounter). A `counter` action
   * on a player comes with the first game whose players keep such a count by hand, with its log line.
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

/** One-click helpers (Pokémon Checkup, knock-out): they change the table like any action. */
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
 * A move a game adds to the core actions (a mulligan, taking a Prize card, declaring an attack):
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
  /** May be made on a table that deals after the choice before the hands are dealt (setup-order.ts). */
  beforeTheDeal?: boolean;
}

export interface SetupRules {
  handSize: number;
  prizes: number;
  /** Zone ids the engine's generic actions use. */
  zones: { deck: string; hand: string; prize: string; discard: string; looking: string; active: string };
  /** Zone that setup Pokémon go to face down. */
  faceDownZones: string[];
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
   * table is played by (setupOrder, engine/setup-order.ts). They are stored with the table, so
   * one stored before such an option existed lacks it and keeps the rules it was played by.
   */
  newTableOptions?: Record<string, unknown>;
  setup: SetupRules;
  /** The game's own moves, by type (GameMove); none for a game that plays with core actions only. */
  moves?: Readonly<Record<string, GameMove<never>>>;
  advisories: AdvisoryRule[];
  assists: Record<string, Assist>;
  /** Evolving, or devolving (the top card of an evolved Pokémon leaving it), removes special conditions (PTCG, seed 001 §9.4). */
  evolveClearsConditions?: boolean;
  /** Cards left in play with nothing to hold them (a Pokémon moved away from its energy) go here. */
  orphanedAttachmentsTo: string;
  /** Counts what a player did this turn from the events of an action (supporter played, ...). */
  tally(state: TableState, events: readonly TableEvent[], actor: Actor): Partial<Record<string, number>>;
  /** Runs after every action: opens "won?" prompts and the like. Never ends the game by itself. */
  afterAction?(draft: Draft, events: readonly TableEvent[]): void;
  /** True when `card` (a defId) is a card that may be a setup Pokémon (Basic). */
  isSetupCard?(state: TableState, card: Card): boolean;
  /** Prizes the opponent takes when this stack is knocked out. */
  prizeValue?(state: TableState, topDefId: string): number;
  /**
   * A table stored by an older server (a snapshot), brought to this game's shape today: fields
   * the game once kept apart and now keeps as counters or markers. Pure; returns the table
   * itself when it is already today's (engine/table.ts upgradeTable calls it).
   */
  upgradeTable?(state: TableState): TableState;
}

export type { Seat };
