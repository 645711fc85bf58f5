/** Structured logs (pino). Never log a seed, a judge code, a password or a hidden card. */
import { format } from "node:util";
import pino, { type Logger } from "pino";

/**
 * LOG_LEVEL when it names one of pino's levels; empty (as .env.example leaves it) or unknown is
 * the default, as with every other setting (config.ts): pino throws at start on a level it
 * doesn't know, so a typo in LOG_LEVEL stopped the whole server.
 */
export function logLevelFrom(env: NodeJS.ProcessEnv = process.env): string {
  const wanted = env.LOG_LEVEL?.trim().toLowerCase();
  if (wanted && (wanted === "silent" || wanted in pino.levels.values)) return wanted;
  return env.NODE_ENV === "test" || env.VITEST ? "warn" : "info";
}

export const log = pino({ level: logLevelFrom(), base: undefined });

/** A frame that failed in the msgpack decoder: the sender's bytes were bad, not the server. */
const UNDECODABLE = /node_modules[\\/]msgpackr[\\/]/;

/**
 * Colyseus's own messages (it logs through a console-shaped object) as pino lines, so the
 * server's output stays one JSON object a line. Colyseus prints a whole stack trace for every
 * message it cannot decode; that is a client's bad bytes, logged as a one-line warning (the
 * client gets its error back from Colyseus). Other errors keep their stack, in its own field.
 */
export function colyseusLogger(base: Logger = log) {
  const logger = base.child({ source: "colyseus" });
  const text = (args: unknown[]) => format(...args).trim();
  return {
    debug: (...args: unknown[]) => logger.debug(text(args)),
    trace: (...args: unknown[]) => logger.trace(text(args)),
    info: (...args: unknown[]) => logger.info(text(args)),
    warn: (...args: unknown[]) => logger.warn(text(args)),
    error: (...args: unknown[]) => {
      const [first = "", ...rest] = text(args).split("\n");
      const stack = rest.map((line) => line.trim()).join("\n");
      if (UNDECODABLE.test(stack)) logger.warn({ err: first }, "a client sent a message that could not be decoded");
      else if (stack) logger.error({ stack }, first);
      else logger.error(first);
    },
  };
}
