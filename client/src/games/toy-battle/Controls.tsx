/**
 * Toy Battle's own controls: "Draw tiles" (a turn's draw: two, one onto a stand of 7, none past
 * 8) and "Effects" (every effect by hand, as a base's words or a correction may ask) among the
 * play buttons. "Remove an adjacent top tile" asks which spot. No setup row: "Set up the tiles"
 * is on the centre line (Hints.tsx), as the sandbox deals.
 */
import { ToyBattle, type ClientAction } from "@playmat/shared";
import type { MenuItem } from "../../table/menu/types";
import { useTableCtx, type TableCtx } from "../../table/TableContext";
import type { GameTable } from "../gameUi";
import { opponentTopped } from "./effects";
import { gameWord, ui } from "./words";

const assist = (id: string, params: Record<string, unknown> = {}): ClientAction => ({ type: "assist", assist: id, params }) as ClientAction;

export const effectLabel = (t: TableCtx["t"], id: string): string => gameWord(t, `effect.${id}`, id);

/** One effect as a menu item: applied at once, or (remove-adjacent) a submenu of the spots it may reach. */
export function effectItem(ctx: TableCtx, id: string, label = effectLabel(ctx.t, id)): MenuItem {
  if (id === "remove-adjacent") {
    const spots = opponentTopped(ctx.snap, ctx.actingSeat);
    return {
      label,
      disabled: spots.length === 0,
      items: spots.map((spot) => ({ label: ui(ctx.t, "onto", { spot: spot.id }), onSelect: () => void ctx.send(assist(id, { spot: spot.id })) })),
    };
  }
  return { label, onSelect: () => void ctx.send(assist(id)) };
}

function CardButtons() {
  return null;
}

function PlayButtons({ menuAt }: { menuAt(e: React.MouseEvent<HTMLButtonElement>, label: string, items: MenuItem[]): void }) {
  const ctx = useTableCtx();
  const label = ui(ctx.t, "effects");
  return (
    <>
      <button type="button" className="btn" onClick={() => void ctx.send({ type: "toy-battle.draw" } as ClientAction)}>
        {ui(ctx.t, "draw")}
      </button>
      <button
        type="button"
        className="btn"
        aria-haspopup="menu"
        onClick={(e) => menuAt(e, label, ToyBattle.BASE_EFFECTS.map((id) => effectItem(ctx, id)))}
      >
        {label}
      </button>
    </>
  );
}

export const toyBattleControls: GameTable["controls"] = {
  Setup: () => null,
  CardButtons,
  PlayButtons,
};
