/**
 * The centre line at a Toy Battle table: before the game, "Set up the tiles" for a seated player
 * (the game's setup move: its tiles, shuffled, four set aside, a coin, the opening stands);
 * during its turn, after a placement, the effects seed 003 gives it in order — the tile's, then
 * the base's — as buttons the player presses (never applied by themselves), each gone once used.
 */
import type { MouseEvent } from "react";
import { useTableCtx } from "../../table/TableContext";
import { effectItem, effectLabel } from "./Controls";
import { lastPlacement, tileEffect } from "./effects";
import { tileName, ui } from "./words";
import type { MenuItem } from "../../table/menu/types";

function EffectButton({ item }: { item: MenuItem }) {
  const ctx = useTableCtx();
  const open = (e: MouseEvent<HTMLButtonElement>) => {
    if (item.onSelect) return item.onSelect();
    const r = e.currentTarget.getBoundingClientRect();
    ctx.openMenu({ label: ui(ctx.t, "removeWhich"), items: item.items ?? [], x: r.left, y: r.bottom, returnFocus: e.currentTarget });
  };
  return (
    <button type="button" className="btn" aria-disabled={item.disabled || undefined} onClick={(e) => !item.disabled && open(e)}>
      {item.label}
    </button>
  );
}

function AfterPlacement() {
  const ctx = useTableCtx();
  const { t, snap, persp, conn } = ctx;
  const me = persp.me;
  if (snap.phase !== "playing" || !me || snap.turn.current !== me) return null;
  const placed = lastPlacement(snap, conn.log, me);
  if (!placed) return null;
  // Seed 003's order, the tile's effect then the base's: each effect applied since the placement uses up the first button it matches.
  const applied = [...placed.applied];
  const unused = (id: string | undefined): string | undefined => {
    const at = id === undefined ? -1 : applied.indexOf(id);
    if (at < 0) return id;
    applied.splice(at, 1);
    return undefined;
  };
  const own = unused(tileEffect(placed.power));
  const baseEffect = placed.spot.kind === "base" ? placed.spot.effect : undefined;
  const base = baseEffect && "assist" in baseEffect && !unused(baseEffect.assist) ? undefined : baseEffect;
  if (!own && !base) return null;
  const tile = tileName(t, { pid: "", faceDown: false, revealed: false, face: { defId: "", name: placed.card } });
  return (
    <div data-after-placement={placed.spot.id} className="flex shrink-0 flex-wrap items-center gap-2 self-start rounded bg-slate-800 px-3 py-1 text-sm">
      <span>{ui(t, "afterPlacement", { spot: placed.spot.id })}</span>
      {own ? <EffectButton item={effectItem(ctx, own, ui(t, "tileEffect", { tile, effect: effectLabel(t, own) }))} /> : null}
      {base && "assist" in base ? (
        <EffectButton item={effectItem(ctx, base.assist, ui(t, "baseEffect", { spot: placed.spot.id, effect: effectLabel(t, base.assist) }))} />
      ) : null}
      {base && "text" in base ? <span>{ui(t, "baseText", { spot: placed.spot.id, text: base.text })}</span> : null}
    </div>
  );
}

export function Hints() {
  const { t, snap, persp, send } = useTableCtx();
  if (snap.phase === "waiting" && persp.canAct) {
    return (
      <div data-toy-battle-setup className="flex shrink-0 items-center gap-2 self-start rounded bg-slate-800 px-3 py-1 text-sm">
        <span>{ui(t, "setUpHint")}</span>
        <button type="button" className="btn btn-primary" onClick={() => void send({ type: "toy-battle.setup" } as never)}>
          {ui(t, "setUp")}
        </button>
      </div>
    );
  }
  return <AfterPlacement />;
}
