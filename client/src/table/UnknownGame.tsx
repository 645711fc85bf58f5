/**
 * A table whose game this page doesn't know (a newer server, an old tab): said in words, with
 * the way back to the lobby. Drawing another game's playmat instead would misname every zone.
 */
import { useEffect, useRef } from "react";
import { useT } from "../i18n/useT";

export function UnknownGame({ game, onLeave }: { game: string; onLeave: () => void }) {
  const t = useT();
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => back.current?.focus(), []);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 p-8 text-center">
      <p role="alert" data-unknown-game={game} className="max-w-lg rounded border border-rose-500 bg-rose-950 px-3 py-2">
        {t("table.unknownGame", { game })}
      </p>
      <button ref={back} type="button" className="btn" onClick={onLeave}>
        {t("gate.back")}
      </button>
    </main>
  );
}
