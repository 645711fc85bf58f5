/**
 * A refused join (or a table the server has no room for) carries, after its English sentence, the
 * code and params the client words it with in the player's language (docs/protocol.md, "Join
 * refusals"): what a Colyseus client receives, against a real server.
 */
import { Client } from "@colyseus/sdk";
import { readRefusal } from "@playmat/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTable, startPlaymat, type TestServer } from "./support/playmat";

/** The message of the error a join with these options is refused with. */
async function refusalOf(server: TestServer, roomId: string, options: Record<string, unknown>): Promise<string> {
  const error = await new Client(server.url).joinById(roomId, options).then(
    () => undefined,
    (failure: unknown) => failure,
  );
  if (!(error instanceof Error)) throw new Error(`the join with ${JSON.stringify(options)} was not refused`);
  return error.message;
}

describe("join refusals on the wire", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startPlaymat(2597);
  });
  afterAll(async () => {
    await server?.shutdown();
  });

  it("each says its English first, then its code and params", async () => {
    const p1 = await createTable(server, { roomName: "Coded", password: "pw-coded", judgeCode: "jc-coded" }, { label: "code-p1", name: "Ann" });
    const roomId = p1.welcome.roomId;
    const refusals: [Record<string, unknown>, string, string, Record<string, unknown>][] = [
      [{ role: "spectator" }, "This room has a password: enter it to join.", "join.password.needed", {}],
      [{ role: "spectator", password: "guess" }, "Wrong room password.", "join.password.wrong", {}],
      [{ role: "judge", password: "pw-coded" }, "Enter the room's judge code to join as judge.", "join.judge-code.needed", {}],
      [{ role: "judge", password: "pw-coded", judgeCode: "guess" }, "Wrong judge code.", "join.judge-code.wrong", {}],
      [{ name: "Eve", password: "pw-coded", seat: "p1" }, "Seat p1 is taken.", "join.seat.taken", { seat: "p1" }],
      [{ role: "admin", password: "pw-coded" }, expect.stringMatching(/^Invalid join options: role: /) as never, "join.options", { problem: expect.stringMatching(/^role: /) }],
    ];
    for (const [options, english, code, params] of refusals) {
      const message = await refusalOf(server, roomId, options);
      expect(readRefusal(message), JSON.stringify(options)).toEqual({ code, params, message: english });
    }
    await p1.leave();
  });

});

describe("a table past the server's ceiling", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startPlaymat(2598, { maxTables: 1 });
  });
  afterAll(async () => {
    await server?.shutdown();
  });

  it("is refused with table.server-full and the ceiling", async () => {
    const first = await createTable(server, { roomName: "The one" }, { label: "code-one", name: "Ann" });
    const error = await new Client(server.url).create("table", { roomName: "One too many", name: "Bo", role: "player" }).then(
      () => undefined,
      (failure: unknown) => failure as Error,
    );
    expect(error?.message).toMatch(/^This server is full: it holds 1 table, the most it takes\./);
    expect(readRefusal(error!.message)).toMatchObject({ code: "table.server-full", params: { max: 1 } });
    await first.leave();
  });
});
