/** The sandbox's menus (GameTable.menus): a card's "Move to" and reveal, the deck's draw, a hand's reveal. */
import type { ClientAction, Seat } from "@playmat/shared";
import type { CardSnap } from "../../net/snapshot";
import type { MovedCard, MoveSource } from "../../table/intents";
import { giveBackItems, givenBackTo, ownerSeat } from "../../table/menu/giveBack";
import type { MenuItem } from "../../table/menu/types";
import { zoneLabel } from "../../table/perspective";
import { cardItem } from "../../table/selection";
import type { TableCtx } from "../../table/TableContext";
import { DECK, DISCARD, movesFor, ROW, zoneFor } from "./moves";

const MOVE_IDS = ["hand", "row", "discard", "deck-top", "deck-bottom"] as const;
const DRAW_COUNTS = [1, 2, 3, 4, 5];

export function moveTo(_ctx: Pick<TableCtx, "snap">, source: MoveSource, seat: Seat, id: string): ClientAction[] {
  const target = zoneFor(seat, id);
  return target ? movesFor(source, target) : [];
}

function zoneOfId(seat: Seat, id: string): string {
  if (id === "hand") return `${seat}.hand`;
  return id === "row" ? ROW : id === "discard" ? DISCARD : DECK;
}

export function cardMenu(ctx: TableCtx, card: CardSnap, moved: MovedCard): MenuItem[] {
  const { t } = ctx;
  const item = cardItem(moved);
  const selected = ctx.selection.some((s) => s.id === item.id);
  const source: MoveSource =
    selected && ctx.selection.length > 1 && ctx.selection.every((s) => s.kind === "card")
      ? { kind: "cards", cards: ctx.selection.flatMap((s) => (s.kind === "card" ? [s.card] : [])) }
      : { kind: "cards", cards: [moved] };
  const label = source.kind === "cards" && source.cards.length > 1 ? t("menu.moveSelected", { count: source.cards.length }) : t("menu.moveTo");
  // A card of the other player's held in this hand: it is only given back.
  const back = givenBackTo(ctx, source);
  if (back) return [{ label, items: giveBackItems(ctx, source, back, (from, seat, id) => moveTo(ctx, from, seat, id)) }];
  const seat = ctx.actingSeat;
  const items: MenuItem[] = [
    {
      label,
      items: MOVE_IDS.filter((id) => zoneOfId(seat, id) !== moved.zone || id.startsWith("deck")).map((id) => ({
        label: t(`move.${id}`, { zone: zoneLabel(t, ctx.persp, zoneOfId(seat, id)) }),
        onSelect: () => void ctx.send(moveTo(ctx, source, seat, id)),
      })),
    },
  ];
  const refs = source.kind === "cards" ? source.cards.map((c) => c.ref) : [];
  if (card.face && moved.zone === `${seat}.hand`) {
    items.push(
      card.revealed
        ? { label: t("menu.hide"), onSelect: () => void ctx.send({ type: "hide", cards: refs }) }
        : { label: t("menu.reveal"), onSelect: () => void ctx.send({ type: "reveal", cards: refs }) },
    );
  }
  items.push({ label: selected ? t("menu.deselect") : t("menu.select"), onSelect: () => ctx.select(item, true) });
  return items;
}

export function zoneMenu(ctx: TableCtx, zoneKey: string): MenuItem[] {
  const { t } = ctx;
  if (zoneKey === DECK && ctx.snap.phase === "playing") {
    return [
      { label: t("sandbox.draw"), onSelect: () => void ctx.send({ type: "sandbox.draw", count: 1 }) },
      { label: t("menu.drawN"), items: DRAW_COUNTS.map((n) => ({ label: String(n), onSelect: () => void ctx.send({ type: "sandbox.draw", count: n }) })) },
      { label: t("controls.shuffle"), onSelect: () => void ctx.send({ type: "shuffle", zone: DECK }) },
    ];
  }
  const zone = ctx.snap.zones[zoneKey];
  if (zoneKey === `${ctx.actingSeat}.hand` && zone && zone.cards.length > 0) {
    const refs = zone.cards.map((c) => ({ zone: zoneKey, pid: c.pid }));
    return [
      zone.cards.every((c) => c.revealed)
        ? { label: t("menu.handHide"), onSelect: () => void ctx.send({ type: "hide", cards: refs }) }
        : { label: t("menu.handReveal"), onSelect: () => void ctx.send({ type: "reveal", cards: refs }) },
    ];
  }
  return [];
}

export { ownerSeat };
