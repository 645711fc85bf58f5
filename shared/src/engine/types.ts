/**
 * The table as the engine sees it: plain, serialisable data. Nothing here knows a game;
 * a GameDefinition (games/<game>/) says which zones exist and who may see them.
 */
import type { CardDef } from "../cards/types";
import type { RngState } from "./rng";

/** A player seat. Two-player games use "p1" and "p2". */
export type Seat = "p1" | "p2";
export const SEATS: readonly Seat[] = ["p1", "p2"];
export const otherSeat = (seat: Seat): Seat => (seat === "p1" ? "p2" : "p1");

/** Who is looking at the table. Every filter (state, log, errors) takes one of these. */
export type Viewer =
  | { role: "player"; seat: Seat }
  | { role: "spectator" }
  | { role: "judge" };

/** Who performed an action: a player, or a judge acting on a player's behalf. */
export interface Actor {
  seat: Seat;
  /** Set when a judge performed the action; the log stamps it. */
  judge?: boolean;
}

/**
 * A physical card on the table.
 * `uid` never changes and never leaves the server (except to judges).
 * `pid` is the public id clients use; it is replaced every time the card moves or its
 * zone is shuffled, so nobody can follow a card through a hand, a deck or a shuffle.
 */
export interface Card {
  uid: number;
  pid: string;
  defId: string;
  owner: Seat;
  /** Face down in a zone others could otherwise see (a piece set up in secret): only the owner sees it. */
  faceDown: boolean;
  /** Shown to everyone, wherever it is, until it moves or is hidden again. */
  revealed: boolean;
}

/**
 * Something in play that holds several cards: a creature card with the cards played on top of it
 * and its attachments, a tower of tiles on a board spot. `cards` runs bottom to top; the last one is the face.
 */
export interface Stack {
  sid: string;
  cards: Card[];
  attached: Card[];
  /** The game's stack counters by id (CounterSpec, scope "stack"), e.g. { damage: 30 }; a counter at 0 is absent. */
  counters: Record<string, number>;
  /** The game's conditions on it by id (ConditionSpec), e.g. ["poisoned", "asleep"]. */
  conditions: string[];
  /**
   * The turn number in which each current condition came on (a game's between-turns rule may
   * depend on it: a condition that ends after its owner's next turn). Absent in tables stored before
   * it was kept: a condition without it counts as older than any turn.
   */
  conditionTurns?: Record<string, number>;
  /** The game's stack markers (MarkerSpec, scope "stack"), e.g. ["ability-used"]: its flags. */
  markers: string[];
  /** Turn number in which this stack was put into play. */
  enteredTurn: number;
  /**
   * Turn number in which a card last went on top of this stack (Destination `as: "onto"`), null
   * if none has since it was put into play. Kept by the engine, like enteredTurn, because the
   * engine is what puts the card there and knows the turn: a game reads it as it means it (a
   * card played on top of a creature this turn; a tile stacked onto a tower this turn). A flag the game would
   * set instead could not say "this turn" by itself: it would have to be cleared at the right
   * turn's end, and a judge's turn.set would leave it standing. Taking the top card off does not
   * change it (a top card taken back still counts as the stack's change this turn).
   */
  toppedTurn: number | null;
}

export type Visibility = "public" | "owner" | "hidden";

export interface PileZone {
  key: string;
  owner: Seat | null;
  spec: string;
  layout: "pile";
  /** Index 0 is the top of the pile. */
  cards: Card[];
}

export interface SlotZone {
  key: string;
  owner: Seat | null;
  spec: string;
  layout: "slots";
  slots: (Stack | null)[];
}

export type Zone = PileZone | SlotZone;

export interface PlayerState {
  seat: Seat;
  name: string;
  deckSubmitted: boolean;
  /** Setup: this player's part is done (its game's own setup move), waiting for the other player. */
  ready: boolean;
  /** The game's player counters by id (CounterSpec, scope "player"), e.g. { points: 2 }; a counter at 0 is absent. */
  counters: Record<string, number>;
  /** The game's player markers (MarkerSpec, scope "player"), its flags on the player: e.g. "vstar-used", "gx-used". */
  markers: string[];
  conceded: boolean;
  /** What the player is looking at in its private "looking" zone, and whether it was a search. */
  looking: { zone: string; search: boolean } | null;
  /** After the game: this player agrees that the game record may show every card (both must agree). */
  revealsRecord?: boolean;
}

