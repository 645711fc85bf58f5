/**
 * "Replay so far": the game record as this client saw it (`conn.record()`), stepped through
 * in a dialog over the table while the game goes on — the shareable link serves finished
 * games only. It opens on the latest step; the table's own shortcut keys rest meanwhile (the
 * caller blocks them) and Escape or "Back to the table" closes it.
 */
import type { GameRecord } from "@playmat/shared";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useTableCtx } from "../table/TableContext";
import { ReplayViewer } from "./ReplayViewer";
import { useReplayT } from "./useReplayT";

/** The toolbar button: fetches the record, then hands it to the dialog. */
export function ReplaySoFarButton({ onOpen }: { onOpen: (record: GameRecord) => void }) {
  const ctx = useTableCtx();
  const rt = useReplayT();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      const reply = await ctx.conn.record();
      if (reply.ok) onOpen(reply.record);
      else ctx.notify({ kind: "error", text: rt("room.failed", { message: reply.error.message }) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn" disabled={busy} aria-busy={busy || undefined} onClick={() => void open()}>
      {busy ? rt("room.downloading") : rt("room.soFar")}
    </button>
  );
}

export function ReplaySoFarDialog({ record, onClose }: { record: GameRecord; onClose: () => void }) {
  const rt = useReplayT();
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The viewer keeps its step in the address and names the page: both go back on closing.
    const title = document.title;
    const opener = document.activeElement as HTMLElement | null;
    back.current?.focus();
    return () => {
      document.title = title;
      history.replaceState(history.state, "", `${location.pathname}${location.search}`);
      opener?.focus();
    };
  }, [record]);
  return createPortal(
    <div
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
