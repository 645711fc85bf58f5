/**
 * A table's setup order is fixed when it is created and stored with it (table-rules.ts):
 * tables made now deal after the choice of who goes first (seed 001 §5); a game stored before
 * the option existed dealt each hand as its deck loaded, and must replay, be undone, rewound and
 * exported exactly as it was played.
 */
import { describe, expect, it } from "vitest";
import { ptcg } from "..";
import { openRecord } from "../../../record/format";
import { recordFrame } from "../../../record/record";
import { testDeck } from "../../../testing/cards";
import { PlayedGame } from "../../../testing/played-game";
import { foldHistory } from "../../../engine/history";
import { createTable } from "../../../engine/table";

/** The options an older server stored with a table: no setupOrder. */
const STORED_BEFORE = {};

/** A game played by the old order: hands on load, a mulligan, the winner goes second, a turn. */
function olderGame(): PlayedGame {
  const game = new PlayedGame(ptcg, 42, STORED_BEFORE);
  game.do("p1", { type: "deck.load", cards: testDeck() });
  // The old order: the hand comes with the deck.
  expect(game.pile("p1.hand")).toHaveLength(7);
  game.do("p2", { type: "deck.load", cards: testDeck() });
  const won = game.state.turn.won!;
  const other = won === "p1" ? "p2" : "p1";
  game.do(other, { type: "setup.mulligan" });
  game.do(won, { type: "setup.first", seat: other });
  for (const seat of ["p1", "p2"] as const) {
    const index = game.pile(`${seat}.deck`).findIndex((c) => game.state.cards[c.defId]!.name === "Sprout");
    game.do(seat, { type: "move", cards: [{ zone: `${seat}.deck`, at: index }], to: { zone: `${seat}.active`, slot: 0 } }, true);
  }
  game.do("p1", { type: "setup.ready" }).do("p2", { type: "setup.ready" });
  game.do(other, { type: "draw", count: 1 });
  return game;
}

describe("the setup order a table is stored with", () => {
  it("a new table gets the seed's order, and a table without the option follows the old one", () => {
    expect(createTable(ptcg, { ...ptcg.newTableOptions }, 1).options.setupOrder).toBe("choose-then-deal");
    expect(createTable(ptcg, STORED_BEFORE, 1).options.setupOrder).toBeUndefined();
  });

  it("a game stored before the option existed replays from its actions to the same table", () => {
    const game = olderGame();
    expect(game.state.phase).toBe("playing");
    // What a server restart does: a table from the stored options and seed, every stored action folded in.
    const initial = createTable(ptcg, STORED_BEFORE, 42);
    expect(foldHistory(ptcg, initial, game.journal.history).state).toEqual(game.state);
  });

  it("such a game is still rewound by its own order: back to the mulligan, the hands are as they were dealt on load", () => {
    const game = olderGame();
    const handsAfterLoad = game.journal.history.length;
    expect(game.rewind(3).ok).toBe(true);
    expect(game.journal.history.length).toBe(handsAfterLoad + 1);
    expect(game.pile("p1.hand")).toHaveLength(7);
    expect(game.pile("p2.hand")).toHaveLength(7);
    expect(game.state.phase).toBe("setup");
  });

  it("its record file, as an older server wrote it, opens and steps through in the replay viewer", () => {
    const record = olderGame().record({ role: "player", seat: "p1" });
    expect(record.options).toEqual({ benchSize: 5 });
    const opened = openRecord(JSON.stringify(record));
    if (!opened.ok) throw new Error(opened.error.message);
    const last = recordFrame(opened.record, opened.record.steps.length - 1);
    expect(last.log.map((line) => line.key)).toContain("first.chosen");
    expect(last.view.phase).toBe("playing");
  });
});
