/**
 * The cards attached to a Pokémon in play, in a row under it as wide as its slot. A few sit side
 * by side; more overlap like a fanned hand; past what a fan shows readably, one button gives
 * their count and opens the pile browser on all of them (PileBrowser), where each is a full
 * card with its name, draggable, with its menu.
 */
import type { SlotSnap } from "../../../net/snapshot";
import { cardMenu } from "../menu/builders";
import { zoneLabel } from "../../../table/perspective";
import { cardItem } from "../../../table/selection";
import type { CardSize } from "../../../table/TableCard";
import { TableCard } from "../../../table/TableCard";
import { useTableCtx, type TableCtx } from "../../../table/TableContext";
import { movedCard } from "../../../table/zones/cards";

/** The slot widths PokemonSlot draws (px). */
export const SLOT_WIDTH: Record<Exclude<CardSize, "chip" | "xs">, number> = { lg: 76, md: 64, sm: 52 };

/** A fan's last chip shows its first 24 px; each chip under it shows at least this much of itself. */
const MIN_SLIVER = 8;

/** How many attached cards a fan shows with every sliver readable and hit by the pointer: 7, 5, 4. */
export function fanLimit(slotWidth: number): number {
  return 1 + Math.floor((slotWidth - 2 - 24) / MIN_SLIVER);
}

/** The key of the pile browser on a slot's attached cards ("p1.active:0"): PileBrowser reads it. */
export const attachedBrowseKey = (zone: string, slot: number) => `${zone}:${slot}`;

/** A Pokémon with its place, as menus name it: "Voltkit (Your active Pokémon, slot 1)". */
export function attachedPokemon(ctx: Pick<TableCtx, "t" | "persp">, zone: string, slot: number, pokemon: string): string {
  return ctx.t("menu.pokemonAt", { name: pokemon, zone: zoneLabel(ctx.t, ctx.persp, zone), slot: slot + 1 });
}

export function AttachedCards({ zone, index, slot, size, pokemon }: { zone: string; index: number; slot: SlotSnap; size: CardSize; pokemon: string }) {
  const ctx = useTableCtx();
  const t = ctx.t;
  const attached = slot.attached;
  if (attached.length === 0) return null;
  const slotWidth = size === "lg" ? SLOT_WIDTH.lg : size === "md" ? SLOT_WIDTH.md : SLOT_WIDTH.sm;

  if (attached.length > fanLimit(slotWidth)) {
    const key = attachedBrowseKey(zone, index);
    return (
      <div className="absolute inset-x-0 -bottom-2 z-10 flex px-0.5">
        <button
          type="button"
          onClick={() => ctx.setBrowse(ctx.browse === key ? null : key)}
          aria-label={t("browse.attachedOpen", { stack: attachedPokemon(ctx, zone, index, pokemon) })}
          className="h-[18px] w-full truncate rounded bg-slate-800 px-1 text-[9px] font-semibold leading-none text-slate-100 ring-1 ring-white/40 hover:bg-slate-700 focus-visible:ring-3 focus-visible:ring-sky-400"
        >
          {t("browse.attachedShort", { count: attached.length })}
        </button>
      </div>
    );
  }

  // Whether the chips (CardChip: 18 px for a Basic Energy or a hidden card, up to 44 px with a
  // name) would run past the slot in one row.
  const chipsWidth = attached.reduce((w, c) => {
    const def = ctx.defOf(c.face?.defId);
    return w + 2 + (!c.face || (def?.supertype === "Energy" && def.subtypes.includes("Basic")) ? 18 : 44);
  }, 2);
  const crowded = chipsWidth > slotWidth;
  return (
    // As wide as the slot, never wider: in one row the chips of a Pokémon with several Energy ran
    // under the next slot's Pokémon (hiding its attachments) and, on the Active, over the sidebar.
    // When they don't fit they overlap like a fanned hand: each but the last gets an equal sliver
    // (flex-basis 0, min-w-0) that stays visible and clickable, the last shows (at least its
    // first 24 px), and the one under the pointer or focused is raised.
    <div className={`absolute inset-x-0 -bottom-2 z-10 flex pl-0.5 ${crowded ? "" : "gap-0.5"}`}>
      {attached.map((card, i) => {
        const moved = movedCard(ctx, card, zone, i);
        const last = i === attached.length - 1;
        const fan = !crowded ? "" : last ? "max-w-6" : "min-w-0! flex-[1_1_0] shrink!";
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
            fromLabel={t("drag.fromAttached", { name: pokemon })}
            menu={() => cardMenu(ctx, card, moved)}
            className={`hover:z-20 focus:z-20 ${fan}`}
          />
        );
      })}
    </div>
  );
}
