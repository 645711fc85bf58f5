/**
 * Decks and prizes a judge's (or a revealed) record lists in order: the table draws them as
 * counts, so these buttons open them in the pile browser, as a judge browses them at the table.
 */
import { zoneLabel } from "../table/perspective";
import { useTableCtx } from "../table/TableContext";

export function HiddenPiles() {
  const ctx = useTableCtx();
  const keys = Object.keys(ctx.conn.hidden).sort();
  if (keys.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-1 border-b border-white/10 px-2 py-1.5">
      {keys.map((key) => {
        const label = zoneLabel(ctx.t, ctx.persp, key);
        return (
          <button key={key} type="button" className="btn text-xs" aria-pressed={ctx.browse === key} onClick={() => ctx.setBrowse(ctx.browse === key ? null : key)}>
            {ctx.t("browse.open", { zone: label })}
          </button>
        );
      })}
    </div>
  );
}
