/**
 * Buttons for everything that isn't a drag: draw, shuffle, look, search, coins, turn, undo,
 * concede; a judge's tools; a player's consent to show hands to spectators. The table's game
 * adds its own (GameTable.controls): its setup row, and buttons among the card and play rows.
 */
import { dealsAfterChoice, MAX_UNDO } from "@playmat/shared";
import { useEffect, useRef, useState } from "react";
import { JudgeTools } from "./judge/JudgeTools";
import type { MenuItem } from "./menu/types";
import { PAUSED_BANNER_ID } from "./PausedBanner";
import { handsDealt } from "./dealt";
import { firstControl, useFocusWhenGone } from "./returnFocus";
import { HandSharing } from "./spectators/HandSharing";
import { refusalText } from "../i18n/refusal";
import { useTableCtx, type MenuRequest, type TableCtx } from "./TableContext";

export function Controls({ onChangeDeck }: { onChangeDeck: () => void }) {
  const ctx = useTableCtx();
  const { t, snap, actingSeat: seat } = ctx;
  const [count, setCount] = useState(1);
  const [conceding, setConceding] = useState(false);
  if (!ctx.persp.canAct) return null;
  const player = snap.players[seat];
  const phase = snap.phase;
  const game = ctx.game.definition;
  const deck = `${seat}.${game.setup.zones.deck}`;
  const { Setup, CardButtons, PlayButtons } = ctx.game.controls;
  const n = Math.max(1, Math.min(60, Math.floor(count) || 1));
  const used = (p: Promise<boolean>) => void p.then((ok) => ok && setCount(1));

  const menuAt = (e: React.MouseEvent<HTMLButtonElement>, label: string, items: MenuItem[], live?: MenuRequest["live"]) => {
    const r = e.currentTarget.getBoundingClientRect();
    ctx.openMenu({ label, items, x: r.left, y: r.bottom, returnFocus: e.currentTarget, ...(live && { live }) });
  };

  // Toggles: the menu stays open and follows the table (MenuRequest.live).
  const markerMenu = (now: Pick<TableCtx, "snap" | "send"> = ctx): MenuItem[] =>
    game.markers
      .filter((m) => m.scope === "player")
      .map((m) => {
        const on = now.snap.players[seat]?.markers.includes(m.id) ?? false;
        return { label: t(`marker.${m.id}`, { ns: "game" }), checked: on, onSelect: () => void now.send({ type: "marker", marker: m.id, on: !on }) };
      });

  const setup = phase === "setup" && player && !player.ready;
  const undoPending = snap.prompts.some((p) => p.kind === "approve-undo" && p.from === seat);
  // The Count field also says how many of one's last actions to ask back ("Undo last 3 actions").
  const undoCount = Math.min(n, MAX_UNDO);
  const undo = async () => {
    const reply = await ctx.conn.undo(undoCount);
    if (reply.ok) setCount(1);
    else ctx.notify({ kind: "error", text: refusalText(t, reply.error) });
  };
  const playing = phase === "playing";
  // Before the coin flip's winner chose there is no hand, and the deck stays shut (dealt.ts): no
  // draw, look, search, nor the game's own card buttons. Coins and a shuffle show no card: the table takes them then.
  const cardsOpen = playing || (phase === "setup" && (handsDealt(snap) || ctx.persp.role === "judge"));
  // A game whose players have no deck of their own (the sandbox's is shared) gets no draw, look,
  // search or shuffle of one: its own CardButtons draw from its deck.
  const deckSpec = game.zones.find((z) => z.id === game.setup.zones.deck);
  const ownDeck = deckSpec?.perPlayer === true;
  // A sealed deck (Toy Battle's supply: nobody sees into it, its owner included) offers no look or search.
  const lookable = ownDeck && !deckSpec?.sealed;
  const pausedForMe = snap.paused && ctx.persp.role === "player";

  return (
    <section aria-label={t("controls.region")} className="flex flex-col gap-1 border-b border-white/10 p-2">
      {ctx.persp.role === "judge" ? <JudgeTools /> : null}
      {/* While paused every player action is refused: the controls say why instead of failing one by one. */}
      <fieldset data-seat-controls="true" disabled={pausedForMe} aria-describedby={pausedForMe ? PAUSED_BANNER_ID : undefined} className="flex min-w-0 flex-col gap-1 disabled:opacity-50">
        {setup ? <Setup onChangeDeck={onChangeDeck} /> : null}
        {/* Only where the game lets the coin's winner choose (its `setup.first` move): elsewhere the coin decided. */}
        {phase === "setup" && snap.turn.won === seat && Object.hasOwn(game.moves ?? {}, "setup.first") && !(dealsAfterChoice(snap.options) && snap.turn.first) ? <FirstChoice /> : null}
        {phase === "setup" || playing ? (
          <>
            <div className="flex flex-wrap items-center gap-1">
              <label className="flex items-center gap-1 text-xs">
                {t("controls.count")}
                <input type="number" min={1} max={60} value={count} onChange={(e) => setCount(Number(e.target.value))} className="input w-12 py-0.5" />
              </label>
              {cardsOpen && ownDeck ? (
                <>
                  <button type="button" className="btn" onClick={() => used(ctx.send({ type: "draw", count: n }))}>
                    {t("controls.draw")}
                  </button>
                  {lookable ? (
                    <>
                      <button type="button" className="btn" onClick={() => used(ctx.send({ type: "look", zone: deck, from: "top", count: n }))}>
                        {t("controls.lookTop")}
                      </button>
                      <button type="button" className="btn" onClick={() => used(ctx.send({ type: "look", zone: deck, from: "bottom", count: n }))}>
                        {t("controls.lookBottom")}
                      </button>
                    </>
                  ) : null}
                </>
              ) : null}
              <button type="button" className="btn" onClick={() => used(ctx.send({ type: "coin", count: n }))}>
                {t("controls.coin")}
              </button>
            </div>
            <div className="flex flex-wrap gap-1">
              {ownDeck ? (
                <button type="button" className="btn" onClick={() => void ctx.send({ type: "shuffle", zone: deck })}>
                  {t("controls.shuffle")}
                </button>
              ) : null}
              {cardsOpen ? (
                <>
                  {lookable ? (
                    <button type="button" className="btn" onClick={() => void ctx.send({ type: "search", zone: deck })}>
                      {t("controls.search")}
                    </button>
                  ) : null}
                  <CardButtons count={n} used={used} />
                </>
              ) : null}
            </div>
          </>
        ) : null}
        {playing ? (
          <div className="flex flex-wrap gap-1">
            <PlayButtons menuAt={menuAt} />
            <button type="button" className="btn" aria-haspopup="menu" onClick={(e) => menuAt(e, t("controls.markers"), markerMenu(), (now) => markerMenu(now))}>
              {t("controls.markers")}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => void ctx.send({ type: "turn.end" })}>
              {t("controls.endTurn")}
            </button>
          </div>
        ) : null}
        {ctx.persp.role === "player" && (phase === "setup" || playing) ? (
          <div className="flex">
            {/* aria-disabled, not disabled, while the request waits: a disabled button drops focus
                to the page, and the answer gives it back to a player who then has to find it again. */}
            <button type="button" className="btn" aria-disabled={undoPending || undefined} onClick={() => void (undoPending || undo())}>
              {t("controls.undo", { count: undoCount })}
            </button>
          </div>
        ) : null}
        {phase === "setup" || playing ? (
          conceding ? (
            <ConcedeConfirm
              onYes={() => {
                setConceding(false);
                void ctx.send({ type: "concede" });
              }}
              onCancel={() => setConceding(false)}
            />
          ) : (
            <div className="flex">
              <button type="button" data-concede className="btn btn-danger-quiet" onClick={() => setConceding(true)}>
                {t("controls.concede")}
              </button>
            </div>
          )
        ) : null}
        <HandSharing />
      </fieldset>
    </section>
  );
}

