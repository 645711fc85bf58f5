/** The attacks a player may declare with their Active Pokémon: the Controls' "Attack" button and the Pokémon's own "Attack…". */
import type { Seat } from "@playmat/shared";
import type { TableCtx } from "../../../table/TableContext";
import type { MenuItem } from "../../../table/menu/types";

/**
 * The Active Pokémon's own attacks, then those an attached card gives it (a Technical Machine),
 * each declaring that attack; empty when `seat` has no Active Pokémon in that slot or it has no attacks.
 */
export function attackChoices(ctx: Pick<TableCtx, "snap" | "t" | "defOf" | "send">, seat: Seat, slot = 0): MenuItem[] {
  const { t } = ctx;
  // Slot 0 on a Pokémon table; a legacy table "on 2 Active" has a second Active Spot (games/ptcg-legacy).
  const active = ctx.snap.zones[`${seat}.active`]?.slots[slot];
  if (!active?.sid) return [];
  const top = active.cards[active.cards.length - 1];
  const own = (ctx.defOf(top?.face?.defId)?.attacks ?? []).map((attack) => ({ attack, from: undefined as string | undefined }));
  const given = active.attached.flatMap((card) => (ctx.defOf(card.face?.defId)?.attacks ?? []).map((attack) => ({ attack, from: card.face?.name })));
  return [...own, ...given].map(({ attack: a, from }) => {
    const name = a.damage ? `${a.name} (${a.damage})` : a.name;
    return {
      label: from ? t("controls.attackFrom", { attack: name, card: from }) : name,
      onSelect: () => void ctx.send({ type: "attack", stack: { zone: `${seat}.active`, slot }, name: a.name }),
    };
  });
}
