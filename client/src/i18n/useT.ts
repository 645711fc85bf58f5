/** react-i18next's `t` with a plain signature, to pass to helpers (zone labels, the log formatter). */
import { lookupNamespaces } from "@playmat/shared";
import { createContext, useContext, useMemo } from "react";
import { useTranslation } from "react-i18next";

export type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * The game of the table (or replay) being drawn, by id: the shared `log` and `game` words, and
 * the client's `ui` ones, are looked up in its own namespaces first ("ptcg/log", then "log"), so
 * a Pokémon table reads "your bench" and a table of another game its own words. None outside a table.
 */
export const TableGame = createContext<string | undefined>(undefined);

/**
 * `t` looking up `log`, `game` and `ui` keys in `game`'s words first (i18n/namespaces.ts in
 * shared): a key with no namespace is a `ui` key, and the game's client folder finds its own
 * words (its `<id>/ui` strings: "Mulligan", "Bench size") before the shell's.
 */
export function withGameWords(t: T, game: string | undefined): T {
  if (!game) return t;
  return (key, options) => {
    const ns = options?.ns ?? "ui";
    return ns === "log" || ns === "game" || ns === "ui" ? t(key, { ...options, ns: lookupNamespaces(game, ns) }) : t(key, options);
  };
}

export function useT(): T {
  const { t } = useTranslation();
  const game = useContext(TableGame);
  return useMemo<T>(() => withGameWords((key, options) => String(t(key, options as never)), game), [t, game]);
}
