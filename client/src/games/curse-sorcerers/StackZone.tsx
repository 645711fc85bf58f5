/**
 * The shared stack on the centre line (§2.1): every entry top first, each with its player and
 * its place in §2.2's order, and "Resolve top" — a click of either player's, as nothing
 * resolves by itself. A cursed object on top asks which sorcerer it attaches to. Drop a card
 * from the hand here to play it (the other player is then asked "respond?").
 */
import { useEffect } from "react";
import { cardStore } from "../../cards/cardStore";
import { cardAccessibleName } from "../../cards/naming";
import { cardItem } from "../../table/selection";
import { TableCard } from "../../table/TableCard";
import { useTableCtx } from "../../table/TableContext";
import { movedCard } from "../../table/zones/cards";
import { Droppable } from "../../table/zones/Droppable";
import { ZoneSection } from "../../table/zones/ZoneSection";
import { STACK } from "./ids";
import { sorcererLabel, sorcerersInPlay } from "./menus";
import { entryOf, idsToFetch } from "./stackEntries";
import { wordsOf } from "./words";

function ResolveTop() {
  const ctx = useTableCtx();
  const w = wordsOf(ctx.t);
  const top = ctx.snap.zones[STACK]?.cards[0];
  if (!top || !ctx.persp.canAct || ctx.snap.phase !== "playing") return null;
  const entry = entryOf(top, ctx.defOf);
  const resolve = (to?: { zone: string; slot: number }) => void ctx.send({ type: "curse-sorcerers.resolve", top: top.pid, ...(to && { to }) });
  const onClick = (e: React.MouseEvent<HTMLButtonElement>) => {
    const targets = sorcerersInPlay(ctx);
    // A cursed object attaches to the sorcerer its player names (§7.1); with none in play the table says why it can't.
    if (entry.kind !== "cursed-object" || targets.length === 0) return resolve();
    const r = e.currentTarget.getBoundingClientRect();
    ctx.openMenu({
      label: w("stack.attachTo", { card: cardAccessibleName(top) }),
      items: targets.map((s) => ({ label: sorcererLabel(ctx, s.zone, s.slot, cardAccessibleName(s.top)), onSelect: () => resolve({ zone: s.zone, slot: s.slot }) })),
      x: r.left,
      y: r.bottom,
      returnFocus: e.currentTarget,
    });
  };
  return (
    <button type="button" className="btn btn-primary" aria-haspopup={entry.kind === "cursed-object" ? "menu" : undefined} onClick={onClick}>
      {w("stack.resolve")}
    </button>
  );
}

export function StackZone({ live }: { live: boolean }) {
  const ctx = useTableCtx();
  const { t } = ctx;
  const w = wordsOf(t);
  const cards = ctx.snap.zones[STACK]?.cards ?? [];
  const ids = idsToFetch(cards).join(",");
  useEffect(() => cardStore.request(ids ? ids.split(",") : []), [ids]);
  return (
    <ZoneSection zone={STACK} count={cards.length} className="min-w-[220px] max-w-[420px] flex-1">
      <Droppable id={`drop:${STACK}`} target={{ kind: "pile", zone: STACK }} label={w("stack.region")} className="flex h-full flex-col gap-1 px-2 pb-1 pt-4">
        {cards.length === 0 ? (
          <p className="text-xs text-slate-400">{w("stack.empty")}</p>
        ) : (
          <ol aria-label={w("stack.region")} className="flex max-h-[180px] flex-col gap-0.5 overflow-y-auto">
            {cards.map((card, i) => {
              const entry = entryOf(card, ctx.defOf);
              const owner = (card.face?.owner as "p1" | "p2" | undefined) ?? undefined;
              const moved = movedCard(ctx, card, STACK, i);
              const player = ownerName(ctx, card);
              return (
                <li key={card.pid} data-stack-entry={i} data-priority={entry.priority} data-owner={owner} className={`flex items-center gap-1 rounded px-1 text-xs ${i === 0 ? "bg-amber-900/40" : ""}`}>
                  <TableCard card={card} dragId={`card:${card.pid}`} item={cardItem(moved)} zone={STACK} index={i} size="chip" fromLabel={t("drag.from", { zone: w("stack.region") })} menu={() => ctx.game.menus.card(ctx, card, moved)} />
                  <span className="truncate text-slate-200">
                    {w("stack.entry", { name: cardAccessibleName(card), player, priority: t(`priority.${entry.priority}`, { ns: "game" }) })}
                    {i === 0 ? <span className="ml-1 rounded bg-amber-600 px-1 text-[9px] font-bold text-white">{w("stack.onTop")}</span> : null}
                  </span>
                </li>
              );
            })}
          </ol>
        )}
        {live ? <ResolveTop /> : null}
      </Droppable>
    </ZoneSection>
  );
}

/** Whose entry it is: the stack's faces say whose each card is (its zone's facesShowOwner), as both players put cards there. */
function ownerName(ctx: ReturnType<typeof useTableCtx>, card: { face?: { owner?: string } }): string {
  const seat = card.face?.owner;
  return seat ? (ctx.names[seat as "p1" | "p2"] ?? seat) : "";
}
