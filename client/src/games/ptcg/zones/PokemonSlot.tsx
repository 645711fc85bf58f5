/**
 * One slot of the Active Spot or Bench. Empty: a place to drop a Basic. Occupied: the Pokémon
 * (its top card names it and drags the whole Pokémon), damage, conditions, markers, the cards
 * attached to it (AttachedCards: each draggable alone, or their count when too many) and the
 * cards under it.
 */
import { cardAccessibleName } from "../../../cards/naming";
import { counterOf, type SlotSnap } from "../../../net/snapshot";
import { stackMenu } from "../menu/builders";
import { type CardDef, DAMAGE, sameName } from "@playmat/shared";
import { movesFor } from "../moves";
import type { TargetMode } from "../../../table/TableContext";
import { zoneIdOf, zoneLabel } from "../../../table/perspective";
import { stackItem, type StackSource } from "../../../table/selection";
import { TableCard, type CardSize } from "../../../table/TableCard";
import { useTableCtx } from "../../../table/TableContext";
import { useContext, useId } from "react";
import { SlotExtrasContext } from "./slotExtras";
import { AdvisoryBadges } from "../../../table/zones/AdvisoryBadges";
import { AttachedCards } from "./AttachedCards";
import { Droppable } from "../../../table/zones/Droppable";

