/**
 * /replay: an exported game record (the .json from "Download the game record") opened again,
 * by the file input or by dropping the file on the page. Nothing is sent anywhere: the file
 * is checked (openRecord) and replayed in the browser. A file dropped on the open viewer opens
 * in its place; one that can't be replayed is refused beside it and the open record stays (the
 * browser would otherwise open the dropped file itself, in place of the replay).
 */
import { openRecord, type GameRecord } from "@playmat/shared";
import { useRef, useState, type DragEvent } from "react";
import { navigate } from "../app/route";
import { ReplayViewer } from "./ReplayViewer";
import { errorText, useReplayT } from "./useReplayT";

type Failure = { code: string; message: string; file: string };

/** Reads a dropped or chosen file into a record, or says why it can't be replayed. */
export async function readRecordFile(file: Pick<File, "name" | "text">): Promise<{ ok: true; record: GameRecord } | { ok: false; error: Failure }> {
  let text: string;
  try {
    text = await file.text();
  } catch (e) {
    return { ok: false, error: { code: "record.read", message: e instanceof Error ? e.message : String(e), file: file.name } };
  }
  const opened = openRecord(text);
  return opened.ok ? opened : { ok: false, error: { ...opened.error, file: file.name } };
}

export function OpenRecordPage() {
  const rt = useReplayT();
  const [record, setRecord] = useState<GameRecord | null>(null);
  const [error, setError] = useState<Failure | null>(null);
  const [reading, setReading] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  // Which file the viewer shows: a new one starts the viewer afresh, whatever it holds.
  const [opened, setOpened] = useState(0);
  const input = useRef<HTMLInputElement>(null);

  const open = async (file: File | undefined) => {
    if (!file) return;
    setReading(file.name);
    setError(null);
    const r = await readRecordFile(file);
    setReading(null);
    // The address's #step=N (a shared or reloaded /replay#step=12) is where the viewer opens.
    if (r.ok) setRecord(r.record);
    else setError(r.error);
  };

  /** A file dropped on the open viewer: it replaces the record, or is refused and nothing changes. */
  const openInstead = async (file: File | undefined) => {
    if (!file) return;
    const r = await readRecordFile(file);
    if (!r.ok) {
      setError(r.error);
      return;
    }
    // The step was the old file's: the new one opens at its start.
    history.replaceState(history.state, "", location.pathname);
    setError(null);
    setRecord(r.record);
    setOpened((n) => n + 1);
  };

  const refusal = error ? (
    <div role="alert" data-error-code={error.code} className="rounded-lg border border-red-500/60 bg-red-950/60 p-3">
      <p className="font-semibold text-red-200">{rt("open.errorTitle")}</p>
      <p className="text-sm text-red-100">
        {error.file}: {errorText(rt, error)}
      </p>
      {error.code === "record.invalid" || error.code === "record.version" || error.code === "record.game" ? <p className="mt-1 text-xs text-red-200/80">{error.message}</p> : null}
    </div>
  ) : null;

  const back = (
    <button type="button" className="btn" onClick={() => navigate("/")}>
      {rt("lobby")}
    </button>
  );

  if (record) {
    return (
      <div
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault();
          void openInstead(e.dataTransfer.files[0]);
        }}
      >
        <ReplayViewer
          key={opened}
          record={record}
          actions={
            <>
              <button
                type="button"
                className="btn"
                onClick={() => {
                  // The step was this file's: the next one opens at its start (or its own #step).
                  history.replaceState(history.state, "", location.pathname);
                  setError(null);
                  setRecord(null);
                }}
              >
                {rt("open.another")}
              </button>
              {back}
              {/* One line in the viewer's header (the whole sentence on hover and for screen readers). */}
              {error ? (
                <p role="alert" data-error-code={error.code} title={`${error.file}: ${errorText(rt, error)}`} className="min-w-0 truncate text-xs text-red-300">
                  {error.file}: {errorText(rt, error)}
                </p>
              ) : null}
            </>
          }
        />
      </div>
    );
  }

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    void open(e.dataTransfer.files[0]);
  };

  return (
    <main aria-label={rt("open.title")} className="mx-auto flex min-h-screen max-w-2xl flex-col justify-center gap-4 p-8" onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
      <h1 className="text-2xl font-semibold">{rt("open.title")}</h1>
      <p className="text-slate-300">{rt("open.intro")}</p>
      <div
        data-drop-zone
        onDragEnter={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragOver={(e) => {
          e.preventDefault();
          e.dataTransfer.dropEffect = "copy";
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-8 text-center ${over ? "border-emerald-400 bg-emerald-400/10" : "border-white/25 bg-black/20"}`}
      >
        <p aria-hidden="true" className="text-slate-400">
          {rt("open.drop")}
        </p>
        <label className="flex flex-col items-center gap-1 text-sm">
          <span>{rt("open.file")}</span>
          <input
            ref={input}
            type="file"
            accept=".json,application/json"
            onChange={(e) => {
              void open(e.target.files?.[0]);
              // Choosing the same file again after an error reads it again.
              e.target.value = "";
            }}
            className="text-sm file:mr-3 file:rounded file:border-0 file:bg-slate-700 file:px-3 file:py-1 file:text-slate-100"
          />
        </label>
      </div>
      {reading ? (
        <p role="status" className="text-slate-300">
          {rt("open.reading", { name: reading })}
        </p>
      ) : null}
      {refusal}
      <div>{back}</div>
    </main>
  );
}
