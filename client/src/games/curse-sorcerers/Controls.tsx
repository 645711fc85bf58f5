/**
 * The game's own controls (GameTable.controls): during setup "Keep hand" and "Mulligan" (the
 * table's mulligan rule), and "Change deck"; while playing "Refresh curse power" and the effect
 * loop counter (§5.2: count a repetition, declare a number, end the loop), shown to the player
 * with its count.
 */
import { counterOf } from "../../net/snapshot";
import { seatControlsFirstButton } from "../../table/Controls";
import { useFocusWhenGone } from "../../table/returnFocus";
import { useTableCtx } from "../../table/TableContext";
import type { GameTable } from "../gameUi";
import { useRef } from "react";
import { COUNTERS } from "./ids";
import { wordsOf } from "./words";

function Setup({ onChangeDeck }: { onChangeDeck(): void }) {
  const ctx = useTableCtx();
  const { t, snap } = ctx;
  const w = wordsOf(t);
  const row = useRef<HTMLDivElement>(null);
  useFocusWhenGone(row, seatControlsFirstButton);
  const rule = String(snap.options.mulligan ?? "free-once");
  return (
    <div ref={row} className="flex flex-col gap-1">
      {snap.phase === "setup" ? <span className="text-xs text-slate-300">{w("setup.hint", { rule: t(`mulligan.${rule}`, { ns: "game" }) })}</span> : null}
      <div className="flex flex-wrap gap-1">
        {snap.phase === "setup" ? (
          <>
            <button type="button" className="btn btn-primary" onClick={() => void ctx.send({ type: "curse-sorcerers.keep" })}>
              {w("setup.keep")}
            </button>
            {rule !== "none" ? (
              <button type="button" className="btn" onClick={() => void ctx.send({ type: "curse-sorcerers.mulligan" })}>
                {w("setup.mulligan")}
              </button>
            ) : null}
          </>
        ) : null}
        <button type="button" className="btn" data-setup-change-deck="true" onClick={onChangeDeck}>
          {t("controls.changeDeck")}
        </button>
      </div>
    </div>
  );
}

function PlayButtons() {
  const ctx = useTableCtx();
  const w = wordsOf(ctx.t);
  const player = ctx.snap.players[ctx.actingSeat];
  const rounds = counterOf(player, COUNTERS.loop);
  const declared = counterOf(player, COUNTERS.loopDeclared);
  const loop = (mode: "repeat" | "end") => void ctx.send({ type: "curse-sorcerers.loop", mode });
  return (
    <>
      <button type="button" className="btn" onClick={() => void ctx.send({ type: "assist", assist: "curse-refresh" })}>
        {w("refreshCurse")}
      </button>
      <div role="group" aria-label={w("loop.region")} className="flex flex-wrap items-center gap-1">
        <output className="text-xs text-slate-300">
          {w("loop.count", { count: rounds })}
          {declared ? ` (${w("loop.declared", { times: declared })})` : ""}
        </output>
        <button type="button" className="btn" onClick={() => loop("repeat")}>
          {w("loop.repeat")}
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => ctx.askNumber(w("loop.declare"), declared || 4, (n) => void ctx.send({ type: "curse-sorcerers.loop", mode: "declare", times: n }), { max: 999, step: 1 })}
        >
          {w("loop.declare")}
        </button>
        {rounds > 0 || declared > 0 ? (
          <button type="button" className="btn" onClick={() => loop("end")}>
            {w("loop.end")}
          </button>
        ) : null}
      </div>
    </>
  );
}

export const sorcererControls: GameTable["controls"] = {
  Setup,
  // The shell's Draw, Look and Search cover the cards: nothing of the game's own among them.
  CardButtons: () => null,
  PlayButtons,
};
