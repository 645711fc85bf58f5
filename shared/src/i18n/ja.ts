/**
 * Japanese resources, assembled as en.ts assembles the English ones: the shared namespaces `game`
 * and `log` (i18n/ja/), `ui` filled by the client, and each registered game's Japanese strings
 * (`<id>/log`, `<id>/game`) when its folder has them. Terms: docs/i18n/ja.md.
 */
import type { game as enGame } from "./en/game";
import type { log as enLog } from "./en/log";
import { game } from "./ja/game";
import { log } from "./ja/log";
import type { JaShape } from "./ja/shape";
import { gameResources } from "./namespaces";

export const ja: Record<string, Record<string, unknown>> & { game: JaShape<typeof enGame>; log: JaShape<typeof enLog>; ui: Record<string, unknown> } = {
  game,
  log,
  /** Table and lobby strings: filled by the client. */
  ui: {},
  ...gameResources("ja"),
};
