/**
 * The languages a player can choose: each is its client files (`<code>*.ts`, merged in
 * `<code>-all.ts`) and its shared ones (SHARED_RESOURCES in @playmat/shared), registered by one
 * line below (docs/i18n/README.md). `name` is the language's own name, shown in the menus.
 */
import { SHARED_RESOURCES } from "@playmat/shared";
import type { Resource } from "i18next";
import { ui as en } from "./en-all";
import { ui as ja } from "./ja-all";
import { ui as ko } from "./ko-all";
import { ui as pl } from "./pl-all";

export interface Language {
  code: string;
  name: string;
  ui: Record<string, unknown>;
}

export const LANGUAGE_LIST: Language[] = [
  { code: "en", name: "English", ui: en },
  { code: "ja", name: "日本語", ui: ja },
  { code: "ko", name: "한국어", ui: ko },
  { code: "pl", name: "Polski", ui: pl },
];

/** i18next resources by language: the shared namespaces with the client's `ui`. */
export const LANGUAGES: Resource = Object.fromEntries(
  LANGUAGE_LIST.map(({ code, ui }) => [code, { ...(SHARED_RESOURCES[code] ?? {}), ui }]),
);

/** Where the chosen language is remembered. */
export const LANGUAGE_KEY = "playmat.lang";
