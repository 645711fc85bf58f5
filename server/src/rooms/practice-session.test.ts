/**
 * A practice table's session: the seat in view is a stored table control that a restart brings
 * back, and an undo needs no consent from "the other player", who is the same person.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { act, playSetup, ptcg } from "../../test/support/engine-game";
import { openDatabase, type Database } from "../store/database";
import { GameStore, type RoomRecord } from "../store/game-store";
import { TableSchema } from "../sync/schema";
import { TableSession } from "./table-session";

let db: Kysely<Database>;
let store: GameStore;
let rooms = 0;

const room = (practice: boolean): Omit<RoomRecord, "status"> & { replayId: string } => ({
  id: `practice${++rooms}`, game: "ptcg", options: {}, seed: 7, name: "T", passwordHash: null, judgeCodeHash: "x", seats: {},
  replayId: `replay-practice${rooms}`, settings: { spectatorChat: false, ...(practice && { practice: true as const }) },
});

beforeAll(async () => {
  db = await openDatabase(":memory:");
  store = new GameStore(db, 5);
});
afterAll(() => db.destroy());

describe("a practice table's session", () => {
  it("keeps the seat in view through a restart, snapshots and all", async () => {
    const session = await TableSession.create(store, room(true), ptcg, new TableSchema());
    expect(session.state.controls.practice).toEqual({ view: "p1" });
    await playSetup(session);
    await act(session, "p1", { type: "practice.view", seat: "p2" });
    const back = TableSession.restore(store, (await store.loadRoom(session.roomId))!, ptcg, new TableSchema());
    expect(back.state.controls.practice).toEqual({ view: "p2" });
    expect(back.state).toEqual(session.state);
    // The schema every screen reads says which side is in view.
    expect(back.projector.schema.practiceView).toBe("p2");
  });

  it("a table of two players, and a room stored before practice tables, restore without one", async () => {
    const session = await TableSession.create(store, room(false), ptcg, new TableSchema());
    await playSetup(session);
    const saved = (await store.loadRoom(session.roomId))!;
    const back = TableSession.restore(store, { ...saved, room: { ...saved.room, settings: { spectatorChat: false } } }, ptcg, new TableSchema());
    expect(back.state.controls.practice).toBeUndefined();
    expect(back.projector.schema.practiceView).toBe("");
  });

  it("takes back the last moves of either seat at once, with no question left open", async () => {
    const session = await TableSession.create(store, room(true), ptcg, new TableSchema());
    await playSetup(session);
    const seat = session.state.turn.current!;
    const other = seat === "p1" ? "p2" : "p1";
    const before = session.state.zones[`${seat}.hand`];
    await act(session, seat, { type: "draw", count: 1 });
    await act(session, seat, { type: "turn.end" });
    await act(session, other, { type: "draw", count: 1 });
    const reply = await session.requestUndo({ seat }, 3);
    expect(reply.ok).toBe(true);
    expect(session.state.prompts).toEqual([]);
    expect(session.state.turn.current).toBe(seat);
    expect(session.history.at(-1)!.action).toMatchObject({ type: "undo", count: 3, askedBy: seat });
    const hand = session.state.zones[`${seat}.hand`]!;
    if (hand.layout !== "pile" || before?.layout !== "pile") throw new Error("hands are piles");
    expect(hand.cards.map((c) => c.uid)).toEqual(before.cards.map((c) => c.uid));
  });

  it("at a table of two players, still asks the opponent", async () => {
    const session = await TableSession.create(store, room(false), ptcg, new TableSchema());
    await playSetup(session);
    const seat = session.state.turn.current!;
    await act(session, seat, { type: "draw", count: 1 });
    expect((await session.requestUndo({ seat }, 1)).ok).toBe(true);
    expect(session.state.prompts.map((p) => p.kind)).toEqual(["approve-undo"]);
  });
});
