/**
 * Questions waiting for this viewer: confirm a win, approve the other player's request, and
 * those only the table's game puts (GameTable.prompts: a card game may offer rewards to take).
 * A question put to this player takes focus on its first answer when it appears (promptFocus.ts);
 * once answered, a line says whose answer the table is still waiting for.
 */
import { type ClientAction, requestActionKey } from "@playmat/shared";
import i18next from "i18next";
import { useRef } from "react";
import { formatEntry, viewerOf } from "../log/format";
import { undoItems, undoTakes } from "../log/corrections";
import type { PromptSnap } from "../net/snapshot";
import { PAUSED_BANNER_ID } from "./PausedBanner";
import { placePhrase } from "./perspective";
import { useFocusNewQuestions } from "./promptFocus";
import { refusalText } from "../i18n/refusal";
import { useTableCtx } from "./TableContext";

export function PromptBar() {
  const ctx = useTableCtx();
  const { t, snap, persp } = ctx;
  const judge = persp.role === "judge";
  const pausedForMe = snap.paused && persp.role === "player";
  const mine = snap.prompts.filter((p) => judge || p.to === persp.me);
  const waiting = persp.me ? snap.prompts.filter((p) => (p.kind === "approve-action" || p.kind === "approve-undo") && p.from === persp.me) : [];
  // Both players confirm a result: once this player has, the other one's question is still open.
  const confirming = persp.me && !mine.some((p) => p.kind === "confirm-win") ? snap.prompts.filter((p) => p.kind === "confirm-win" && p.to !== persp.me) : [];
  const region = useRef<HTMLElement>(null);
  const firstControl = () => document.querySelector<HTMLElement>(`section[aria-label="${t("controls.region")}"] button:not([disabled])`);
  const { answering } = useFocusNewQuestions(region, judge ? [] : mine.map((p) => p.id), ctx.dragging, firstControl);
  if (mine.length === 0 && waiting.length === 0 && confirming.length === 0) return null;

  const answer = (p: PromptSnap, accept: boolean) => {
    answering(p.id);
    const action: ClientAction = { type: "prompt.answer", prompt: p.id, accept };
    if (!judge) return void ctx.send(action);
    // A judge answers for the seat the question is for (not the one it acts for); refusals still show.
    void ctx.conn.act(action, p.to as "p1" | "p2").then((reply) => {
      if (!reply.ok) ctx.notify({ kind: "error", text: refusalText(t, reply.error) });
    });
  };

  const gamePrompt = (p: PromptSnap) => (Object.hasOwn(ctx.game.prompts, p.kind) ? ctx.game.prompts[p.kind] : undefined);
  const name = (seat: string | undefined) => ctx.names[seat as "p1" | "p2"] ?? seat ?? "";
  // A judge reads each question as put to its player, by name: "you" would be the judge.
  const text = (p: PromptSnap): string => {
    const d = p.data;
    const to = name(p.to);
    const reason = () => t(`reason.${String(d.reason)}`, { ns: "log", defaultValue: String(d.reason) });
    const own = gamePrompt(p);
    if (own) return own.text(ctx, p, judge);
    switch (p.kind) {
      case "confirm-win":
        if (d.winner === "draw") return t(judge ? "prompt.confirmDrawFor" : "prompt.confirmDraw", { reason: reason(), to });
        if (judge) return t("prompt.confirmWinFor", { player: name(String(d.winner)), reason: reason(), to });
        return t("prompt.confirmWin", { player: d.winner === persp.me ? t("prompt.you") : name(String(d.winner)), reason: reason() });
      case "approve-undo":
        return t(judge ? "prompt.undoFor" : "prompt.undo", { player: name(p.from), count: Number(d.count ?? undoTakes(d).length), to });
      case "approve-action": {
        const action = d.action as ClientAction | undefined;
        return t(judge ? "prompt.approveFor" : "prompt.approve", { player: name(p.from), action: describe(action), to });
      }
      default:
        return p.kind;
    }
  };

  const describe = (action: ClientAction | undefined): string => {
    if (!action) return "";
    const zone = "zone" in action && typeof action.zone === "string" ? action.zone : "to" in action && typeof action.to === "object" && action.to && "zone" in action.to ? action.to.zone : undefined;
    const count = "cards" in action ? action.cards.length : undefined;
    // A stack in play is public: its game may name it as its log does; else the unnamed words.
    const stackWords = ctx.game.describeRequest(ctx, action);
    if (stackWords) return stackWords;
    if (action.type === "move.stack") return t("action.move-stack", { ns: "log", zone: placePhrase(t, persp, ctx.names, action.to.zone) });
    if (action.type === "stack.discard") return t("action.stack-discard", { ns: "log" });
    const named = namedCards(action);
    if (named) {
      const key = action.type === "move" && action.to.at === "bottom" ? "move-named-bottom" : "move-named";
      return t(`action.${key}`, { ns: "log", zone: zone ? placePhrase(t, persp, ctx.names, zone) : "", cards: named });
    }
    // The same words as the log line: a card chosen at random, the bottom of a pile.
    return t(`action.${requestActionKey(action)}`, { ns: "log", zone: zone ? placePhrase(t, persp, ctx.names, zone) : "", count, defaultValue: action.type });
  };

  /**
   * The cards a move asks for, by the names this screen shows ("Voltkit and a card"): only a card
   * this viewer's own snapshot draws with a face is named, so nothing reaches a screen that could
   * not already see it; in play (a stack and what is attached to it), only a face-up one. Undefined
   * when the move names no card here (a random pick, a hidden pile): the question then keeps its
   * unnamed wording.
   */
  const namedCards = (action: ClientAction): string | undefined => {
    if (action.type !== "move") return undefined;
    const nameOf = (zone: string, pid: string): string | undefined => {
      const z = ctx.snap.zones[zone];
      const inPile = z?.cards.find((c) => c.pid === pid);
      if (inPile) return inPile.face?.name;
      const inPlay = z?.slots.flatMap((s) => [...s.cards, ...s.attached]).find((c) => c.pid === pid);
      return inPlay && !inPlay.faceDown ? inPlay.face?.name : undefined;
    };
    const names = action.cards.map((ref) => ("pid" in ref ? nameOf(ref.zone, ref.pid) : undefined));
    if (names.every((n) => !n)) return undefined;
    const unseen = t("action.unseen-card", { ns: "log" });
    return new Intl.ListFormat(i18next.language || "en", { type: "conjunction" }).format(names.map((n) => n || unseen));
  };

  const viewer = viewerOf(persp.role, persp.me);
  const items = (p: PromptSnap) =>
    undoItems(
      undoTakes(p.data),
      ctx.conn.log,
      (e) => formatEntry(t, e, viewer, ctx.names),
      (type) => t("prompt.undoAction", { type }),
    );

  return (
    <section ref={region} aria-label={t("prompt.region")} className="flex min-h-0 flex-col gap-1 overflow-y-auto">
      {mine.map((p) => (
        <div key={p.id} role="alertdialog" aria-label={text(p)} data-prompt={p.kind} data-prompt-id={p.id} className="flex flex-wrap items-center gap-2 rounded-lg border border-sky-400 bg-sky-950/95 px-3 py-1.5 text-sm shadow-lg">
          <span className="flex-1">{text(p)}</span>
          {p.kind === "approve-undo" ? (
            <ol aria-label={t("prompt.undoList")} className="order-last w-full list-decimal space-y-0.5 pl-5 text-xs">
              {items(p).map((item) => (
                <li key={item.seq} data-undo-seq={item.seq} data-showed-hidden={item.showedHiddenInformation || undefined}>
                  {item.text}
                  {item.showedHiddenInformation ? " " : null}
                  {item.showedHiddenInformation ? <strong className="rounded bg-amber-700 px-1 text-amber-50">{t("prompt.showedHidden")}</strong> : null}
                </li>
              ))}
            </ol>
          ) : null}
          {/* While paused a player's answers are refused: the buttons say so instead, like the Controls. */}
          <fieldset disabled={pausedForMe} aria-describedby={pausedForMe ? PAUSED_BANNER_ID : undefined} className="contents">
          {gamePrompt(p) ? (
            <GameAnswers prompt={p} judge={judge} answering={() => answering(p.id)} dismiss={() => answer(p, false)} />
          ) : p.kind === "confirm-win" ? (
            <>
              <button type="button" className="btn btn-primary" onClick={() => answer(p, true)}>
                {t("prompt.confirm")}
              </button>
              <button type="button" className="btn" onClick={() => answer(p, false)}>
                {t("prompt.dispute")}
              </button>
            </>
          ) : (
            <>
              <button type="button" className="btn btn-primary" onClick={() => answer(p, true)}>
                {t("prompt.approveYes")}
              </button>
              <button type="button" className="btn" onClick={() => answer(p, false)}>
                {t("prompt.decline")}
              </button>
            </>
          )}
          </fieldset>
        </div>
      ))}
      {[...waiting, ...confirming].map((p) => (
        <p key={p.id} role="status" tabIndex={-1} data-waiting={p.kind} className="rounded bg-slate-800/90 px-3 py-1 text-xs text-slate-300">
          {t(p.kind === "approve-undo" ? "prompt.waitingUndo" : p.kind === "confirm-win" ? "prompt.waitingConfirm" : "prompt.waiting", { player: ctx.names[p.to as "p1" | "p2"] ?? p.to })}
        </p>
      ))}
    </section>
  );
}

/** A game's own question: its answers (GamePrompt.Answers), then "Dismiss". */
function GameAnswers({ prompt, judge, answering, dismiss }: { prompt: PromptSnap; judge: boolean; answering(): void; dismiss(): void }) {
  const { t, game } = useTableCtx();
  const { Answers } = game.prompts[prompt.kind]!;
  return (
    <>
      <Answers prompt={prompt} judge={judge} answering={answering} />
      <button type="button" className="btn" onClick={dismiss}>
        {t("prompt.dismiss")}
      </button>
    </>
  );
}
