/**
 * The language menu, in the lobby's and the table's headers (and so for spectators and judges):
 * each language by its own name, the choice remembered for the next visit (i18n/index.ts).
 */
import { useTranslation } from "react-i18next";
import { chooseLanguage, LANGUAGE_LIST } from "../i18n";

export function LanguageMenu({ className = "" }: { className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <span className={`flex items-center gap-1 text-xs text-slate-400 ${className}`}>
      <span aria-hidden="true">🌐</span>
      <select
        aria-label={t("language.label")}
        value={i18n.resolvedLanguage ?? i18n.language}
        onChange={(e) => chooseLanguage(e.target.value)}
        className="rounded border border-white/10 bg-slate-800 px-1 py-0.5 text-xs text-slate-100"
      >
        {LANGUAGE_LIST.map(({ code, name }) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
    </span>
  );
}
