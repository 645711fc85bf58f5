/**
 * A message of a type the room doesn't know, from an SDK client: a request is answered, and a
 * plain send hears an `error` message, both in Playmat's shape (`message.unknown`), never in
 * Colyseus's own words; an empty type is said to be missing, not named "undefined". Nothing on
 * the table changes, and the sender plays on.
 */
import "./support/record-websocket"; // first: the SDK picks globalThis.WebSocket when it loads
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTable, joinTable, startPlaymat, type Seat, type TestServer } from "./support/playmat";
import { received } from "./support/record-websocket";

let server: TestServer;
let host: Seat;

beforeAll(async () => {
  server = await startPlaymat(2607);
  host = await createTable(server, { roomName: "Unknown types" }, { label: "unknown-host", name: "Alice" });
});
afterAll(async () => {
  await server?.shutdown();
});

const unknown = (message: string) => ({ ok: false, error: { code: "message.unknown", message } });
const NO_TYPE = "A message needs a type: this one came without one.";

describe("a message of a type the room doesn't know", () => {
  it("as a request: answered with message.unknown, naming the type", async () => {
    const before = JSON.stringify(host.state.toJSON());
    expect(await host.room.request("no.such.request", { any: "payload" })).toEqual(unknown('Unknown message "no.such.request".'));
    expect(await host.room.request(7 as unknown as string)).toEqual(unknown('Unknown message "7".'));
    // "*" is the room's fallback, not a type to ask for by name.
    expect(await host.room.request("*", { x: 1 })).toEqual(unknown('Unknown message "*".'));
    expect(await host.room.request("")).toEqual(unknown(NO_TYPE));
    expect(JSON.stringify(host.state.toJSON())).toBe(before);
    expect((await host.chat("still here")).ok).toBe(true);
  });

  it("as a plain send: the error message says the same", async () => {
    const watcher = await joinTable(server, host.welcome.roomId, { label: "unknown-watcher", role: "spectator", name: "Walt" });
    const heard: unknown[] = [];
    watcher.room.onMessage("error", (error: unknown) => heard.push(error));
    watcher.room.send("no.such.message", { any: "payload" });
    watcher.room.send("");
    await watcher.settle();
    expect(heard).toEqual([unknown('Unknown message "no.such.message".'), unknown(NO_TYPE)]);
  });

  it("never reaches the client in Colyseus's words", () => {
    for (const label of ["unknown-host", "unknown-watcher"]) {
      expect(received(label)).toContain("message.unknown");
      expect(received(label)).not.toMatch(/onMessage|no_handler|not registered|undefined/);
    }
  });
});
