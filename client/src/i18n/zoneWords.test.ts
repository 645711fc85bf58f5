/**
 * A game's zones are named in its own `ui` strings (shared/src/games/<id>/strings), looked up first
 * at its table: the shell's strings name only the zones its own code asks for by role (a hand, a
 * deck, a discard pile, the looking area), so a new game adds no zone word outside its folders.
 */
import { GAMES } from "@playmat/shared";
import { describe, expect, it } from "vitest";
import i18next, { LANGUAGE_LIST, LANGUAGES } from "./index";
import { withGameWords } from "./useT";
import { perspectiveOf, zoneLabel } from "../table/perspective";

const inLanguage = (lng: string) => (key: string, options?: Record<string, unknown>) => String(i18next.getFixedT(lng)(key, options as never));
const SHELL_ZONES = ["hand", "deck", "discard", "looking"];

describe("zone words", () => {
  it.each(LANGUAGE_LIST.map((l) => l.code))("%s: the shell names only the zones every game has by role", (lng) => {
    const ui = LANGUAGES[lng]!.ui as { zones: Record<string, object>; zoneShort: object; move: object };
    for (const rel of ["own", "opponent", "seat"]) expect(Object.keys(ui.zones[rel]!).sort(), rel).toEqual([...SHELL_ZONES].sort());
    expect(Object.keys(ui.zones.shared!).sort()).toEqual(["deck", "discard"]);
    expect(Object.keys(ui.zoneShort).sort()).toEqual([...SHELL_ZONES].sort());
    expect(Object.keys(ui.move).sort()).toEqual(["deck-bottom", "deck-shuffle", "deck-top", "discard", "hand"]);
  });

  it.each(LANGUAGE_LIST.map((l) => l.code))("%s: every game's zones have labels at its table, for its players and for anyone else", (lng) => {
    const unnamed: string[] = [];
    for (const game of Object.values(GAMES)) {
      const t = withGameWords(inLanguage(lng), game.id);
      for (const zone of game.zones) {
        const keys = zone.perPlayer ? ["own", "opponent", "seat"].map((rel) => `zones.${rel}.${zone.id}`) : [`zones.shared.${zone.id}`];
        for (const key of keys) if (t(key, { player: "Player 1", defaultValue: "" }) === "") unnamed.push(`${game.id} ${key}`);
      }
    }
    expect(unnamed).toEqual([]);
  });

  it("a game's zone names stay at its table: Pokémon's bench is not a word of the sandbox's", () => {
    const p = perspectiveOf("player", "p1");
    const en = inLanguage("en");
    expect(zoneLabel(withGameWords(en, "ptcg"), p, "p2.bench")).toBe("Opponent's bench");
    expect(zoneLabel(withGameWords(en, "ptcg-legacy"), p, "p2.bench")).toBe("Opponent's bench");
    expect(zoneLabel(withGameWords(en, "ptcg-pocket"), p, "p1.energy")).toBe("Your Energy Zone");
    expect(zoneLabel(withGameWords(en, "toy-battle"), perspectiveOf("judge", null), "p2.stand")).toBe("Player 2's stand");
    expect(zoneLabel(withGameWords(inLanguage("ja"), "curse-sorcerers"), p, "stack")).toBe("スタック");
    expect(zoneLabel(withGameWords(en, "sandbox"), p, "p2.bench")).toBe("p2 bench");
    expect(zoneLabel(withGameWords(en, "sandbox"), p, "p2.discard")).toBe("Opponent's discard pile");
  });
});
