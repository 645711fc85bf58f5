/**
 * Game records from inside the room: building one goes through the whole game on the event
 * loop every table shares, so a client gets a few at once and then one every few seconds;
 * asking again when nothing has happened since answers with the record already built.
 */
import type { Client } from "@colyseus/core";
import { MESSAGES, type RecordReply } from "@playmat/shared";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { act, playSetup, ptcg } from "../../test/support/engine-game";
import { openDatabase, type Database } from "../store/database";
import { GameStore } from "../store/game-store";
import { TableSchema } from "../sync/schema";
import { DEFAULT_RECORD_BUILDS } from "./record-builds";
import { historyMessages } from "./table-history";
import { TableSession } from "./table-session";

let db: Kysely<Database>;
let session: TableSession;
beforeAll(async () => {
  db = await openDatabase(":memory:");
  const store = new GameStore(db, 50);
  session = await TableSession.create(store, {
    id: "h1", game: "ptcg", options: {}, seed: 5, name: "T", passwordHash: null, judgeCodeHash: "x", seats: {}, replayId: "replay-h1", settings: { spectatorChat: false },
  }, ptcg, new TableSchema());
  await playSetup(session);
});
afterAll(() => db.destroy());

describe("asking the room for the game record", () => {
  it("builds a few at once, then one every few seconds; a record already built is always given", async () => {
    let now = 0;
    const messages = historyMessages({ session: () => session, names: () => ({ name: "T", players: { p1: "Alice", p2: "Bob" } }), clock: () => now });
    const ask = async (client: object) => (await messages[MESSAGES.record](client as Client, {})) as RecordReply;
    const alice = { userData: { role: "player", seat: "p1", name: "Alice" } };
    const bob = { userData: { role: "player", seat: "p2", name: "Bob" } };
    const move = () => act(session, session.state.turn.current!, { type: "coin", count: 1 });

    for (let i = 0; i < DEFAULT_RECORD_BUILDS.burst; i++) {
      await move();
      expect((await ask(alice)).ok).toBe(true);
      expect((await ask(alice)).ok).toBe(true); // nothing happened since: the same record, no build
    }
    await move();
    expect(await ask(alice)).toEqual({ ok: false, error: { code: "record.too-fast", message: "You asked for the game record too often: ask again in 5 seconds." } });
    expect((await ask(bob)).ok).toBe(true); // each client has its own allowance

    now += 1000 / DEFAULT_RECORD_BUILDS.perSecond;
    const reply = await ask(alice);
    expect(reply.ok && reply.record.steps.at(-1)).toMatchObject({ seq: session.state.seq });
  });
});
