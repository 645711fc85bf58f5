/** The import report a player reads before confirming a deck: cards, placeholders, warnings. */
import { useT } from "../i18n/useT";
import type { DeckReport } from "../net/api";

export function DeckReportView({ report }: { report: DeckReport }) {
  const t = useT();
  const placeholders = report.cards.filter((c) => c.placeholder);
  const groups = ["Pokémon", "Trainer", "Energy", "Unknown"].map((s) => ({ s, cards: report.cards.filter((c) => (c.supertype || "Unknown") === s) })).filter((g) => g.cards.length > 0);
  return (
    // The report scrolls inside itself (never shorter than 8rem) so that "Use this deck" below it
    // stays in sight: a list with many warnings used to spill out of its box, under that row.
    <section aria-label={t("deck.report")} className="flex min-h-32 flex-col gap-2 overflow-y-auto text-sm">
      <p data-total={report.total} className="font-semibold">
        {t("deck.summary", { total: report.total, format: t(`deck.format.${report.format}`, { defaultValue: report.format }) })}
        {placeholders.length > 0 ? ` · ${t("deck.placeholderCount", { count: placeholders.reduce((n, c) => n + c.count, 0) })}` : ""}
        {report.warnings.length > 0 ? ` · ${t("deck.warningCount", { count: report.warnings.length })}` : ""}
      </p>
      {report.warnings.length > 0 ? (
        <ul aria-label={t("deck.warnings")} className="flex flex-col gap-1">
          {report.warnings.map((w, i) => (
            <li key={i} data-code={w.code} className="rounded border border-amber-600 bg-amber-950/70 px-2 py-1 text-amber-100">
              <span aria-hidden="true">⚠ </span>
              {w.line ? <span className="text-amber-300">{t("deck.line", { line: w.line })} </span> : null}
              {w.message}
              {w.rule ? <span className="block text-xs text-amber-300/80">{w.rule}</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-emerald-300">{t("deck.noWarnings")}</p>
      )}
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {groups.map((g) => (
          <div key={g.s}>
            <h4 className="text-xs font-semibold uppercase text-slate-400">
              {t(`deck.supertype.${g.s}`, { defaultValue: g.s })} ({g.cards.reduce((n, c) => n + c.count, 0)})
            </h4>
            <ul aria-label={t(`deck.supertype.${g.s}`, { defaultValue: g.s })}>
              {g.cards.map((c) => (
                <li key={`${c.line}-${c.defId}`} data-def-id={c.defId} data-placeholder={c.placeholder || undefined} className={c.placeholder ? "text-amber-300" : ""}>
                  {c.count} × {c.name}
                  {c.placeholder ? <span className="ml-1 text-xs">({t("deck.placeholder")})</span> : null}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
