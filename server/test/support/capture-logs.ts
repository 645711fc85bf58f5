import pino from "pino";
import { vi } from "vitest";
import { log } from "../../src/logger";

/**
 * Everything the server logs from now on, into `into`: pino's lines (at `level`, its stream
 * shared by every child logger) and whatever reaches the console. Returns what puts both back.
 */
export function captureLogs(into: string[], level: pino.LevelWithSilent = "trace"): () => void {
  const stream = (log as unknown as Record<symbol, { write(chunk: string): boolean }>)[pino.symbols.streamSym]!;
  const write = stream.write;
  stream.write = (chunk: string) => (into.push(String(chunk)), true);
  const was = log.level;
  log.level = level;
  const spies = (["log", "info", "warn", "error", "debug"] as const).map((method) =>
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void into.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : typeof a === "string" ? a : JSON.stringify(a))).join(" "))),
  );
  return () => {
    stream.write = write;
    log.level = was;
    for (const spy of spies) spy.mockRestore();
  };
}
