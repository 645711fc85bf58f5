/**
 * What the Pokémon rules have a player do next, said on the centre line (GameTable.Hints):
 * the other player's mulligans during setup, an empty Active Spot during the game.
 */
import { MULLIGANS } from "@playmat/shared";
import { counterOf } from "../../net/snapshot";
import { useTableCtx } from "../../table/TableContext";

export function Hints() {
  return (
    <>
      <MulliganExtra />
      <EmptyActiveHint />
    </>
  );
}

/**
 * The other player's mulligans, told to a player during setup: for each one, this player may
 * draw one more card (seed 001 §5), and only the log said how many there were.
 */
function MulliganExtra() {
  const { t, snap, persp, names } = useTableCtx();
  if (snap.phase !== "setup" || !persp.me) return null;
  const other = persp.me === "p1" ? "p2" : "p1";
  const count = counterOf(snap.players[other], MULLIGANS);
  if (count === 0) return null;
  return (
    <p data-mulligan-extra={count} className="shrink-0 self-start rounded bg-sky-900 px-3 py-1 text-sm">
      {t("setup.mulliganExtra", { count, player: names[other] })}
    </p>
  );
}

/**
 * A player's empty Active Spot during the game, with a Pokémon on the Bench: after a Knock Out
 * the player puts a Benched Pokémon into it (seed 001 §7.4). Nothing else on the table said so,
 * and a new player left the spot empty into the next turn.
 */
function EmptyActiveHint() {
  const { t, snap, persp } = useTableCtx();
  if (snap.phase !== "playing" || !persp.me) return null;
  const active = snap.zones[`${persp.me}.active`]?.slots ?? [];
  const bench = snap.zones[`${persp.me}.bench`]?.slots ?? [];
  if (active.some((s) => s.sid) || !bench.some((s) => s.sid)) return null;
  return (
    <p data-empty-active="true" className="shrink-0 self-start rounded bg-sky-900 px-3 py-1 text-sm">
      {t("status.emptyActive")}
    </p>
  );
}
