/**
 * Assist notes name a Pokémon only to those who may see it: a face-down Active stays unnamed
 * to the opponent and spectators during Pokémon Checkup (found by the random-games leak soak).
 */
import { describe, expect, it } from "vitest";
import { TestTable } from "../testing/table";
import { renderLog } from "./render";

describe("Pokémon Checkup lines", () => {
  it("name a face-down Active to its owner and a judge only", () => {
    const table = new TestTable().startGame("Sprout");
    const active = table.slots("p1.active").slots[0]!.cards[0]!;
    table.do("p1", { type: "flip", cards: [{ zone: "p1.active", pid: active.pid }], faceDown: true });
    table.do("p1", { type: "assist", assist: "checkup" });
    const lines = (seat: "p1" | "p2" | null, judge = false) =>
      JSON.stringify(renderLog("ptcg", table.lastEvents, judge ? { role: "judge" } : seat ? { role: "player", seat } : { role: "spectator" }));
    expect(lines("p1")).toContain("Sprout");
    expect(lines(null, true)).toContain("Sprout");
    // p2's own Active is a face-up Sprout too: look only at p1's checkup line.
    const p1Line = (seat: "p2" | null) =>
      renderLog("ptcg", table.lastEvents, seat ? { role: "player", seat } : { role: "spectator" }).find((e) => e.key === "note.checkup.start" && e.params.player === "p1")!;
    expect(p1Line("p2").params.card).toBe("Pokémon");
    expect(p1Line(null).params.card).toBe("Pokémon");
  });
});
