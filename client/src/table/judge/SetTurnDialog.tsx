/**
 * A judge sets the turn counter and whose turn it is (`turn.set`, sent without `as`: a judge's
 * own action). The dialog stays open on a refusal, so the judge can correct the numbers.
 */
import type { Seat } from "@playmat/shared";
import { useState } from "react";
import { Dialog } from "../Dialog";
import { useLiveTable } from "../LiveTableContext";
import { seatChoiceLabel } from "../perspective";
import { useTableCtx } from "../TableContext";

/** The engine's bounds for `turn.set`'s number. */
const MAX_TURN = 999;

export function SetTurnDialog({ onClose }: { onClose: () => void }) {
  const { t, snap, names } = useTableCtx();
  const { sendOwn } = useLiveTable();
  const currentSeat: Seat = snap.turn.current === "p2" ? "p2" : "p1";
  const [number, setNumber] = useState(String(Math.max(1, snap.turn.number)));
  const [current, setCurrent] = useState<Seat>(currentSeat);
  const [busy, setBusy] = useState(false);
  const parsed = Number(number);
  const valid = Number.isInteger(parsed) && parsed >= 1 && parsed <= MAX_TURN;

  const submit = async () => {
    if (!valid || busy) return;
    setBusy(true);
    const ok = await sendOwn({ type: "turn.set", number: parsed, current });
    setBusy(false);
    if (ok) onClose();
  };

  return (
    <Dialog name="set-turn" label={t("setTurn.title")} describedBy="set-turn-now" onClose={onClose} onSubmit={() => void submit()}>
      <p id="set-turn-now" className="text-slate-300">
        {t("setTurn.now", { number: snap.turn.number, player: names[currentSeat] })}
      </p>
      <label className="flex items-center gap-2">
        {t("setTurn.number")}
        <input autoFocus type="number" min={1} max={MAX_TURN} step={1} required value={number} onChange={(e) => setNumber(e.target.value)} className="input w-20" />
      </label>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1">{t("setTurn.whose")}</legend>
        {(["p1", "p2"] as const).map((seat) => (
          <label key={seat} className="flex items-center gap-2">
            <input type="radio" name="set-turn-current" checked={current === seat} onChange={() => setCurrent(seat)} />
            {seatChoiceLabel(t, seat, snap.players[seat]?.seated ? names[seat] : undefined)}
          </label>
        ))}
      </fieldset>
      <div className="flex justify-end gap-2">
        <button type="button" className="btn" onClick={onClose}>
          {t("controls.cancel")}
        </button>
        <button type="submit" className="btn btn-primary" disabled={!valid || busy}>
          {t("setTurn.submit")}
        </button>
      </div>
    </Dialog>
  );
}
