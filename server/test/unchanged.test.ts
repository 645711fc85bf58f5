/**
 * Actions that would change nothing are refused with `action.unchanged`, as every screen sees
 * it: `look.end` to the top or bottom while not looking, a slot swapped with itself (a retreat
 * too), a flip to the face the card already shows. No screen's table or `seq` moves, no log
 * line is written, and an undo request then offers to take back the last real move, not an
 * invisible one (issue 36, item 4: they used to be answered ok with a new seq).
 */
import "./support/record-websocket"; // first: the SDK picks globalThis.WebSocket when it loads
import type { ClientAction } from "@playmat/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeFirstBasic, winnerGoesFirst } from "./support/demo-setup";
import { createTable, joinTable, startPlaymat, type Seat, type TestServer } from "./support/playmat";
import { truthOf } from "./support/truth";

const PORT = 2582;

let server: TestServer;
let p1: Seat, p2: Seat, spectator: Seat;
const everyone = () => [p1, p2, spectator];
const screens = () => everyone().map((s) => ({ seq: s.state.seq, table: s.screen(), log: s.log.length }));

beforeAll(async () => {
  server = await startPlaymat(PORT);
  p1 = await createTable(server, { roomName: "Unchanged", seed: 11 }, { label: "un-p1", name: "Alice" });
  p2 = await joinTable(server, p1.welcome.roomId, { label: "un-p2", name: "Bob" });
  spectator = await joinTable(server, p1.welcome.roomId, { label: "un-spectator", role: "spectator", name: "Carol" });
  expect((await p1.deck({ demo: "demo-ember-owls" })).ok).toBe(true);
  expect((await p2.deck({ demo: "demo-lantern-vigil" })).ok).toBe(true);
  await winnerGoesFirst(p1, p2);
  for (const seat of [p1, p2]) await placeFirstBasic(seat);
  for (const seat of [p1, p2]) await seat.do({ type: "setup.ready" });
  await Promise.all(everyone().map((s) => s.settle()));
}, 30_000);

afterAll(async () => {
  await server?.shutdown();
});

describe("an action that would change nothing", () => {
  it("is refused with action.unchanged: no screen's table, seq or log moves, and an undo offers the last real move", async () => {
    const mover = p1.state.turn.current === "p2" ? p2 : p1;
    const me = mover.welcome.seat!;
    await mover.do({ type: "coin", count: 1 });
    await Promise.all(everyone().map((s) => s.settle()));
    const before = screens();
    const active = { zone: `${me}.active`, slot: 0 };
    const top = mover.zone(`${me}.active`).slots[0].cards[0];
    expect(top.faceDown).toBe(false);
    const nothing: ClientAction[] = [
      { type: "look.end", to: "top" },
      { type: "look.end", to: "bottom" },
      { type: "swap", a: active, b: active },
      { type: "swap", a: active, b: active, retreat: true },
      { type: "flip", cards: [{ zone: `${me}.active`, pid: top.pid }], faceDown: false },
    ];
    for (const action of nothing) {
      expect(await mover.act(action), JSON.stringify(action)).toEqual({ ok: false, error: { code: "action.unchanged", message: "That would change nothing on the table." } });
    }
    await Promise.all(everyone().map((s) => s.settle()));
    expect(screens()).toEqual(before);

    expect((await mover.undo(1)).ok).toBe(true);
    const prompt = truthOf(p1.welcome.roomId).state.prompts.find((p) => p.kind === "approve-undo")!;
    expect(prompt.data.takes).toMatchObject([{ type: "coin" }]);
  });
});
