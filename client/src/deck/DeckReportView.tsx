/**
 * The import report a player reads before confirming a deck: cards, placeholders, warnings (what
 * to fix, in amber) and notes (what was done that needs no fixing, such as a bare name matched to
 * its card, in the panel's quiet grey, after the warnings).
 */
import { useT } from "../i18n/useT";
import type { DeckReport } from "../net/api";

type ReportLine = DeckReport["warnings"][number];

const LOOKS = {
  warning: { item: "border-amber-600 bg-amber-950/70 text-amber-100", line: "text-amber-300", rule: "text-amber-300/80", mark: "⚠" },
  note: { item: "border-slate-600 bg-slate-800/60 text-slate-200", line: "text-slate-400", rule: "text-slate-400", mark: "ℹ" },
} as const;

function ReportLines({ label, lines, look }: { label: string; lines: readonly ReportLine[]; look: keyof typeof LOOKS }) {
  const t = useT();
  const { item, line, rule, mark } = LOOKS[look];
  return (
    <ul aria-label={label} className="flex flex-col gap-1">
      {lines.map((w, i) => (
        <li key={i} data-code={w.code} className={`rounded border px-2 py-1 ${item}`}>
          <span aria-hidden="true">{mark} </span>
          {w.line ? <span className={line}>{t("deck.line", { line: w.line })} </span> : null}
          {w.message}
          {w.rule ? <span className={`block text-xs ${rule}`}>{w.rule}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The lines kept as placeholders because several different cards share their name (their
 * deck.ambiguous warning says so): they were found, more than once, and reading "not found"
 * would send the player to check a spelling rather than to add a set code and number.
 */
const ambiguousLines = (report: DeckReport) => new Set(report.warnings.filter((w) => w.code === "deck.ambiguous").map((w) => w.line));

/** How many copies are placeholders, told apart as names no card has and names several cards share. */
export function placeholderCopies(report: DeckReport): { notFound: number; ambiguous: number } {
  const ambiguous = ambiguousLines(report);
  const copies = (shared: boolean) => report.cards.filter((c) => c.placeholder && ambiguous.has(c.line) === shared).reduce((n, c) => n + c.count, 0);
  return { notFound: copies(false), ambiguous: copies(true) };
}

export function DeckReportView({ report }: { report: DeckReport }) {
  const t = useT();
  const ambiguous = ambiguousLines(report);
  const { notFound, ambiguous: ambiguousCopies } = placeholderCopies(report);
  const groups = ["Pokémon", "Trainer", "Energy", "Unknown"].map((s) => ({ s, cards: report.cards.filter((c) => (c.supertype || "Unknown") === s) })).filter((g) => g.cards.length > 0);
  return (
    // The report scrolls inside itself (never shorter than 8rem) so that "Use this deck" below it
    // stays in sight: a list with many warnings used to spill out of its box, under that row.
    <section aria-label={t("deck.report")} className="flex min-h-32 flex-col gap-2 overflow-y-auto text-sm">
      <p data-total={report.total} className="font-semibold">
        {t("deck.summary", { total: report.total, format: t(`deck.format.${report.format}`, { defaultValue: report.format }) })}
        {notFound > 0 ? ` · ${t("deck.placeholderCount", { count: notFound })}` : ""}
        {ambiguousCopies > 0 ? ` · ${t("deck.ambiguousCount", { count: ambiguousCopies })}` : ""}
        {report.warnings.length > 0 ? ` · ${t("deck.warningCount", { count: report.warnings.length })}` : ""}
        {report.notes.length > 0 ? ` · ${t("deck.noteCount", { count: report.notes.length })}` : ""}
      </p>
      {report.warnings.length > 0 ? (
        <ReportLines label={t("deck.warnings")} lines={report.warnings} look="warning" />
      ) : (
        <p className="text-emerald-300">{t("deck.noWarnings")}</p>
      )}
      {report.notes.length > 0 ? <ReportLines label={t("deck.notes")} lines={report.notes} look="note" /> : null}
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
                  {c.placeholder ? <span className="ml-1 text-xs">({t(ambiguous.has(c.line) ? "deck.placeholderAmbiguous" : "deck.placeholder")})</span> : null}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
