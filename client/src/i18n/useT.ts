/** react-i18next's `t` with a plain signature, to pass to helpers (zone labels, the log formatter). */
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

export type T = (key: string, options?: Record<string, unknown>) => string;

export function useT(): T {
  const { t } = useTranslation();
  return useMemo<T>(() => (key, options) => String(t(key, options as never)), [t]);
}
