/**
 * Creating a table with options the server can't take: the client is told, in one line, which
 * option and what is wrong with it; nothing is stored, listed or counted against the server's
 * tables, and the refusal is not logged as a server fault.
 */
import { Client } from "@colyseus/sdk";
import { matchMaker } from "@colyseus/core";
import { ROOM_NAME } from "@playmat/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { roomServices } from "../src/rooms/services";
import { createTable, startPlaymat, type TestServer } from "./support/playmat";

const PASSWORD_TOO_LONG = "secret-".repeat(10);

function nested(depth: number): unknown {
  return depth === 0 ? "deep" : { more: nested(depth - 1) };
}

const refusals: [string, Record<string, unknown>, string][] = [
  ["a room name that is a number", { roomName: 7 }, "Invalid room options: roomName: Invalid input: expected string, received number."],
  ["an empty room name", { roomName: "  " }, "Invalid room options: roomName: Too small: expected string to have >=1 characters."],
  ["a password over 64 characters", { password: PASSWORD_TOO_LONG }, "Invalid room options: password: Too big: expected string to have <=64 characters."],
  ["spectator chat as a string", { spectatorChat: "yes" }, "Invalid room options: spectatorChat: Invalid input: expected boolean, received string."],
  ["game options as a list", { options: [5] }, "Invalid room options: options: Invalid input: expected record, received array."],
  ["a game this server doesn't have", { game: "chess" }, 'Unknown game "chess".'],
  ["a bench of 99", { options: { benchSize: 99 } }, "Invalid game options: benchSize: Too big: expected number to be <=8."],
  ["a bench size in words", { options: { benchSize: "five" } }, "Invalid game options: benchSize: Invalid input: expected number, received string."],
  ["options nested past the limit", { options: { deep: nested(12) } }, "Invalid room options: the payload is nested deeper than 8 levels."],
];

describe("creating a table with bad options, against a real server", () => {
  let server: TestServer;
  beforeAll(async () => {
    // One table at most: a refused create that kept a place would block the good one below.
    server = await startPlaymat(2585, { maxTables: 1 });
  });
  afterAll(async () => {
    await server?.shutdown();
  });

  it.each(refusals)("refuses %s with a clear message", async (_what, options, message) => {
    const printed = vi.spyOn(console, "error");
    const refusal = new Client(server.url).create(ROOM_NAME, { ...options, name: "Eve" });
    await expect(refusal).rejects.toThrow(message);
    await refusal.catch((error: Error) => expect(error.message).not.toContain("secret-"));
    expect(printed).not.toHaveBeenCalled();
    printed.mockRestore();
  });

  it("stored, listed and counted none of them", async () => {
    expect(await roomServices.store!.listUnfinished()).toEqual([]);
    expect(await matchMaker.query({ name: ROOM_NAME })).toEqual([]);
    const table = await createTable(server, { roomName: "Good", options: { benchSize: 8 } }, { label: "create-ok", name: "Ann" });
    expect(table.welcome.role).toBe("player");
    expect(table.state.zones.get("p1.bench")?.slots.length).toBe(8);
  });
});
