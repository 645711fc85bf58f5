/** Polish resources, shaped as English's (en.ts): `game`, `log`, and each registered game's words in Polish. */
import { gameResources } from "./namespaces";
import { game } from "./pl/game";
import { log } from "./pl/log";

export const pl: Record<string, Record<string, unknown>> = {
  game,
  log,
  /** Filled by the client. */
  ui: {},
  ...gameResources("pl"),
};
