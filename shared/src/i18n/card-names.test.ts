/**
 * A game may name its cards in its own words (`cardName.<the card's name>` in its `game`
 * strings): Toy Battle's tiles read in Korean as seed 003 names them, in the log as on the
 * table, while a game that says nothing of its cards (Pokémon) keeps each card's own name,
 * whatever characters it holds.
 */
import { describe, expect, it } from "vitest";
import { player, ToyTable } from "../games/toy-battle/testing/table";
import { createI18n } from "./instance";
import { cardNameIn } from "./phrases";

describe("a card's name in its game's words", () => {
  it("reads a Toy Battle tile by its Korean name in Korean, its English one in English", () => {
    const t = new ToyTable().setUp().place("p1", 7, "B1");
    expect(t.lines(player("p2"), "ko").join(" ")).toContain("7 렉시");
    expect(t.lines(player("p2"), "ko").join(" ")).not.toContain("Rexy");
    expect(t.lines(player("p2"))).toEqual(["Alice placed 7 Rexy on B1."]);
    const ko = createI18n("ko");
    expect(cardNameIn((k, o) => ko.t(k, o ?? {}), "toy-battle", "3 Giant")).toBe("3 거인병");
  });

  it("keeps a card's own name where its game words none: dots and colons find no key", () => {
    const en = createI18n("en");
    const t = (k: string, o?: Record<string, unknown>) => en.t(k, o ?? {});
    for (const name of ["Mr. Mime", "Pikachu ex", "Team Rocket's: Spidops", "cardName"]) expect(cardNameIn(t, "ptcg", name)).toBe(name);
    expect(cardNameIn(t, undefined, "7 Rexy")).toBe("7 Rexy");
  });
});
