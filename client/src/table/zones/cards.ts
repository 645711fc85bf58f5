/** Builders shared by the zone views: a card as something to move, drag ids. */
import type { CardRef } from "@playmat/shared";
import { cardAccessibleName } from "../../cards/naming";
import type { CardSnap } from "../../net/snapshot";
import type { MovedCard } from "../intents";
import type { TableCtx } from "../TableContext";

export function movedCard(ctx: Pick<TableCtx, "defOf">, card: CardSnap, zone: string, index: number, ref?: CardRef): MovedCard {
  return {
    ref: ref ?? { zone, pid: card.pid },
    zone,
    index,
    supertype: ctx.defOf(card.face?.defId)?.supertype,
    defId: card.face?.defId,
    name: cardAccessibleName(card),
    ...(card.face?.owner && { owner: card.face.owner }),
  };
}

/** A hidden pile's card by position: no id, no face. */
export const backCard = (): CardSnap => ({ pid: "", faceDown: false, revealed: false });
