/**
 * A message whose bytes can't be decoded (cut short, or not msgpack at all) is the sender's
 * problem: the server logs one warning line (never a stack trace on the console, which a
 * hostile client could otherwise fill at will), changes nothing, and keeps every other table
 * and client going. A request still gets its answer; a plain message closes its sender, as
 * Colyseus does for a frame it cannot read.
 */
import "./support/record-websocket"; // first: the SDK picks globalThis.WebSocket when it loads
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { captureLogs } from "./support/capture-logs";
import { createTable, joinTable, startPlaymat, type Seat, type TestServer } from "./support/playmat";
import { received } from "./support/record-websocket";

const ACTION = [...Buffer.from("action")];
/** A map that promises two entries and ends: msgpack runs out of data. */
const CUT_SHORT = 0x82;
const ROOM_REQUEST = 21;
const ROOM_DATA = 13;
const ROOM_RESPONSE = 22;
const STATUS_ERROR = 2;
/** Colyseus's close code for a client it dropped over an error. */
const CLOSED_WITH_ERROR = 4002;

let server: TestServer;
let host: Seat;
const logged: string[] = [];
let restore = () => {};

beforeAll(async () => {
  server = await startPlaymat(2588);
  host = await createTable(server, { roomName: "Bad bytes" }, { label: "bad-host", name: "Alice" });
});
afterAll(async () => {
  await server?.shutdown();
});
beforeEach(() => {
  logged.length = 0;
  restore = captureLogs(logged, "info");
});
afterEach(() => restore());

const json = () => logged.map((line) => { try { return JSON.parse(line) as Record<string, unknown>; } catch { return { notJson: line }; } });
const undecodableWarnings = () => json().filter((line) => line.msg === "a client sent a message that could not be decoded");

describe("a message the server can't decode", () => {
  it("as a request: answered with an error, logged as one warning line without a stack, and the table goes on", async () => {
    const before = JSON.stringify(host.state.toJSON());
    host.room.connection.send(new Uint8Array([ROOM_REQUEST, 7, 0xa6, ...ACTION, CUT_SHORT]));
    await host.settle(); // the bad frame was read first: messages are handled in order

    // The answer to request #7: an error that says what was wrong with the bytes.
    const answer = String.fromCharCode(ROOM_RESPONSE, 7, STATUS_ERROR);
    expect(received("bad-host")).toMatch(new RegExp(`${answer}[^]{0,40}Unexpected end of MessagePack data`));

    expect(undecodableWarnings()).toEqual([expect.objectContaining({ level: 40, source: "colyseus", err: expect.stringMatching(/MessagePack/) })]);
    expect(json().filter((line) => "notJson" in line || "stack" in line)).toEqual([]);
    expect(logged.join("\n")).not.toMatch(/\n\s+at /);
    expect(JSON.stringify(host.state.toJSON())).toBe(before);
    expect((await host.chat("still here")).ok).toBe(true);
  });

  it("as a plain message: its sender is closed, one warning line, and the other clients play on", async () => {
    const stranger = await joinTable(server, host.welcome.roomId, { label: "bad-stranger", role: "spectator", name: "Mallory" });
    const closed = new Promise<number>((resolve) => stranger.room.onLeave((code) => resolve(code)));
    stranger.room.connection.send(new Uint8Array([ROOM_DATA, 0xa6, ...ACTION, CUT_SHORT]));

    expect(await closed).toBe(CLOSED_WITH_ERROR);
    expect(undecodableWarnings()).toHaveLength(1);
    expect(json().filter((line) => "notJson" in line || "stack" in line)).toEqual([]);
    expect((await host.chat("still here")).ok).toBe(true);
  });
});
