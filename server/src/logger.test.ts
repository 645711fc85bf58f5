import { unpack } from "msgpackr";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { colyseusLogger, logLevelFrom } from "./logger";

function capture() {
  const lines: Record<string, unknown>[] = [];
  const base = pino({ level: "trace", base: undefined }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { lines, logger: colyseusLogger(base) };
}

const undecodable = (): Error => {
  try {
    unpack(Buffer.from([0x82]));
  } catch (error) {
    return error as Error;
  }
  throw new Error("msgpackr decoded a map that ends before its entries");
};

describe("Colyseus's messages, as the server logs them", () => {
  it("a frame the decoder couldn't read is one warning line, without the stack", () => {
    const { lines, logger } = capture();
    logger.error(undecodable().stack);
    expect(lines).toEqual([{ level: 40, time: expect.any(Number), source: "colyseus", err: expect.stringMatching(/^Error: Unexpected end of MessagePack data/), msg: "a client sent a message that could not be decoded" }]);
  });

  it("any other error keeps its stack, in a field of its own line", () => {
    const { lines, logger } = capture();
    logger.error(new Error("onDispose failed").stack);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, source: "colyseus", msg: "Error: onDispose failed", stack: expect.stringMatching(/^at /) });
  });

  it("the rest passes through at its own level, its arguments formatted as the console would", () => {
    const { lines, logger } = capture();
    logger.info("room %s restored with %d seats", "abc", 2);
    logger.warn("option \"seed\" has internal usage");
    expect(lines.map(({ level, msg }) => [level, msg])).toEqual([[30, "room abc restored with 2 seats"], [40, 'option "seed" has internal usage']]);
  });
});

describe("LOG_LEVEL", () => {
  it("names one of pino's levels, in any case", () => {
    expect(logLevelFrom({ LOG_LEVEL: "debug" })).toBe("debug");
    expect(logLevelFrom({ LOG_LEVEL: " WARN " })).toBe("warn");
    expect(logLevelFrom({ LOG_LEVEL: "silent" })).toBe("silent");
  });

  it("empty or unknown is the default, so a typo doesn't stop the server", () => {
    expect(logLevelFrom({ LOG_LEVEL: "" })).toBe("info");
    expect(logLevelFrom({ LOG_LEVEL: "verbose" })).toBe("info");
    expect(logLevelFrom({})).toBe("info");
    expect(logLevelFrom({ LOG_LEVEL: "", VITEST: "true" })).toBe("warn");
    expect(() => pino({ level: logLevelFrom({ LOG_LEVEL: "verbose" }) })).not.toThrow();
  });
});
