/** Where a card's picture comes from: the card data's image URL, optionally rebased on CARD_IMAGE_BASE. */
import type { CardDef } from "@playmat/shared";

/**
 * With a base ("https://mirror.example/cards/"), an absolute data URL keeps its path under the
 * base (https://images.example/sv1/84.png → https://mirror.example/cards/sv1/84.png) and a
 * relative one is appended to it. Without a base the data's URL is used as is.
 */
export function cardImageUrl(def: CardDef | undefined, size: "small" | "large", base = ""): string | undefined {
  if (!def || def.placeholder) return undefined;
  const raw = size === "large" ? (def.image?.large ?? def.image?.small) : (def.image?.small ?? def.image?.large);
  if (!raw) return undefined;
  if (!base) return raw;
  const root = base.endsWith("/") ? base : `${base}/`;
  try {
    const url = new URL(raw);
    return root + url.pathname.replace(/^\//, "");
  } catch {
    return root + raw.replace(/^\//, "");
  }
}

/** Energy type → Tailwind background class, for type chips and text cards. */
export const TYPE_COLORS: Record<string, string> = {
  Grass: "bg-green-600",
  Fire: "bg-red-600",
  Water: "bg-sky-600",
  Lightning: "bg-yellow-400 text-slate-900",
  Psychic: "bg-purple-600",
  Fighting: "bg-orange-700",
  Darkness: "bg-teal-900",
  Metal: "bg-slate-400 text-slate-900",
  Dragon: "bg-amber-600",
  Fairy: "bg-pink-500",
  Colorless: "bg-slate-200 text-slate-900",
};

export const TYPE_SYMBOL: Record<string, string> = {
  Grass: "G",
  Fire: "R",
  Water: "W",
  Lightning: "L",
  Psychic: "P",
  Fighting: "F",
  Darkness: "D",
  Metal: "M",
  Dragon: "N",
  Fairy: "Y",
  Colorless: "C",
};

export const typeColor = (type: string | undefined) => (type && TYPE_COLORS[type]) || "bg-slate-600";
