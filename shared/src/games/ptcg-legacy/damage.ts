/**
 * The damage assist's proposal (seed 002, "Atakowanie"): an attack's printed damage, then the
 * Defending Pokémon's Weakness, then its Resistance — Weakness first. A card's own values are
 * used as printed (+10, +20, ×2, −20 …); older cards print none, and then Weakness is ×2 and
 * Resistance −30. A proposal only: the player confirms or changes it, and the table puts the
 * damage on nothing by itself (assists.ts `damage` puts what the player confirmed).
 */
import type { CardDef, CardTypeValue } from "../../cards/types";

export type DamageStep =
  | { kind: "base"; amount: number }
  | { kind: "weakness"; type: string; value: string; printed: boolean; amount: number }
  | { kind: "resistance"; type: string; value: string; printed: boolean; amount: number };

export interface DamageProposal {
  /** The damage the card data suggests, or null when the attack prints no number to start from. */
  amount: number | null;
  /** How it was reached, in order, for the dialog to show. */
  steps: DamageStep[];
  /** The attack prints more ("30+", "20×"): its text decides the rest, so the player reads it. */
  readText: boolean;
}

/** Weakness with no printed value (seed 002: "×2 … not printed on older cards"). */
export const DEFAULT_WEAKNESS = "×2";
/** Resistance with no printed value (seed 002: "−30"). */
export const DEFAULT_RESISTANCE = "-30";

/** "50" → 50; "30+", "20×", "10x", "50-" → their number; "" → null. */
export function printedDamage(damage: string): number | null {
  const match = /^\s*(\d+)/.exec(damage);
  return match ? Number(match[1]) : null;
}

/** Applies a printed modifier ("+10", "×2", "x2", "-20", "−30") to an amount. */
export function applyModifier(amount: number, value: string): number {
  const v = value.replace(/\s/g, "").replace("−", "-").replace(/^x/i, "×");
  const times = /^×(\d+)$/.exec(v);
  if (times) return amount * Number(times[1]);
  const plus = /^([+-])(\d+)$/.exec(v);
  if (plus) return Math.max(0, amount + (plus[1] === "+" ? 1 : -1) * Number(plus[2]));
  return amount;
}

const against = (list: readonly CardTypeValue[] | undefined, types: readonly string[]) => (list ?? []).find((entry) => types.includes(entry.type));

/**
 * What `attack` of `attacker` would do to `defender`, by the card data. An attack the attacker
 * doesn't have proposes nothing (null), and so does one with no printed number.
 */
export function proposeDamage(attacker: CardDef | undefined, attackName: string, defender: CardDef | undefined): DamageProposal {
  const attack = attacker?.attacks?.find((a) => a.name === attackName);
  const base = attack ? printedDamage(attack.damage) : null;
  const readText = attack ? /[+×x-]\s*$/i.test(attack.damage.trim()) : false;
  if (base === null) return { amount: null, steps: [], readText };
  const types = attacker?.types ?? [];
  const steps: DamageStep[] = [{ kind: "base", amount: base }];
  let amount = base;
  const weakness = against(defender?.weaknesses, types);
  if (weakness) {
    const printed = weakness.value.trim() !== "";
    const value = printed ? weakness.value.trim() : DEFAULT_WEAKNESS;
    amount = applyModifier(amount, value);
    steps.push({ kind: "weakness", type: weakness.type, value, printed, amount });
  }
  const resistance = against(defender?.resistances, types);
  if (resistance) {
    const printed = resistance.value.trim() !== "";
    const value = printed ? resistance.value.trim() : DEFAULT_RESISTANCE;
    amount = applyModifier(amount, value);
    steps.push({ kind: "resistance", type: resistance.type, value, printed, amount });
  }
  return { amount, steps, readText };
}
