/** The large picture (or full text) of the card under the pointer or keyboard focus. */
import { useState } from "react";
import { useT } from "../i18n/useT";
import { useCardDef } from "./cardStore";
import { cardImageUrl } from "./images";
import { useImageBase } from "./imageBase";
import { usePreview } from "./preview";
import { TextCard } from "./TextCard";

export function CardPreview() {
  const t = useT();
  const defId = usePreview();
  const def = useCardDef(defId ?? undefined);
  const base = useImageBase();
  const [broken, setBroken] = useState<string | null>(null);
  if (!defId || !def) return null;
  const src = broken === defId ? undefined : cardImageUrl(def, "large", base);
  return (
    <aside aria-label={t("preview.label")} className={`pointer-events-none fixed bottom-2 right-[35px] z-40 w-[240px] drop-shadow-2xl ${src ? "h-[336px]" : "flex min-h-[336px] flex-col"}`}>
      {src ? <img src={src} alt={def.name} className="h-full w-full rounded-xl object-contain" onError={() => setBroken(defId)} /> : <TextCard def={def} />}
    </aside>
  );
}
