import { describe, expect, it } from "vitest";
import { DEMO_CARDS } from "../../cards/demo";
import { isRareCandy } from "./cards";

describe("recognising Rare Candy", () => {
  it("by its name, or by an Item's text that evolves a Basic straight to Stage 2", () => {
    const leapCandy = DEMO_CARDS.find((c) => c.name === "Leap Candy");
    expect(isRareCandy(leapCandy)).toBe(true);
    expect(isRareCandy({ id: "x", name: "Rare Candy", supertype: "Trainer", subtypes: ["Item"] })).toBe(true);
    expect(isRareCandy({ id: "y", name: "Quick Ball", supertype: "Trainer", subtypes: ["Item"], rules: ["Search your deck."] })).toBe(false);
  });
});
