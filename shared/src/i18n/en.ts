/**
 * English resources, i18next-compatible: each top-level key is a namespace (one JSON file per
 * namespace and language). `log` holds log lines and advisory warnings, `game` the names of
 * zones, conditions and markers, `ui` is the client's.
 */
import { game } from "./en/game";
import { log } from "./en/log";

export const en = {
  game,
  log,
  /** Table and lobby strings: filled by the client. */
  ui: {},
};

export type Resources = typeof en;
