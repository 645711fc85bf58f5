/**
 * "Replay so far": the game record as this client saw it (`conn.record()`), stepped through
 * in a dialog over the table while the game goes on — the shareable link serves finished
 * games only. It opens on the latest step; the table's own shortcut keys rest meanwhile (the
 * caller blocks them) and Escape, "Back to the table" or the browser's Back closes it.
 *
 * Opening it adds a history entry of its own (the room's address, which the viewer gives its
 * `#step`), so that Back closes the replay instead of leaving the room. Closing it by its own
 * button goes back off that entry, so no stray entry is left for Back to step onto.
 */
import type { GameRecord } from "@playmat/shared";
import { useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { useReturnFocus, wrapTab } from "../table/returnFocus";
import { RecordButton } from "./RecordActions";
import { ReplayViewer } from "./ReplayViewer";
import { useReplayT } from "./useReplayT";

/** Marks the history entry that "Replay so far" added on opening. */
const ENTRY = "replaySoFar";
const isReplayEntry = () => Boolean((history.state as Record<string, unknown> | null)?.[ENTRY]);
const tableAddress = () => `${location.pathname}${location.search}`;

/**
 * The replay's own entry, made before the viewer reads the address, so it opens on the latest
 * step, not on a step an earlier replay left in the address (one reloaded, or come back to by
 * Forward). Standing on such a leftover replay entry, that entry is the replay's again: pushing
 * another would leave two entries of the table's for Back to step through.
 */
function enterReplayEntry(): void {
  if (isReplayEntry()) {
    history.replaceState({ [ENTRY]: true }, "", tableAddress());
    return;
  }
  if (location.hash) history.replaceState(history.state, "", tableAddress());
  history.pushState({ [ENTRY]: true }, "", tableAddress());
}

/** A Back of leaveReplayEntry's still under way (history moves asynchronously): settled by the next popstate. */
let leaving: Promise<void> | null = null;

/** Closing by the dialog's own controls: off the replay's entry, or (an entry typed since) the step out of the address. */
function leaveReplayEntry(): void {
  if (!isReplayEntry()) {
    history.replaceState(history.state, "", tableAddress());
    return;
  }
  leaving = new Promise<void>((resolve) => window.addEventListener("popstate", () => resolve(), { once: true })).then(() => {
    leaving = null;
  });
  history.back();
}

/** The toolbar button: fetches the record (keeping its name and focus meanwhile), then hands it to the dialog. */
export function ReplaySoFarButton({ onOpen }: { onOpen: (record: GameRecord) => void }) {
  const rt = useReplayT();
  return (
    <RecordButton
      label={rt("room.soFar")}
      use={async (record, asked) => {
        // Reopened at once: the Back that closed it lands first, or it would close this one.
        if (leaving) await leaving;
        // A record that arrives once the player has left the room (Back while it loaded) opens
        // nothing, and adds no entry to the page they went to.
        if (location.pathname !== asked.path) return;
        enterReplayEntry();
        onOpen(record);
      }}
    />
  );
}

/** The viewer over the table; closing it gives focus back to what opened it (the button). */
export function ReplaySoFarDialog({ record, onClose }: { record: GameRecord; onClose: () => void }) {
  const rt = useReplayT();
  const back = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  useReturnFocus(dialog);
  const close = () => {
    leaveReplayEntry();
    onClose();
  };
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
          close();
        }
        wrapTab(e, dialog.current);
      }}
    >
      <ReplayViewer
        record={record}
        start="last"
        onBackToPage={onClose}
        actions={
          <button ref={back} type="button" className="btn btn-primary" onClick={close}>
            {rt("room.backToTable")}
          </button>
        }
      />
    </div>,
    document.body,
  );
}
