/**
 * A player's life (§6.1) and curse power (§5.2), on its half for everyone to read, set by hand:
 * +1 and −1 and "Set…" for the player (or a judge acting for it); the table asks "won?" at 0 life.
 */
import type { Seat } from "@playmat/shared";
import { counterOf } from "../../net/snapshot";
import { relation, seatNumber } from "../../table/perspective";
import { useTableCtx } from "../../table/TableContext";
import { COUNTERS } from "./ids";
import { wordsOf } from "./words";

function Counter({ seat, counter }: { seat: Seat; counter: typeof COUNTERS.life | typeof COUNTERS.curse }) {
  const ctx = useTableCtx();
  const { t } = ctx;
  const w = wordsOf(t);
  const value = counterOf(ctx.snap.players[seat], counter);
  const label = w(`${counter}.${relation(ctx.persp, seat)}`, { player: t("seat.name", { number: seatNumber(seat) }) });
  const name = t(`counter.${counter}`, { ns: "game" });
  const mine = ctx.persp.canAct && ctx.actingSeat === seat && ctx.snap.phase === "playing";
  const change = (amount: number) => void ctx.send({ type: "counter", counter, mode: "add", amount });
  return (
    <section aria-label={label} data-counter={counter} data-seat={seat} className="flex flex-col items-center rounded-lg border border-white/10 bg-black/20 px-1 py-0.5">
      <span aria-hidden="true" className="text-[10px] text-slate-400">{name}</span>
      <output className={`text-xl font-bold ${counter === COUNTERS.life ? "text-rose-200" : "text-violet-200"}`}>{value}</output>
      {mine ? (
        <div className="flex gap-0.5">
          <button type="button" className="btn px-1 py-0 text-xs" aria-label={w("remove", { counter: name })} onClick={() => value > 0 && change(-1)}>
            −1
          </button>
          <button type="button" className="btn px-1 py-0 text-xs" aria-label={w("add", { counter: name })} onClick={() => change(1)}>
            +1
          </button>
          <button
            type="button"
            className="btn px-1 py-0 text-xs"
            aria-label={w("set", { counter: name })}
            onClick={() => ctx.askNumber(label, value, (n) => void ctx.send({ type: "counter", counter, mode: "set", amount: n }), { max: 999, step: 1 })}
          >
            =
          </button>
        </div>
      ) : null}
    </section>
  );
}

export function PlayerCounters({ seat }: { seat: Seat }) {
  return (
    <div className="flex w-[92px] shrink-0 flex-col justify-center gap-1">
      <Counter seat={seat} counter={COUNTERS.life} />
      <Counter seat={seat} counter={COUNTERS.curse} />
    </div>
  );
}
