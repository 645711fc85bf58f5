/**
 * The sandbox's own controls (GameTable.controls): "Draw" from the shared deck among the card
 * buttons (the Count field says how many), and the acting player's points among the play
 * buttons. No setup row: the deal is the whole setup (Hints.tsx).
 */
import { counterOf } from "../../net/snapshot";
import { useTableCtx } from "../../table/TableContext";
import { POINTS } from "./moves";
import type { GameTable } from "../gameUi";

/** At most what one draw move takes (shared games/sandbox/moves/draw.ts). */
const MAX_DRAW = 10;

function CardButtons({ count, used }: { count: number; used(sent: Promise<boolean>): void }) {
  const ctx = useTableCtx();
  return (
    <button type="button" className="btn" onClick={() => used(ctx.send({ type: "sandbox.draw", count: Math.min(count, MAX_DRAW) }))}>
      {ctx.t("sandbox.draw")}
    </button>
  );
}

function PlayButtons() {
  const ctx = useTableCtx();
  const points = counterOf(ctx.snap.players[ctx.actingSeat], POINTS);
  const change = (amount: number) => void ctx.send({ type: "counter", counter: POINTS, mode: "add", amount });
  return (
    <>
      <button type="button" className="btn" onClick={() => change(1)}>
        {ctx.t("sandbox.addPoint")}
      </button>
      <button type="button" className="btn" aria-disabled={points === 0 || undefined} onClick={() => points > 0 && change(-1)}>
        {ctx.t("sandbox.removePoint")}
      </button>
    </>
  );
}

export const sandboxControls: GameTable["controls"] = {
  Setup: () => null,
  CardButtons,
  PlayButtons,
};
