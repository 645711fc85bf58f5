import type { Seat } from "@playmat/shared";
import { useRef } from "react";
import { useFocusWhenGone } from "./returnFocus";
import { useTableCtx } from "./TableContext";

/**
 * Where focus goes as setup begins, when what had it left the page (the deck panel, "Your deck is
 * in"): the first card of this player's hand; before any hand is dealt (seed 001 §5), "Go first"
 * for the coin flip's winner, and "Change deck" for the other player.
 */
export function setupFocus(seat: Seat | null): HTMLElement | undefined {
  const firstCard = document.querySelector<HTMLElement>(`[role="button"][data-zone="${seat}.hand"]`);
  return firstCard ?? document.querySelector<HTMLElement>("[data-first-choice]") ?? document.querySelector<HTMLElement>("[data-setup-change-deck]") ?? undefined;
}

/**
 * "Your deck is in", while the room waits for the other player: it says what for, the opponent
 * joining (by the invite link, with the room's password in a password room) or their deck. When
 * the game begins it goes, and "Change deck" with it: focus in it goes on into setup
 * (setupFocus), not to the page.
 */
export function DeckIsIn({ onChangeDeck }: { onChangeDeck: () => void }) {
  const { t, persp, snap, names } = useTableCtx();
  const seat = persp.me;
  const other = seat === "p1" ? "p2" : "p1";
  const waitsFor = snap.players[other]?.seated
    ? t("waiting.forDeck", { player: names[other] })
    : t(snap.hasPassword ? "waiting.forOpponentPassword" : "waiting.forOpponent");
  const box = useRef<HTMLDivElement>(null);
  useFocusWhenGone(box, () => setupFocus(seat));
  return (
    <div ref={box} role="status" className="absolute left-1/2 top-1/2 z-20 -translate-x-1/2 -translate-y-1/2 rounded-xl border border-slate-600 bg-slate-900/95 px-6 py-4 text-center shadow-2xl">
      <p className="font-semibold">{t("waiting.title")}</p>
      <p className="text-sm text-slate-300">{waitsFor}</p>
      <button type="button" className="btn mt-2" data-waiting-change-deck="true" onClick={onChangeDeck}>
        {t("controls.changeDeck")}
      </button>
    </div>
  );
}
