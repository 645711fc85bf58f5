/**
 * A player's consent to show both hands to spectators (`spectators.hands`): its own choice,
 * sent without `as`; hands are shown only while both players agree.
 */
import { useEffect, useState } from "react";
import { useLiveTable } from "../LiveTableContext";
import { useTableCtx } from "../TableContext";
import { HandConsents } from "./HandConsents";

export function HandSharing() {
  const { t, snap, persp } = useTableCtx();
  const { sendOwn } = useLiveTable();
  const agrees = (persp.me && snap.players[persp.me]?.showsHand) ?? false;
  // The box follows the click at once; the synced state confirms it a moment later (or a refusal undoes it).
  const [wanted, setWanted] = useState<boolean | null>(null);
  useEffect(() => {
    if (wanted !== null && agrees === wanted) setWanted(null);
  }, [agrees, wanted]);
  // Only while there is a game to watch.
  // At a practice table spectators see public information only (the engine refuses the consent).
  if (persp.role !== "player" || !persp.me || snap.phase === "finished" || snap.practiceView) return null;

  const toggle = () => {
    const show = !(wanted ?? agrees);
    setWanted(show);
    void sendOwn({ type: "spectators.hands", show }).then((ok) => {
      if (!ok) setWanted(null);
    });
  };

  return (
    <div className="flex flex-col gap-0.5 border-t border-white/10 pt-1">
      <label className="flex items-center gap-2 text-xs">
        <input type="checkbox" checked={wanted ?? agrees} aria-busy={wanted !== null || undefined} onChange={toggle} />
        {t("spectating.share")}
      </label>
      <HandConsents forSpectator={false} />
    </div>
  );
}
