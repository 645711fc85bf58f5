/**
 * A game Playmat can seat: the engine's definition (what the table is and how moves change it)
 * and what only the server and importers read of it, which the engine never needs: how its
 * decks are read, checked and looked up (GameDecks). A game without `decks` takes no deck lists.
 */
import type { GameDefinition } from "../engine/definition";
import type { GameDecks } from "../decks/game-decks";

export interface Game extends GameDefinition {
  decks?: GameDecks;
}
