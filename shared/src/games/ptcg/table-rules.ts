/**
 * The rules a Pokémon table is played by, as they changed: each change is an option every table
 * created since gets (`PTCG_NEW_TABLE_RULES`, the definition's newTableOptions), stored with the
 * table. A table stored before a change lacks its option, and is played, restored, undone and
 * replayed by the rules it was played by: stored games replay their actions with this same code,
 * so each reader below keeps the older rule for a table without the option.
 *
 * - `setupOrder` (seed 001 §5). "choose-then-deal", every table created now: both decks are
 *   loaded and shuffled, the coin is flipped, its winner chooses to go first or second, and only
 *   then are the opening hands dealt; nobody sees a card of their hand before the choice, and
 *   the choice is final. Absent ("deal-on-load", a table stored before the option existed): each
 *   hand is dealt the moment its deck loads, and the winner may change its mind until both
 *   players are ready. Decks are shuffled as they load in both orders (seed §5 step 2 comes
 *   after the flip, but a deck nobody has seen is the same deck shuffled either side of it): the
 *   table's random sequence stays the same, so a seed deals the same hands in both.
 * - `devolveEndsConditions` (seed 001 §9.4). True on every table created now: devolving ends the
 *   Pokémon's Special Conditions, as evolving does (evolution.ts). Absent on a table stored
 *   before it, whose devolved Pokémon kept theirs.
 */
import { z } from "zod";

export const SETUP_ORDERS = ["deal-on-load", "choose-then-deal"] as const;
export type SetupOrder = (typeof SETUP_ORDERS)[number];

/** The option as the game's options schema declares it: absent means "deal-on-load". */
export const SetupOrderOption = z.enum(SETUP_ORDERS).optional();

/** The rules every table created now is played by, over whatever its creator asked for. */
export const PTCG_NEW_TABLE_RULES: Readonly<Record<string, unknown>> = { setupOrder: "choose-then-deal", devolveEndsConditions: true };

/** True when the table deals the opening hands only after the coin flip's winner chose. */
export const dealsAfterChoice = (options: Readonly<Record<string, unknown>>): boolean => options.setupOrder === "choose-then-deal";

/** True when devolving ends the Pokémon's Special Conditions on this table. */
export const devolveEndsConditions = (options: Readonly<Record<string, unknown>>): boolean => options.devolveEndsConditions === true;
