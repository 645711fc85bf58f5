/**
 * A refusal from the table or the server in the player's words (en-refusals.ts, by code),
 * the server's English message only for a code the client has no words for. Words for a code
 * that also begins a longer one ("setup.first", "setup.first.same") live under `_`. `{{message}}`
 * is the server's own message, for the one refusal whose particulars only it knows (which line of
 * a pasted deck list it could not read); `params` are a refusal's own values ({{seat}}, {{max}}).
 */
import type { T } from "./useT";

export function refusalText(t: T, error: { code: string; message: string; params?: Record<string, unknown> }): string {
  // The refusal's own values (a seat, a limit) fill its words; `message` stays the server's.
  const options = { ...error.params, message: error.message };
  return t(`errors.${error.code}._`, { ...options, defaultValue: t(`errors.${error.code}`, { ...options, defaultValue: error.message }) });
}
