/**
 * The phase marker (§4.2), on the centre line for both players and spectators: whose turn, which
 * phase; the turn's player (or a judge for it) moves it on to the next phase. The draw phase is
 * where every turn starts; the end phase's next step is the shell's "End turn".
 */
import { CurseSorcerers } from "@playmat/shared";
import { useTableCtx } from "../../table/TableContext";
import { PHASES } from "./ids";
import { wordsOf } from "./words";

export function PhaseMarker() {
  const ctx = useTableCtx();
  const { t, snap } = ctx;
  const w = wordsOf(t);
  if (snap.phase !== "playing" || !snap.turn.current) return null;
  const phase = CurseSorcerers.phaseOf(snap.turn);
  const next = PHASES[PHASES.indexOf(phase) + 1];
  const phaseName = (p: string) => t(`phase.${p}`, { ns: "game" });
  const mayMove = ctx.persp.canAct && ctx.actingSeat === snap.turn.current;
  return (
    <section aria-label={w("phase.region")} data-phase={phase} className="flex shrink-0 items-center gap-2 self-start rounded bg-slate-800 px-3 py-1 text-sm">
      <output className="font-semibold text-amber-200">
        {w("phase.now", { player: ctx.names[snap.turn.current as "p1" | "p2"] ?? snap.turn.current, number: snap.turn.number, phase: phaseName(phase) })}
      </output>
      {mayMove && next ? (
        <button type="button" className="btn" onClick={() => void ctx.send({ type: "curse-sorcerers.phase", to: next })}>
          {w("phase.next", { phase: phaseName(next) })}
        </button>
      ) : null}
    </section>
  );
}
