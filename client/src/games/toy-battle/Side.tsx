/**
 * One player's edge of the Toy Battle table: the stand (its owner sees the faces, everyone else
 * backs named "face-down tile"), the supply's and the set-aside tiles' counts (nobody sees
 * them), the discard pile (public) and the medals. The top side is the opponent's, across the table.
 */
import type { Seat } from "@playmat/shared";
import { counterOf } from "../../net/snapshot";
import { zoneLabel, relation, seatNumber } from "../../table/perspective";
import { cardItem } from "../../table/selection";
import { TableCard } from "../../table/TableCard";
import { useTableCtx } from "../../table/TableContext";
import { movedCard } from "../../table/zones/cards";
import { Droppable } from "../../table/zones/Droppable";
import { PileZone } from "../../table/zones/PileZone";
import { ZoneSection } from "../../table/zones/ZoneSection";
import { medalTarget } from "./effects";
import { Z } from "./moves";
import { TileFace } from "./TileFace";
import { tileName, ui } from "./words";

function Stand({ seat, compact }: { seat: Seat; compact: boolean }) {
  const ctx = useTableCtx();
  const key = `${seat}.${Z.stand}`;
  const zone = ctx.snap.zones[key];
  const cards = zone?.cards ?? [];
  const label = zoneLabel(ctx.t, ctx.persp, key);
  return (
    <ZoneSection zone={key} count={zone?.count ?? 0} className={compact ? "h-[72px]" : "h-[96px]"}>
      <Droppable id={`drop:${key}`} target={{ kind: "pile", zone: key }} label={label} className="flex h-full items-end gap-1 overflow-x-auto px-2 pb-0.5 pt-3">
        {cards.map((card, i) => {
          const name = tileName(ctx.t, card);
          return (
            <TableCard
              key={card.pid || i}
              card={card}
              dragId={`stand:${key}:${card.pid || i}`}
              item={cardItem({ ...movedCard(ctx, card, key, i), name })}
              zone={key}
              index={i}
              size={compact ? "xs" : "sm"}
              name={name}
              fromLabel={ctx.t("drag.from", { zone: label })}
              menu={() => ctx.game.menus.card(ctx, card, { ...movedCard(ctx, card, key, i), name })}
            >
              <TileFace card={card} />
            </TableCard>
          );
        })}
      </Droppable>
    </ZoneSection>
  );
}

/** A pile nobody sees into: its name and how many tiles it holds. */
function Count({ zone: key }: { zone: string }) {
  const ctx = useTableCtx();
  const count = ctx.snap.zones[key]?.count ?? 0;
  return (
    <ZoneSection zone={key} className="flex h-[72px] w-[76px] shrink-0 items-end justify-center pb-1">
      <Droppable id={`drop:${key}`} target={{ kind: "pile", zone: key, at: "top" }} label={zoneLabel(ctx.t, ctx.persp, key)} className="flex h-full w-full items-end justify-center pb-1">
        <output className="text-xl font-bold">{ui(ctx.t, "tiles", { count })}</output>
      </Droppable>
    </ZoneSection>
  );
}

function Medals({ seat }: { seat: Seat }) {
  const ctx = useTableCtx();
  const medals = counterOf(ctx.snap.players[seat], "medals");
  const label = ui(ctx.t, `medals.${relation(ctx.persp, seat)}`, { player: ctx.snap.players[seat]?.name || ctx.t("seat.name", { number: seatNumber(seat) }) });
  return (
    <section aria-label={label} data-medals={seat} className="flex w-24 shrink-0 flex-col items-center justify-center rounded-lg border border-amber-400/30 bg-black/20 p-1">
      <span aria-hidden="true" className="text-[10px] text-amber-300">★</span>
      <output className="text-2xl font-bold">{medals}</output>
      <span className="text-[10px] text-slate-400">{ui(ctx.t, "medalTarget", { count: medalTarget(ctx.snap) })}</span>
    </section>
  );
}

export function Side({ seat, position }: { seat: Seat; position: "top" | "bottom" }) {
  const bottom = position === "bottom";
  return (
    <div data-side={position} data-seat={seat} className={`flex shrink-0 gap-1 ${bottom ? "items-end" : "items-start"}`}>
      <div className="min-w-0 flex-1">
        <Stand seat={seat} compact={!bottom} />
      </div>
      <Count zone={`${seat}.${Z.supply}`} />
      <Count zone={`${seat}.${Z.setAside}`} />
      <PileZone zone={`${seat}.${Z.discard}`} className="h-[96px] w-[76px] shrink-0" size="sm" />
      <Medals seat={seat} />
    </div>
  );
}
