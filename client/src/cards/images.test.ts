import type { CardDef } from "@playmat/shared";
import { describe, expect, it } from "vitest";
import { cardImageUrl, TYPE_COLORS, typeColor } from "./images";

const def = (image?: CardDef["image"], placeholder = false): CardDef => ({ id: "x", name: "X", supertype: "Pokémon", subtypes: [], image, placeholder });

describe("cardImageUrl", () => {
  it("uses the data's URL, large or small", () => {
    const d = def({ small: "https://images.pokemontcg.io/sv1/84.png", large: "https://images.pokemontcg.io/sv1/84_hires.png" });
    expect(cardImageUrl(d, "small")).toBe("https://images.pokemontcg.io/sv1/84.png");
    expect(cardImageUrl(d, "large")).toBe("https://images.pokemontcg.io/sv1/84_hires.png");
  });

  it("rebases it on CARD_IMAGE_BASE", () => {
    const d = def({ small: "https://images.pokemontcg.io/sv1/84.png" });
    expect(cardImageUrl(d, "small", "https://cdn.example/cards")).toBe("https://cdn.example/cards/sv1/84.png");
    expect(cardImageUrl(def({ small: "sv1/84.png" }), "small", "/img/")).toBe("/img/sv1/84.png");
  });

  it("shows a file name (Pocket's data) under CARD_IMAGE_BASE only: without a base the face is drawn from the data", () => {
    const pocket = def({ small: "cPK_10_000960_00_PIKACHUex_RR.webp", large: "cPK_10_000960_00_PIKACHUex_RR.webp" });
    expect(cardImageUrl(pocket, "small")).toBeUndefined();
    expect(cardImageUrl(pocket, "large", "https://cdn.example/pocket/")).toBe("https://cdn.example/pocket/cPK_10_000960_00_PIKACHUex_RR.webp");
  });

  it("has no picture for placeholders or cards without images", () => {
    expect(cardImageUrl(def(), "small")).toBeUndefined();
    expect(cardImageUrl(def({ small: "a.png" }, true), "small")).toBeUndefined();
    expect(cardImageUrl(undefined, "large")).toBeUndefined();
  });
});

describe("typeColor", () => {
  it("gives every type band its text colour (white or slate-900, whichever reads on it at AA), not the card's", () => {
    for (const [type, classes] of Object.entries(TYPE_COLORS)) expect(classes, type).toMatch(/^bg-\S+ text-(white|slate-900)$/);
    expect(typeColor(undefined)).toBe("bg-slate-600 text-white");
    expect(typeColor("Fire")).toBe("bg-red-600 text-white");
  });
});
