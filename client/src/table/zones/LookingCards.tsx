/**
 * The looker's own cards in the looking panel, top of the deck first: each card is also a drop
 * place (a card dropped on another's place takes it, the others shift) and its menu moves it left,
 * right, first or last. The first card wears "On top": it goes back on top of the deck.
 * Only the looker's panel draws these: the opponent's shows how many, nothing to reorder.
 */
import { useDndContext } from "@dnd-kit/core";
import type { CardSnap } from "../../net/snapshot";
import { lookOrderItems } from "../lookOrder";
import { zoneLabel } from "../perspective";
import { cardItem } from "../selection";
import { TableCard } from "../TableCard";
import { useTableCtx } from "../TableContext";
import { movedCard } from "./cards";
import { Droppable } from "./Droppable";

export function LookingCards({ zone, cards }: { zone: string; cards: CardSnap[] }) {
  const ctx = useTableCtx();
  const label = zoneLabel(ctx.t, ctx.persp, zone);
  const from = ctx.t("drag.from", { zone: label });
  const order = cards.map((c) => c.pid);
  const ordering = cards.length > 1;
  // A card's own place is no target while it is dragged: put down where it lies, it stays.
  const dragged = useDndContext().active?.id;
  return (
    <>
      {cards.map((card, i) => {
        const moved = movedCard(ctx, card, zone, i);
        const menu = () => [...(ordering ? lookOrderItems(ctx.t, order, i, (action) => void ctx.send(action)) : []), ...ctx.game.menus.card(ctx, card, moved)];
        return (
          <Droppable
            key={card.pid}
            id={`place:${zone}:${i}`}
            target={{ kind: "place", zone, order, index: i }}
            label={ctx.t("looking.place", { place: i + 1, count: cards.length, zone: label })}
            disabled={!ordering || dragged === `look-card:${card.pid}`}
            className="rounded"
            data-place={i + 1}
          >
            <TableCard card={card} dragId={`look-card:${card.pid}`} item={cardItem(moved)} zone={zone} index={i} size="sm" fromLabel={from} menu={menu}>
              {i === 0 && ordering ? (
                <span aria-hidden="true" data-on-top="true" className="absolute inset-x-0 bottom-0 rounded-b bg-sky-700 text-center text-[8px] font-bold leading-3 text-white">
                  {ctx.t("looking.onTop")}
                </span>
              ) : null}
            </TableCard>
          </Droppable>
        );
      })}
    </>
  );
}
