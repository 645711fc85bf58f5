import { describe, expect, it } from "vitest";
import { parseDeckList } from "./parse";

const entryOf = (line: string) => parseDeckList(line).entries[0];

describe("a deck line, read right to left", () => {
  it("is count, name, set code and collector number", () => {
    expect(entryOf("4 Ralts SVI 84")).toEqual({ count: 4, name: "Ralts", set: "SVI", number: "84", line: 1, text: "4 Ralts SVI 84" });
  });

  it("keeps spaces, colons, apostrophes and digits in the name", () => {
    expect(entryOf("2 Technical Machine: Evolution PAR 178")).toMatchObject({ name: "Technical Machine: Evolution", set: "PAR", number: "178" });
    expect(entryOf("2 Boss's Orders PAL 172")).toMatchObject({ name: "Boss's Orders" });
    expect(entryOf("1 Porygon2 SIT 100")).toMatchObject({ name: "Porygon2", set: "SIT", number: "100" });
    expect(entryOf("1 Team Rocket's Mewtwo ex DRI 81")).toMatchObject({ name: "Team Rocket's Mewtwo ex" });
  });

  it("takes a trailing PH as a foil marker, not part of the card", () => {
    expect(entryOf("1 Mimikyu PAL 97 PH")).toMatchObject({ name: "Mimikyu", set: "PAL", number: "97", foil: true });
  });

  it("reads promo, gallery and online-only set codes", () => {
    expect(entryOf("1 Pecharunt PR-SV 149")).toMatchObject({ name: "Pecharunt", set: "PR-SV", number: "149" });
    expect(entryOf("1 Mewtwo VSTAR CRZ-GG 44")).toMatchObject({ name: "Mewtwo VSTAR", set: "CRZ-GG", number: "44" });
    expect(entryOf("1 Mewtwo VSTAR CRZ GG44")).toMatchObject({ set: "CRZ", number: "GG44" });
    expect(entryOf("1 Zapdos SWSHALT 29")).toMatchObject({ set: "SWSHALT", number: "29" });
  });

  it("spells out energy symbols, which do not make an energy basic", () => {
    expect(entryOf("8 Basic {P} Energy SVE 5")).toMatchObject({ name: "Basic Psychic Energy", set: "SVE", number: "5" });
    expect(entryOf("4 Basic {D} Energy MEE 7")).toMatchObject({ name: "Basic Darkness Energy", set: "MEE" });
    expect(entryOf("2 Telepathic {P} Energy PFL 88")).toMatchObject({ name: "Telepathic Psychic Energy" });
  });

  it("accepts a bare name without set or number", () => {
    expect(entryOf("4 Professor's Research")).toEqual({ count: 4, name: "Professor's Research", line: 1, text: "4 Professor's Research" });
    expect(entryOf("3x Ultra Ball")).toMatchObject({ count: 3, name: "Ultra Ball" });
  });

  it("does not mistake a name's last words for a set", () => {
    expect(entryOf("1 Mew ex")).toMatchObject({ name: "Mew ex" });
    expect(entryOf("1 Pikachu V 43")).toMatchObject({ name: "Pikachu V 43" });
  });
});

describe("a PTCG Live export", () => {
  const list = [
    "Pokémon: 12",
    "4 Ralts SVI 84",
    "",
    "Trainer: 36",
    "4 Rare Candy SVI 191",
    "",
    "Energy: 12",
    "8 Basic {P} Energy SVE 5",
    "",
    "Total Cards: 60",
  ].join("\n");

  it("is recognised, and its headings only label sections", () => {
    const parsed = parseDeckList(list);
    expect(parsed.format).toBe("ptcgl");
    expect(parsed.issues).toEqual([]);
    expect(parsed.entries.map((entry) => [entry.line, entry.section, entry.name])).toEqual([
      [2, "Pokémon", "Ralts"],
      [5, "Trainer", "Rare Candy"],
      [8, "Energy", "Basic Psychic Energy"],
    ]);
  });

  it("ignores header counts that disagree with the lines", () => {
    expect(parseDeckList(list).entries.map((entry) => entry.count)).toEqual([4, 4, 8]);
  });

  it("places sections by position when the labels are in another language", () => {
    const localised = "Pokémon: 1\n4 Ralts SVI 84\nDresseur : 1\n4 Rare Candy SVI 191\nÉnergie : 1\n8 Basic {P} Energy SVE 5";
    expect(parseDeckList(localised).entries.map((entry) => entry.section)).toEqual(["Pokémon", "Trainer", "Energy"]);
    const unknown = "Pokémon: 1\n4 Ralts SVI 84\nTrenér: 1\n4 Rare Candy SVI 191\nEnergia: 1\n8 Basic {P} Energy SVE 5";
    expect(parseDeckList(unknown).entries.map((entry) => entry.section)).toEqual(["Pokémon", "Trainer", "Energy"]);
  });

  it("reads Windows line breaks and keeps each original line", () => {
    const parsed = parseDeckList("Pokémon: 1\r\n4 Ralts SVI 84  \r\n");
    expect(parsed.entries[0]).toMatchObject({ line: 2, text: "4 Ralts SVI 84  " });
  });
});

