/**
 * The combat damage a fight proposes (§3), from the two sorcerers' attack, defence, HP and
 * keywords. A proposal, never a ruling: the players accept it or change it (assists.ts).
 *
 * - §3.1: damage is attack less the defender's defence (0 unless printed), never below 0; a
 *   blocker strikes back the same way (Playmat's reading of §3.1's first example, which has
 *   both sorcerers take damage).
 * - Unblocked: the defending player takes the attacker's attack.
 * - Evasion (회피): it can't be blocked; a declared blocker is ignored and the player takes it.
 * - Piercing (관통): what exceeds the blocker's remaining HP goes to the player; the blocker
 *   takes only what it had left.
 * - Indestructible (불굴): the sorcerer takes no combat damage.
 * - Lifelink (생명력 흡수): the sorcerer heals by the damage it dealt.
 */
import type { Keyword } from "../cards/read";

export interface Fighter {
  attack: number;
  defence: number;
  hp: number;
  /** Damage it already has: its HP less this is what it has left. */
  damage: number;
  keywords: readonly Keyword[];
}

export interface CombatDamage {
  toBlocker: number;
  toAttacker: number;
  toPlayer: number;
  healAttacker: number;
  healBlocker: number;
}

export const NO_DAMAGE: CombatDamage = { toBlocker: 0, toAttacker: 0, toPlayer: 0, healAttacker: 0, healBlocker: 0 };

const has = (f: Fighter, k: Keyword) => f.keywords.includes(k);
const through = (attack: number, defence: number) => Math.max(0, attack - defence);

export function proposeCombatDamage(attacker: Fighter, blocker?: Fighter): CombatDamage {
  if (!blocker || has(attacker, "evasion")) {
    const toPlayer = attacker.attack;
    return { ...NO_DAMAGE, toPlayer, healAttacker: has(attacker, "lifelink") ? toPlayer : 0 };
  }
  const dealt = through(attacker.attack, blocker.defence);
  const remaining = Math.max(0, blocker.hp - blocker.damage);
  const piercing = has(attacker, "piercing");
  const toPlayer = piercing ? Math.max(0, dealt - remaining) : 0;
  const toBlocker = has(blocker, "indestructible") ? 0 : piercing ? Math.min(dealt, remaining) : dealt;
  const toAttacker = has(attacker, "indestructible") ? 0 : through(blocker.attack, attacker.defence);
  return {
    toBlocker,
    toAttacker,
    toPlayer,
    healAttacker: has(attacker, "lifelink") ? toBlocker + toPlayer : 0,
    healBlocker: has(blocker, "lifelink") ? toAttacker : 0,
  };
}
