/** Structured logs (pino). Never log a seed, a judge code, a password or a hidden card. */
import { format } from "node:util";
import pino, { type Logger } from "pino";

export const log = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" || process.env.VITEST ? "warn" : "info"),
  base: undefined,
});

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
