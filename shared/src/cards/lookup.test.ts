import { describe, expect, it } from "vitest";
import { DEMO_CARDS } from "./demo";
import { createCardLookup, distinctCards, matchPrinting, pickByName } from "./lookup";
import type { CardDef } from "./types";

const lookup = createCardLookup(DEMO_CARDS);
const idOf = async (query: Parameters<typeof lookup.find>[0]) => (await lookup.find(query))?.id;

describe("finding a printing by set code and number", () => {
  it("finds the card at that code and number", async () => {
    expect(await idOf({ name: "Cindle", set: "PMA", number: "1" })).toBe("demo-pma-1");
  });

  it("tells apart two sets that share a code by their number ranges", async () => {
    expect(await idOf({ name: "Wispling", set: "PMA", number: "6" })).toBe("demo-pma-6");
    expect(await idOf({ name: "Wispling", set: "PMA", number: "GG01" })).toBe("demo-pmagg-GG01");
    expect(await idOf({ name: "Wispling", set: "pma", number: "gg1" })).toBe("demo-pmagg-GG01");
  });

  it("does not take a card whose name disagrees (a mistyped number)", async () => {
    expect(await idOf({ name: "Pyrowl", set: "PMA", number: "1" })).toBeUndefined();
  });

  it("reads a plain number as a prefixed one only when no card carries the plain number", async () => {
    expect(await idOf({ name: "Voltkit", set: "PMA", number: "404" })).toBeUndefined();
    const promo: CardDef = { id: "promo-7", name: "Cindle", supertype: "Pokémon", subtypes: ["Basic"], set: "PR-PM", number: "PM007" };
    expect(matchPrinting([promo], { name: "Cindle", set: "PR-PM", number: "7" })).toBe(promo);
    // "PMA 1" exists (Cindle), so it never means the gallery's "GG01".
    expect(await idOf({ name: "Wispling", set: "PMA", number: "1" })).toBeUndefined();
  });

  it("uses the name to choose among cards an old code + number can mean", () => {
    const base = { supertype: "Pokémon" as const, subtypes: ["Basic"], set: "OLD", number: "15" };
    const venusaur: CardDef = { ...base, id: "old-15_A1", name: "Venusaur" };
    const claydol: CardDef = { ...base, id: "old-15_A4", name: "Claydol" };
    expect(matchPrinting([venusaur, claydol], { name: "Claydol", set: "OLD", number: "15" })).toBe(claydol);
  });
});

describe("finding a card by name alone", () => {
  it("finds a name only one card has", async () => {
    expect(await idOf({ name: "Cindle" })).toBe("demo-pma-1");
    expect(await idOf({ name: "tinker’s gear: overdrive" })).toBe("demo-pma-21");
  });

  it("finds a reprinted card, since its printings play the same", async () => {
    expect(await idOf({ name: "Archivist Mabel" })).toBe("demo-pma-11");
  });

  it("refuses to guess between different cards that share a name", async () => {
    expect(await idOf({ name: "Voltkit" })).toBeUndefined();
  });

  it("tells which different cards share a name, one printing of each, newest first", async () => {
    expect((await lookup.namesakes!("Voltkit")).map((card) => card.id)).toEqual(["demo-pma-4", "demo-pmagg-GG04"]);
    // Two printings of one card (another art) are one card.
    expect((await lookup.namesakes!("Wispling")).map((card) => card.id)).toEqual(["demo-pma-6"]);
    expect(await lookup.namesakes!("Nobody")).toEqual([]);
  });

  it("finds a basic energy under either of its names", async () => {
    expect(await idOf({ name: "Basic {P} Energy" })).toBe("demo-pma-26");
    expect(await idOf({ name: "Psychic Energy" })).toBe("demo-pma-26");
  });

  it("never takes a special energy for a basic one", async () => {
    expect(await idOf({ name: "Echo {P} Energy" })).toBe("demo-pma-23");
    expect(await idOf({ name: "Basic {W} Energy" })).toBeUndefined();
  });

  it("takes any basic energy printing even when their texts differ", () => {
    const energy = (id: string, name: string, rules?: string[]): CardDef => ({
      id, name, supertype: "Energy", subtypes: ["Basic"], ...(rules && { rules }),
    });
    const picked = pickByName([energy("b-2", "Basic Fire Energy"), energy("a-9", "Fire Energy", ["Old text."])], "Basic {R} Energy");
    expect(picked?.id).toBe("a-9");
  });

  it("finds nothing for an unknown name", async () => {
    expect(await idOf({ name: "Nobody" })).toBeUndefined();
  });

  it("reads a name's printings only until two of them play differently", () => {
    const printing = (n: number, attack: string): CardDef => ({
      id: `p-${String(n).padStart(3, "0")}`, name: "Sparkmouse", supertype: "Pokémon", subtypes: ["Basic"], hp: 60,
      attacks: [{ name: attack, cost: ["Lightning"], damage: "20", text: "" }],
    });
    const printings = [printing(1, "Zap"), printing(2, "Zap"), printing(3, "Jolt"), ...Array.from({ length: 97 }, (_, i) => printing(i + 4, "Zap"))];
    let read = 0;
    const reading = function* () {
      for (const card of printings) {
        read++;
        yield card;
      }
    };
    expect(pickByName(reading(), "Sparkmouse")).toBeUndefined();
    expect(read).toBe(3);
    // The same answers as choosing among them all at once.
    expect(pickByName(printings, "Sparkmouse")).toBeUndefined();
    const reprints = printings.filter((card) => card.attacks![0]!.name === "Zap");
    expect(pickByName(reprints, "Sparkmouse")?.id).toBe("p-001");
    expect(pickByName([...reprints].reverse(), "Sparkmouse")?.id).toBe("p-001");
  });

  it("keeps reading an energy's printings for a basic one after two special ones differ", () => {
    const energy = (id: string, subtype: string, rules: string[]): CardDef => ({ id, name: "Fire Energy", supertype: "Energy", subtypes: [subtype], rules });
    const printings = [energy("a-1", "Special", ["Burns."]), energy("a-2", "Special", ["Scorches."]), energy("a-3", "Basic", [])];
    expect(pickByName(printings, "Fire Energy")?.id).toBe("a-3");
    expect(pickByName(printings.slice(0, 2), "Fire Energy")).toBeUndefined();
  });
});

