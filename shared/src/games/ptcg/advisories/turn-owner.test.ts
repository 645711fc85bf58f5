import { describe, expect, it } from "vitest";
import { Scene } from "../testing/advisory-scene";

describe("out of turn (seed 001 §13.6: Playmat warns instead of refusing)", () => {
  it("drawing during the opponent's turn draws a warning, and the card is still drawn", () => {
    const table = new Scene().start();
    const { you } = table;
    const hand = table.hand(you).length;
    table.do(you, { type: "draw", count: 1 });
    expect(table.codes()).toEqual(["table.not-your-turn"]);
    expect(table.lastAdvisories[0]!.params).toMatchObject({ action: "draw", current: table.me });
    expect(table.hand(you)).toHaveLength(hand + 1);
  });

  it("attaching, attacking and ending the turn out of turn draw warnings, and all still happen", () => {
    const table = new Scene().start();
    const { me, you } = table;
    table.play(you, "Basic Psychic Energy", { zone: `${you}.active`, slot: 0, as: "attach" });
    expect(table.codes()).toEqual(["table.not-your-turn"]);
    table.do(you, { type: "attack", stack: { zone: `${you}.active`, slot: 0 }, name: "Tackle" });
    expect(table.codes()).toEqual(["table.not-your-turn"]);
    table.do(you, { type: "turn.end" });
    expect(table.codes()).toEqual(["table.not-your-turn"]);
    expect(table.state.turn.current).toBe(you);
    expect(table.stack(`${you}.active`).attached).toHaveLength(1);
    expect(me).not.toBe(you);
  });

  it("the player whose turn it is draws, plays and ends the turn without a warning", () => {
    const table = new Scene().start();
    const { me } = table;
    table.do(me, { type: "draw", count: 1 });
    expect(table.codes()).toEqual([]);
    table.play(me, "Pebble", { zone: `${me}.bench`, slot: 0 });
    expect(table.codes()).toEqual([]);
    table.do(me, { type: "turn.end" });
    expect(table.codes()).toEqual([]);
  });

  it("out of turn, promoting a new Active, shuffling, answering and drawing a new hand (Iono) are fine", () => {
    const table = new Scene().start().toTurn(2);
    const { me, you } = table;
    table.play(you, "Pebble", { zone: `${you}.bench`, slot: 0 });
    table.toTurn(3);
    table.do(me, { type: "assist", assist: "knockout", params: { zone: `${you}.active`, slot: 0 } });
    table.do(you, { type: "move.stack", from: { zone: `${you}.bench`, slot: 0 }, to: { zone: `${you}.active`, slot: 0 } });
    expect(table.codes()).toEqual([]);
    table.do(you, { type: "shuffle", zone: `${you}.deck` });
    expect(table.codes()).toEqual([]);
    const hand = table.hand(you).map((c) => ({ zone: `${you}.hand`, pid: c.pid }));
    table.do(you, { type: "move", cards: hand, to: { zone: `${you}.deck`, at: "bottom" } });
    table.do(you, { type: "draw", count: 4 });
    expect(table.codes()).toEqual([]);
    table.do(me, { type: "request", action: { type: "look", zone: `${you}.deck`, from: "top", count: 1 } });
    table.do(you, { type: "prompt.answer", prompt: table.state.prompts.at(-1)!.id, accept: true });
    expect(table.codes()).toEqual([]);
  });
});
