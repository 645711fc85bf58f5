/** What a card looks like on the table: a back, its picture, or its text. Purely visual. */
import type { CardDef } from "@playmat/shared";
import { useState } from "react";
import { useT } from "../i18n/useT";
import { CardBack } from "./CardBack";
import { cardImageUrl } from "./images";
import { TextCard } from "./TextCard";
import { useImageBase } from "./imageBase";

export function CardFace({ name, def, hidden }: { name: string; def: CardDef | undefined; hidden: boolean }) {
  const t = useT();
  const base = useImageBase();
  const [broken, setBroken] = useState(false);
  if (hidden) return <CardBack />;
  const src = broken ? undefined : cardImageUrl(def, "small", base);
  if (src) {
    return <img src={src} alt="" draggable={false} loading="lazy" onError={() => setBroken(true)} className="h-full w-full rounded-[6%] object-cover" />;
  }
  if (def) return <TextCard def={def} compact />;
  return (
    <div aria-hidden="true" className="flex h-full w-full items-center justify-center rounded-[6%] border border-slate-500 bg-slate-200 p-1 text-center text-[9px] font-semibold text-slate-900">
      {name || t("card.loading")}
    </div>
  );
}
