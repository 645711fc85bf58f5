/**
 * i18next for the client: the shared resources (namespaces `game` and `log`, and each game's own
 * beside them: `<game id>/game`, `<game id>/log`) plus the client's own `ui` namespace, in every
 * language of languages.ts (how to add one: docs/i18n/README.md). The language is the one chosen
 * before (localStorage), else the browser's, else English; `<html lang>` follows it.
 */
import { en } from "@playmat/shared";
import i18next, { type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { LANGUAGE_KEY, LANGUAGES } from "./languages";
import { pseudoResources } from "./pseudo";

/** The pseudo-locale's code (Android's and Chrome's for accented English). */
const PSEUDO_LOCALE = "en-XA";

export { LANGUAGE_LIST, LANGUAGES } from "./languages";

/** The client's, every game's shared ones, and each registered game's own (`ptcg/log`, `ptcg/game`: shared i18n/namespaces.ts). */
export const NAMESPACES = [...new Set(["ui", ...Object.keys(en)])];

function pickLanguage(): string {
  const stored = (() => {
    try {
      return localStorage.getItem(LANGUAGE_KEY);
    } catch {
      return null;
    }
  })();
  const wanted = [stored, ...(typeof navigator === "undefined" ? [] : navigator.languages ?? [])].filter(Boolean) as string[];
  for (const w of wanted) {
    const base = w.toLowerCase().split("-")[0]!;
    if (LANGUAGES[base]) return base;
  }
  return "en";
}

void i18next.use(initReactI18next).init({
  lng: pickLanguage(),
  fallbackLng: "en",
  resources: LANGUAGES,
  ns: NAMESPACES,
  defaultNS: "ui",
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/**
 * Layout tests read the page in a pseudo-locale (pseudo.ts), made from English in the page when a
 * test's init script sets `window.__playmatPseudoLocale` (e2e/tests/pseudo-locale.spec.ts): no
 * player's page sets it, and it is never in the language menu.
 */
if (typeof window !== "undefined" && (window as { __playmatPseudoLocale?: boolean }).__playmatPseudoLocale) {
  const english = LANGUAGES.en!;
  for (const ns of Object.keys(english)) i18next.addResourceBundle(PSEUDO_LOCALE, ns, pseudoResources(english[ns]));
  void i18next.changeLanguage(PSEUDO_LOCALE);
}

/** `<html lang>` names the language the page reads in (screen readers, CJK line breaking, hyphenation). */
function followLanguage(lng: string): void {
  if (typeof document !== "undefined") document.documentElement.lang = lng;
}
followLanguage(i18next.language);
i18next.on("languageChanged", followLanguage);

/** Switch the page to `code` and remember it for the next visit. */
export function chooseLanguage(code: string): void {
  if (!LANGUAGES[code]) return;
  try {
    localStorage.setItem(LANGUAGE_KEY, code);
  } catch {
    // A browser that keeps nothing still switches for this visit.
  }
  void i18next.changeLanguage(code);
}

export default i18next;
