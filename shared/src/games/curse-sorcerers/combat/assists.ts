/**
 * The combat damage assist (§3): `combat-damage` proposes the damage of an attacker (and its
 * blocker, if one was declared) from the cards (damage.ts), or takes the numbers a player
 * changed, and asks the defending player to approve them (the engine's approve-action prompt);
 * approved, `combat-damage.apply` deals them: damage on the sorcerers, life off the defending
 * player, lifelink's healing, and the combat marks come off. Either assist changes the table
 * like any action; nothing is dealt without the approval or a player's own `apply`.
 *
 * `curse-refresh` adds the table's curse power per turn to the acting player's, up to its
 * maximum (options.ts): the rulebook that would say when is not ours, so it is a click.
 */
import { z } from "zod";
import { SlotRefSchema, type SlotRef } from "../../../engine/actions";
import type { Assist } from "../../../engine/definition";
import { ActionError, type Draft } from "../../../engine/draft";
import { actingSeat } from "../../../engine/handlers/cards";
import { changeCounter } from "../../../engine/handlers/stack-state";
import { openPrompt } from "../../../engine/handlers/turn";
import { otherSeat, type Stack } from "../../../engine/types";
import { readCard } from "../cards/read";
import { COUNTERS, MARKERS } from "../marks";
import { optionsOf } from "../options";
import { setPlayerCounter } from "../setup/deal";
import { proposeCombatDamage, type Fighter } from "./damage";

const amount = z.number().int().min(0).max(99);
export const CombatDamageSchema = z.strictObject({ toBlocker: amount, toAttacker: amount, toPlayer: amount, healAttacker: amount, healBlocker: amount });

const ProposeParams = z.strictObject({ attacker: SlotRefSchema, blocker: SlotRefSchema.optional(), damage: CombatDamageSchema.optional() });
const ApplyParams = z.strictObject({ attacker: SlotRefSchema, blocker: SlotRefSchema.optional(), damage: CombatDamageSchema });

export const ASSIST_IDS = { propose: "combat-damage", apply: "combat-damage.apply", curseRefresh: "curse-refresh" } as const;

function sorcererAt(draft: Draft, ref: SlotRef): Stack {
  const stack = draft.stackAt(ref);
  if (readCard(draft.state.cards[draft.topOf(stack).defId]).kind !== "sorcerer") throw new ActionError("combat.not-sorcerer", "Only a sorcerer fights.");
  return stack;
}

export function fighterAt(draft: Draft, ref: SlotRef): Fighter {
  const stack = sorcererAt(draft, ref);
  const card = readCard(draft.state.cards[draft.topOf(stack).defId]);
  return { attack: card.attack, defence: card.defence, hp: card.hp, damage: stack.counters[COUNTERS.damage] ?? 0, keywords: card.keywords };
}

const propose: Assist = {
  id: ASSIST_IDS.propose,
  params: ProposeParams,
  run({ draft, params }) {
    const { attacker, blocker, damage } = ProposeParams.parse(params);
    const attackerStack = sorcererAt(draft, attacker);
    const proposal = damage ?? proposeCombatDamage(fighterAt(draft, attacker), blocker ? fighterAt(draft, blocker) : undefined);
    const defender = otherSeat(draft.topOf(attackerStack).owner);
    const action = { type: "assist", assist: ASSIST_IDS.apply, params: { attacker, ...(blocker && { blocker }), damage: proposal } };
    openPrompt(draft, { kind: "approve-action", to: defender, from: actingSeat(draft), data: { action, combat: { ...proposal, changed: damage !== undefined } } });
  },
};

const apply: Assist = {
  id: ASSIST_IDS.apply,
  params: ApplyParams,
  run({ draft, params }) {
    const { attacker, blocker, damage } = ApplyParams.parse(params);
    const attackerStack = sorcererAt(draft, attacker);
    const defender = otherSeat(draft.topOf(attackerStack).owner);
    if (blocker) sorcererAt(draft, blocker);
    draft.emit({ type: "note", key: "combat", params: { seat: defender, ...damage } });
    changeCounter(draft, attacker, COUNTERS.damage, "add", damage.toAttacker - damage.healAttacker);
    if (blocker) changeCounter(draft, blocker, COUNTERS.damage, "add", damage.toBlocker - damage.healBlocker);
    const life = draft.state.players[defender].counters[COUNTERS.life] ?? 0;
    setPlayerCounter(draft, defender, COUNTERS.life, life - damage.toPlayer);
    for (const ref of blocker ? [attacker, blocker] : [attacker]) {
      const stack = draft.ownStackAt(ref);
      stack.markers = stack.markers.filter((m) => m !== MARKERS.attacking && m !== MARKERS.blocking);
    }
  },
};

const curseRefresh: Assist = {
  id: ASSIST_IDS.curseRefresh,
  params: z.strictObject({}),
  run({ draft }) {
    if (draft.state.phase !== "playing") throw new ActionError("phase", "Curse power is refreshed during play.");
    const seat = actingSeat(draft);
    const { cursePerTurn, curseMax } = optionsOf(draft.state.options);
    const now = draft.state.players[seat].counters[COUNTERS.curse] ?? 0;
    const to = Math.max(now, Math.min(curseMax, now + cursePerTurn));
    if (to === now) throw new ActionError("curse.full", `Your curse power is at the table's most (${curseMax}) already.`);
    setPlayerCounter(draft, seat, COUNTERS.curse, to);
  },
};

export const SORCERER_ASSISTS: Record<string, Assist> = { [propose.id]: propose, [apply.id]: apply, [curseRefresh.id]: curseRefresh };
