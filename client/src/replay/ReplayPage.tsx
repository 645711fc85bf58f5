/**
 * /replay/<replayId>: a finished game's record over HTTP. A browser that played in the game
 * (it noted the replay id and still holds the seat token) opens on its own seat's view;
 * anyone else on the spectator's view; the judge's view is one code away.
 */
import type { GameRecord, RecordViewer } from "@playmat/shared";
import { useEffect, useMemo, useState } from "react";
import { navigate } from "../app/route";
import { fetchRecord, type Proof, type RecordError } from "./fetchRecord";
import { seatFor } from "./replayLinks";
import { ReplayViewer } from "./ReplayViewer";
import { errorText, useReplayT } from "./useReplayT";
import { ViewChooser } from "./ViewChooser";

interface Wanted {
  viewer: RecordViewer;
  judgeCode?: string;
}

export function ReplayPage({ replayId }: { replayId: string }) {
  const rt = useReplayT();
  const mine = useMemo(() => seatFor(replayId), [replayId]);
  const [wanted, setWanted] = useState<Wanted>(() => ({ viewer: mine?.seat ?? "spectator" }));
  const [record, setRecord] = useState<GameRecord | null>(null);
  const [error, setError] = useState<RecordError | null>(null);
  const [busy, setBusy] = useState(true);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setBusy(true);
    const proof: Proof = wanted.viewer === "judge" ? { judgeCode: wanted.judgeCode } : mine && wanted.viewer === mine.seat ? { seatToken: mine.token } : {};
    void fetchRecord(replayId, wanted.viewer, proof).then((r) => {
      if (!live) return;
      setBusy(false);
      if (r.ok) {
        setRecord(r.record);
        setError(null);
      } else if (r.error.code === "replay.forbidden" && wanted.viewer !== "judge" && wanted.viewer !== "spectator") {
        // The seat's token no longer matches (another browser took the seat back): watch as a spectator.
        setWanted({ viewer: "spectator" });
      } else setError(r.error);
    });
    return () => {
      live = false;
    };
  }, [replayId, wanted, mine, attempt]);

  const back = (
    <button type="button" className="btn" onClick={() => navigate("/")}>
      {rt("lobby")}
    </button>
  );

  if (!record) {
    return (
      <div className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-3 p-8 text-center">
        <h1 className="text-xl font-semibold">{rt("title")}</h1>
        {busy || !error ? (
          <p role="status" className="text-slate-300">
            {rt("loading")}
          </p>
        ) : (
          <>
            <p role="alert" data-error-code={error.code} className="text-red-300">
              {errorText(rt, error)}
            </p>
            <div className="flex gap-2">
              <button type="button" className="btn btn-primary" onClick={() => setAttempt((n) => n + 1)}>
                {rt("retry")}
              </button>
              <button type="button" className="btn" onClick={() => navigate("/replay")}>
                {rt("openFile")}
              </button>
              {back}
            </div>
          </>
        )}
      </div>
    );
  }

  const chooser = (
    <ViewChooser
      rt={rt}
      shown={record.viewer}
      mine={mine ? { seat: mine.seat, name: record.players[mine.seat] } : null}
      busy={busy}
      error={error ? errorText(rt, error) : null}
      onChoose={(viewer, judgeCode) => {
        setError(null);
        setWanted({ viewer, judgeCode });
      }}
    />
  );
  return (
    <ReplayViewer
      record={record}
      actions={
        <>
          {chooser}
          {back}
        </>
      }
    />
  );
}
