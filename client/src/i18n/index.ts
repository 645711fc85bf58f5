/**
 * i18next for the client: the shared resources (namespaces `game` and `log`, and each game's own
 * beside them: `<game id>/game`, `<game id>/log`) plus the client's own `ui` namespace. To add a language: shared/src/i18n/<lng> for game and log lines,
 * client/src/i18n/<lng>.ts (and <lng>-entry.ts, <lng>-judging.ts, <lng>-refusals.ts, <lng>-connection.ts, <lng>-replay.ts, <lng>-game-over.ts, <lng>-practice.ts) for the UI, and one entry in LANGUAGES.
 */
import { en } from "@playmat/shared";
import i18next, { type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { ui } from "./en";
import { connection } from "./en-connection";
import { entry } from "./en-entry";
import { gameOver } from "./en-game-over";
import { judging } from "./en-judging";
import { practice } from "./en-practice";
import { errors } from "./en-refusals";
import { replay } from "./en-replay";

export const LANGUAGES: Record<string, Resource[string]> = {
  // The refusals' (under `errors.*`), the entry screens', the judging tools', the connection's, the replay viewer's and the Game over panel's strings live in files of their own (connection under `connection.*`, replay under `replay.*`, `gameOver.*`).
  en: { ...en, ui: { ...ui, errors, connection, ...entry, ...judging, ...practice, replay, gameOver } },
};

/** The client's, every game's shared ones, and each registered game's own (`ptcg/log`, `ptcg/game`: shared i18n/namespaces.ts). */
export const NAMESPACES = [...new Set(["ui", ...Object.keys(en)])];

function pickLanguage(): string {
  const stored = (() => {
    try {
      return localStorage.getItem("playmat.lang");
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

export default i18next;
