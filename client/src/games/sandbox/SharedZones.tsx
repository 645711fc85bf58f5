/**
 * The zones both players share, on the centre line: the deck (face down, its count on its back;
 * drag its top card to a hand to draw it), the row where cards are played, and the discard pile.
 */
import { TableCard } from "../../table/TableCard";
import { zoneLabel } from "../../table/perspective";
import { cardItem } from "../../table/selection";
import { useTableCtx } from "../../table/TableContext";
import { backCard } from "../../table/zones/cards";
import { Droppable } from "../../table/zones/Droppable";
import { PileZone } from "../../table/zones/PileZone";
import { RowZone } from "../../table/zones/RowZone";
import { ZoneSection } from "../../table/zones/ZoneSection";
import { DECK, DISCARD, ROW } from "./moves";

function SharedDeck() {
  const ctx = useTableCtx();
  const count = ctx.snap.zones[DECK]?.count ?? 0;
  const label = zoneLabel(ctx.t, ctx.persp, DECK);
  const moved = { ref: { zone: DECK, at: "top" as const }, zone: DECK, index: 0, name: ctx.t("card.faceDown") };
  return (
    <ZoneSection zone={DECK} count={count} className="h-[110px] w-[76px] shrink-0">
      <Droppable
        id={`drop:${DECK}@top`}
        target={{ kind: "pile", zone: DECK, at: "top" }}
        label={ctx.t("drop.deckTop", { zone: label })}
        className="flex h-full items-end justify-center px-1 pb-1 pt-3"
      >
        {count > 0 ? (
          <TableCard
            card={backCard()}
            dragId={`deck:${DECK}`}
            item={cardItem(moved)}
            zone={DECK}
            index={0}
            size="md"
            fromLabel={ctx.t("drag.fromTop", { zone: label })}
            menu={() => ctx.game.menus.zone(ctx, DECK)}
          />
        ) : (
          <div className="flex h-[80px] w-[57px] items-center justify-center rounded border border-dashed border-white/20 text-[10px] text-slate-400">
            {ctx.t("zone.empty")}
          </div>
        )}
      </Droppable>
    </ZoneSection>
  );
}

export function SharedZones({ live }: { live: boolean }) {
  return (
    <div className="flex min-w-0 shrink items-stretch gap-2">
      <SharedDeck />
      <RowZone zone={ROW} always className="min-w-[200px] max-w-[520px]" />
      <PileZone zone={DISCARD} browsable={live} className="h-[110px] w-[76px] shrink-0" />
    </div>
  );
}
