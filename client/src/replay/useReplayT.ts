/**
 * `t` for the replay's own strings (i18n/en-replay.ts, merged under `ui` as `replay.*`): keys
 * are written without the prefix. A separate helper because the `ui` key check
 * (i18n/keys.test.ts) reads en.ts alone; replayKeys.test.ts checks these against en-replay.ts.
 */
import { useMemo } from "react";
import { useT, type T } from "../i18n/useT";

export function replayT(t: T): T {
  return (key, options) => t(`replay.${key}`, options);
}

export function useReplayT(): T {
  const t = useT();
  return useMemo(() => replayT(t), [t]);
}

/** A message for an error code ("record.json", "replay.unknown", "network"), with the server's text as the fallback. */
export function errorText(rt: T, error: { code: string; message: string }): string {
  return rt(`errors.${error.code}`, { defaultValue: rt("errors.other", { code: error.code }) });
}
