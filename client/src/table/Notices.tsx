/**
 * Refusals and warnings as small notices that never block play; a repeated one says how many
 * times. The table places them at the top of the playmat, under the header, over the other
 * player's side. Only their buttons take the pointer: elsewhere a click, or a card dropped,
 * reaches the zone beneath (drop targets are what the page's hit test finds: dropVisibility.ts).
 */
import { useRef, useState, type FocusEvent } from "react";
import { firstControl, useFocusWhenGone } from "./returnFocus";
import { useTableCtx, type Notice } from "./TableContext";

interface Props {
  notices: Notice[];
  dismiss: (id: number) => void;
  /** Keeps a notice on screen while focus is in it (`true`), and starts its time again after (`false`). */
  hold: (id: number, held: boolean) => void;
}

export function Notices({ notices, dismiss, hold }: Props) {
  return (
    <div className="flex w-[min(560px,92%)] flex-col gap-1">
      {notices.map((n) => (
        <NoticeItem key={n.id} notice={n} dismiss={dismiss} hold={hold} />
      ))}
    </div>
  );
}

/**
 * One notice. Keyboard users reach its buttons by Tab from the card they acted on: it stays while
 * focus is in it, and once "Ask opponent" or "Dismiss notice" takes it away focus goes back to
 * what had it when the notice came (that card), else to what had it before Tab reached the
 * notice, not to the page.
 */
function NoticeItem({ notice: n, dismiss, hold }: { notice: Notice; dismiss: (id: number) => void; hold: Props["hold"] }) {
  const ctx = useTableCtx();
  const box = useRef<HTMLDivElement>(null);
  // What had focus when the notice came (the card acted on), else what had it before Tab reached it.
  const [origin] = useState(() => (document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null));
  const before = useRef<HTMLElement | null>(null);
  useFocusWhenGone(box, (region) => [origin, before.current].find((el) => el?.isConnected) ?? firstControl(region));
  const inside = (e: FocusEvent) => e.relatedTarget instanceof Node && Boolean(box.current?.contains(e.relatedTarget));
  return (
    <div
      ref={box}
      onFocus={(e) => {
        if (inside(e)) return;
        before.current = e.relatedTarget instanceof HTMLElement ? e.relatedTarget : null;
        hold(n.id, true);
      }}
      onBlur={(e) => {
        if (!inside(e) && box.current?.isConnected) hold(n.id, false);
      }}
      role={n.kind === "error" ? "alert" : "status"}
      data-notice={n.kind}
      className={`flex items-start gap-2 rounded-lg border px-3 py-1.5 text-sm shadow-xl ${
        n.kind === "error" ? "border-rose-500 bg-rose-950/95" : n.kind === "advisory" ? "border-amber-500 bg-amber-950/95" : "border-sky-500 bg-slate-900/95"
      }`}
    >
      {n.kind === "error" ? (
        // Drawn, not the emoji "⛔": without an emoji font (many Linux desktops) that is an empty box.
        <svg data-icon="no-entry" aria-hidden="true" viewBox="0 0 16 16" className="mt-0.5 h-4 w-4 shrink-0">
          <circle cx="8" cy="8" r="7" fill="#e11d48" />
          <rect x="3.5" y="6.75" width="9" height="2.5" rx="0.5" fill="#fff" />
        </svg>
      ) : (
        <span aria-hidden="true">{n.kind === "advisory" ? "⚠" : "ℹ"}</span>
      )}
      <span className="flex-1">
        {n.text}
        {n.count && n.count > 1 ? (
          <span data-notice-count={n.count} className="ml-2 whitespace-nowrap rounded-full bg-white/15 px-1.5 text-xs font-semibold">
            {ctx.t("notice.repeated", { count: n.count })}
          </span>
        ) : null}
      </span>
      {n.request ? (
        <button
          type="button"
          className="btn btn-primary pointer-events-auto"
          onClick={() => {
            dismiss(n.id);
            void ctx.send({ type: "request", action: n.request as unknown as Record<string, unknown> });
          }}
        >
          {ctx.t("notice.askOpponent")}
        </button>
      ) : null}
      <button type="button" className="btn pointer-events-auto" aria-label={ctx.t("notice.dismiss")} onClick={() => dismiss(n.id)}>
        ×
      </button>
    </div>
  );
}
