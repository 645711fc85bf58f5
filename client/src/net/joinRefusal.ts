/**
 * A refused join's message in the player's language: the server sends its English sentence and,
 * after it, a code and params (shared/src/protocol/join-refusal.ts); the words for the code are
 * `errors.join.*` and `errors.table.*` (i18n/*-refusals.ts). A message without a code (an older
 * server's, a network error's) is shown as it came.
 */
import { readRefusal } from "@playmat/shared";
import i18next from "../i18n";
import { refusalText } from "../i18n/refusal";

export function joinRefusalText(message: string): string {
  const refusal = readRefusal(message);
  if (!refusal) return message;
  return refusalText((key, options) => String(i18next.t(key, options as never)), { code: refusal.code, message: refusal.message, params: refusal.params });
}
