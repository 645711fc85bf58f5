/**
 * Whether the opening hands are dealt. On a table that deals after the coin flip's winner chose
 * (seed 001 §5), nothing is dealt until `turn.first` is set, and until then a seat's deck stays
 * shut: the table refuses a draw, look, search or move from it (`setup.choice`), so the screen
 * offers none. A judge is not held to it.
 */
import { dealsAfterChoice } from "@playmat/shared";
import type { TableSnap } from "../net/snapshot";

export const handsDealt = (snap: Pick<TableSnap, "options" | "turn">): boolean => !(dealsAfterChoice(snap.options) && snap.turn.first === "");
