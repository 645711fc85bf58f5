/** Where a card's picture comes from: the card data's image URL, optionally rebased on CARD_IMAGE_BASE. */
import type { CardDef } from "@playmat/shared";

/**
 * With a base ("https://mirror.example/cards/"), an absolute data URL keeps its path under the
 * base (https://images.example/sv1/84.png → https://mirror.example/cards/sv1/84.png) and a
 * relative one is appended to it. Without a base the data's URL is used as is, and a relative one
 * (a file name) gives no picture.
 */
export function cardImageUrl(def: CardDef | undefined, size: "small" | "large", base = ""): string | undefined {
  if (!def || def.placeholder) return undefined;
  const raw = size === "large" ? (def.image?.large ?? def.image?.small) : (def.image?.small ?? def.image?.large);
  if (!raw) return undefined;
  // A bare file name (Pocket's data) names a picture only under the operator's base: without one
  // it would load from the page's own path and fail, so the face is drawn from the data instead.
  if (!base) return /^(https?:)?\/\//i.test(raw) || raw.startsWith("/") ? raw : undefined;
  const root = base.endsWith("/") ? base : `${base}/`;
  try {
    const url = new URL(raw);
    return root + url.pathname.replace(/^\//, "");
  } catch {
    return root + raw.replace(/^\//, "");
  }
}

/**
 * Energy type → Tailwind background and text classes, for type chips and text cards: each band
 * takes the text colour (white or slate-900) that reads on it at WCAG AA (4.5:1) even at the
 * 8–9 px of a card on the table; Water is a shade darker than sky-600, which neither reads on.
 */
export const TYPE_COLORS: Record<string, string> = {
  Grass: "bg-green-600 text-slate-900",
  Fire: "bg-red-600 text-white",
  Water: "bg-sky-700 text-white",
  Lightning: "bg-yellow-400 text-slate-900",
  Psychic: "bg-purple-600 text-white",
  Fighting: "bg-orange-700 text-white",
  Darkness: "bg-teal-900 text-white",
  Metal: "bg-slate-400 text-slate-900",
  Dragon: "bg-amber-600 text-slate-900",
  Fairy: "bg-pink-500 text-slate-900",
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

export const typeColor = (type: string | undefined) => (type && TYPE_COLORS[type]) || "bg-slate-600 text-white";
