/**
 * "Replay so far": the game record as this client saw it (`conn.record()`), stepped through
 * in a dialog over the table while the game goes on — the shareable link serves finished
 * games only. It opens on the latest step; the table's own shortcut keys rest meanwhile (the
 * caller blocks them) and Escape or "Back to the table" closes it.
 */
import type { GameRecord } from "@playmat/shared";
import { useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { useReturnFocus, wrapTab } from "../table/returnFocus";
import { RecordButton } from "./RecordActions";
import { ReplayViewer } from "./ReplayViewer";
import { useReplayT } from "./useReplayT";

/** The toolbar button: fetches the record (keeping its name and focus meanwhile), then hands it to the dialog. */
export function ReplaySoFarButton({ onOpen }: { onOpen: (record: GameRecord) => void }) {
  const rt = useReplayT();
  return <RecordButton label={rt("room.soFar")} use={onOpen} />;
}

/** The viewer over the table; closing it gives focus back to what opened it (the button). */
export function ReplaySoFarDialog({ record, onClose }: { record: GameRecord; onClose: () => void }) {
  const rt = useReplayT();
  const back = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  useReturnFocus(dialog);
  useEffect(() => {
    // The viewer keeps its step in the address: it goes back on closing (the viewer gives the
    // page its title back itself).
    back.current?.focus();
    return () => {
      history.replaceState(history.state, "", `${location.pathname}${location.search}`);
    };
  }, [record]);
  return createPortal(
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={rt("room.soFarTitle")}
      data-replay-dialog
      className="fixed inset-0 z-50 overflow-auto bg-slate-950"
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.preventDefault();
          onClose();
        }
        wrapTab(e, dialog.current);
      }}
    >
      <ReplayViewer
        record={record}
        start="last"
        actions={
          <button ref={back} type="button" className="btn btn-primary" onClick={onClose}>
            {rt("room.backToTable")}
          </button>
        }
      />
    </div>,
    document.body,
  );
}