describe("the printing a bare name stands for", () => {
  /** Nest Ball as the real data prints it: the same card in 2017, 2023 (and a secret rare) and 2024. */
  const nestBall = (id: string, set: string, number: string, released?: string): CardDef => ({
    id, name: "Nest Ball", supertype: "Trainer", subtypes: ["Item"], rules: ["Search your deck for a Basic Pokémon and put it onto your Bench."],
    set, number, ...(released && { released }),
  });
  const sum123 = nestBall("sm1-123", "SUM", "123", "2017-02-03");
  const svi181 = nestBall("sv1-181", "SVI", "181", "2023-03-31");
  const svi255 = nestBall("sv1-255", "SVI", "255", "2023-03-31");
  const paf84 = nestBall("sv4pt5-84", "PAF", "84", "2024-01-26");

  it("is the newest printing, from the set released last, in whatever order the printings come", async () => {
    for (const printings of [[sum123, svi181, svi255, paf84], [paf84, svi255, svi181, sum123], [svi181, paf84, sum123, svi255]]) {
      expect(pickByName(printings, "Nest Ball")).toBe(paf84);
      expect(await createCardLookup(printings).find({ name: "nest ball" })).toBe(paf84);
    }
  });

  it("is, within one set, the lowest number read as a number: the regular printing before its secret rare", () => {
    expect(pickByName([svi255, svi181, sum123], "Nest Ball")).toBe(svi181);
    const svi99 = nestBall("sv1-99", "SVI", "99", "2023-03-31");
    expect(pickByName([svi181, svi99], "Nest Ball")).toBe(svi99);
  });

  it("is, without release dates, ordered by set code and number with their digits as numbers", () => {
    const undated = [nestBall("x-10", "SV10", "5"), nestBall("x-2b", "SV2", "GG04"), nestBall("x-2a", "SV2", "4")];
    expect(pickByName(undated, "Nest Ball")?.id).toBe("x-2a");
    // A printing the data dates comes before one it does not.
    expect(pickByName([...undated, sum123], "Nest Ball")).toBe(sum123);
  });

  it("is the newest basic printing of a basic energy", () => {
    const fire = (id: string, name: string, set: string, number: string, released: string): CardDef => ({
      id, name, supertype: "Energy", subtypes: ["Basic"], set, number, released,
    });
    const printings = [fire("sve-2", "Basic Fire Energy", "SVE", "2", "2023-03-31"), fire("sm1-165", "Fire Energy", "SUM", "165", "2017-02-03")];
    expect(pickByName(printings, "Fire Energy")?.id).toBe("sve-2");
    expect(pickByName([...printings].reverse(), "Basic {R} Energy")?.id).toBe("sve-2");
  });

  it("is the printing a name's different cards are each listed by", () => {
    const reworded = nestBall("old-1", "OLD", "1", "2005-01-01");
    reworded.rules = ["Search your deck for a Basic Pokémon and put it into your hand."];
    expect(distinctCards([sum123, reworded, paf84, svi181], "Nest Ball").map((card) => card.id)).toEqual(["sv4pt5-84", "old-1"]);
  });
});
