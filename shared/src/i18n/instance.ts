/** A ready i18next instance (English by default) and the one-call formatter built on it. */
import i18next, { type i18n } from "i18next";
import type { Viewer } from "../engine/types";
import type { LogEntry } from "../log/entry";
import { en } from "./en";
import { SHARED_RESOURCES } from "./languages";
import { formatWith, type Names, type Translate } from "./format";

/** A new i18next instance with every language's resources, in `lng` (English unless asked), usable at once (initialised synchronously). */
export function createI18n(lng = "en"): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    fallbackLng: "en",
    resources: SHARED_RESOURCES,
    ns: Object.keys(en),
    defaultNS: "log",
    initAsync: false,
    // Lines are plain text; the client's renderer escapes them.
    interpolation: { escapeValue: false },
  });
  return instance;
}

let shared: i18n | undefined;

/** "You drew Sprout." for the owner, "Alice drew a card." for everyone else, at a table of `game` (its id). */
export function formatLogEntry(game: string, entry: LogEntry, viewer: Viewer, names?: Names): string {
  shared ??= createI18n();
  const instance = shared;
  const t: Translate = (key, options) => instance.t(key, options ?? {});
  return formatWith(t, entry, viewer, names, game);
}
