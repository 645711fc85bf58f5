/**
 * Focus goes back to whatever opened a dialog once it closes (docs/testing/keyboard.md, "Keyboard focus"): one
 * mechanism for every dialog over the table (Dialog, the keyboard sheet, set damage, "Replay
 * so far").
 *
 * The opener is read while the dialog first renders, before anything in it takes focus (React
 * focuses `autoFocus` fields when it commits, so an effect would already find focus inside the
 * dialog). It gets focus back when the dialog leaves the page, unless focus has meanwhile gone
 * somewhere else on purpose. When the opener is gone (a rewound log line loses its button), or
 * can't take focus, focus goes to the first control of the region it was in. The same holds for
 * controls that go away once pressed ("Ready", the looking panel's buttons): useFocusWhenGone.
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";

/** Where focus may return: keyboard-reachable controls (not one taken out of the Tab order, tabindex -1). */
export const FOCUSABLE =
  ':is(button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]):not([tabindex="-1"])';

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

/** The labelled parts of the page `element` sits in, innermost first, read while it is on the page. */
export function regionsOf(element: HTMLElement): HTMLElement[] {
  const regions: HTMLElement[] = [];
  for (let region = element.parentElement?.closest<HTMLElement>(REGION); region; region = region.parentElement?.closest<HTMLElement>(REGION)) regions.push(region);
  return regions;
}

const canFocus = (el: HTMLElement) => el.isConnected && !el.matches(":disabled") && !el.closest("[inert]");

/** Focus is on some control, not fallen to the page's body. */
const focusIsSomewhere = () => {
  const active = document.activeElement;
  return Boolean(active && active !== document.body && active.isConnected);
};

/** The first control in `region` (matching `selector`) that can take focus. */
export function firstControl(region: HTMLElement | null | undefined, selector = FOCUSABLE): HTMLElement | undefined {
  return region?.isConnected ? [...region.querySelectorAll<HTMLElement>(selector)].find(canFocus) : undefined;
}

/** `opener` itself, or the first control of its region when it is gone. */
export function returnTarget(opener: Opener | null): HTMLElement | undefined {
  if (!opener) return undefined;
  return canFocus(opener.element) ? opener.element : firstControl(opener.region);
}

/**
 * Gives focus back to `opener`, or to the first control of its region when it is gone. Only
 * when focus is nowhere (on the page's body): a click elsewhere that took focus wins.
 */
export function returnFocus(opener: Opener | null): void {
  if (focusIsSomewhere()) return;
  returnTarget(opener)?.focus();
}

/**
 * For controls that go away once used — the setup buttons after "Ready", the looking panel after
 * "Shuffle back in": the pressed button leaves the page with focus, which falls to the page's
 * body, 35 Tab stops from the hand. When `ref`'s element leaves the page while focus was in it,
 * and focus is then nowhere, focus goes to `next(region)` (asked once the page has changed;
 * `region` is the labelled region the element was in), by default that region's first control.
 * Mount it with the element (its own component): the element is read once, on mount.
 */
export function useFocusWhenGone(ref: RefObject<HTMLElement | null>, next: (region: HTMLElement | null) => HTMLElement | undefined = firstControl): void {
  const latest = useRef(next);
  useLayoutEffect(() => {
    latest.current = next;
  });
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const region = node.parentElement?.closest<HTMLElement>(REGION) ?? null;
    let inside = node.contains(document.activeElement);
    const focusIn = () => (inside = true);
    const focusOut = (e: FocusEvent) => {
      if (e.relatedTarget instanceof Node) inside = node.contains(e.relatedTarget);
      // Focus went to the page's body: a click on the background (the element is still here)
      // leaves it; the focused control leaving the page with the element does not.
      else queueMicrotask(() => node.isConnected && (inside = node.contains(document.activeElement)));
    };
    node.addEventListener("focusin", focusIn);
    node.addEventListener("focusout", focusOut);
    return () => {
      node.removeEventListener("focusin", focusIn);
      node.removeEventListener("focusout", focusOut);
      if (node.isConnected || !inside || focusIsSomewhere()) return;
      latest.current(region)?.focus();
    };
  }, [ref]);
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
 * A modal dialog's keys, for its `onKeyDown`: a closing key (Escape, or those given) closes it
 * and is marked handled, so the table's own Escape (clearing the selection) and shortcut keys
 * stay out of it; Tab stays inside (wrapTab).
 */
export function modalKeys(
  e: Pick<KeyboardEvent, "key" | "shiftKey" | "preventDefault" | "stopPropagation">,
  container: HTMLElement | null,
  close: () => void,
  closingKeys: readonly string[] = ["Escape"],
): void {
  if (closingKeys.includes(e.key)) {
    e.preventDefault();
    e.stopPropagation();
    close();
    return;
  }
  wrapTab(e, container);
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
