/**
 * The tab's title names what the page shows, then the app ("Friday · Playmat"), so two rooms
 * open in two tabs can be told apart. The lobby is just "Playmat".
 */
import { useEffect } from "react";
import type { T } from "../i18n/useT";

/** "<what> · Playmat", or "Playmat" when there is nothing to name. */
export function pageTitle(t: T, what?: string): string {
  return what ? t("app.title", { page: what }) : t("app.name");
}

/** Titles the document while the component is shown; the title before it comes back after. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