describe("a Limitless list", () => {
  it("is recognised by its parenthesised counts", () => {
    const parsed = parseDeckList("Pokémon (17)\n3 Charmander MEW 4\n\nTrainer (35)\n4 Arven SVI 166\n\nEnergy (8)\n8 Basic {R} Energy SVE 2");
    expect(parsed.format).toBe("limitless");
    expect(parsed.issues).toEqual([]);
    expect(parsed.entries.map((entry) => entry.section)).toEqual(["Pokémon", "Trainer", "Energy"]);
  });
});

describe("an old PTCGO export", () => {
  const list = [
    "****** Pokémon Trading Card Game Deck List ******",
    "",
    "##Pokémon - 13",
    "",
    "* 1 Oranguru SUM 113",
    "* 4 Zoroark-GX SLG 53",
    "",
    "##Trainer Cards - 36",
    "",
    "* 4 Guzma BUS 115",
    "",
    "##Energy - 11",
    "",
    "* 4 Double Colorless Energy SUM 136",
    "* 7 Psychic Energy Energy 5",
    "",
    "Total Cards - 60",
    "",
    "****** Deck List Generated by the Pokémon TCG Online www.pokemon.com/TCGO ******",
  ].join("\n");

  it("is recognised, with its bullets and headings", () => {
    const parsed = parseDeckList(list);
    expect(parsed.format).toBe("ptcgo");
    expect(parsed.issues).toEqual([]);
    expect(parsed.entries.map((entry) => [entry.count, entry.name, entry.set, entry.section])).toEqual([
      [1, "Oranguru", "SUM", "Pokémon"],
      [4, "Zoroark-GX", "SLG", "Pokémon"],
      [4, "Guzma", "BUS", "Trainer"],
      [4, "Double Colorless Energy", "SUM", "Energy"],
      [7, "Psychic Energy", undefined, "Energy"],
    ]);
  });
});

describe("bare lines with no headings", () => {
  it("are a plain list without sections", () => {
    const parsed = parseDeckList("4 Professor's Research\n4 Ultra Ball SVI 196");
    expect(parsed.format).toBe("plain");
    expect(parsed.entries.every((entry) => entry.section === undefined)).toBe(true);
  });
});

describe("a line that is not a card line", () => {
  it("becomes an issue with its line number, and the rest still parses", () => {
    const parsed = parseDeckList("4 Ralts SVI 84\nmy best deck!!\n0 Kirlia SVI 85\n4\n3 Kirlia SVI 85");
    expect(parsed.entries.map((entry) => entry.name)).toEqual(["Ralts", "Kirlia"]);
    expect(parsed.issues.map((issue) => [issue.line, issue.text, issue.code])).toEqual([
      [2, "my best deck!!", "deck.unreadable-line"],
      [3, "0 Kirlia SVI 85", "deck.zero-count"],
      [4, "4", "deck.unreadable-line"],
    ]);
    // The number is the issue's own field, shown beside the message: the message doesn't repeat it.
    expect(parsed.issues[0]?.message).toBe('Not a card line like "4 Ralts SVI 84": my best deck!!');
  });

  it("a negative count is refused, not read as a bullet and a count", () => {
    const parsed = parseDeckList("-3 Ralts SVI 84\n- 2 Kirlia SVI 85\n-1x Gardevoir ex SVI 86");
    expect(parsed.entries.map((entry) => [entry.count, entry.name])).toEqual([[2, "Kirlia"]]);
    expect(parsed.issues.map((issue) => [issue.line, issue.text])).toEqual([
      [1, "-3 Ralts SVI 84"],
      [3, "-1x Gardevoir ex SVI 86"],
    ]);
  });

  it("never throws, whatever is pasted", () => {
    for (const text of ["", "\n\n", "\uFEFF", "****", "## - 3", "(3)", ": 4", "4 PH", "* * *"]) {
      expect(() => parseDeckList(text)).not.toThrow();
    }
  });
});

describe("counts that read oddly", () => {
  it("a count of 0 is a card line with a count problem, said as such", () => {
    const parsed = parseDeckList("0 Ralts SVI 84\n4 Kirlia SVI 85");
    expect(parsed.entries.map((entry) => entry.name)).toEqual(["Kirlia"]);
    expect(parsed.issues).toEqual([
      { code: "deck.zero-count", line: 1, text: "0 Ralts SVI 84", message: "A count of 0 puts no Ralts in the deck: 0 Ralts SVI 84" },
    ]);
  });

  it("full-width digits and letters, as a Japanese input method types them, read as plain ones", () => {
    expect(entryOf("４ Ralts SVI 84")).toMatchObject({ count: 4, name: "Ralts", set: "SVI", number: "84", text: "４ Ralts SVI 84" });
    expect(entryOf("１２ Basic {P} Energy ＳＶＥ ５")).toMatchObject({ count: 12, name: "Basic Psychic Energy", set: "SVE", number: "5" });
  });
});
