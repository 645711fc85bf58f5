/**
 * §7.2: at most three sorcerers on a field ("필드가 가득 찼습니다"), and §7.1: at most three
 * cursed objects on a sorcerer. The field has three slots, so a fourth sorcerer can't enter it;
 * the warning comes as one goes on the stack with its owner's field full (an effect may make
 * room, §7.2). A fourth cursed object can be attached by hand: the warning says it breaks §7.1.
 */
import { kindOf } from "../cards/read";
import { fieldOf, OBJECTS_PER_SORCERER, ZONE_IDS } from "../zones";
import { advisory, movedCards } from "./define";

export const fourthSorcerer = advisory(
  "field.fourth",
  "§7.2",
  "At most three sorcerers are on a field: a fourth can't be summoned unless an effect makes room.",
  ({ after, events }) =>
    movedCards(events)
      .filter((e) => e.to.zone === ZONE_IDS.stack)
      .flatMap((e) => e.cards.filter((c) => kindOf(after.cards[c.defId]) === "sorcerer").map(() => e.owner))
      .filter((owner) => {
        const field = after.zones[fieldOf(owner)];
        return field?.layout === "slots" && field.slots.every((s) => s !== null);
      })
      .slice(0, 1)
      .map((owner) => ({ target: fieldOf(owner) })),
);

export const fourthCursedObject = advisory(
  "object.fourth",
  "§7.1",
  "A sorcerer holds at most three cursed objects.",
  ({ after, events }) =>
    movedCards(events)
      .filter((e) => e.to.layer === "attach" && e.to.slot !== undefined)
      .flatMap((e) => {
        const zone = after.zones[e.to.zone];
        const stack = zone?.layout === "slots" ? zone.slots[e.to.slot!] : null;
        return stack && stack.attached.length > OBJECTS_PER_SORCERER ? [{ target: e.to.zone, params: { count: stack.attached.length } }] : [];
      }),
);
