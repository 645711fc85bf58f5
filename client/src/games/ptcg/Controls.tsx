/**
 * The Pokémon table's own controls (GameTable.controls): the setup row with "Mulligan", "Take
 * prize" among the card buttons, "Attack" and "Pokémon Checkup" among the play buttons.
 */
import { useEffect, useRef, useState } from "react";
import { seatControlsFirstButton } from "../../table/Controls";
import { handsDealt } from "../../table/dealt";
import type { MenuItem } from "../../table/menu/types";
import { useFocusWhenGone } from "../../table/returnFocus";
import { useTableCtx } from "../../table/TableContext";
import type { GameTable } from "../gameUi";
import { attackChoices } from "./menu/attacks";

/**
 * "Ready", "Mulligan", "Change deck": gone once the player is ready ("Ready" and "Mulligan" come
 * once the hands are dealt, after the coin flip's winner chose). "Ready" pressed from the
 * keyboard would leave focus on the page's body; it goes to the first button of the Controls
 * region instead ("Draw", or "Go second" for the coin flip's winner while the other player is not
 * ready): a button, not the Count field, so the table's shortcut keys still act.
 *
 * "Ready" with an empty Active Spot asks first (seed 001 §5; the warning ptcg.setup.no-active
 * comes too late): the game would begin at once with none of this player's Pokémon in play, and
 * the table would ask both players whether the other had won. "Ready anyway" still sends it.
 *
 * `dealt`: whether the hands are dealt, for a game built on this table that deals by its own
 * rules (the legacy table deals once who starts is decided); otherwise the table's setup order says.
 */
export function SetupButtons({ onChangeDeck, dealt: dealtHere }: { onChangeDeck: () => void; dealt?: boolean }) {
  const ctx = useTableCtx();
  const { t, snap, actingSeat: seat } = ctx;
  const row = useRef<HTMLDivElement>(null);
  const readyButton = useRef<HTMLButtonElement>(null);
  const [asking, setAsking] = useState(false);
  const cancelAsk = useRef<HTMLButtonElement>(null);
  useFocusWhenGone(row, seatControlsFirstButton);
  // Asking puts focus on "Cancel" (the safe answer); cancelling gives it back to "Ready".
  const asked = useRef(false);
  useEffect(() => {
    if (asking) cancelAsk.current?.focus();
    else if (asked.current) readyButton.current?.focus();
    asked.current = asking;
  }, [asking]);
  const activeEmpty = !snap.zones[`${seat}.active`]?.slots.some((slot) => slot?.cards.length);
  // Before the coin flip's winner chose there is no hand yet: nothing to mulligan or get ready with.
  // A game that deals by its own rules (the legacy table) says when its hands are dealt.
  const dealt = dealtHere ?? handsDealt(snap);
  const ready = () => void ctx.send({ type: "setup.ready" });
  // One element for the hook above, whichever of the two it holds: the buttons, or the question.
  return (
    <div ref={row}>
      {asking ? (
        <div role="group" aria-label={t("controls.readyConfirm")} className="flex flex-col gap-1 text-xs">
          <span className="font-semibold">{t("controls.readyConfirm")}</span>
          <span className="text-slate-300">{t("controls.readyConfirmWhy")}</span>
          <div className="flex gap-1">
            <button type="button" className="btn" onClick={ready}>
              {t("controls.readyAnyway")}
            </button>
            <button
              ref={cancelAsk}
              type="button"
              className="btn"
              onClick={() => setAsking(false)}
            >
              {t("controls.cancel")}
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-1">
          {dealt ? (
            <>
              <button ref={readyButton} type="button" className="btn btn-primary" onClick={() => (activeEmpty ? setAsking(true) : ready())}>
                {t("controls.ready")}
              </button>
              <button type="button" className="btn" onClick={() => void ctx.send({ type: "setup.mulligan" })}>
                {t("controls.mulligan")}
              </button>
            </>
          ) : null}
          <button type="button" className="btn" data-setup-change-deck="true" onClick={onChangeDeck}>
            {t("controls.changeDeck")}
          </button>
        </div>
      )}
    </div>
  );
}

/** Count prizes, one action each: a Knock Out of a Pokémon ex gives two. */
function CardButtons({ count, used }: { count: number; used(sent: Promise<boolean>): void }) {
  const ctx = useTableCtx();
  return (
    <button type="button" className="btn" onClick={() => used(ctx.send(Array.from({ length: count }, () => ({ type: "prize.take" }) as const)))}>
      {ctx.t("controls.takePrize")}
    </button>
  );
}

/** "Attack" opens the Active Pokémon's attacks; "Pokémon Checkup" when the game offers it. */
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
      {ctx.game.definition.assists.checkup ? (
        <button type="button" className="btn" onClick={() => void ctx.send({ type: "assist", assist: "checkup" })}>
          {t("controls.checkup")}
        </button>
      ) : null}
    </>
  );
}

export const ptcgControls: GameTable["controls"] = { Setup: SetupButtons, CardButtons, PlayButtons };
