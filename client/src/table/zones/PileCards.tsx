/** A row of a pile's cards (hand, resolving, looking, a browsed pile), each draggable. */
import type { CardSnap } from "../../net/snapshot";
import { zoneLabel } from "../perspective";
import { cardItem } from "../selection";
import { TableCard, type CardSize } from "../TableCard";
import { useTableCtx } from "../TableContext";
import { movedCard } from "./cards";

interface Props {
  zone: string;
  cards: CardSnap[];
  size: CardSize;
  overlap?: boolean;
  idPrefix?: string;
  /** The cards attached to the stack in this slot of `zone` (the pile browser on them). */
  slot?: number;
  /** Where a picked-up card is said to come from; the zone's name by default. */
  fromLabel?: string;
}

export function PileCards({ zone, cards, size, overlap = false, idPrefix = "", slot, fromLabel }: Props) {
  const ctx = useTableCtx();
  const from = fromLabel ?? ctx.t("drag.from", { zone: zoneLabel(ctx.t, ctx.persp, zone) });
  return (
    <>
      {cards.map((card, i) => {
        const moved = movedCard(ctx, card, zone, i);
        return (
          <TableCard
            key={card.pid}
            card={card}
            dragId={`${idPrefix}card:${card.pid}`}
            item={cardItem(moved)}
            zone={zone}
            index={i}
            slot={slot}
            size={size}
            fromLabel={from}
            menu={() => ctx.game.menus.card(ctx, card, moved)}
            className={overlap && i > 0 ? "-ml-7 hover:z-10 focus:z-10" : ""}
          />
        );
      })}
    </>
  );
}
