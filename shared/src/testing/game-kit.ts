/**
 * What a game brings to the server's secret-leak and hostile-input suites (server/test/fuzz.test.ts,
 * random-games-leak.test.ts): a game's test kit, declared in `games/<id>/testing/` and listed in
 * `game-kits.ts`. The suites know no game; they play every game that has a kit, with its
 * random actions, started as the kit says (marked decks sent as lists, or the game's own setup
 * moves dealing cards it brings itself), and judge what each screen received by the kit's
 * restatement of who may know what. Test code only (server/test/import-arrows.test.ts).
 */
import type { CardDef } from "../cards/types";
import type { ClientAction } from "../engine/actions";
import type { Card, Seat, TableState } from "../engine/types";
import type { Prng } from "./prng";

/** Who may know a face-up card lying in a zone of this kind. A face-down one is its owner's only, or nobody's where nobody may know it. */
export type ZoneSecrecy = "everyone" | "holder" | "nobody";

/**
 * Who may know which card, restated from the game's rules rather than read from its
 * definition's zone visibility: the leak oracle is an independent check of the engine, so a
 * definition that made a hidden zone public by mistake is caught, not followed.
 */
export interface Secrecy {
  /**
   * Every zone kind (a zone's `spec`) and who may know a face-up card lying there. `holder`: the
   * seat whose zone it is (a card handed over is seen by whoever holds it now). In the order the
   * fuzzer picks hostile zone names from, among those a seat holds.
   */
  zones: Readonly<Record<string, ZoneSecrecy>>;
  /** The zone kinds spectators may know while both players agree to show their hands. */
  shownToSpectators: readonly string[];
  /** Text printed on a card that names other cards (a screen that may know the card may read it). */
  printedText?(def: CardDef): string;
  /** Cards the rules show to every screen as an action happens that nothing on the table records afterwards (Pokémon: a mulligan's hand). */
  shownBy?(before: TableState, after: TableState): Card[];
  /** Advisory codes whose firing depends on the face of the card at their target (docs/advisories.md, "Who reads a warning"). */
  aboutTheFaceAtTarget: ReadonlySet<string>;
}

/** A deck in which every card is unique and carries a marker in its id and name (`leak-<marker>`), so bytes can be searched for it. */
export interface MarkedDeck {
  cards: CardDef[];
  /** The deck as its players paste it, for `deck.submit`. */
  list: string;
  markers: string[];
}

/**
 * How a random game of this kit's game reaches play, and which cards the leak oracle searches
 * the bytes for. Every card dealt must be unique at the table, so a marker names one card.
 */
export type GameStart =
  | {
      /**
       * Each player sends a deck list (`deck.submit`) of marked cards, which are first put in the
       * game's card data (`decks.cardData`). Play begins from there through the random actions
       * (the game's setup moves among them). A player knows its own list from the start.
       */
      by: "decks";
      /** Two marked decks, numbered so every game of a run has cards of its own (`index`). */
      markedDecks(index: number): { p1: MarkedDeck; p2: MarkedDeck };
    }
  | {
      /**
       * The game brings its own cards and deals them by its own setup moves, which the random
       * actions send before play (a game whose definition has no `decks`: the sandbox). No screen
       * knows any card before it sees one.
       */
      by: "moves";
      /**
       * The marker of every card the game deals (`markerOf` of its id): the same at every table.
       * One marker names one card, so a game whose cards come in copies gives each copy its own
       * id (Toy Battle's `toy-battle-red-7-b`: games/toy-battle/testing/index.ts says why).
       */
      markers: readonly string[];
    };

export interface GameTestKit {
  /** The game's id in GAMES. */
  game: string;
  secrecy: Secrecy;
  /**
   * A legal-ish action for `seat`, as itself or as a judge acting for it: a pure function of the
   * table (as the engine holds it) and the PRNG. Most are accepted, some refused; together they
   * cover every core action and every move of the game's own, and now and then ask for what
   * the table must refuse (server/test/support/must-refuse.ts).
   */
  randomAction(state: TableState, seat: Seat, r: Prng, judge: boolean): ClientAction;
  start: GameStart;
  /**
   * The marker a card's id carries: the string searched for in the bytes a screen received.
   * A marker may lie inside another (the sandbox's `sandbox-1` in `sandbox-12`): the oracle
   * does not count it where it is part of the longer one.
   */
  markerOf(defId: string): string;
  /**
   * Cards the game makes itself and lets go during play, no card of any deck list (Pocket: the
   * Energy Zone's Energy, and the deck's Energy types it lays out): the card-conservation check
   * (conservation.ts) leaves them out of its count. Absent: every card on the table is a deck's.
   */
  madeByTheGame?(def: CardDef): boolean;
  /** Why the rules of this game refuse `action` beyond the core rules the suites restate; undefined when it may go through. */
  mustRefuse?(state: TableState, seat: Seat, action: ClientAction): string | undefined;
  /** Action types a random run of this game must have sent, and (in a run of 300 steps or more) seen accepted. */
  coverage: { sent: readonly string[]; accepted: readonly string[] };
}
