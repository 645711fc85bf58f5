/**
 * The large picture of the card under the pointer or keyboard focus (cards/CardPreview.tsx),
 * with the card data the record carries: an exported file replays without asking the server
 * about its cards.
 */
import { useState } from "react";
import { cardImageUrl } from "../cards/images";
import { useImageBase } from "../cards/imageBase";
import { usePreview } from "../cards/preview";
import { TextCard } from "../cards/TextCard";
import type { T } from "../i18n/useT";
import type { DefLookup } from "./convert";

export function ReplayPreview({ t, defOf }: { t: T; defOf: DefLookup }) {
  const defId = usePreview();
  const def = defOf(defId ?? undefined);
  const base = useImageBase();
  const [broken, setBroken] = useState<string | null>(null);
  if (!defId || !def) return null;
  const src = broken === defId ? undefined : cardImageUrl(def, "large", base);
  return (
    <aside aria-label={t("preview.label")} className={`pointer-events-none fixed bottom-2 right-[355px] z-40 w-[240px] drop-shadow-2xl ${src ? "h-[336px]" : "flex min-h-[336px] flex-col"}`}>
      {src ? <img src={src} alt={def.name} className="h-full w-full rounded-xl object-contain" onError={() => setBroken(defId)} /> : <TextCard def={def} />}
    </aside>
  );
}
