/**
 * Focus goes back to whatever opened a dialog once it closes (docs/testing.md, "Dialogs"): one
 * mechanism for every dialog over the table (Dialog, the keyboard sheet, set damage, "Replay
 * so far").
 *
 * The opener is read while the dialog first renders, before anything in it takes focus (React
 * focuses `autoFocus` fields when it commits, so an effect would already find focus inside the
 * dialog). It gets focus back when the dialog leaves the page, unless focus has meanwhile gone
 * somewhere else on purpose. When the opener is gone (a rewound log line loses its button), or
 * can't take focus, focus goes to the first control of the region it was in.
 */
import { useEffect, useState, type RefObject } from "react";

/** Where focus may return: keyboard-reachable controls. */
export const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The labelled part of the page a control belongs to: the fallback when the control is gone. */
const REGION = 'section[aria-label], [role="region"], [role="group"][aria-label], [role="radiogroup"], aside[aria-label], main, header';

export interface Opener {
  element: HTMLElement;
  region: HTMLElement | null;
}

/** The control that has focus now (not the page itself), with the region it sits in. */
export function currentOpener(): Opener | null {
  const active = typeof document === "undefined" ? null : document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  return { element: active, region: active.parentElement?.closest<HTMLElement>(REGION) ?? null };
}

const canFocus = (el: HTMLElement) => el.isConnected && !el.matches(":disabled") && !el.closest("[inert]");

/**
 * Gives focus back to `opener`, or to the first control of its region when it is gone. Only
 * when focus is nowhere (on the page's body): a click elsewhere that took focus wins.
 */
export function returnFocus(opener: Opener | null): void {
  if (!opener) return;
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected) return;
  const target = canFocus(opener.element)
    ? opener.element
    : opener.region?.isConnected
      ? [...opener.region.querySelectorAll<HTMLElement>(FOCUSABLE)].find(canFocus)
      : undefined;
  target?.focus();
}

/**
 * Keeps Tab inside a modal dialog (`container`): Tab on its last control goes to its first, and
 * Shift+Tab on its first to its last. For the dialog's `onKeyDown`.
 */
export function wrapTab(e: Pick<KeyboardEvent, "key" | "shiftKey" | "preventDefault">, container: HTMLElement | null): void {
  if (e.key !== "Tab" || !container) return;
  const list = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.matches(":disabled"));
  if (list.length === 0) return;
  const first = list[0]!;
  const last = list[list.length - 1]!;
  const active = document.activeElement;
  if (e.shiftKey && (active === first || active === container)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && active === last) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * For a dialog component: remembers the control that opened it and returns focus there when the
 * dialog's element (`ref`) leaves the page.
 */
export function useReturnFocus(ref: RefObject<HTMLElement | null>): void {
  const [opener] = useState(currentOpener);
  useEffect(() => {
    const node = ref.current;
    return () => {
      // Still on the page: not closed (a remount in development), nothing to give back.
      if (node?.isConnected) return;
      returnFocus(opener);
    };
  }, [ref, opener]);
}
