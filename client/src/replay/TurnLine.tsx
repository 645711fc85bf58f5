/** The line between the halves in a replay: whose turn it was, the setup, or how the game ended (the table's words). */
import { ATTACKED, type Names } from "@playmat/shared";
import type { T } from "../i18n/useT";
import { hasMarker, type TableSnap } from "../net/snapshot";
import { gameOverText } from "../table/gameOverText";
import type { Perspective } from "../table/perspective";

export function TurnLine({ snap, persp, names, t }: { snap: TableSnap; persp: Perspective; names: Names; t: T }) {
  const current = snap.turn.current as "p1" | "p2" | "";
  const mine = Boolean(current && current === persp.me);
  let text: string;
  if (snap.phase === "finished") {
    text = gameOverText(snap, persp, names, t);
  } else if (snap.phase === "playing" && current) {
    text = mine ? t("status.yourTurn", { number: snap.turn.number }) : t("status.theirTurn", { number: snap.turn.number, player: names[current] });
    if (hasMarker(snap.turn, ATTACKED)) text += ` · ${t("status.attacked")}`;
  } else {
    text = t(`status.${snap.phase}`, { defaultValue: snap.phase });
  }
  return (
    <p
      data-phase={snap.phase}
      data-turn={snap.turn.number}
      data-current={current || undefined}
      className={`self-start rounded-full px-3 py-0.5 text-sm font-semibold ${snap.phase === "finished" ? "bg-amber-400 text-slate-950" : mine ? "bg-amber-500 text-slate-950" : "bg-slate-700"}`}
    >
      {text}
      {snap.paused ? ` · ${t("status.paused")}` : ""}
    </p>
  );
}
