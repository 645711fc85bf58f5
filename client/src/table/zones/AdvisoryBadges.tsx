/** Non-blocking warnings next to the zone or stack in play they concern; one raised again reads "×N". */
import { useLayoutEffect, useRef, useState } from "react";
import { advisoriesFor } from "../advisories";
import { useTableCtx } from "../TableContext";

/** Space between a zone and its warnings (Tailwind's `mb-1` / `mt-1`). */
const GAP = 4;

/**
 * `overZone`: the warnings sit just above their zone (which is `relative`), or just below it when
 * there is no room above inside the playmat (`main`): a zone at its top edge (the top player's
 * hand, the looking panel) would put them over the header. Measured before the browser paints, so
 * they never show in the wrong place first.
 */
export function AdvisoryBadges({ target, withSlots = false, overZone = false, className = "" }: { target: string; withSlots?: boolean; overZone?: boolean; className?: string }) {
  const ctx = useTableCtx();
  const notes = advisoriesFor(ctx.advisories, target, withSlots);
  const list = useRef<HTMLUListElement>(null);
  const [below, setBelow] = useState(false);
  useLayoutEffect(() => {
    const el = list.current;
    const zone = el?.parentElement;
    const playmat = el?.closest("main");
    if (!overZone || !el || !zone || !playmat) return;
    const roomAbove = zone.getBoundingClientRect().top - playmat.getBoundingClientRect().top;
    setBelow(roomAbove < el.getBoundingClientRect().height + GAP);
  });
  if (notes.length === 0) return null;
  const place = overZone ? (below ? "top-full mt-1" : "bottom-full mb-1") : "";
  return (
    <ul ref={list} className={`pointer-events-none z-20 flex max-w-56 flex-col gap-0.5 ${place} ${className}`} aria-label={ctx.t("advisory.listLabel")}>
      {notes.map((n) => {
        const text = ctx.advisoryText(n);
        const count = n.count ?? 1;
        return (
          // The note sits inside the list item: a list holds only items, and `role="note"` on the
          // <li> itself would take its place in the list away.
          <li key={n.id}>
            <div
              role="note"
              aria-label={count > 1 ? ctx.t("advisory.repeated", { text, count }) : undefined}
              data-advisory={n.code}
              data-target={n.target}
              data-count={count > 1 ? count : undefined}
              className="rounded border border-amber-500 bg-amber-950/95 px-1.5 py-0.5 text-[10px] leading-tight text-amber-100 shadow"
            >
              <span aria-hidden="true">⚠ </span>
              {text}
              {count > 1 ? (
                <span aria-hidden="true" className="ml-1 whitespace-nowrap rounded-full bg-white/15 px-1 font-semibold">
                  {ctx.t("notice.repeated", { count })}
                </span>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