/**
 * Where focus goes when a row of the seat's controls goes: the first button among them, not the
 * judge's tools above them (a judge's next Enter would pause the table).
 */
export const seatControlsFirstButton = (controls: HTMLElement | null) => firstControl(controls?.querySelector<HTMLElement>("[data-seat-controls]") ?? controls, "button");

/**
 * The coin flip's winner chooses who goes first (seed 001 §5). On a table that deals after the
 * choice: "Go first" and "Go second", once, before any hand exists; the row goes when the choice
 * is made. On an older table (hands dealt as decks loaded): "Go second" hands the first turn to
 * the other player, "Go first" takes it back, until both players are ready (even once this one
 * is); one button whose name changes, so focus stays on it from the keyboard.
 */
function FirstChoice() {
  const ctx = useTableCtx();
  const { t, snap, actingSeat: seat } = ctx;
  const other = seat === "p1" ? "p2" : "p1";
  const choosing = snap.turn.first === "";
  const goesFirst = snap.turn.first === seat;
  const who = ctx.persp.me === seat ? t("controls.wonFlipYou") : t("controls.wonFlip", { player: ctx.names[seat] });
  const choose = (first: "p1" | "p2") => () => void ctx.send({ type: "setup.first", seat: first });
  // Gone once chosen, or when the other player gets ready and the game begins: focus in it goes to the first button left, not the page.
  const row = useRef<HTMLDivElement>(null);
  useFocusWhenGone(row, seatControlsFirstButton);
  return (
    <div ref={row} className="flex flex-wrap items-center gap-1 text-xs">
      <span id="won-flip">{who}</span>
      {choosing ? (
        <>
          <button type="button" className="btn btn-primary" aria-describedby="won-flip" data-first-choice="true" onClick={choose(seat)}>
            {t("controls.goFirst")}
          </button>
          <button type="button" className="btn" aria-describedby="won-flip" onClick={choose(other)}>
            {t("controls.goSecond")}
          </button>
        </>
      ) : (
        <button type="button" className="btn" aria-describedby="won-flip" onClick={choose(goesFirst ? other : seat)}>
          {goesFirst ? t("controls.goSecond") : t("controls.goFirst")}
        </button>
      )}
    </div>
  );
}

/**
 * "Concede?" with "Yes, concede" and "Cancel", in place of the "Concede" button. The button
 * pressed goes away either way, so focus would fall to the page: asking takes focus to "Cancel"
 * (the safe answer), and cancelling gives it back to "Concede".
 */
function ConcedeConfirm({ onYes, onCancel }: { onYes: () => void; onCancel: () => void }) {
  const { t } = useTableCtx();
  const group = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  useFocusWhenGone(group, (controls) => controls?.querySelector<HTMLElement>("button[data-concede]") ?? firstControl(controls, "button"));
  return (
    <div ref={group} role="group" aria-label={t("controls.concedeConfirm")} className="flex items-center gap-1 text-xs">
      <span>{t("controls.concedeConfirm")}</span>
      <button type="button" className="btn btn-danger" onClick={onYes}>
        {t("controls.concedeYes")}
      </button>
      <button ref={cancel} type="button" className="btn" onClick={onCancel}>
        {t("controls.cancel")}
      </button>
    </div>
  );
}
