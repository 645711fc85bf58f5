import { describe, expect, it } from "vitest";
import { renderLog } from "../../../log/render";
import { Scene } from "../testing/advisory-scene";

describe("evolving (seed 001 §4.2, seed 000)", () => {
  it("evolving a Pokémon that was put onto the Bench this turn draws a warning, and it still evolves", () => {
    const table = new Scene().start().toTurn(3);
    const { me } = table;
    table.play(me, "Sprout", { zone: `${me}.bench`, slot: 0 });
    table.play(me, "Bloom", { zone: `${me}.bench`, slot: 0, as: "onto" });
    expect(table.codes()).toEqual(["ptcg.evolve.same-turn"]);
    expect(table.lastAdvisories[0]).toMatchObject({ target: `${me}.bench:0`, params: { name: "Bloom", reason: "new" } });
    expect(table.topName(`${me}.bench`)).toBe("Bloom");
  });

  it("evolving the same Pokémon twice in one turn draws a warning", () => {
    const table = new Scene().start().toTurn(3);
    const { me } = table;
    table.play(me, "Bloom", { zone: `${me}.active`, slot: 0, as: "onto" });
    expect(table.codes()).toEqual([]);
    table.play(me, "Blossom ex", { zone: `${me}.active`, slot: 0, as: "onto" });
    expect(table.codes()).toEqual(["ptcg.evolve.same-turn"]);
    expect(table.topName(`${me}.active`)).toBe("Blossom ex");
  });

  it("a Pokémon in play since an earlier turn evolves without a warning", () => {
    const table = new Scene().start().toTurn(3);
    table.play(table.me, "Bloom", { zone: `${table.me}.active`, slot: 0, as: "onto" });
    expect(table.codes()).toEqual([]);
  });

  it("evolving during the first player's first turn draws a warning", () => {
    const table = new Scene().start();
    table.play(table.me, "Bloom", { zone: `${table.me}.active`, slot: 0, as: "onto" });
    expect(table.codes()).toEqual(["ptcg.evolve.first-turn"]);
    expect(table.topName(`${table.me}.active`)).toBe("Bloom");
  });

  it("evolving during the second player's first turn draws a warning too", () => {
    const table = new Scene().start().toTurn(2);
    table.play(table.me, "Bloom", { zone: `${table.me}.active`, slot: 0, as: "onto" });
    expect(table.codes()).toEqual(["ptcg.evolve.first-turn"]);
  });

  it("a Stage 2 put straight onto a Basic without Rare Candy draws a warning", () => {
    const table = new Scene().start().toTurn(3);
    table.play(table.me, "Blossom ex", { zone: `${table.me}.active`, slot: 0, as: "onto" });
    expect(table.codes()).toEqual(["ptcg.evolve.wrong-stage"]);
    expect(table.lastAdvisories[0]!.params).toEqual({ name: "Blossom ex", onto: "Sprout", evolvesFrom: "Bloom" });
    expect(table.topName(`${table.me}.active`)).toBe("Blossom ex");
  });

  it("never names a face-down Pokémon it went onto: the warning reaches the opponent too", () => {
    const table = new Scene().start().toTurn(1);
    const { me } = table;
    table.play(me, "Pebble", { zone: `${me}.bench`, slot: 0 });
    table.toTurn(3);
    const pebble = table.stack(`${me}.bench`).cards[0]!;
    table.do(me, { type: "flip", cards: [{ zone: `${me}.bench`, pid: pebble.pid }], faceDown: true });
    // The Active Sprout, face up for everyone, goes onto the face-down Pebble as if evolving it.
    const sprout = table.stack(`${me}.active`).cards[0]!;
    table.do(me, { type: "move", cards: [{ zone: `${me}.active`, pid: sprout.pid }], to: { zone: `${me}.bench`, slot: 0, as: "onto" } });
    expect(table.codes()).toContain("ptcg.evolve.wrong-stage");
    const warning = table.lastAdvisories.find((a) => a.code === "ptcg.evolve.wrong-stage")!;
    expect(warning.params).toEqual({ name: "Sprout", evolvesFrom: "" });
    // What the opponent's and a spectator's logs say of this move names no Pebble.
    for (const viewer of [{ role: "player", seat: table.you }, { role: "spectator" }] as const) {
      expect(JSON.stringify(renderLog("ptcg", table.lastEvents, viewer, 0))).not.toContain("Pebble");
    }
    expect(JSON.stringify(renderLog("ptcg", table.lastEvents, { role: "player", seat: me }, 0))).toContain("Pebble");
  });

  it("an evolution onto a Pokémon of another line draws a warning", () => {
    const table = new Scene().start().toTurn(1);
    const { me } = table;
    table.play(me, "Pebble", { zone: `${me}.bench`, slot: 0 });
    table.toTurn(3).play(me, "Bloom", { zone: `${me}.bench`, slot: 0, as: "onto" });
    expect(table.codes()).toEqual(["ptcg.evolve.wrong-stage"]);
  });
});
