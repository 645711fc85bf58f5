/**
 * Choosing the order the cards being looked at go back in ("put them back in any order"): the
 * panel shows them top of the deck first, and "Put back on top" / "on the bottom" keep that order.
 * A card is moved by dropping it on another's place, or from its menu; either sends `look.order`.
 */
import type { ClientAction } from "@playmat/shared";
import type { MenuItem } from "./menu/types";

/**
 * `order` with the cards `moving` taken out and put back together at `index` (where they land
 * in the new order); null when that is the order already.
 */
export function reordered(order: readonly string[], moving: readonly string[], index: number): string[] | null {
  if (moving.length === 0 || moving.some((pid) => !order.includes(pid))) return null;
  const rest = order.filter((pid) => !moving.includes(pid));
  const at = Math.max(0, Math.min(index, rest.length));
  const next = [...rest.slice(0, at), ...moving, ...rest.slice(at)];
  return next.every((pid, i) => pid === order[i]) ? null : next;
}

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * The menu items that move the card at `index` among the cards looked at (`order`: their ids,
 * top of the deck first): the keyboard's way to do what a drag onto another card does.
 */
export function lookOrderItems(t: T, order: readonly string[], index: number, send: (action: ClientAction) => void): MenuItem[] {
  const pid = order[index]!;
  const last = order.length - 1;
  const to = (place: number) => () => {
    const next = reordered(order, [pid], place);
    if (next) send({ type: "look.order", order: next });
  };
  return [
    { label: t("looking.moveFirst"), disabled: index === 0, onSelect: to(0) },
    { label: t("looking.moveLeft"), disabled: index === 0, onSelect: to(index - 1) },
    { label: t("looking.moveRight"), disabled: index === last, onSelect: to(index + 1) },
    { label: t("looking.moveLast"), disabled: index === last, onSelect: to(last) },
  ];
}

/** How many cards the order line names before "and N more". */
const NAMED = 5;

/** The panel's line saying the order the cards go back in, top of the deck first. */
export function orderLine(t: T, names: readonly string[]): string {
  const shown = names.slice(0, NAMED).join(", ");
  return names.length > NAMED ? t("looking.orderMore", { cards: shown, count: names.length - NAMED }) : t("looking.order", { cards: shown });
}
