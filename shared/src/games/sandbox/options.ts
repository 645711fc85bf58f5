/** What the creator of a sandbox table chooses: how many cards each player is dealt, and the points that may win. */
import { z } from "zod";

export const SandboxOptions = z.object({
  /** Cards dealt to each player from the shared deck. */
  handSize: z.number().int().min(1).max(10).default(5),
  /** Reaching this many points asks both players whether the game is won (win.ts): never a ruling. */
  target: z.number().int().min(1).max(999).default(10),
});
export type SandboxOptions = z.infer<typeof SandboxOptions>;

export const optionsOf = (options: Record<string, unknown>): SandboxOptions => SandboxOptions.parse(options);
