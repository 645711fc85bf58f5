import { describe, expect, it } from "vitest";
import i18next from "../../../i18n";
import { withGameWords } from "../../../i18n/useT";
import { perspectiveOf, placePhrase, relation, seatChoiceLabel, zoneLabel } from "../../../table/perspective";

const t = (key: string, options?: Record<string, unknown>) => String(i18next.t(key, options as never));

describe("perspective", () => {
  it("puts a player at the bottom, Player 1 or the followed seat for spectators, the chosen seat for judges", () => {
    expect(perspectiveOf("player", "p2")).toMatchObject({ me: "p2", bottom: "p2", top: "p1", canAct: true });
    // A player's own seat wins over any choice.
    expect(perspectiveOf("player", "p1", "p2")).toMatchObject({ bottom: "p1", top: "p2" });
    expect(perspectiveOf("spectator", null)).toMatchObject({ me: null, bottom: "p1", canAct: false });
    expect(perspectiveOf("spectator", null, "p2")).toMatchObject({ me: null, bottom: "p2", top: "p1", canAct: false });
    expect(perspectiveOf("judge", null, "p2")).toMatchObject({ me: null, bottom: "p2", canAct: true });
  });

  it("labels zones for players, a Pokémon table's own with its words", () => {
    const p = perspectiveOf("player", "p1");
    const ptcg = withGameWords(t, "ptcg");
    expect(relation(p, "p1")).toBe("own");
    expect(zoneLabel(t, p, "p1.hand")).toBe("Your hand");
    expect(zoneLabel(t, p, "p2.hand")).toBe("Opponent's hand");
    expect(zoneLabel(ptcg, p, "p1.active")).toBe("Your active Pokémon");
    expect(zoneLabel(ptcg, p, "p1.prize")).toBe("Your prizes");
    expect(zoneLabel(ptcg, p, "p1.lost")).toBe("Your Lost Zone");
    expect(zoneLabel(ptcg, p, "p2.bench")).toBe("Opponent's bench");
    expect(zoneLabel(ptcg, p, "stadium")).toBe("Stadium");
  });

  it("labels zones by seat for spectators and judges", () => {
    expect(zoneLabel(t, perspectiveOf("spectator", null), "p2.discard")).toBe("Player 2's discard pile");
    expect(zoneLabel(t, perspectiveOf("judge", null), "p1.deck")).toBe("Player 1's deck");
  });
});

describe("placePhrase", () => {
  it("says a zone inside a sentence", () => {
    const p = perspectiveOf("player", "p1");
    const names = { p1: "Alice", p2: "Bob" };
    expect(placePhrase(t, p, names, "p1.discard")).toBe("your discard pile");
    expect(placePhrase(t, p, names, "p2.hand")).toBe("Bob's hand");
    // A zone of the table's game is worded in its strings.
    expect(placePhrase(withGameWords(t, "ptcg"), p, names, "stadium")).toBe("the stadium");
  });
});

describe("seatChoiceLabel", () => {
  it("names a seat by number and player", () => {
    expect(seatChoiceLabel(t, "p2", "Bob")).toBe("Player 2 (Bob)");
    expect(seatChoiceLabel(t, "p1", "")).toBe("Player 1");
  });
});
