import { describe, expect, it } from "vitest";
import { Scene } from "./testkit";

describe("Stadiums (seed 001 §4.3)", () => {
  it("a Stadium with the same name as the one in play draws a warning, and it is still played", () => {
    const table = new Scene().start();
    table.play(table.me, "Sunny Park", { zone: "stadium" });
    table.toTurn(2).play(table.me, "Sunny Park", { zone: "stadium" });
    expect(table.codes()).toEqual(["ptcg.stadium.same-name"]);
    expect(table.lastAdvisories[0]).toMatchObject({ target: "stadium", params: { name: "Sunny Park" } });
    expect(table.names("stadium")).toEqual(["Sunny Park", "Sunny Park"]);
  });

  it("a Stadium with another name replaces the one in play without a warning", () => {
    const table = new Scene().start();
    table.play(table.me, "Sunny Park", { zone: "stadium" });
    table.toTurn(2).play(table.me, "Sky Field", { zone: "stadium" });
    expect(table.codes()).toEqual([]);
  });
});
