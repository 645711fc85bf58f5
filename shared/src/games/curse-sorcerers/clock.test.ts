/**
 * §8.2 게임 진행 규칙: "시간 제한: 40분 (게임 하나). 초과할 경우: 경고 1회, 2회 초과: 패배 처리".
 * The clock starts at the server's stamp on the action that begins play, both players read it,
 * the first turn ended past 40 minutes warns its player, the second asks the judge (or both
 * players) to confirm the game loss, and nothing ends by itself. A casual table has no clock.
 */
import { describe, expect, it } from "vitest";
import { SorcererTable } from "./testing/scene";

const START = Date.UTC(2026, 0, 1, 10, 0, 0);
const minutes = (n: number) => START + n * 60_000;

/** A table whose actions the server stamps, from the keeps that begin play at START. */
function clocked(options: Record<string, unknown> = {}): SorcererTable {
  const t = SorcererTable.dealt(options);
  t.clock = START;
  return t.do("p1", { type: "curse-sorcerers.keep" }).do("p2", { type: "curse-sorcerers.keep" });
}

const endTurn = (t: SorcererTable, at: number) => {
  t.clock = at;
  return t.do(t.state.turn.current!, { type: "turn.end" });
};

describe("§8.2 the 40-minute game clock", () => {
  it("starts when play begins, at the server's stamp, on both players' counters", () => {
    const t = clocked();
    expect(t.state.players.p1.counters["clock-start"]).toBe(START / 1000);
    expect(t.state.players.p2.counters["clock-start"]).toBe(START / 1000);
  });

  it("counts nothing within the 40 minutes", () => {
    const t = clocked();
    endTurn(t, minutes(39));
    expect(t.lastAdvisories.filter((a) => a.code.includes("clock"))).toEqual([]);
    expect(t.state.players.p1.counters["clock-overruns"]).toBeUndefined();
  });

  it("warns once for the first turn ended past 40 minutes: 경고 1회", () => {
    const t = clocked();
    const first = t.state.turn.current!;
    endTurn(t, minutes(41));
    expect(t.state.players[first].counters["clock-overruns"]).toBe(1);
    expect(t.lastAdvisories.filter((a) => a.code.includes("clock"))).toEqual([expect.objectContaining({ code: "curse-sorcerers.clock.overrun", source: "seed 004 §8.2", params: { player: first, count: 1, minutes: 40 } })]);
    expect(t.state.prompts.filter((p) => p.kind === "confirm-win")).toEqual([]);
  });

  it("offers a game loss to confirm on the second overrun, never ending the game itself: 2회 초과 패배 처리", () => {
    const t = clocked();
    const slow = t.state.turn.current!;
    endTurn(t, minutes(41));
    endTurn(t, minutes(43)); // the other player's overrun: its first, a warning
    endTurn(t, minutes(45));
    expect(t.state.players[slow].counters["clock-overruns"]).toBe(2);
    const asked = t.state.prompts.filter((p) => p.kind === "confirm-win");
    const winner = slow === "p1" ? "p2" : "p1";
    expect(asked.map((p) => [p.to, p.data.winner, p.data.reason])).toEqual([["p1", winner, "clock"], ["p2", winner, "clock"]]);
    expect(t.state.phase).toBe("playing");
    // A judge confirms for both seats: only then does the game end.
    for (const p of asked) t.do(p.to, { type: "prompt.answer", prompt: p.id, accept: true }, true);
    expect(t.state).toMatchObject({ phase: "finished", winner, winReason: "clock" });
  });

  it("goes on when the loss is declined", () => {
    const t = clocked();
    for (const at of [41, 43, 45]) endTurn(t, minutes(at));
    const asked = t.state.prompts.find((p) => p.kind === "confirm-win")!;
    t.do(asked.to, { type: "prompt.answer", prompt: asked.id, accept: false });
    expect(t.state.prompts.filter((p) => p.kind === "confirm-win")).toEqual([]);
    expect(t.state.phase).toBe("playing");
  });

  it("is off on a casual table, and on actions the server never stamped (a table stored before the clock)", () => {
    const casual = clocked({ gameClock: false });
    expect(casual.state.players.p1.counters["clock-start"]).toBeUndefined();
    endTurn(casual, minutes(90));
    expect(casual.lastAdvisories.filter((a) => a.code.includes("clock"))).toEqual([]);
    const unstamped = SorcererTable.playing();
    expect(unstamped.state.players.p1.counters["clock-start"]).toBeUndefined();
  });
});
