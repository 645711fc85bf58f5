/**
 * One of a field's three sorcerer slots (§7.2). Empty: a place to drop a sorcerer. Occupied: the
 * sorcerer (its top card names it and drags it with what it holds), its damage, its combat mark,
 * an "Attack with" or "Block with" toggle for its player, and the cursed objects attached to it
 * (§7.1: up to three drawn as cards, more counted).
 */
import { useId } from "react";
import { cardAccessibleName } from "../../cards/naming";
import { counterOf, type SlotSnap } from "../../net/snapshot";
import { zoneLabel } from "../../table/perspective";
import { cardItem, stackItem, type StackSource } from "../../table/selection";
import { TableCard } from "../../table/TableCard";
import { useTableCtx } from "../../table/TableContext";
import { AdvisoryBadges } from "../../table/zones/AdvisoryBadges";
import { movedCard } from "../../table/zones/cards";
import { Droppable } from "../../table/zones/Droppable";
import { COUNTERS, MARKERS } from "./ids";
import { cardMenu, sorcererMenu } from "./menus";
import { wordsOf } from "./words";

/** §7.1: at most three cursed objects on a sorcerer, so three are drawn; a fourth (a rule broken) is counted. */
const SHOWN_OBJECTS = 3;

export function stackSourceOf(zone: string, slot: number, snap: SlotSnap): StackSource {
  return { kind: "stack", zone, slot, name: cardAccessibleName(snap.cards.at(-1)!), cards: snap.cards.map((c) => c.pid), attached: snap.attached.map((c) => c.pid) };
}

function CombatToggle({ zone, slot, name, marks }: { zone: string; slot: number; name: string; marks: string[] }) {
  const ctx = useTableCtx();
  const w = wordsOf(ctx.t);
  if (ctx.snap.phase !== "playing" || !ctx.persp.canAct || zone !== `${ctx.actingSeat}.field`) return null;
  const attacking = ctx.snap.turn.current === ctx.actingSeat;
  const on = marks.includes(attacking ? MARKERS.attacking : MARKERS.blocking);
  const ref = { zone, slot };
  return (
    <button
      type="button"
      aria-pressed={on}
      className={`mt-0.5 w-full truncate rounded px-1 text-[9px] leading-4 ${on ? "bg-red-700 text-white" : "bg-white/10 text-slate-200 hover:bg-white/20"}`}
      onClick={() => void ctx.send(attacking ? { type: "curse-sorcerers.attack", attacker: ref } : { type: "curse-sorcerers.block", blocker: ref })}
    >
      {w(attacking ? "combat.attack" : "combat.block", { card: name })}
    </button>
  );
}

export function SorcererSlot({ zone, index, slot }: { zone: string; index: number; slot: SlotSnap }) {
  const ctx = useTableCtx();
  const { t } = ctx;
  const w = wordsOf(t);
  const statusId = useId();
  const slotLabel = w("slot", { zone: zoneLabel(t, ctx.persp, zone), slot: index + 1 });
  const top = slot.cards.at(-1);
  const occupied = Boolean(slot.sid && top);
  const damage = counterOf(slot, COUNTERS.damage);
  const stack = occupied ? stackSourceOf(zone, index, slot) : null;
  const objects = slot.attached.map(cardAccessibleName);
  const status = [
    damage ? w("damage", { count: damage }) : "",
    ...slot.markers.map((m) => t(`marker.${m}`, { ns: "game", defaultValue: m })),
    objects.length ? w("attached", { names: objects.join(", ") }) : "",
  ].filter(Boolean);
  return (
    <Droppable
      id={`drop:${zone}:${index}`}
      target={{ kind: "slot", zone, slot: index, occupied }}
      label={slotLabel + (stack ? ` (${stack.name})` : "")}
      role="group"
      aria-label={slotLabel}
      data-zone={zone}
      data-slot={index}
      data-occupied={occupied || undefined}
      data-attached={slot.attached.length || undefined}
      data-damage={damage || undefined}
      data-markers={slot.markers.join(" ") || undefined}
      className={`relative flex w-[84px] shrink-0 flex-col items-center rounded-md p-0.5 ${occupied ? "" : "min-h-[95px] justify-center border border-dashed border-white/20"}`}
    >
      {!occupied || !stack || !top ? (
        <span aria-hidden="true" className="text-[10px] text-slate-400">{index + 1}</span>
      ) : (
        <>
          <TableCard
            card={top}
            dragId={`stack:${zone}:${index}`}
            item={stackItem(stack)}
            zone={zone}
            index={slot.cards.length - 1}
            slot={index}
            size="lg"
            fromLabel={t("drag.from", { zone: slotLabel })}
            menu={() => sorcererMenu(ctx, zone, index, slot, stack)}
            liveMenu={(now) => {
              const current = now.snap.zones[zone]?.slots[index];
              return current && current.sid === slot.sid && current.cards.length ? sorcererMenu(now, zone, index, current, stackSourceOf(zone, index, current)) : null;
            }}
            describedBy={status.length ? statusId : undefined}
            highlight={slot.markers.includes(MARKERS.attacking) || slot.markers.includes(MARKERS.blocking)}
          >
            {damage > 0 ? (
              <span aria-hidden="true" data-badge="damage" className="absolute -right-1.5 top-7 z-10 flex h-6 min-w-6 items-center justify-center rounded-full border-2 border-white bg-red-600 px-0.5 text-[10px] font-bold text-white">
                {damage}
              </span>
            ) : null}
            {slot.markers.length > 0 ? (
              <span aria-hidden="true" className="absolute -left-1 top-7 z-10 flex flex-col gap-px">
                {slot.markers.map((m) => (
                  <span key={m} data-badge="marker" className="rounded bg-sky-700 px-0.5 text-[8px] font-bold leading-tight text-white">
                    {t(`marker.${m}`, { ns: "game", defaultValue: m })}
                  </span>
                ))}
              </span>
            ) : null}
          </TableCard>
          {slot.attached.length > 0 ? (
            <div className="mt-0.5 flex w-full flex-col gap-px">
              {slot.attached.slice(0, SHOWN_OBJECTS).map((card, i) => {
                const moved = movedCard(ctx, card, zone, i);
                return (
                  <TableCard
                    key={card.pid}
                    card={card}
                    dragId={`card:${card.pid}`}
                    item={cardItem(moved)}
                    zone={zone}
                    index={i}
                    slot={index}
                    size="chip"
                    fromLabel={t("drag.fromAttached", { name: stack.name })}
                    menu={() => cardMenu(ctx, card, moved)}
                    className="w-full"
                  />
                );
              })}
              {slot.attached.length > SHOWN_OBJECTS ? (
                <span aria-hidden="true" data-more-attached={slot.attached.length - SHOWN_OBJECTS} className="text-center text-[9px] font-bold text-amber-300">
                  {w("moreAttached", { count: slot.attached.length - SHOWN_OBJECTS })}
                </span>
              ) : null}
            </div>
          ) : null}
          <CombatToggle zone={zone} slot={index} name={stack.name} marks={slot.markers} />
          {status.length > 0 ? (
            <span id={statusId} className="sr-only">
              {`${status.join(", ")}.`}
            </span>
          ) : null}
        </>
      )}
      <AdvisoryBadges target={`${zone}:${index}`} className="absolute left-full top-0 ml-1 w-44" />
    </Droppable>
  );
}
