/**
 * The game's own words at its table: `table.<key>` in its `game` strings (shared
 * games/curse-sorcerers/strings/*-table.ts, one file a language, held to the same keys), so
 * everything the game says lives in its folder. `words.test.ts` checks every key used here exists.
 */
import type { T } from "../../i18n/useT";

export type Words = (key: string, options?: Record<string, unknown>) => string;

export const wordsOf = (t: T): Words => (key, options) => t(`table.${key}`, { ...options, ns: "game" });

/** The game's words for its numbers, kinds and phases (its `game` strings outside `table`). */
export const gameWord = (t: T, key: string, fallback = key): string => t(key, { ns: "game", defaultValue: fallback });
