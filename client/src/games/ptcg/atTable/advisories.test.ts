import { describe, expect, it } from "vitest";
import { addAdvisory, advisoriesFor, ADVISORY_TTL_MS, parseTarget } from "../../../table/advisories";

describe("advisory notes", () => {
  const note = (code: string, target: string, at: number) => ({ code, target, params: {}, at });

  it("keeps one note for the same warning arriving from the reply and the log", () => {
    let list = addAdvisory([], note("ptcg.energy.second", "p1.active:0", 1000), 1);
    list = addAdvisory(list, note("ptcg.energy.second", "p1.active:0", 1500), 2);
    expect(list).toHaveLength(1);
    list = addAdvisory(list, note("ptcg.energy.second", "p1.bench:1", 1600), 3);
    expect(list).toHaveLength(2);
  });

  it("counts the same warning raised again later on the note shown, which moves last and starts its time again", () => {
    let list = addAdvisory([], note("ptcg.energy.second", "p1.active:0", 1000), 1);
    list = addAdvisory(list, note("ptcg.supporter.second", "", 2000), 2);
    list = addAdvisory(list, note("ptcg.energy.second", "p1.active:0", 6000), 3);
    list = addAdvisory(list, note("ptcg.energy.second", "p1.active:0", 6400), 4);
    expect(list.map(({ id, code, at, count }) => ({ id, code, at, count }))).toEqual([
      { id: 2, code: "ptcg.supporter.second", at: 2000, count: undefined },
      { id: 1, code: "ptcg.energy.second", at: 6000, count: 2 },
    ]);
  });

  it("forgets old notes", () => {
    const list = addAdvisory([{ id: 1, ...note("a", "x", 0) }], note("b", "y", ADVISORY_TTL_MS + 1), 2);
    expect(list.map((n) => n.code)).toEqual(["b"]);
  });

  it("finds the notes of a zone, and optionally of its slots", () => {
    const list = [
      { id: 1, ...note("a", "p1.bench", 0) },
      { id: 2, ...note("b", "p1.bench:2", 0) },
    ];
    expect(advisoriesFor(list, "p1.bench").map((n) => n.code)).toEqual(["a"]);
    expect(advisoriesFor(list, "p1.bench", true).map((n) => n.code)).toEqual(["a", "b"]);
  });

  it("reads targets", () => {
    expect(parseTarget("p1.active:0")).toEqual({ zone: "p1.active", slot: 0 });
    expect(parseTarget("stadium")).toEqual({ zone: "stadium" });
    expect(parseTarget(undefined)).toBeNull();
  });
});