export function PokemonSlot({ zone, index, slot, size, total }: { zone: string; index: number; slot: SlotSnap; size: CardSize; total: number }) {
  const ctx = useTableCtx();
  const t = ctx.t;
  const statusId = useId();
  const extras = useContext(SlotExtrasContext);
  const Decoration = extras.Decoration;
  const zoneName = zoneLabel(t, ctx.persp, zone);
  const isActive = zoneIdOf(zone) === "active";
  // One Active Spot is "the" spot; a legacy table "on 2 Active" numbers its two, as the Bench's slots are.
  const activeLabel = total > 1 ? t("slot.activeOf", { zone: zoneName, slot: index + 1, total }) : t("slot.active", { zone: zoneName });
  const slotLabel = isActive ? activeLabel : t("slot.bench", { zone: zoneName, slot: index + 1, total });
  const occupied = Boolean(slot.sid);
  const top = slot.cards[slot.cards.length - 1];
  const target = `${zone}:${index}`;
  const stack = stackSourceOf(zone, index, slot);
  const mode = ctx.targetMode;
  const pickable = Boolean(mode && occupied && !(mode.source.kind === "stack" && mode.source.zone === zone && mode.source.slot === index));
  // Highlight only: the engine decides nothing here and the player may pick any Pokémon.
  const likely = pickable && mode ? likelyTarget(mode, top?.face?.name, ctx.defOf) : false;
  const pick = () => {
    if (!mode) return;
    void ctx.send(movesFor(mode.source, { kind: "slot", zone, slot: index, occupied: true, as: mode.as }));
    ctx.setTargetMode(null);
  };
  // Nearest first: a Stage 2 is "on top of Charmeleon, Charmander" (seed 001 §13.2).
  const beneath = slot.cards.slice(0, -1).reverse().map(cardAccessibleName).join(", ");
  const damage = counterOf(slot, DAMAGE);
  const status = [
    beneath ? t("slot.beneath", { names: beneath }) : "",
    damage ? t("slot.damage", { count: damage }) : "",
    ...slot.conditions.map((c) => t(`condition.${c}`, { ns: "game" })),
    ...slot.markers.map((m) => t(`marker.${m}`, { ns: "game" })),
  ].filter(Boolean);

  return (
    <Droppable
      id={`drop:${zone}:${index}`}
      target={{ kind: "slot", zone, slot: index, occupied }}
      label={slotLabel + (occupied ? ` (${stack.name})` : "")}
      role="group"
      aria-label={slotLabel}
      data-zone={zone}
      data-slot={index}
      data-occupied={occupied || undefined}
      data-attached={slot.attached.length || undefined}
      data-damage={damage || undefined}
      data-conditions={slot.conditions.join(" ") || undefined}
      data-markers={slot.markers.join(" ") || undefined}
      onClickCapture={(e) => {
        if (pickable) {
          e.stopPropagation();
          pick();
        }
      }}
      className={`relative flex shrink-0 items-start justify-center rounded-md ${size === "lg" ? "h-[95px] w-[76px]" : size === "md" ? "h-[80px] w-[64px]" : "h-[70px] w-[52px]"} ${
        occupied ? "" : "border border-dashed border-white/20"
      } ${pickable ? (likely ? "cursor-pointer ring-3 ring-emerald-400 animate-pulse" : "cursor-pointer ring-2 ring-slate-400/60") : ""}`}
    >
      {!occupied ? (
        <span aria-hidden="true" className="m-auto text-[9px] text-slate-400">
          {isActive ? t("slot.activeShort") : index + 1}
        </span>
      ) : (
        <>
          {slot.cards.length > 1 ? (
            // The cards beneath peek out above the top card; the mouse gets their names, screen readers the slot's status.
            <span aria-hidden="true" title={t("slot.beneath", { names: beneath })} className="absolute -top-1 left-1 h-full w-[calc(100%-8px)] rounded border border-slate-500 bg-slate-700" />
          ) : null}
          <TableCard
            card={top!}
            dragId={`stack:${zone}:${index}`}
            item={stackItem(stack)}
            zone={zone}
            index={slot.cards.length - 1}
            slot={index}
            size={size}
            fromLabel={t("drag.from", { zone: slotLabel })}
            menu={() => stackMenu(ctx, zone, index, slot, stack, extras.menuItems?.(ctx, zone, index, slot))}
            // The same Pokémon (its sid) as the table holds it now; gone, the menu closes.
            liveMenu={(now) => {
              const current = now.snap.zones[zone]?.slots[index];
              if (!current || current.sid !== slot.sid) return null;
              return stackMenu(now, zone, index, current, stackSourceOf(zone, index, current), extras.menuItems?.(now, zone, index, current));
            }}
            // Focus lands on this card, not the group: it is described by what is on the Pokémon.
            describedBy={status.length > 0 ? statusId : undefined}
          >
            {/* Damage, conditions and markers start below the card's name and HP (top-7: a name of two
                lines on the table's text card, the name band of a card picture), so the Pokémon stays
                recognisable however much is on it. */}
            {damage > 0 ? (
              <span aria-hidden="true" data-badge="damage" className="absolute -right-1.5 top-7 z-10 flex h-6 min-w-6 items-center justify-center rounded-full border-2 border-white bg-red-600 px-0.5 text-[10px] font-bold text-white">
                {damage}
              </span>
            ) : null}
            {slot.conditions.length + slot.markers.length > 0 ? (
              <span aria-hidden="true" className="absolute -left-1 top-7 z-10 flex flex-col items-start gap-px">
                {slot.conditions.map((c) => (
                  <span key={c} data-badge="condition" className="rounded bg-purple-700 px-0.5 py-px text-[8px] font-bold uppercase leading-none text-white">
                    {t(`condition.${c}`, { ns: "game" }).slice(0, 3)}
                  </span>
                ))}
                {slot.markers.map((m) => (
                  <span key={m} data-badge="marker" className="rounded bg-sky-700 px-0.5 py-px text-[8px] font-bold leading-none text-white">
                    {t(`markerShort.${m}`, { defaultValue: m.slice(0, 3) })}
                  </span>
                ))}
              </span>
            ) : null}
          </TableCard>
          <AttachedCards zone={zone} index={index} slot={slot} size={size} pokemon={stack.name} />
          {Decoration ? <Decoration zone={zone} index={index} slot={slot} /> : null}
          {status.length > 0 ? (
            // Ends as a sentence: it describes the top card, and the drag instructions follow it.
            <span id={statusId} className="sr-only">
              {`${status.join(", ")}.`}
            </span>
          ) : null}
        </>
      )}
      <AdvisoryBadges target={target} className="absolute left-full top-0 ml-1 w-44" />
    </Droppable>
  );
}

/** For "onto" (evolving), the Pokémon the chosen card says it evolves from (a shared card helper); for "attach", any. */
function likelyTarget(mode: TargetMode, topName: string | undefined, defOf: (id: string | undefined) => CardDef | undefined): boolean {
  if (mode.as !== "onto" || mode.source.kind !== "cards") return true;
  return mode.source.cards.some((c) => sameName(defOf(c.defId)?.evolvesFrom, topName));
}

function stackSourceOf(zone: string, index: number, slot: SlotSnap): StackSource {
  const top = slot.cards[slot.cards.length - 1];
  return { kind: "stack", zone, slot: index, name: cardAccessibleName(top), cards: slot.cards.map((c) => c.pid), attached: slot.attached.map((c) => c.pid) };
}
