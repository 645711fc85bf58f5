/** A player's own counter set by hand (the `counter` action without a stack), on the sandbox's points. */
import { describe, expect, it } from "vitest";
import type { Action } from "../actions";
import { refusedAsUnchanged } from "../unchanged";
import { sandbox } from "../../games/sandbox";
import { TestTable } from "../../testing/table";

describe("a player's counter set by hand", () => {
  const dealt = () => new TestTable(sandbox, {}, 3).do("p1", { type: "sandbox.deal" } as Action);

  it("changes the acting player's own count only, never below zero", () => {
    const t = dealt();
    t.do("p2", { type: "counter", counter: "points", mode: "add", amount: 2 });
    t.do("p2", { type: "counter", counter: "points", mode: "add", amount: -5 });
    expect(t.state.players.p2.counters).toEqual({});
    expect(t.lastEvents).toEqual([{ type: "player-counter.changed", seat: "p2", counter: "points", from: 2, to: 0, by: { seat: "p2" } }]);
  });

  it("refuses a counter the game does not declare for players, changing nothing", () => {
    const t = dealt();
    const before = t.state;
    const result = t.try("p1", { type: "counter", counter: "damage", mode: "add", amount: 1 });
    expect(result.ok || result.error.code).toBe("counter.unknown");
    expect(t.state).toBe(before);
  });

  it("is refused as unchanged when it sets what the player already has", () => {
    const t = dealt();
    const action = { type: "counter", counter: "points", mode: "set", amount: 0 } as const;
    const result = t.try("p1", action);
    expect(result.ok && refusedAsUnchanged(action, result.events)?.error.code).toBe("action.unchanged");
  });
});
