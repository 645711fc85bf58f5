/**
 * Focus follows a card moved from the keyboard (docs/testing/keyboard.md "Keyboard focus"). A moved card
 * is drawn anew in its new place — with a new public id, except a stack in play moved whole — so the
 * element that had focus leaves the page and focus would fall to the page's body, 40-odd Tab
 * stops before the hand. Once the table shows the move, focus goes, in this order, to:
 *
 * 1. the moved card where it landed (its own id for a stack moved whole, else a card that
 *    was not on the table before, in a zone the move put cards in, with the same face when this
 *    viewer knows it);
 * 2. when this viewer can't see it there (a deck, a face-down pile, under another card on a pile shown
 *    by its top card), the card now in its old place in the zone it left (the next one, or the
 *    one before when it was the last);
 * 3. when that zone is empty, the zone it went to: its first card (a deck's top card), else its
 *    "Actions for …" button.
 *
 * Only for a move made from the keyboard (a keyboard drag, a shortcut key) or from a card's menu
 * (an item picked with Enter or the mouse: the menu gives focus back to its card first) while a
 * card had focus, and only when focus is then nowhere: a mouse drag leaves focus alone, and so
 * does focus a user moved meanwhile.
 */
import type { ClientAction, Seat } from "@playmat/shared";
import { useCallback, useEffect, useRef, useState } from "react";
import type { TableSnap } from "../net/snapshot";
import { livePids } from "./prune";

/** A move made from the keyboard while a card had focus, waiting for the table to show it. */
export interface FocusFollow {
  /** The table's action number once the move is done (the last reply's `seq`). */
  seq: number;
  /** The card that had focus: its public id (none for a deck's top card or a face-down pile's) and face. */
  pid?: string;
  defId?: string;
  /** The zone it was in, where it was shown (the zone's region, or a pile browser), and its place there. */
  from: { zone: string; container: Element | null; position: number };
  /** The zones the move put cards in. */
  to: string[];
  /** Every public id on the table before the move. */
  before: ReadonlySet<string>;
  /** Where the card lands in the first zone of `to`, when the move says (a new order of the cards looked at). */
  at?: number;
}

/**
 * The zones `actions` put cards in (`seat`: whose hand a draw goes to); `landsIn` answers for
 * the table's game's own moves (GameTable.landsIn), which the shell doesn't know.
 */
export function destinations(actions: readonly ClientAction[], seat: Seat, landsIn: (action: ClientAction, seat: Seat) => string[] = () => []): string[] {
  const out: string[] = [];
  for (const a of actions) {
    switch (a.type) {
      case "move":
        out.push(a.to.zone);
        break;
      case "move.stack":
        out.push(a.to.zone);
        break;
      case "swap":
        out.push(a.b.zone, a.a.zone);
        break;
      case "draw":
        out.push(`${seat}.hand`);
        break;
      case "stack.discard":
        out.push(`${a.stack.zone.split(".")[0]}.discard`);
        break;
      case "look.order":
        out.push(`${seat}.looking`);
        break;
      default:
        out.push(...landsIn(a, seat));
    }
  }
  return [...new Set(out)];
}

/** Cards of a zone as drawn: pile cards, then each stack's cards (top first) and attachments. */
function zoneCards(snap: TableSnap, key: string) {
  const zone = snap.zones[key];
  if (!zone) return [];
  return [...zone.cards, ...zone.slots.flatMap((s) => [...[...s.cards].reverse(), ...s.attached])];
}

/** The public ids the moved card may have now, most likely first (step 1 above). */
export function movedCardPids(follow: Pick<FocusFollow, "pid" | "defId" | "to" | "before" | "at">, snap: TableSnap): string[] {
  const out: string[] = [];
  // Reordered: every card has a new id, and two may show the same face; the place tells them apart.
  const placed = follow.at === undefined ? undefined : zoneCards(snap, follow.to[0] ?? "")[follow.at];
  if (placed?.pid && !follow.before.has(placed.pid)) out.push(placed.pid);
  // A stack moved whole (to another slot, or swapped) keeps its cards' ids.
  if (follow.pid && livePids(snap).has(follow.pid)) out.push(follow.pid);
  for (const key of follow.to) {
    for (const card of zoneCards(snap, key)) {
      if (!card.pid || follow.before.has(card.pid)) continue;
      if (follow.defId && card.face?.defId !== follow.defId) continue;
      out.push(card.pid);
    }
  }
  return [...new Set(out)];
}

