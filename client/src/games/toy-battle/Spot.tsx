/**
 * One spot of the board: a drop target named for screen readers and tests as "spot B4, red
 * stack of 3, top: 7 Rexy" (docs/testing/toy-battle.md), at its place on the map, holding its
 * tower's top tile (draggable, with its menu: look through the tower, move the top tile) and
 * the tower's height.
 */
import type { SlotSnap } from "../../net/snapshot";
import { cardItem } from "../../table/selection";
import { TableCard } from "../../table/TableCard";
import { useTableCtx } from "../../table/TableContext";
import { movedCard } from "../../table/zones/cards";
import { Droppable } from "../../table/zones/Droppable";
import type { ToyBattle } from "@playmat/shared";
import { towerMenu } from "./menus";
import { BOARD } from "./moves";
import { TileFace } from "./TileFace";
import { spotName, tileName, ui } from "./words";

export function Spot({ spot, slot, tower, onLook }: { spot: ToyBattle.Spot; slot: number; tower: SlotSnap | undefined; onLook(slot: number): void }) {
  const ctx = useTableCtx();
  const top = tower?.cards[tower.cards.length - 1];
  const name = spotName(ctx.t, spot, tower);
  const occupied = Boolean(top);
  return (
    <Droppable
      id={`drop:${BOARD}@${slot}`}
      target={{ kind: "slot", zone: BOARD, slot, occupied }}
      label={name}
      role="group"
      aria-label={name}
      data-spot={spot.id}
      data-height={tower?.cards.length ?? 0}
      className="absolute flex h-[18%] w-[13%] -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-lg"
      style={{ left: `${spot.x}%`, top: `${spot.y}%` }}
    >
      {top ? (
        <TableCard
          card={top}
          // The board's tiles are public; its MovedCard's index is the spot's slot (moves.ts reads it).
          dragId={`board:${slot}:${top.pid}`}
          item={cardItem({ ...movedCard(ctx, top, BOARD, slot), name: tileName(ctx.t, top) })}
          zone={BOARD}
          index={slot}
          slot={slot}
          size="sm"
          name={tileName(ctx.t, top)}
          fromLabel={ui(ctx.t, "onto", { spot: spot.id })}
          menu={() => towerMenu(ctx, slot, () => onLook(slot))}
        >
          <TileFace card={top} />
          {tower!.cards.length > 1 ? (
            <span aria-hidden="true" className="absolute -right-2 -top-2 rounded-full bg-slate-950 px-1.5 text-xs font-bold text-amber-300">
              {tower!.cards.length}
            </span>
          ) : null}
        </TableCard>
      ) : null}
    </Droppable>
  );
}
