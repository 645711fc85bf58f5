/**
 * A practice table: one person plays both seats and turns from one side to the other. The
 * turn is a stored table control: undo never takes it back, and every card one seat sees and
 * the other doesn't gets a new public id, so a screen can't follow the hand it stopped seeing.
 */
import { describe, expect, it } from "vitest";
import { createTable } from "../table";
import { renderLog } from "../../log/render";
import { ptcg } from "../../games/ptcg";
import { PlayedGame } from "../../testing/played-game";
import type { Seat } from "../types";

const practice = () => new PlayedGame(ptcg, 42, ptcg.newTableOptions ?? {}, { practice: true }).started();
const pids = (game: PlayedGame, key: string) => game.pile(key).map((card) => card.pid);
const activePid = (game: PlayedGame, seat: Seat) => {
  const zone = game.state.zones[`${seat}.active`]!;
  if (zone.layout !== "slots") throw new Error("active is a slot zone");
  return zone.slots[0]!.cards[0]!.pid;
};

describe("a practice table", () => {
  it("starts with the first seat in view; a table of two players has no practice control", () => {
    expect(createTable(ptcg, ptcg.newTableOptions ?? {}, 1, { practice: true }).controls.practice).toEqual({ view: "p1" });
    expect(createTable(ptcg, ptcg.newTableOptions ?? {}, 1).controls.practice).toBeUndefined();
  });

  it("turns to the other side, giving both hands new ids and leaving the face-up Active's id", () => {
    const game = practice();
    const before = { p1: pids(game, "p1.hand"), p2: pids(game, "p2.hand"), active: activePid(game, "p1") };
    game.do("p1", { type: "practice.view", seat: "p2" });
    expect(game.state.controls.practice).toEqual({ view: "p2" });
    for (const seat of ["p1", "p2"] as const) {
      const after = pids(game, `${seat}.hand`);
      expect(after).toHaveLength(before[seat].length);
      for (const pid of after) expect(before[seat]).not.toContain(pid);
    }
    expect(activePid(game, "p1")).toBe(before.active);
  });

  it("writes a public line: the others read whose side is in view, the seat in view reads its own", () => {
    const game = practice();
    const outcome = game.try({ seat: "p1" }, { type: "practice.view", seat: "p2" });
    if (!outcome.ok) throw new Error(outcome.error.message);
    expect(renderLog(game.definition.id, outcome.events, { role: "spectator" })[0]).toMatchObject({ key: "practice.viewed", params: { player: "p2" } });
    expect(renderLog(game.definition.id, outcome.events, { role: "player", seat: "p1" })[0]).toMatchObject({ key: "practice.viewed", params: { player: "p2" } });
  });

  it("is refused at a table of two players, to a judge, and towards the side already in view", () => {
    const real = new PlayedGame().started();
    expect(real.try({ seat: "p1" }, { type: "practice.view", seat: "p2" })).toMatchObject({ ok: false, error: { code: "practice.not" } });
    const game = practice();
    expect(game.try({ seat: "p1" }, { type: "practice.view", seat: "p1" })).toMatchObject({ ok: false, error: { code: "practice.same" } });
    expect(game.try({ seat: "p1", judge: true }, { type: "practice.view", seat: "p2" })).toMatchObject({ ok: false, error: { code: "authority.player" } });
    expect(game.state.controls.practice).toEqual({ view: "p1" });
  });

  it("shows spectators public information only: no consent to show them the hands", () => {
    const game = practice();
    expect(game.try({ seat: "p1" }, { type: "spectators.hands", show: true })).toMatchObject({ ok: false, error: { code: "practice.sharing" } });
  });

  it("outlives an undo of the moves around it, and is allowed before the deal and after the game", () => {
    const game = practice();
    const seat = game.state.turn.current!;
    game.do(seat, { type: "draw", count: 1 });
    const other: Seat = seat === "p1" ? "p2" : "p1";
    game.do(seat, { type: "practice.view", seat: other });
    const asked = game.askUndo(seat, 1);
    expect(asked.ok).toBe(true);
    game.do(other, { type: "prompt.answer", prompt: game.undoPrompt, accept: true });
    expect(game.state.controls.practice).toEqual({ view: other });
    const early = new PlayedGame(ptcg, 42, ptcg.newTableOptions ?? {}, { practice: true });
    early.do("p1", { type: "practice.view", seat: "p2" });
    expect(early.state.controls.practice).toEqual({ view: "p2" });
    game.do(seat, { type: "concede" });
    game.do(seat, { type: "practice.view", seat: other === "p1" ? "p2" : "p1" });
  });
});
