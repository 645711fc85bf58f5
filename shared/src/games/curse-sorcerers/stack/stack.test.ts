/**
 * The stack and priority, as seed 004 §2.1, §2.3 and §4.1 play them: 유토 김 goes on the stack
 * and Player B is asked "respond?"; resolved by a click, it enters the field; its passive
 * ability 비의 자 goes on the stack as a token; B answers with 카운터 주술 on top, A is asked in
 * turn (FAQ Q1); the top resolves first, last in, first out. Declining resolves nothing.
 */
import { describe, expect, it } from "vitest";
import { linesFor, player } from "../testing/log";
import { SorcererTable } from "../testing/scene";

const NAMES = { p1: "Alice", p2: "Bob" };

function mainPhase(): SorcererTable {
  const t = SorcererTable.playing();
  // A's turn in main phase A, whoever won the coin: the first player is A.
  t.do(t.current, { type: "curse-sorcerers.phase", to: "main-a" });
  return t;
}

describe("the stack (§2.1) and priority (§4.1)", () => {
  it("asks the opponent 'respond?' when 유토 김 goes on the stack, and resolves nothing when they decline", () => {
    const t = mainPhase();
    const a = t.current;
    const b = a === "p1" ? "p2" : "p1";
    t.fetchCard(a, "유토 김");
    t.play(a, "유토 김");
    expect(t.stackNames()).toEqual(["유토 김"]);
    const ask = t.state.prompts.find((p) => p.kind === "respond")!;
    expect(ask).toMatchObject({ to: b, from: a, data: { name: "유토 김", depth: 1 } });
    expect(linesFor(t.lastEvents, player(b))).toEqual([`${NAMES[a]} played 유토 김.`, "Do you respond to 유토 김?"]);
    t.do(b, { type: "prompt.answer", prompt: ask.id, accept: false });
    expect(t.stackNames()).toEqual(["유토 김"]);
    expect(linesFor(t.lastEvents, player(b))).toEqual(["You do not respond."]);
    // Resolving is a click: the sorcerer enters its owner's field.
    t.resolveTop(a);
    expect(t.stackNames()).toEqual([]);
    expect(t.nameOf(t.slots(`${a}.field`).slots[0]!.cards[0]!)).toBe("유토 김");
  });

  it("chains 비의 자 and 카운터 주술 as §2.1 draws them, and resolves the most recent first", () => {
    const t = mainPhase();
    const a = t.current;
    const b = a === "p1" ? "p2" : "p1";
    t.summon(a, "유토 김", 0);
    const yuto = t.slots(`${a}.field`).slots[0]!.cards[0]!;
    t.do(a, { type: "curse-sorcerers.ability", source: { zone: `${a}.field`, pid: yuto.pid }, ability: 0 });
    expect(t.stackNames()).toEqual(["비의 자"]);
    expect(linesFor(t.lastEvents, player(a))[0]).toBe("You put 비의 자 (a passive ability) on the stack.");
    expect(t.state.prompts.filter((p) => p.kind === "respond").map((p) => p.to)).toEqual([b]);
    // B answers with a reaction from the hand (B holds the 붉은 달 deck: a judge gives it the seed's card).
    const counter = t.fetchCardFromDeckOrGive(b, "카운터 주술");
    t.do(b, { type: "move", cards: [{ zone: `${b}.hand`, pid: counter.pid }], to: { zone: "stack" } });
    expect(t.stackNames()).toEqual(["카운터 주술", "비의 자"]);
    // The question to B lapsed with the top it was about; A is asked now (FAQ Q1).
    expect(t.state.prompts.filter((p) => p.kind === "respond").map((p) => p.to)).toEqual([a]);
    expect(t.codes()).toEqual([]);
    t.resolveTop(a);
    expect(t.stackNames()).toEqual(["비의 자"]);
    expect(t.nameOf(t.pile(`${b}.graveyard`).cards[0]!)).toBe("카운터 주술");
    expect(t.state.prompts.filter((p) => p.kind === "respond")).toEqual([]);
    t.resolveTop(b);
    expect(t.stackNames()).toEqual([]);
    expect(linesFor(t.lastEvents, player(b))).toEqual(["You resolved 비의 자: the ability leaves the stack."]);
  });

  it("refuses to resolve a top that changed, an empty stack, and moving an ability's token off the stack", () => {
    const t = mainPhase();
    const a = t.current;
    expect(t.try(a, { type: "curse-sorcerers.resolve", top: "c1" })).toMatchObject({ ok: false, error: { code: "resolve.empty" } });
    t.summon(a, "유토 김", 0);
    const yuto = t.slots(`${a}.field`).slots[0]!.cards[0]!;
    t.do(a, { type: "curse-sorcerers.ability", source: { zone: `${a}.field`, pid: yuto.pid }, ability: 0 });
    const token = t.pile("stack").cards[0]!;
    expect(t.try(a, { type: "curse-sorcerers.resolve", top: "nope" })).toMatchObject({ ok: false, error: { code: "card.moved" } });
    const before = t.state;
    expect(t.try(a, { type: "move", cards: [{ zone: "stack", pid: token.pid }], to: { zone: `${a}.hand` } })).toMatchObject({ ok: false, error: { code: "ability.token" } });
    expect(t.state).toBe(before);
    expect(t.try(a, { type: "curse-sorcerers.ability", source: { zone: `${a}.field`, pid: yuto.pid }, ability: 3 })).toMatchObject({ ok: false, error: { code: "ability.unknown" } });
  });

  it("attaches a cursed object it resolves to the sorcerer named, and refuses without one", () => {
    const t = mainPhase();
    const a = t.current;
    t.summon(a, "메이", 1);
    t.play(a, "검");
    expect(t.try(a, { type: "curse-sorcerers.resolve", top: t.pile("stack").cards[0]!.pid })).toMatchObject({ ok: false, error: { code: "resolve.target" } });
    t.resolveTop(a, { zone: `${a}.field`, slot: 1 });
    expect(t.slots(`${a}.field`).slots[1]!.attached.map((c) => t.nameOf(c))).toEqual(["검"]);
  });
});
