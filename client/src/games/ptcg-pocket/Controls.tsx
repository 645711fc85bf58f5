/**
 * The Pocket table's own controls (GameTable.controls): "Ready" in the setup row (its Pokémon
 * down face down, revealed with the other player's: `pocket.ready`), and among the play
 * buttons "Attack", "Pokémon Checkup" and "Let the Energy go" (the unused Energy of this
 * turn disappears: the `energy.fade` assist).
 */
import { useRef } from "react";
import { seatControlsFirstButton } from "../../table/Controls";
import { handsDealt } from "../../table/dealt";
import type { MenuItem } from "../../table/menu/types";
import { useFocusWhenGone } from "../../table/returnFocus";
import { useTableCtx } from "../../table/TableContext";
import type { GameTable } from "../gameUi";
import { attackChoices } from "../ptcg/menu/attacks";

function SetupButtons({ onChangeDeck }: { onChangeDeck: () => void }) {
  const ctx = useTableCtx();
  const row = useRef<HTMLDivElement>(null);
  useFocusWhenGone(row, seatControlsFirstButton);
  return (
    <div ref={row} className="flex flex-wrap gap-1">
      {handsDealt(ctx.snap) ? (
        <button type="button" className="btn btn-primary" onClick={() => void ctx.send({ type: "pocket.ready" })}>
          {ctx.t("controls.ready")}
        </button>
      ) : null}
      <button type="button" className="btn" data-setup-change-deck="true" onClick={onChangeDeck}>
        {ctx.t("controls.changeDeck")}
      </button>
    </div>
  );
}

function PlayButtons({ menuAt }: { menuAt(e: React.MouseEvent<HTMLButtonElement>, label: string, items: MenuItem[]): void }) {
  const ctx = useTableCtx();
  const { t } = ctx;
  const attackMenu = (): MenuItem[] => {
    const attacks = attackChoices(ctx, ctx.actingSeat);
    return attacks.length > 0 ? attacks : [{ label: t("controls.noAttacks"), disabled: true }];
  };
  return (
    <>
      <button type="button" className="btn" aria-haspopup="menu" onClick={(e) => menuAt(e, t("controls.attack"), attackMenu())}>
        {t("controls.attack")}
      </button>
      <button type="button" className="btn" onClick={() => void ctx.send({ type: "assist", assist: "checkup" })}>
        {t("controls.checkup")}
      </button>
      <button type="button" className="btn" onClick={() => void ctx.send({ type: "assist", assist: "energy.fade" })}>
        {t("pocket.energyFade")}
      </button>
    </>
  );
}

export const pocketControls: GameTable["controls"] = { Setup: SetupButtons, CardButtons: () => null, PlayButtons };
