/**
 * What seed 004 leaves to a player's rulebook we do not have (SDD/03-rulebook.md), as table
 * options with defaults of Playmat's choosing (docs/games/curse-sorcerers.md, "Table options"),
 * shown to both players when the table is created.
 */
import { z } from "zod";

export const MULLIGAN_RULES = ["none", "free-once", "one-fewer"] as const;
export type MulliganRule = (typeof MULLIGAN_RULES)[number];

export const SorcererOptions = z.object({
  /** Each player's life at the start (§6.1 ends the game at 0). */
  startingLife: z.number().int().min(1).max(99).default(20),
  /** Cards each player is dealt; 5 is §6.3's hand limit at the end of a turn. */
  handSize: z.number().int().min(1).max(10).default(5),
  /**
   * Before the first turn: "free-once" shuffles the hand back and deals a new one of the same
   * size, once; "one-fewer" may be taken again, each new hand a card smaller; "none" keeps the deal.
   */
  mulligan: z.enum(MULLIGAN_RULES).default("free-once"),
  /** Whether the player who goes first draws in the draw phase of turn 1 (an advisory says so when they do and may not). */
  firstPlayerDraws: z.boolean().default(false),
  /** Curse power (저주력, §5.2) each player starts with. */
  startingCurse: z.number().int().min(0).max(99).default(1),
  /** What the "refresh curse power" assist adds at the start of a player's turn… */
  cursePerTurn: z.number().int().min(0).max(99).default(1),
  /** …up to this much. */
  curseMax: z.number().int().min(1).max(99).default(10),
});
export type SorcererOptions = z.infer<typeof SorcererOptions>;

export const optionsOf = (options: Record<string, unknown>): SorcererOptions => SorcererOptions.parse(options);