const CARD = '[role="button"][data-zone]';
/** A CSS string (ids and zone keys are plain, but never trust a string in a selector). */
const quoted = (s: string) => JSON.stringify(s);
const byPid = (pid: string) => document.querySelector<HTMLElement>(`${CARD}[data-pid=${quoted(pid)}]`);
const cardsOf = (container: ParentNode, zone: string) => [...container.querySelectorAll<HTMLElement>(`[role="button"][data-zone=${quoted(zone)}]`)];

/** Puts focus where the rule above says; returns the element, or null when there was nowhere to go. */
export function followFocus(follow: FocusFollow, snap: TableSnap): HTMLElement | null {
  const landed = movedCardPids(follow, snap).map(byPid).find((el) => el !== null);
  const { zone, container, position } = follow.from;
  const left = container?.isConnected ? cardsOf(container, zone) : [];
  const stayed = left.length > 0 ? left[Math.min(position, left.length - 1)] : undefined;
  const section = follow.to.map((key) => document.querySelector<HTMLElement>(`section[data-zone=${quoted(key)}]`)).find((el) => el !== null);
  const there = section ? (cardsOf(section, section.dataset.zone!)[0] ?? section.querySelector<HTMLElement>('button[aria-haspopup="menu"]')) : null;
  const target = landed ?? stayed ?? there ?? null;
  target?.focus();
  return target;
}

/** The table card that has focus now, if any. */
function focusedCard(): HTMLElement | null {
  const el = document.activeElement;
  return el instanceof HTMLElement && el.matches(CARD) ? el : null;
}

/**
 * For the table: `start(actions, seat)` before sending a move notes the focused card (when the
 * move comes from the keyboard or a menu) and returns what to call with the last reply's `seq`; focus
 * follows once the table's state has caught up with that action.
 */
export function useFocusFollow(snap: TableSnap, landsIn: (action: ClientAction, seat: Seat) => string[]): { start(actions: readonly ClientAction[], seat: Seat): ((seq: number) => void) | null } {
  // Set by a key press, or a press in a menu; a press anywhere else (a mouse drag) clears it.
  const follows = useRef(false);
  const latest = useRef(snap);
  latest.current = snap;
  const landsInRef = useRef(landsIn);
  landsInRef.current = landsIn;
  const [pending, setPending] = useState<FocusFollow | null>(null);

  useEffect(() => {
    const key = () => (follows.current = true);
    const pointer = (e: PointerEvent) => (follows.current = e.target instanceof Element && e.target.closest('[role="menu"]') !== null);
    window.addEventListener("keydown", key, true);
    window.addEventListener("pointerdown", pointer, true);
    return () => {
      window.removeEventListener("keydown", key, true);
      window.removeEventListener("pointerdown", pointer, true);
    };
  }, []);

  useEffect(() => {
    if (!pending || snap.seq < pending.seq) return;
    setPending(null);
    const active = document.activeElement;
    // Focus is still somewhere (the card stayed, or the user moved on): leave it there.
    if (active && active !== document.body && active.isConnected) return;
    followFocus(pending, snap);
  }, [pending, snap]);

  const start = useCallback((actions: readonly ClientAction[], seat: Seat) => {
    const card = follows.current ? focusedCard() : null;
    const to = destinations(actions, seat, landsInRef.current);
    if (!card || to.length === 0) return null;
    const zone = card.dataset.zone!;
    const container = card.closest("section");
    const base = {
      pid: card.dataset.pid || undefined,
      defId: undefined as string | undefined,
      from: { zone, container, position: container ? cardsOf(container, zone).indexOf(card) : 0 },
      to,
      before: livePids(latest.current),
    };
    if (base.pid) base.defId = zoneCards(latest.current, zone).find((c) => c.pid === base.pid)?.face?.defId;
    const order = actions.length === 1 && actions[0]!.type === "look.order" ? actions[0]!.order : undefined;
    const at = order && base.pid ? order.indexOf(base.pid) : -1;
    return (seq: number) => setPending({ ...base, seq, ...(at >= 0 && { at }) });
  }, []);

  return { start };
}
