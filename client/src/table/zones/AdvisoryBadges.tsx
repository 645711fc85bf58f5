/** Non-blocking warnings next to the zone or Pokémon they concern. */
import { advisoriesFor } from "../advisories";
import { useTableCtx } from "../TableContext";

export function AdvisoryBadges({ target, withSlots = false, className = "" }: { target: string; withSlots?: boolean; className?: string }) {
  const ctx = useTableCtx();
  const notes = advisoriesFor(ctx.advisories, target, withSlots);
  if (notes.length === 0) return null;
  return (
    <ul className={`pointer-events-none z-20 flex max-w-56 flex-col gap-0.5 ${className}`} aria-label={ctx.t("advisory.listLabel")}>
      {notes.map((n) => (
        <li key={n.id} role="note" data-advisory={n.code} data-target={n.target} className="rounded border border-amber-500 bg-amber-950/95 px-1.5 py-0.5 text-[10px] leading-tight text-amber-100 shadow">
          <span aria-hidden="true">⚠ </span>
          {ctx.advisoryText(n)}
        </li>
      ))}
    </ul>
  );
}
