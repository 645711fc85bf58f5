/**
 * A game Playmat can seat: the engine's definition (what the table is and how moves change it)
 * and what only the server, importers, the log and the i18n layer read of it, which the engine
 * never needs: how its decks are read, checked and looked up (GameDecks), how its own events
 * read in the log (GameLog), and its words (GameStrings). A game without `decks` takes no deck
 * lists; one without `log` is told by the log's own lines.
 */
import type { GameDefinition } from "../engine/definition";
import type { TableEvent } from "../engine/events";
import type { LogLine } from "../engine/mentions";
import type { Viewer } from "../engine/types";
import type { GameDecks } from "../decks/game-decks";

/**
 * How a game's events read in the log (log/entry.ts asks it first). A line is a key and params,
 * never prose; card names reach params only through the audience rule (engine/mentions.ts).
 */
export interface GameLog {
  /**
   * The line `viewer` gets for an event this game words itself (its moves' events, its setup's
   * and assists' cards moved, its prompts), null for no line, undefined to leave the event to
   * the log's own describers. Its keys are looked up in the game's `log` strings first.
   */
  describe(event: TableEvent, viewer: Viewer): LogLine | null | undefined;
  /** Zone ids of piles a card from the hand is "played" into ("played Pokémon Center"), rather than moved. */
  playedInto?: readonly string[];
  /** What a note (an assist's line) calls a card whose face its reader may not see; absent: "a face-down card". */
  hiddenCard?: string;
}

/**
 * A game's words, as i18next resources by namespace: `log` (its log lines, advisories, places)
 * and `game` (the names of its zones, conditions, markers, counters). The i18n layer registers
 * them as `<game id>/log` and `<game id>/game` (i18n/namespaces.ts), looked up before the
 * shared `log` and `game`, so two games may word the same key each their own way.
 */
export interface GameStrings {
  log?: Record<string, unknown>;
  game?: Record<string, unknown>;
  /**
   * The words of the game's client folder (client/src/games/<id>/: its controls, menus, hints,
   * create-room options), namespace `<id>/ui`: at its table a client `ui` key is looked up here
   * first, so the client's shell strings hold no game's words.
   */
  ui?: Record<string, unknown>;
}

export interface Game extends GameDefinition {
  decks?: GameDecks;
  log?: GameLog;
  /** By language ("en"; later "ja", "ko", "pl" beside it). English is every game's fallback. */
  strings?: { en: GameStrings } & Record<string, GameStrings>;
}
