/**
 * The order a table's setup follows, one of its options (`setupOrder`), fixed when the table is
 * created and stored with it.
 *
 * - "choose-then-deal" (seed 001 §5, every table created now): both decks are loaded and
 *   shuffled, the coin is flipped, its winner chooses to go first or second, and only then are
 *   the opening hands dealt. Nobody sees a card of their hand before the choice is made, and the
 *   choice is final.
 * - absent (a table stored before the option existed): each hand is dealt the moment its deck
 *   loads, and the winner may change its mind until both players are ready. Stored games replay
 *   their actions with this same engine, so their order must stay the one they were played in.
 *
 * Decks are shuffled as they load in both orders (seed §5 step 2 comes after the flip, but a
 * deck nobody has seen is the same deck shuffled either side of it): the table's random
 * sequence stays the same, so a seed deals the same hands in both.
 */
import { z } from "zod";

export const SETUP_ORDERS = ["deal-on-load", "choose-then-deal"] as const;
export type SetupOrder = (typeof SETUP_ORDERS)[number];

/** The option as a game's options schema declares it: absent means "deal-on-load". */
export const SetupOrderOption = z.enum(SETUP_ORDERS).optional();

/** True when the table deals the opening hands only after the coin flip's winner chose. */
export const dealsAfterChoice = (options: Readonly<Record<string, unknown>>): boolean => options.setupOrder === "choose-then-deal";
