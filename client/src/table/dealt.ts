/**
 * Whether the opening hands are dealt. On a table that deals after the coin flip's winner chose
 * (seed 001 §5), nothing is dealt until `turn.first` is set, and until then a seat's deck stays
 * shut: the table refuses a draw, look, search or move from it (`setup.choice`), so the screen
 * offers none. A judge is not held to it.
 */
import { dealsAfterChoice, gameById } from "@playmat/shared";
import type { TableSnap } from "../net/snapshot";

export const handsDealt = (snap: Pick<TableSnap, "options" | "turn">): boolean => !(dealsAfterChoice(snap.options) && snap.turn.first === "");

/**
 * Whether the table's game takes deck lists (its `decks`): a game that brings its own cards
 * (the sandbox deals them with a move of its own) asks no player for a deck before it begins.
 */
export const takesDeckLists = (game: string): boolean => gameById(game)?.decks !== undefined;
