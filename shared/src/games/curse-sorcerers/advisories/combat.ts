/** §3.2: a sorcerer with evasion (회피) can't be blocked; FAQ Q3: a spell takes no lasting modifier. */
import { hasKeyword, kindOf } from "../cards/read";
import { MARKERS } from "../marks";
import { fieldOf } from "../zones";
import { advisory, movedCards } from "./define";

export const blockedEvasion = advisory(
  "block.evasion",
  "§3.2",
  "A sorcerer with evasion can't be blocked: its damage goes to the player.",
  ({ action, after }) => {
    if (action.type !== "curse-sorcerers.block" || !after.turn.current) return [];
    const blockerZone = after.zones[action.blocker.zone];
    if (blockerZone?.layout !== "slots" || !blockerZone.slots[action.blocker.slot]?.markers.includes(MARKERS.blocking)) return [];
    const attackers = after.zones[fieldOf(after.turn.current)];
    if (attackers?.layout !== "slots") return [];
    const evasive = attackers.slots.filter((s) => s?.markers.includes(MARKERS.attacking) && hasKeyword(after.cards[s.cards.at(-1)!.defId], "evasion"));
    // The attacker's keyword is read off its face: a sorcerer lying face down tells no one who may not see it.
    return evasive.length > 0 ? [{ target: action.blocker.zone, about: evasive.map((s) => s!.cards.at(-1)!) }] : [];
  },
);

/**
 * FAQ Q3: a spell resolves at once, so it takes no lasting buff or debuff. On the table that is a
 * counter or a marker put on a spell lying in a field, or a spell put into a field or attached
 * to a sorcerer like a cursed object.
 */
export const spellModified = advisory(
  "spell.lasting",
  "FAQ Q3",
  "A spell resolves at once: it can't be given a lasting modifier.",
  ({ action, after, events }) => {
    // It fires by the card's face, which may lie face down in the field: only those who may see the spell read it (`about`).
    if ((action.type === "counter" || action.type === "marker") && action.stack) {
      const zone = after.zones[action.stack.zone];
      const top = zone?.layout === "slots" ? zone.slots[action.stack.slot]?.cards.at(-1) : undefined;
      return top && kindOf(after.cards[top.defId]) === "spell" ? [{ target: `${action.stack.zone}:${action.stack.slot}`, about: [top] }] : [];
    }
    const intoField = movedCards(events).filter((e) => e.to.slot !== undefined && e.cards.some((c) => kindOf(after.cards[c.defId]) === "spell"));
    return intoField.slice(0, 1).map((e) => ({
      target: `${e.to.zone}:${e.to.slot}`,
      about: e.cards.filter((c) => kindOf(after.cards[c.defId]) === "spell"),
    }));
  },
);
