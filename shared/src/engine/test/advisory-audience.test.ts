/**
 * An advisory reaches only those who may see every card it depends on (its `about`): apply()
 * stamps it with their `seenBy`, for any game's rules, from the cards' visibility.
 */
import { describe, expect, it } from "vitest";
import { PlayedGame } from "../../testing/played-game";
import { tabletop, TABLETOP_DECK } from "../../testing/tabletop";
import type { AdvisoryRule, GameDefinition } from "../definition";
import type { TableEventOf } from "../events";
import type { Card, Seat } from "../types";

/** Warns about every card put from a hand into play: once by its mention, once by the card on the table. */
const rules: AdvisoryRule[] = [
  {
    code: "test.played",
    rule: "A card was played.",
    source: "test",
    check: (ctx) =>
      ctx.events
        .filter((e): e is TableEventOf<"cards.moved"> => e.type === "cards.moved" && e.from.zone.endsWith(".hand"))
        .map((e) => ({ code: "test.played", source: "test", about: e.cards })),
  },
  {
    code: "test.on-table",
    rule: "A card lies in the row.",
    source: "test",
    check: (ctx) => {
      const row = ctx.after.zones[`${ctx.actor.seat}.row`];
      if (row?.layout !== "slots" || ctx.action.type !== "move") return [];
      const cards: Card[] = row.slots.flatMap((s) => s?.cards ?? []);
      return cards.length > 0 ? [{ code: "test.on-table", source: "test", about: cards }] : [];
    },
  },
];
/** A tabletop game (testing/tabletop.ts) with the rules above, at play. */
const game = (): PlayedGame =>
  new PlayedGame({ ...tabletop, advisories: rules } as GameDefinition)
    .do("p1", { type: "deck.load", cards: TABLETOP_DECK })
    .do("p2", { type: "deck.load", cards: TABLETOP_DECK });

function playFromHand(g: PlayedGame, seat: Seat, faceDown: boolean, slot = 0) {
  const card = g.pile(`${seat}.hand`)[0]!;
  return g.try({ seat }, { type: "move", cards: [{ zone: `${seat}.hand`, pid: card.pid }], to: { zone: `${seat}.row`, slot, faceDown } });
}

const advisories = (outcome: ReturnType<PlayedGame["try"]>) =>
  outcome.ok ? outcome.events.flatMap((e) => (e.type === "advisory" ? [e.advisory] : [])) : [];

describe("who may read an advisory", () => {
  it("is everyone when every card it is about is face up, and the advisory keeps no list of cards", () => {
    const [played, onTable] = advisories(playFromHand(game(), "p1", false));
    expect(played).toEqual({ code: "test.played", source: "test" });
    expect(onTable).toEqual({ code: "test.on-table", source: "test" });
  });

  it("is the owner alone (and judges) when a card it is about lies face down, by its mention or by the card", () => {
    const [played, onTable] = advisories(playFromHand(game(), "p1", true));
    expect(played).toEqual({ code: "test.played", source: "test", seenBy: ["p1"] });
    expect(onTable).toEqual({ code: "test.on-table", source: "test", seenBy: ["p1"] });
  });

  it("is those who may see every one of its cards: a face-up card beside a face-down one narrows nothing", () => {
    const g = game();
    playFromHand(g, "p1", false, 0);
    const [, onTable] = advisories(playFromHand(g, "p1", true, 1));
    expect(onTable!.seenBy).toEqual(["p1"]);
  });

  it("includes spectators who saw the card in a hand shown to them", () => {
    const g = game().do("p1", { type: "spectators.hands", show: true }).do("p2", { type: "spectators.hands", show: true });
    const [played, onTable] = advisories(playFromHand(g, "p1", true));
    // The mention: seen in the hand; the card on the table (before the move it lay in the hand too).
    expect(played!.seenBy).toEqual(["p1", "spectators"]);
    expect(onTable!.seenBy).toEqual(["p1", "spectators"]);
  });
});
