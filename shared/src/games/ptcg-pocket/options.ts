/**
 * What the creator of a Pocket table chooses. Guides differ on the first player's first turn
 * (docs/games/ptcg-pocket.md): by default the first player draws and may play a Supporter, as
 * the app does today; `firstTurnDraw: false` plays the other reading, where that turn has no
 * draw and no Supporter, and the advisories (advisories/first-turn.ts) say so if it happens.
 */
import { z } from "zod";

export const PocketOptions = z.object({
  firstTurnDraw: z.boolean().default(true),
});
export type PocketOptions = z.infer<typeof PocketOptions>;

/** The table's options, with their defaults for a table created without them. */
export const pocketOptionsOf = (options: Record<string, unknown>): PocketOptions => PocketOptions.parse(options);
