/** A card attached to a Pokémon, drawn small: an Energy's type symbol, or a short tag with its name. */
import type { CardDef } from "@playmat/shared";
import { energyTypeOf } from "./TextCard";
import { TYPE_SYMBOL, typeColor } from "./images";

export function CardChip({ name, def, hidden }: { name: string; def: CardDef | undefined; hidden: boolean }) {
  if (hidden) return <span aria-hidden="true" className="block h-full w-[18px] rounded-full border border-sky-950 bg-indigo-800" />;
  const type = def ? energyTypeOf(def) : undefined;
  if (def?.supertype === "Energy" && type && def.subtypes.includes("Basic")) {
    return (
      <span aria-hidden="true" className={`flex h-full w-[18px] items-center justify-center rounded-full text-[10px] font-bold ring-1 ring-black/50 ${typeColor(type)}`}>
        {TYPE_SYMBOL[type] ?? type.charAt(0)}
      </span>
    );
  }
  const tone = def?.supertype === "Energy" ? `${typeColor(type)} ring-2 ring-white/70` : def?.supertype === "Trainer" ? "bg-slate-300 text-slate-900" : "bg-slate-600";
  return (
    <span aria-hidden="true" className={`flex h-full max-w-[44px] items-center truncate rounded px-1 text-[9px] font-semibold leading-none ring-1 ring-black/50 ${tone}`}>
      {name}
    </span>
  );
}
