/** A labelled region for one zone (`<section aria-label="Your hand">`) with its "…" menu. */
import type { ReactNode, Ref } from "react";
import { zoneLabel } from "../perspective";
import { useTableCtx } from "../TableContext";
import { AdvisoryBadges } from "./AdvisoryBadges";

interface Props {
  zone: string;
  children: ReactNode;
  className?: string;
  /** Shown after the label: "53". */
  count?: number;
  showLabel?: boolean;
  menu?: boolean;
  ref?: Ref<HTMLElement>;
}

export function ZoneSection({ zone, children, className = "", count, showLabel = true, menu = true, ref }: Props) {
  const ctx = useTableCtx();
  const label = zoneLabel(ctx.t, ctx.persp, zone);
  const z = ctx.snap.zones[zone];
  return (
    <section
      ref={ref}
      aria-label={label}
      data-zone={zone}
      data-count={z?.count ?? 0}
      className={`group/zone relative rounded-lg border border-white/10 bg-black/20 ${className}`}
      onContextMenu={(e) => {
        e.preventDefault();
        ctx.openMenu({ label, items: ctx.game.menus.zone(ctx, zone), x: e.clientX, y: e.clientY, returnFocus: e.currentTarget });
      }}
    >
      {showLabel || menu ? (
        <div className="pointer-events-none absolute left-0.5 top-0.5 z-10 flex w-[calc(100%-0.25rem)] items-center justify-between gap-0.5 text-[10px] leading-none text-slate-400">
          {showLabel ? (
            <span aria-hidden="true" className="truncate">
              {ctx.t(`zoneShort.${zone.split(".").pop()}`, { defaultValue: label })}
              {count !== undefined ? <span className="ml-1 font-semibold text-slate-200">{count}</span> : null}
            </span>
          ) : (
            <span />
          )}
          {menu && ctx.persp.canAct ? (
            <button
              type="button"
              aria-label={ctx.t("menu.zoneActions", { zone: label })}
              aria-haspopup="menu"
              className="pointer-events-auto shrink-0 rounded px-0.5 text-xs leading-none text-slate-300 hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-sky-400"
              onClick={(e) => {
                const r = e.currentTarget.getBoundingClientRect();
                ctx.openMenu({ label, items: ctx.game.menus.zone(ctx, zone), x: r.left, y: r.bottom, returnFocus: e.currentTarget });
              }}
            >
              …
            </button>
          ) : null}
        </div>
      ) : null}
      {children}
      <AdvisoryBadges target={zone} overZone className="absolute left-0" />
    </section>
  );
}
