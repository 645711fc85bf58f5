/**
 * Every language Playmat speaks, with the shared resources of each (namespaces `game`, `log`,
 * and each registered game's `<id>/game`, `<id>/log`). A language is one set of resource files
 * (docs/i18n/README.md lists them) plus one line here and one in the client's LANGUAGES
 * (client/src/i18n/languages.ts). English is the default and every other language's fallback.
 */
import { en } from "./en";
import { ja } from "./ja";
import { ko } from "./ko";
import { pl } from "./pl";

export const SHARED_RESOURCES: Record<string, Record<string, Record<string, unknown>>> = {
  en,
  ja,
  ko,
  pl,
};
