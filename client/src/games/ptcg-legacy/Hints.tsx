/**
 * What the legacy rules have a player do next, on the centre line: before the deal, that the
 * opponent's deck may be cut and who starts decided (seed 002 §2–3); then the Pokémon TCG's
 * hints (the other player's mulligans during setup, an empty Active Spot during the game).
 */
import { useTableCtx } from "../../table/TableContext";
import { Hints as PtcgHints } from "../ptcg/Hints";

export function Hints() {
  return (
    <>
      <BeforeTheDeal />
      <PtcgHints />
    </>
  );
}

function BeforeTheDeal() {
  const { t, snap, persp } = useTableCtx();
  if (snap.phase !== "setup" || snap.turn.first !== "" || !persp.me) return null;
  return (
    <p data-before-deal="true" className="shrink-0 self-start rounded bg-sky-900 px-3 py-1 text-sm">
      {t("legacy.beforeDeal")}
    </p>
  );
}
