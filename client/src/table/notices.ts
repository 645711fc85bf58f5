/**
 * The notices list: at most three, newest last. The same notice again (same kind, text and
 * request) is not shown twice: the one already there moves to the end with its count raised,
 * and its time on screen starts again.
 */
import type { Notice } from "./TableContext";

export const MAX_NOTICES = 3;

/** How long a notice stays, from the last time it was given. */
export function noticeTtl(n: Pick<Notice, "kind" | "request">): number {
  return n.kind === "error" ? (n.request ? 15_000 : 8_000) : 5_000;
}

export function sameNotice(a: Omit<Notice, "id" | "count">, b: Omit<Notice, "id" | "count">): boolean {
  return a.kind === b.kind && a.text === b.text && JSON.stringify(a.request ?? null) === JSON.stringify(b.request ?? null);
}

/** The list with `n` added (or counted again), and the id it has there. */
export function addNotice(list: Notice[], n: Omit<Notice, "id" | "count">, nextId: number): { list: Notice[]; id: number } {
  const same = list.find((x) => sameNotice(x, n));
  const notice: Notice = same ? { ...same, count: (same.count ?? 1) + 1 } : { ...n, id: nextId };
  const rest = list.filter((x) => x !== same);
  return { list: [...rest.slice(-(MAX_NOTICES - 1)), notice], id: notice.id };
}
