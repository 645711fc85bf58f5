/**
 * English resources, i18next-compatible: each top-level key is a namespace (one JSON file per
 * namespace and language). `log` holds every game's log lines and warnings, `game` the names of
 * what every game has, `ui` is the client's; each registered game adds `<id>/log` and
 * `<id>/game` from its folder (games/<id>/strings, i18n/namespaces.ts).
 */
import { game } from "./en/game";
import { log } from "./en/log";
import { gameResources } from "./namespaces";

export const en: Record<string, Record<string, unknown>> & { game: typeof game; log: typeof log; ui: Record<string, unknown> } = {
  game,
  log,
  /** Table and lobby strings: filled by the client. */
  ui: {},
  ...gameResources("en"),
};

export type Resources = typeof en;