/** Per-turn bookkeeping that advisories read (cards drawn, cards played of a kind, ...). */
export type TurnTally = Record<string, number>;

export interface TurnState {
  /** 0 during setup; 1 is the first player's first turn. */
  number: number;
  current: Seat | null;
  /** Who goes first: null before the coin flip, and until its winner chooses on a table that deals after the choice. */
  first: Seat | null;
  /**
   * Who won the coin flip at the start of setup (handlers/setup.ts flipForFirst). Who goes first
   * is the game's to say: one that deals after the choice leaves `first` null until the winner
   * chooses (a game's table rules: games/<id>/). Absent in tables stored before it was kept.
   */
  won?: Seat | null;
  /** What each seat has done in the current turn, keyed by tally id. */
  tally: Partial<Record<Seat, TurnTally>>;
  /**
   * The tally of the turn that ended last (End turn moves it here): what happens between two
   * turns (a game's between-turns routine) may be done before End turn or after it. Absent before the first
   * End turn, after a judge set the turn, and in tables stored before it was kept.
   */
  previousTally?: Partial<Record<Seat, TurnTally>>;
  /**
   * The game's turn markers (MarkerSpec, scope "turn"): what happened this turn that the game's
   * rules read, set by its moves (an attack was declared). Every turn starts with none.
   */
  markers: string[];
}

export type Phase = "waiting" | "setup" | "playing" | "finished";

/** A question put to a player that needs an answer (take a reward, confirm a win, approve a request). */
export interface Prompt {
  id: string;
  kind: string;
  /** Who must answer. */
  to: Seat;
  from: Seat | null;
  /** Kind-specific data (e.g. how many cards to take, the proposed action). */
  data: Record<string, unknown>;
}

/**
 * Switches about the table rather than the game: a judge's pause, and the players' consent to
 * show their hands to spectators. Undo and rewind never change them (folds carry them forward).
 */
export interface TableControls {
  /** While paused, every player action is refused; judges and spectators are unaffected. */
  paused: boolean;
  /** Each player's consent; spectators see both hands only while both consent. */
  handsToSpectators: Record<Seat, boolean>;
  /**
   * A practice table (engine/practice.ts): one person plays both seats, and `view` is the seat
   * whose side, hidden cards and private log lines that person's screen shows now. Absent at
   * a table of two players, and on tables stored before practice tables existed.
   */
  practice?: { view: Seat };
}

export const initialControls = (): TableControls => ({ paused: false, handsToSpectators: { p1: false, p2: false } });

/** True while both players agree to show their hands to spectators. */
export const handsShown = (controls: TableControls | undefined): boolean =>
  controls !== undefined && SEATS.every((seat) => controls.handsToSpectators[seat]);

/** True once the game is over and both players agreed that its record may show every card. */
export const recordRevealed = (state: TableState): boolean => state.phase === "finished" && SEATS.every((s) => state.players[s].revealsRecord);

export interface TableState {
  game: string;
  options: Record<string, unknown>;
  phase: Phase;
  players: Record<Seat, PlayerState>;
  zones: Record<string, Zone>;
  turn: TurnState;
  prompts: Prompt[];
  winner: Seat | "draw" | null;
  /** Why the game ended ("concede", a game's own reason…: finishGame's reason), public like the winner. Absent before the end, and on tables stored before it was kept. */
  winReason?: string;
  /** Definitions of every card on the table, by defId. Never sent wholesale to clients. */
  cards: Record<string, CardDef>;
  rng: RngState;
  /** Counters for ids, so that replays produce the same ids. */
  next: { uid: number; pid: number; sid: number; prompt: number };
  /** Number of actions applied; the position in the action log. */
  seq: number;
  controls: TableControls;
}
