import { describe, expect, it } from "vitest";
import { DEMO_CARDS } from "./demo";
import type { CardDef } from "./types";
import { basicEnergyType, expandEnergySymbols, gameplayKey, nameKey, numberDigits, numberKey, rulesName } from "./identity";

const demo = (id: string) => DEMO_CARDS.find((card) => card.id === id)!;

describe("card names", () => {
  it("spells out energy symbols G R W L P F D M", () => {
    expect(expandEnergySymbols("Basic {G}{R}{W}{L}{P}{F}{D}{M} Energy")).toBe(
      "Basic GrassFireWaterLightningPsychicFightingDarknessMetal Energy",
    );
    expect(expandEnergySymbols("Mystery {Q} Energy")).toBe("Mystery {Q} Energy");
  });

  it("compares names without case, accents, curly quotes or an illustration note", () => {
    expect(nameKey("Pokemon Catcher")).toBe(nameKey("Pokémon Catcher"));
    expect(nameKey("Boss’s Orders")).toBe(nameKey("Boss's Orders (Ghetsis)"));
    expect(nameKey("  Basic {P}   Energy ")).toBe("basic psychic energy");
    expect(rulesName("Boss's Orders (Ghetsis)")).toBe("Boss's Orders");
  });

  it("knows a basic energy by either of its names, and braces alone do not make one basic", () => {
    expect(basicEnergyType("Basic {P} Energy")).toBe("psychic");
    expect(basicEnergyType("Darkness Energy")).toBe("darkness");
    expect(basicEnergyType("Echo {P} Energy")).toBeUndefined();
    expect(basicEnergyType("Double Turbo Energy")).toBeUndefined();
  });
});

describe("collector numbers", () => {
  it("ignore leading zeros and case", () => {
    expect(numberKey("GG025")).toBe(numberKey("gg25"));
    expect(numberKey("015")).toBe("15");
    expect(numberKey("177a")).toBe("177A");
  });

  it("reduce to their digits for promos written without the prefix", () => {
    expect(numberDigits("SWSH001")).toBe("1");
    expect(numberDigits("GG01")).toBe("1");
    expect(numberDigits("?")).toBeUndefined();
  });
});

describe("the same card in two printings", () => {
  it("is one card when only the printing differs (a gallery reprint)", () => {
    expect(gameplayKey(demo("demo-pma-6"))).toBe(gameplayKey(demo("demo-pmagg-GG01")));
  });

  it("is two cards when the text differs, even under the same name", () => {
    expect(gameplayKey(demo("demo-pma-4"))).not.toBe(gameplayKey(demo("demo-pmagg-GG04")));
  });

  it("is one card when printings word only the rules of the card's kind differently, or space the text differently", () => {
    const net = (id: string, rules: string[]): CardDef => ({ id, name: "Lure Net", supertype: "Trainer", subtypes: ["Item"], rules });
    const old = net("old-1", ["Switch 1 of your opponent's Benched Pokémon  with their Active Pokémon.", "You may play as many Item cards as you like during your turn (before your attack)."]);
    const reprint = net("new-1", ["Switch 1 of your opponent's Benched Pokémon with their Active Pokémon.", "You may play any number of Item cards during your turn."]);
    const split = net("new-2", ["Switch 1 of your opponent's Benched", "Pokémon with their Active Pokémon.", "You may play any number of Item cards during your turn."]);
    expect(gameplayKey(reprint)).toBe(gameplayKey(old));
    expect(gameplayKey(split)).toBe(gameplayKey(old));
    // An effect worded anew is another card: telling a rewording from a change would be a ruling.
    expect(gameplayKey(net("new-3", ["Switch in 1 of your opponent's Benched Pokémon to the Active Spot."]))).not.toBe(gameplayKey(old));
  });
});
