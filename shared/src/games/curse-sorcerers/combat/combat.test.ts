/**
 * Combat damage (seed 004 §3): the proposal from attack, defence, HP and keywords, as §3.2's
 * examples work it out, and the assist through the engine: proposed, approved by the defending
 * player, then dealt (damage on the sorcerers, life off the player, the marks taken off).
 */
import { describe, expect, it } from "vitest";
import { otherSeat } from "../../../engine/types";
import { SorcererTable } from "../testing/scene";
import { proposeCombatDamage, type Fighter } from "./damage";

const f = (attack: number, hp: number, keywords: Fighter["keywords"] = [], defence = 0, damage = 0): Fighter => ({ attack, defence, hp, damage, keywords });

describe("the combat damage proposal (§3)", () => {
  it("§3.1: attack less defence, both ways; unblocked, the player takes the attack", () => {
    expect(proposeCombatDamage(f(3, 4), f(2, 4, [], 1))).toEqual({ toBlocker: 2, toAttacker: 2, toPlayer: 0, healAttacker: 0, healBlocker: 0 });
    expect(proposeCombatDamage(f(3, 4))).toEqual({ toBlocker: 0, toAttacker: 0, toPlayer: 3, healAttacker: 0, healBlocker: 0 });
  });
  it("§3.2 piercing: attack 5 on a blocker with 3 HP deals 3 to it and 2 to the player", () => {
    expect(proposeCombatDamage(f(5, 3, ["piercing"]), f(0, 3))).toMatchObject({ toBlocker: 3, toPlayer: 2 });
  });
  it("§3.2 evasion: a blocker is ignored and the player takes 2", () => {
    expect(proposeCombatDamage(f(2, 2, ["evasion"]), f(2, 2))).toEqual({ toBlocker: 0, toAttacker: 0, toPlayer: 2, healAttacker: 0, healBlocker: 0 });
  });
  it("§3.2 indestructible: the blocker with 2 HP takes no combat damage from an attack of 5", () => {
    expect(proposeCombatDamage(f(5, 5), f(0, 2, ["indestructible"]))).toMatchObject({ toBlocker: 0 });
  });
  it("§3.2 lifelink: an attacker of 3 heals what it dealt, so its HP is unchanged after the blocker's 3", () => {
    expect(proposeCombatDamage(f(3, 3, ["lifelink"]), f(3, 4))).toEqual({ toBlocker: 3, toAttacker: 3, toPlayer: 0, healAttacker: 3, healBlocker: 0 });
  });
});

describe("the combat damage assist", () => {
  function fight() {
    const t = SorcererTable.playing();
    const a = t.current;
    const b = otherSeat(a);
    t.fetchCardFromDeckOrGive(a, "사야");
    t.summon(a, "사야", 0);
    t.fetchCardFromDeckOrGive(b, "불꽃 견습생");
    t.summon(b, "불꽃 견습생", 2);
    t.do(a, { type: "curse-sorcerers.phase", to: "combat" });
    t.do(a, { type: "curse-sorcerers.attack", attacker: { zone: `${a}.field`, slot: 0 } });
    t.do(b, { type: "curse-sorcerers.block", blocker: { zone: `${b}.field`, slot: 2 } });
    return { t, a, b };
  }

  it("proposes the damage to the defending player, who approves it: piercing's excess comes off their life", () => {
    const { t, a, b } = fight();
    t.do(a, { type: "assist", assist: "combat-damage", params: { attacker: { zone: `${a}.field`, slot: 0 }, blocker: { zone: `${b}.field`, slot: 2 } } });
    const ask = t.state.prompts.find((p) => p.kind === "approve-action")!;
    expect(ask).toMatchObject({ to: b, from: a, data: { combat: { toBlocker: 2, toAttacker: 2, toPlayer: 3, changed: false } } });
    // Nothing is dealt before the approval.
    expect(t.state.players[b].counters.life).toBe(20);
    t.do(b, { type: "prompt.answer", prompt: ask.id, accept: true });
    expect(t.state.players[b].counters.life).toBe(17);
    expect(t.slots(`${b}.field`).slots[2]!).toMatchObject({ counters: { damage: 2 }, markers: [] });
    expect(t.slots(`${a}.field`).slots[0]!).toMatchObject({ counters: { damage: 2 }, markers: [] });
  });

  it("takes the numbers a player changed, and a declined proposal deals nothing", () => {
    const { t, a, b } = fight();
    const damage = { toBlocker: 1, toAttacker: 0, toPlayer: 4, healAttacker: 0, healBlocker: 0 };
    t.do(a, { type: "assist", assist: "combat-damage", params: { attacker: { zone: `${a}.field`, slot: 0 }, damage } });
    const ask = t.state.prompts.find((p) => p.kind === "approve-action")!;
    expect(ask.data.combat).toEqual({ ...damage, changed: true });
    t.do(b, { type: "prompt.answer", prompt: ask.id, accept: false });
    expect(t.state.players[b].counters.life).toBe(20);
    expect(t.try(a, { type: "assist", assist: "combat-damage", params: { attacker: { zone: `${a}.field`, slot: 1 } } })).toMatchObject({ ok: false, error: { code: "slot.empty" } });
  });
});
