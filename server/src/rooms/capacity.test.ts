import { describe, expect, it } from "vitest";
import { fullMessage, spectatorsFullMessage } from "./capacity";

describe("the refusals of a full server or table", () => {
  it("read right for a limit of one", () => {
    expect(spectatorsFullMessage(1)).toBe("This table has 1 spectator, the most it takes. Try again when one has left.");
    expect(fullMessage(1)).toBe("This server is full: it holds 1 table, the most it takes. Try again when a game has ended.");
  });

  it("count more than one in the plural", () => {
    expect(spectatorsFullMessage(40)).toBe("This table has 40 spectators, the most it takes. Try again when one has left.");
    expect(fullMessage(2000)).toBe("This server is full: it holds 2000 tables, the most it takes. Try again when a game has ended.");
  });
});
