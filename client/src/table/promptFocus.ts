/**
 * A question put to this player ("Questions for you") needs an answer before the game goes on,
 * so when one appears focus moves to its first answer, as an alert dialog's does — unless the
 * user is busy elsewhere: typing (chat, the Count field), in a menu or a modal dialog, or
 * carrying a card. After an answer the question goes, and focus with it: rather than fall to the
 * page it moves to the line saying whose answer the table still waits for, if there is one; else
 * to another open question's first answer; else back to what had focus when the question took
 * it, if that is still on the page; else to the table's first control (`fallback`).
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";
import { isTypingTarget } from "../keyboard/shortcuts";

/** Focus may move to a new question: the user is not typing, in a menu, or in a modal dialog. */
export function mayTakeFocus(active: Element | null): boolean {
  if (!active || active === document.body) return true;
  return !isTypingTarget(active) && !active.closest('[aria-modal="true"]');
}

const promptElement = (region: HTMLElement, id: string) =>
  [...region.querySelectorAll<HTMLElement>("[data-prompt-id]")].find((el) => el.dataset.promptId === id);

/**
 * `questions`: the ids of the questions put to this player, as shown in `region`. Each takes focus
 * once, when it first appears. `answering(id)` is called as the player answers one.
 */
export function useFocusNewQuestions(region: RefObject<HTMLElement | null>, questions: string[], dragging: unknown, fallback: () => HTMLElement | null = () => null) {
  const seen = useRef(new Set<string>());
  const answered = useRef<string | null>(null);
  /** What had focus when a question took it: focus goes back there once it is answered. */
  const before = useRef<HTMLElement | null>(null);
  const key = questions.join(" ");

  useEffect(() => {
    const fresh = questions.filter((id) => !seen.current.has(id));
    for (const id of fresh) seen.current.add(id);
    if (fresh.length === 0 || dragging || !region.current || !mayTakeFocus(document.activeElement)) return;
    const active = document.activeElement;
    const answer = promptElement(region.current, fresh[0]!)?.querySelector<HTMLElement>("button:not([disabled])");
    if (!answer) return;
    if (active instanceof HTMLElement && active !== document.body && !region.current.contains(active)) before.current = active;
    answer.focus();
    // Only a change in the questions asked decides: a drag ending later does not steal focus.
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  // Before paint, so a screen reader reads where focus went, not the page, once the question goes.
  useLayoutEffect(() => {
    const id = answered.current;
    if (!id || questions.includes(id)) return;
    answered.current = null;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const waiting = region.current?.querySelector<HTMLElement>("[data-waiting]");
    if (waiting) return waiting.focus();
    // Another question still open keeps the player there, on its first answer.
    const next = region.current?.querySelector<HTMLElement>("[data-prompt-id] button:not([disabled])");
    if (next) return next.focus();
    const back = before.current;
    before.current = null;
    if (back?.isConnected) {
      back.focus();
      if (document.activeElement === back) return;
    }
    fallback()?.focus();
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  return {
    answering(id: string) {
      // Only when the answer came from within the question: a click elsewhere keeps its focus.
      const el = region.current && promptElement(region.current, id);
      answered.current = el?.contains(document.activeElement) ? id : null;
    },
  };
}
