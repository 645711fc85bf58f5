/**
 * Toy Battle's menus (GameTable.menus): a tile's "Place on…" (every spot by name: the keyboard's
 * way onto the board), back to its stand, to its discard pile; a tower's "Look through", its top
 * tile moved onto another spot, back or discarded; the supply's draw. Whose stand or discard
 * pile "its" means: the tile's owner's, by its colour on the board (shell giveBack elsewhere).
 */
import { ToyBattle, type ClientAction, type Seat } from "@playmat/shared";
import type { CardSnap } from "../../net/snapshot";
import type { MovedCard, MoveSource } from "../../table/intents";
import { ownerSeat as shellOwnerSeat } from "../../table/menu/giveBack";
import type { MenuItem } from "../../table/menu/types";
import type { TableCtx } from "../../table/TableContext";
import { BOARD, mapOfSnap, movesFor, Z, zoneFor } from "./moves";
import { tileName, ui } from "./words";

type Ctx = TableCtx;

export function moveTo(_ctx: Pick<Ctx, "snap">, source: MoveSource, seat: Seat, id: string): ClientAction[] {
  const target = zoneFor(seat, id);
  return target ? movesFor(source, target) : [];
}

/** The seat whose stand and discard pile a tile goes back to: on the board, the seat of its colour. */
export function ownerSeat(ctx: Pick<Ctx, "actingSeat" | "persp"> & Partial<Pick<Ctx, "snap">>, source: MoveSource): Seat {
  const tile = source.kind === "cards" ? source.cards[0] : undefined;
  const colour = tile?.defId ? ToyBattle.tileOf(tile.defId)?.colour : undefined;
  if (tile?.zone === BOARD && colour && ctx.snap) return ToyBattle.colourOf(ctx.snap.options, "p1") === colour ? "p1" : "p2";
  return shellOwnerSeat(ctx, source);
}

/** "Place on…": every spot of the map, by its accessible name's first words ("spot B4"). */
function placeItems(ctx: Ctx, tile: MovedCard, label: string): MenuItem {
  const map = mapOfSnap(ctx.snap);
  const slots = ctx.snap.zones[BOARD]?.slots ?? [];
  return {
    label,
    items: map.spots.flatMap((spot, slot) => {
      if (tile.zone === BOARD && tile.index === slot) return [];
      const occupied = (slots[slot]?.cards.length ?? 0) > 0;
      return [{ label: ui(ctx.t, "onto", { spot: spot.id }), onSelect: () => void ctx.send(movesFor({ kind: "cards", cards: [tile] }, { kind: "slot", zone: BOARD, slot, occupied })) }];
    }),
  };
}

function backItems(ctx: Ctx, tile: MovedCard): MenuItem[] {
  const source: MoveSource = { kind: "cards", cards: [tile] };
  const seat = ownerSeat(ctx, source);
  const items: MenuItem[] = [];
  if (tile.zone !== `${seat}.${Z.stand}`) items.push({ label: ui(ctx.t, "toStand"), onSelect: () => void ctx.send(moveTo(ctx, source, seat, "hand")) });
  if (tile.zone !== `${seat}.${Z.discard}`) items.push({ label: ui(ctx.t, "toDiscard"), onSelect: () => void ctx.send(moveTo(ctx, source, seat, "discard")) });
  return items;
}

/** A tile's menu anywhere but on the board (the stand, a discard pile, the tiles being looked at). */
export function cardMenu(ctx: Ctx, card: CardSnap, moved: MovedCard): MenuItem[] {
  const tile = { ...moved, name: tileName(ctx.t, card) };
  return [placeItems(ctx, tile, ui(ctx.t, "placeOn")), ...backItems(ctx, tile)];
}

/** A tower's menu, on its top tile: look through it (anyone), move its top tile. */
export function towerMenu(ctx: Ctx, slot: number, look: () => void): MenuItem[] {
  const tower = ctx.snap.zones[BOARD]?.slots[slot];
  const top = tower?.cards[tower.cards.length - 1];
  const items: MenuItem[] = [{ label: ui(ctx.t, "lookThrough"), onSelect: look }];
  if (!top) return items;
  const tile: MovedCard = {
    ref: { zone: BOARD, pid: top.pid },
    zone: BOARD,
    index: slot,
    defId: top.face?.defId,
    name: tileName(ctx.t, top),
  };
  return [...items, placeItems(ctx, tile, ui(ctx.t, "moveTop")), ...backItems(ctx, tile)];
}

export function zoneMenu(ctx: Ctx, zoneKey: string): MenuItem[] {
  if (zoneKey === `${ctx.actingSeat}.${Z.supply}` && ctx.snap.phase === "playing") {
    return [{ label: ui(ctx.t, "draw"), onSelect: () => void ctx.send({ type: "toy-battle.draw" } as ClientAction) }];
  }
  return [];
}
