/**
 * A tile as the eye sees it, over the shell's card face: its power large, its translated name,
 * its colour. A tile this viewer may not see is the shell's card back (nothing drawn over it).
 */
import type { CardSnap } from "../../net/snapshot";
import { useTableCtx } from "../../table/TableContext";
import { tileColour, tileName } from "./words";
import { ToyBattle } from "@playmat/shared";

export const COLOUR_CLASS: Record<string, string> = {
  red: "bg-red-600 border-red-300 text-white",
  blue: "bg-blue-600 border-blue-300 text-white",
};

export function TileFace({ card }: { card: CardSnap }) {
  const { t } = useTableCtx();
  if (!card.face) return null;
  const colour = tileColour(card) ?? "";
  const power = ToyBattle.tileOf(card.face.defId)?.power;
  const name = tileName(t, card);
  return (
    <span
      aria-hidden="true"
      data-tile-colour={colour}
      className={`absolute inset-0 flex flex-col items-center justify-center rounded-[6%] border-2 p-0.5 text-center leading-tight ${COLOUR_CLASS[colour] ?? "bg-slate-300"}`}
    >
      <span className="text-lg font-bold">{power}</span>
      <span className="line-clamp-2 text-[8px]">{name.replace(/^\d+\s*/, "")}</span>
    </span>
  );
}
