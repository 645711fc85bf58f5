import { describe, expect, it } from "vitest";
import { DEMO_CARDS } from "./demo";

const byName = (name: string) => DEMO_CARDS.filter((card) => card.name === name);

describe("the demo cards", () => {
  it("have unique ids, all invented (demo-...)", () => {
    const ids = DEMO_CARDS.map((card) => card.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id.startsWith("demo-"))).toBe(true);
  });

  it("hold a Stage 2 line, an ex giving 2 prizes and a Mega ex giving 3", () => {
    expect(byName("Pyrowl")[0]?.evolvesFrom).toBe("Cindle");
    expect(byName("Infernowl ex")[0]).toMatchObject({ evolvesFrom: "Pyrowl", subtypes: ["Stage 2", "ex"] });
    expect(byName("Infernowl ex")[0]?.rules?.[0]).toMatch(/takes 2 Prize cards/);
    expect(byName("Mega Lanternghast ex")[0]?.subtypes).toContain("MEGA");
    expect(byName("Mega Lanternghast ex")[0]?.rules?.[0]).toMatch(/takes 3 Prize cards/);
  });

  it("hold every kind of Trainer and Energy", () => {
    const subtypes = new Set(DEMO_CARDS.flatMap((card) => card.subtypes.map((subtype) => `${card.supertype}/${subtype}`)));
    for (const kind of ["Trainer/Item", "Trainer/Supporter", "Trainer/Stadium", "Trainer/Pokémon Tool", "Trainer/ACE SPEC", "Energy/Basic", "Energy/Special"]) {
      expect(subtypes).toContain(kind);
    }
  });

  it("reuse the PMA code in a gallery set numbered GG", () => {
    expect(DEMO_CARDS.filter((card) => card.set === "PMA" && card.number?.startsWith("GG")).length).toBeGreaterThan(0);
  });
});
