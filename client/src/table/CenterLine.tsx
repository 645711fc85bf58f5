/** The line between the two halves: the stadium, whose turn it is, and questions for this viewer. */
import { LookingPanel } from "./LookingPanel";
import { PromptBar } from "./PromptBar";
import { useTableCtx } from "./TableContext";
import { PileZone } from "./zones/PileZone";

export function CenterLine() {
  const ctx = useTableCtx();
  const { t, snap, persp } = ctx;
  const current = snap.turn.current as "p1" | "p2" | "";
  const mine = current && current === (persp.me ?? persp.bottom);
  const attacked = snap.turn.attacked;
  return (
    <div className="flex h-[80px] shrink-0 items-center gap-3 px-1">
      <PileZone zone="stadium" browsable={false} size="sm" className="h-[80px] w-[112px]" />
      <div className="flex h-full min-w-0 flex-1 flex-col justify-center gap-1 overflow-y-auto">
        {snap.phase === "playing" && current ? (
          <p className={`self-start rounded-full px-3 py-0.5 text-sm font-semibold ${mine ? "bg-amber-500 text-slate-950" : "bg-slate-700"}`}>
            {mine && persp.me ? t("status.yourTurn", { number: snap.turn.number }) : t("status.theirTurn", { number: snap.turn.number, player: ctx.names[current] })}
            {attacked ? ` · ${t("status.attacked")}` : ""}
          </p>
        ) : null}
        {snap.phase === "setup" && persp.me && !snap.players[persp.me]?.ready ? (
          <p className="self-start rounded bg-slate-800 px-3 py-1 text-sm">{t("setup.hint")}</p>
        ) : null}
        {snap.phase === "setup" && persp.me && snap.players[persp.me]?.ready ? (
          <p className="self-start rounded bg-slate-800 px-3 py-1 text-sm">{t("setup.waiting")}</p>
        ) : null}
        <LookingPanel seat={persp.top} compact />
        <PromptBar />
      </div>
    </div>
  );
}
