/**
 * Korean resources, shaped as the English ones (en.ts): every game's words (`game`, `log`), `ui`
 * left to the client, and each registered game's Korean words beside them (none until the game
 * lists them in its `strings`: i18next then falls back to its English ones).
 */
import type { en } from "./en";
import { game } from "./ko/game";
import { log } from "./ko/log";
import { gameResources } from "./namespaces";
import type { OtherOnly } from "./other-only";

export const ko: Record<string, Record<string, unknown>> & { game: OtherOnly<typeof en.game>; log: OtherOnly<typeof en.log>; ui: Record<string, unknown> } = {
  game,
  log,
  /** Table and lobby strings: filled by the client. */
  ui: {},
  ...gameResources("ko"),
};
