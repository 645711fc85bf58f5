/**
 * Every advisory of seed 004, through the engine: each warns with its code and section and never
 * refuses the move; the move that keeps the rule draws none.
 */
import { describe, expect, it } from "vitest";
import { otherSeat } from "../../../engine/types";
import { SorcererTable } from "../testing/scene";

const CS = "curse-sorcerers";

function inPhase(phase: "main-a" | "combat" | "main-b" | "end" | "draw" = "main-a") {
  const t = SorcererTable.playing();
  const a = t.current;
  if (phase !== "draw") t.do(a, { type: "curse-sorcerers.phase", to: phase });
  return { t, a, b: otherSeat(a) };
}

describe("advisories", () => {
  it("§7.2: a fourth sorcerer put on the stack with the field full", () => {
    const { t, a } = inPhase();
    t.summon(a, "메이", 0).summon(a, "메이", 1).summon(a, "불꽃 견습생", 2);
    t.play(a, "불꽃 견습생");
    expect(t.lastAdvisories).toEqual([expect.objectContaining({ code: `${CS}.field.fourth`, source: "seed 004 §7.2", target: `${a}.field` })]);
  });

  it("§7.1: a fourth cursed object on one sorcerer, not the third", () => {
    const { t, a } = inPhase();
    t.summon(a, "메이", 0);
    const attach = (name: string) => {
      const card = t.fetchCardFromDeckOrGive(a, name);
      t.do(a, { type: "move", cards: [{ zone: `${a}.hand`, pid: card.pid }], to: { zone: `${a}.field`, slot: 0, as: "attach" } });
    };
    attach("검");
    attach("검");
    attach("갑옷");
    expect(t.codes()).toEqual([]);
    attach("갑옷");
    expect(t.lastAdvisories).toEqual([expect.objectContaining({ code: `${CS}.object.fourth`, params: { count: 4 } })]);
  });

  it("§4.2: a second sorcerer summoned in one main phase, but one in each is fine", () => {
    const { t, a } = inPhase("main-a");
    t.play(a, "메이");
    expect(t.codes()).toEqual([]);
    t.resolveTop(a);
    t.play(a, "불꽃 견습생");
    expect(t.lastAdvisories).toEqual([expect.objectContaining({ code: `${CS}.summon.second`, source: "seed 004 §4.2", params: { phase: "main-a", count: 2 } })]);
    t.resolveTop(a);
    t.do(a, { type: "curse-sorcerers.phase", to: "main-b" });
    t.play(a, "그림자 추적자");
    expect(t.codes()).toEqual([]);
  });

  it("§4.2: attacking in main phase B, not in combat", () => {
    const { t, a } = inPhase("combat");
    t.summon(a, "메이", 0);
    t.do(a, { type: "curse-sorcerers.attack", attacker: { zone: `${a}.field`, slot: 0 } });
    expect(t.codes()).toEqual([]);
    t.do(a, { type: "curse-sorcerers.attack", attacker: { zone: `${a}.field`, slot: 0 } });
    t.do(a, { type: "curse-sorcerers.phase", to: "main-b" });
    t.do(a, { type: "curse-sorcerers.attack", attacker: { zone: `${a}.field`, slot: 0 } });
    expect(t.codes()).toEqual([`${CS}.attack.main-phase`]);
    expect(t.slots(`${a}.field`).slots[0]!.markers).toEqual(["attacking"]);
  });

  it("§3.2: blocking a sorcerer with evasion", () => {
    const { t, a, b } = inPhase("combat");
    t.summon(a, "그림자 추적자", 0);
    t.fetchCardFromDeckOrGive(b, "메이");
    t.summon(b, "메이", 0);
    t.do(a, { type: "curse-sorcerers.attack", attacker: { zone: `${a}.field`, slot: 0 } });
    t.do(b, { type: "curse-sorcerers.block", blocker: { zone: `${b}.field`, slot: 0 } });
    expect(t.codes()).toEqual([`${CS}.block.evasion`]);
  });

  it("FAQ Q3: a spell given a lasting modifier (attached to a sorcerer, or a counter on it in a field)", () => {
    const { t, a } = inPhase();
    t.summon(a, "메이", 0);
    const spell = t.fetchCard(a, "대알");
    t.do(a, { type: "move", cards: [{ zone: `${a}.hand`, pid: spell.pid }], to: { zone: `${a}.field`, slot: 0, as: "attach" } });
    expect(t.lastAdvisories).toEqual([expect.objectContaining({ code: `${CS}.spell.lasting`, source: "seed 004 FAQ Q3" })]);
    const other = t.fetchCard(a, "대알");
    t.do(a, { type: "move", cards: [{ zone: `${a}.hand`, pid: other.pid }], to: { zone: `${a}.field`, slot: 1 } });
    t.do(a, { type: "counter", stack: { zone: `${a}.field`, slot: 1 }, counter: "damage", mode: "add", amount: 1 });
    expect(t.codes()).toEqual([`${CS}.spell.lasting`]);
  });

  it("FAQ Q3's warning about a spell lying face down in a field reaches only those who may see it", () => {
    const { t, a } = inPhase("main-a");
    const spell = t.fetchCard(a, "대알");
    t.do(a, { type: "move", cards: [{ zone: `${a}.hand`, pid: spell.pid }], to: { zone: `${a}.field`, slot: 2, faceDown: true } });
    // The opponent sees a face-down card: a warning there would tell it the card is a spell.
    expect(t.lastAdvisories).toEqual([expect.objectContaining({ code: `${CS}.spell.lasting`, target: `${a}.field:2`, seenBy: [a] })]);
    const open = t.fetchCard(a, "대알");
    t.do(a, { type: "move", cards: [{ zone: `${a}.hand`, pid: open.pid }], to: { zone: `${a}.field`, slot: 1 } });
    expect(t.lastAdvisories[0]).not.toHaveProperty("seenBy");
  });

  it("§6.3: more than five cards in hand at the end of the turn", () => {
    const { t, a } = inPhase("end");
    t.do(a, { type: "move", cards: [{ zone: `${a}.deck`, at: "top" }], to: { zone: `${a}.hand` } }, true);
    expect(t.hand(a)).toHaveLength(6);
    t.do(a, { type: "turn.end" });
    expect(t.lastAdvisories).toEqual([expect.objectContaining({ code: `${CS}.hand.over`, source: "seed 004 §6.3", params: { count: 6, over: 1 }, target: `${a}.hand` })]);
  });

  it("§6.2: a draw in the draw phase from an empty deck (and the first player's draw on turn 1, by the table's option)", () => {
    const { t, a } = inPhase("draw");
    t.do(a, { type: "draw", count: 1 });
    expect(t.codes()).toEqual([`${CS}.draw.first-turn`]);
    t.do(a, { type: "move", cards: Array.from({ length: 34 }, () => ({ zone: `${a}.deck`, at: "top" as const })), to: { zone: `${a}.graveyard` } }, true);
    t.do(a, { type: "draw", count: 1 });
    expect(t.codes()).toEqual([`${CS}.draw.empty`]);
    expect(t.state.prompts.filter((p) => p.kind === "confirm-win").map((p) => p.data)).toEqual([
      expect.objectContaining({ winner: otherSeat(a), reason: "deck-out" }),
      expect.objectContaining({ winner: otherSeat(a), reason: "deck-out" }),
    ]);
  });

  it("§6.2: an effect's draw from an empty deck in a main phase draws what is left, and is no loss", () => {
    const { t, a } = inPhase("main-a");
    t.do(a, { type: "move", cards: Array.from({ length: 33 }, () => ({ zone: `${a}.deck`, at: "top" as const })), to: { zone: `${a}.graveyard` } }, true);
    t.do(a, { type: "draw", count: 5 });
    expect(t.codes()).toEqual([]);
    expect(t.state.prompts).toEqual([]);
  });

  it("§6.1: life at 0, with a 'won?' prompt both must confirm", () => {
    const { t, b } = inPhase();
    t.do(b, { type: "counter", counter: "life", mode: "set", amount: 0 });
    expect(t.lastAdvisories).toEqual([expect.objectContaining({ code: `${CS}.life.zero`, source: "seed 004 §6.1", params: { player: b } })]);
    const asks = t.state.prompts.filter((p) => p.kind === "confirm-win");
    expect(asks.map((p) => p.data.reason)).toEqual(["life", "life"]);
    for (const ask of asks) t.do(ask.to, { type: "prompt.answer", prompt: ask.id, accept: true });
    expect(t.state).toMatchObject({ phase: "finished", winner: otherSeat(b), winReason: "life" });
  });

  it("§5.2: a loop past three repetitions, unless declared for more; the declaration is logged", () => {
    const { t, a } = inPhase();
    const repeat = () => t.do(a, { type: "curse-sorcerers.loop", mode: "repeat" });
    repeat();
    repeat();
    repeat();
    expect(t.codes()).toEqual([]);
    repeat();
    expect(t.lastAdvisories).toEqual([expect.objectContaining({ code: `${CS}.loop.past-three`, params: { player: a, count: 4, limit: 3 } })]);
    t.do(a, { type: "curse-sorcerers.loop", mode: "declare", times: 10 });
    expect(t.lastEvents.find((e) => e.type === "note")).toMatchObject({ key: "loop-declared", params: { seat: a, times: 10 } });
    repeat();
    expect(t.codes()).toEqual([]);
    t.do(a, { type: "curse-sorcerers.loop", mode: "end" });
    expect(t.state.players[a].counters).not.toHaveProperty("loop");
    expect(t.try(a, { type: "curse-sorcerers.loop", mode: "repeat", times: 2 })).toMatchObject({ ok: false, error: { code: "loop.times" } });
  });

  it("§2.2: a passive ability put on top of a reaction breaks the stack's order", () => {
    const { t, a, b } = inPhase();
    t.summon(a, "유토 김", 0);
    t.play(b, "매복");
    expect(t.codes()).toEqual([]);
    const yuto = t.slots(`${a}.field`).slots[0]!.cards[0]!;
    t.do(a, { type: "curse-sorcerers.ability", source: { zone: `${a}.field`, pid: yuto.pid }, ability: 0 });
    expect(t.lastAdvisories).toEqual([expect.objectContaining({ code: `${CS}.stack.order`, source: "seed 004 §2.2", params: { top: "passive-ability", below: "reaction" } })]);
  });
});
