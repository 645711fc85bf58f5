/**
 * A Pokémon's Poké-Powers and Poké-Bodies on the legacy table (seed 002, "Używanie
 * Poke-Powerów i Poke-Body"): a Poké-Power is the player's to use — a button on the Pokémon and
 * an item in its menu send legacy.power, which logs it and turns on the Pokémon's "Power used"
 * marker until the turn ends (a second use is warned of, never refused); a Poké-Body is always
 * on, so it is only shown, with its text as the tooltip. Read from the top card's data: an
 * evolved Pokémon has only its own (seed 002: "it does not remember its earlier forms' powers").
 */
import { POWER_USED, pokeBodiesOf, pokePowersOf, type CardAbility, type Seat } from "@playmat/shared";
import { cardAccessibleName } from "../../cards/naming";
import type { SlotSnap } from "../../net/snapshot";
import type { MenuItem } from "../../table/menu/types";
import { seatOfZone } from "../../table/perspective";
import { useTableCtx, type TableCtx } from "../../table/TableContext";
import type { SlotExtras } from "../ptcg/zones/slotExtras";

type Ctx = Pick<TableCtx, "snap" | "persp" | "actingSeat" | "defOf">;

const topOf = (slot: SlotSnap) => slot.cards[slot.cards.length - 1];

/** The Poké-Powers of the Pokémon in this slot that the viewer may use: its owner's (or a judge's acting for it), face up, while playing. */
function usablePowers(ctx: Ctx, zone: string, slot: SlotSnap): CardAbility[] {
  const top = topOf(slot);
  const seat = seatOfZone(zone) as Seat | null;
  if (!top || top.faceDown || ctx.snap.phase !== "playing" || !seat || seat !== ctx.actingSeat) return [];
  if (ctx.persp.role !== "judge" && ctx.persp.me !== seat) return [];
  return pokePowersOf(ctx.defOf(top.face?.defId));
}

function powerAction(zone: string, index: number, power: CardAbility) {
  return { type: "legacy.power" as const, stack: { zone, slot: index }, name: power.name };
}

/** "Use Poké-Power Charge Up of Voltmag" in the Pokémon's menu. */
function menuItems(ctx: TableCtx, zone: string, index: number, slot: SlotSnap): MenuItem[] {
  const card = cardAccessibleName(topOf(slot));
  return usablePowers(ctx, zone, slot).map((power) => ({
    label: ctx.t("legacy.usePower", { power: power.name, card }),
    onSelect: () => void ctx.send(powerAction(zone, index, power)),
  }));
}

/** The buttons of the Pokémon's Poké-Powers and the names of its Poké-Bodies, over the foot of its card. */
function Abilities({ zone, index, slot }: { zone: string; index: number; slot: SlotSnap }) {
  const ctx = useTableCtx();
  const { t } = ctx;
  const top = topOf(slot);
  if (!top || top.faceDown) return null;
  const def = ctx.defOf(top.face?.defId);
  const bodies = pokeBodiesOf(def);
  const powers = usablePowers(ctx, zone, slot);
  if (bodies.length === 0 && powers.length === 0) return null;
  const used = slot.markers.includes(POWER_USED);
  const card = cardAccessibleName(top);
  return (
    <span className="absolute inset-x-0 bottom-0 z-20 flex flex-col items-stretch gap-px">
      {powers.map((power) => (
        <button
          key={power.name}
          type="button"
          title={power.text}
          aria-label={t("legacy.usePower", { power: power.name, card })}
          data-poke-power={power.name}
          data-power-used={used || undefined}
          onClick={(e) => {
            // The slot's own click picks targets; this button only uses the Power.
            e.stopPropagation();
            void ctx.send(powerAction(zone, index, power));
          }}
          className={`truncate rounded px-0.5 text-[8px] font-bold leading-tight text-white ${used ? "bg-slate-600" : "bg-amber-600 hover:bg-amber-500"}`}
        >
          {used ? t("legacy.powerUsed", { power: power.name }) : power.name}
        </button>
      ))}
      {bodies.map((body) => (
        <span key={body.name} title={body.text} data-poke-body={body.name} className="truncate rounded bg-emerald-800 px-0.5 text-[8px] leading-tight text-white">
          {t("legacy.pokeBody", { name: body.name })}
        </span>
      ))}
    </span>
  );
}

export const LEGACY_SLOT_EXTRAS: SlotExtras = { menuItems, Decoration: Abilities };
