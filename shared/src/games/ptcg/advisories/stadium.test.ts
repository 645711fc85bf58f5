import { describe, expect, it } from "vitest";
import { Scene } from "../testing/advisory-scene";

describe("Stadiums (seed 001 §4.3)", () => {
  it("a Stadium with the same name as the one in play draws a warning, and it is still played", () => {
    const table = new Scene().start();
    table.play(table.me, "Sunny Park", { zone: "stadium" });
    table.toTurn(2).play(table.me, "Sunny Park", { zone: "stadium" });
    expect(table.codes()).toEqual(["ptcg.stadium.same-name"]);
    expect(table.lastAdvisories[0]).toMatchObject({ target: "stadium", params: { name: "Sunny Park" } });
    expect(table.names("stadium")).toEqual(["Sunny Park", "Sunny Park"]);
  });

  it("a Stadium played over another says the replaced one goes to its owner's discard pile, and moves nothing", () => {
    const table = new Scene().start();
    const first = table.me;
    table.play(first, "Sunny Park", { zone: "stadium" });
    expect(table.codes()).toEqual([]);
    table.toTurn(2).play(table.me, "Sky Field", { zone: "stadium" });
    expect(table.codes()).toEqual(["ptcg.stadium.replaced"]);
    expect(table.lastAdvisories[0]).toMatchObject({ target: "stadium", params: { name: "Sunny Park", owner: first } });
    // A warning only: the replaced Stadium waits under the new one until a player moves it.
    expect(table.names("stadium")).toEqual(["Sky Field", "Sunny Park"]);
    expect(table.names(`${first}.discard`)).toEqual([]);
  });

  it("says nothing more once the replaced Stadium is in the discard pile", () => {
    const table = new Scene().start();
    const first = table.me;
    table.play(first, "Sunny Park", { zone: "stadium" });
    table.toTurn(2).play(table.me, "Sky Field", { zone: "stadium" });
    const replaced = table.pile("stadium").cards[1]!;
    table.do(first, { type: "move", cards: [{ zone: "stadium", pid: replaced.pid }], to: { zone: `${first}.discard` } });
    expect(table.codes()).toEqual([]);
    expect(table.names("stadium")).toEqual(["Sky Field"]);
  });
});
