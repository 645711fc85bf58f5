/** Structured logs (pino). Never log a seed, a judge code, a password or a hidden card. */
import pino from "pino";

export const log = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" || process.env.VITEST ? "warn" : "info"),
  base: undefined,
});
