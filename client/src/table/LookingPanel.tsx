/** The cards a player is looking at privately (top N, a deck search), and how to put them back. */
import { useEffect, useRef, useState } from "react";
import { cardAccessibleName } from "../cards/naming";
import { orderLine } from "./lookOrder";
import { currentOpener, firstControl, returnTarget, useFocusWhenGone } from "./returnFocus";
import { useTableCtx } from "./TableContext";
import { LookingCards } from "./zones/LookingCards";
import { PileCards } from "./zones/PileCards";
import { ZoneSection } from "./zones/ZoneSection";
import { Droppable } from "./zones/Droppable";
import { zoneLabel } from "./perspective";

export function LookingPanel({ seat, compact = false }: { seat: string; compact?: boolean }) {
  const ctx = useTableCtx();
  const key = `${seat}.looking`;
  const zone = ctx.snap.zones[key];
  const player = ctx.snap.players[seat];
  const count = zone?.count ?? 0;
  if (count === 0 && !player?.looking) return null;
  const visible = zone?.cards.some((c) => c.face);
  const other = ctx.t(player?.looking === "search" ? "looking.otherSearch" : "looking.other", { count, player: ctx.names[seat as "p1" | "p2"] });
  if (compact) {
    return (
      <ZoneSection zone={key} count={count} showLabel={false} menu={false} className="flex shrink-0 items-center gap-2 self-start border-sky-500/40 px-3 py-1">
        <p className="text-xs text-sky-200">{other}</p>
        {visible ? (
          <button type="button" className="btn" onClick={() => ctx.setBrowse(key)}>
            {ctx.t("browse.open", { zone: zoneLabel(ctx.t, ctx.persp, key) })}
          </button>
        ) : null}
      </ZoneSection>
    );
  }
  return <OpenLookingPanel seat={seat} />;
}

/** Deck first: the card on top, else the deck's "Actions for …" button. */
const deckControl = (seat: string) => {
  const deck = document.querySelector<HTMLElement>(`section[data-zone="${seat}.deck"]`);
  return firstControl(deck, '[role="button"][data-zone]') ?? firstControl(deck);
};

/**
 * The panel while the cards are looked at. Its buttons put them back and so take the panel
 * away, with the button pressed: focus would fall to the page's body. It goes back to what had
 * focus when the panel opened ("Search deck", the card `v` was pressed on, the deck whose menu
 * asked), or, when that is gone or was nothing, to the deck the cards went back to.
 */
function OpenLookingPanel({ seat }: { seat: string }) {
  const ctx = useTableCtx();
  const key = `${seat}.looking`;
  const zone = ctx.snap.zones[key];
  const player = ctx.snap.players[seat];
  const count = zone?.count ?? 0;
  const mine = seat === ctx.actingSeat && ctx.persp.canAct;
  const visible = zone?.cards.some((c) => c.face);
  const other = ctx.t(player?.looking === "search" ? "looking.otherSearch" : "looking.other", { count, player: ctx.names[seat as "p1" | "p2"] });
  const panel = useRef<HTMLElement>(null);
  // Read while the panel first renders, before anything in it can take focus.
  const [opener] = useState(currentOpener);
  useFocusWhenGone(panel, () => returnTarget(opener) ?? deckControl(seat));
  // A player's own look opens at the other end of the page from "Look at top", "Search deck" or
  // the card `v` was pressed on: focus on such a control goes to the first card looked at, and the
  // buttons that put the cards back give it back to that control. Not from a text field (typing
  // goes on there), nor for a judge, whose panel opens when the player they act as looks.
  const mineWithFaces = mine && visible && ctx.persp.role === "player";
  useEffect(() => {
    const active = opener?.element;
    if (!mineWithFaces || !active || active !== document.activeElement || active.matches("input, textarea, select, [role^=menuitem]")) return;
    panel.current?.querySelector<HTMLElement>('[role="button"][data-zone]')?.focus();
    // Once, when the panel opens.
  }, []);
  return (
    <ZoneSection ref={panel} zone={key} count={count} className="flex max-h-[240px] flex-col border-sky-500/60 bg-slate-900/95 shadow-2xl">
      <p className="px-2 pt-4 text-xs text-sky-200">
        {mine
          ? ctx.t(player?.looking === "search" ? "looking.search" : "looking.look", { count })
          : other}
      </p>
      {mine && visible && count > 1 ? (
        // Read out again whenever the order changes, by a drag or from a card's menu.
        <p role="status" data-look-order="true" className="px-2 text-xs text-sky-100">
          {orderLine(ctx.t, zone!.cards.map(cardAccessibleName))}
        </p>
      ) : null}
      <Droppable id={`drop:${key}`} target={{ kind: "pile", zone: key }} label={zoneLabel(ctx.t, ctx.persp, key)} className="flex min-h-[76px] flex-wrap items-end gap-1 overflow-y-auto px-2 pb-1">
        {mine && visible ? (
          <LookingCards zone={key} cards={zone!.cards} />
        ) : visible ? (
          <PileCards zone={key} cards={zone!.cards} size="sm" idPrefix="look-" />
        ) : (
          <span className="text-xs text-slate-400">{ctx.t("zone.cardsCount", { count })}</span>
        )}
      </Droppable>
      {mine ? (
        <div className="flex flex-wrap gap-1 px-2 pb-2">
          <button type="button" className="btn" onClick={() => void ctx.send({ type: "look.end", to: "top" })}>
            {ctx.t("looking.top")}
          </button>
          <button type="button" className="btn" onClick={() => void ctx.send({ type: "look.end", to: "bottom" })}>
            {ctx.t("looking.bottom")}
          </button>
          <button type="button" className="btn" onClick={() => void ctx.send({ type: "look.end", to: "shuffle" })}>
            {ctx.t("looking.shuffle")}
          </button>
        </div>
      ) : null}
    </ZoneSection>
  );
}
