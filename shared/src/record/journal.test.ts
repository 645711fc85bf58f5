/** A table's live log marks the lines whose action goes on in the next line (Journal.liveLog). */
import { describe, expect, it } from "vitest";
import type { Viewer } from "../engine/types";
import { testDeck } from "../testing/cards";
import { PlayedGame } from "../testing/played-game";

/** Setup, a draw, a chat line, then Bob concedes: "Bob conceded.", "Alice won…", "The game is over." */
function concededGame(): PlayedGame {
  const game = new PlayedGame();
  game.do("p1", { type: "deck.load", cards: testDeck() }).do("p2", { type: "deck.load", cards: testDeck() }).winnerGoesFirst();
  for (const seat of ["p1", "p2"] as const) {
    const index = game.pile(`${seat}.deck`).findIndex((c) => game.state.cards[c.defId]!.subtypes.includes("Basic"));
    game.do(seat, { type: "move", cards: [{ zone: `${seat}.deck`, at: index }], to: { zone: `${seat}.active`, slot: 0 } }, true);
  }
  game.do("p1", { type: "setup.ready" }).do("p2", { type: "setup.ready" });
  game.do(game.state.turn.current!, { type: "draw", count: 1 });
  game.say({ role: "spectator", seat: null, name: "Carol" }, "close one");
  game.do("p2", { type: "concede" });
  return game;
}

const VIEWERS: Viewer[] = [{ role: "judge" }, { role: "player", seat: "p1" }, { role: "spectator" }];

describe("a table's live log", () => {
  it("marks each line whose next line in this viewer's log is of the same action", () => {
    const game = concededGame();
    for (const viewer of VIEWERS) {
      const log = game.journal.liveLog(viewer);
      const end = log.slice(-3);
      expect(end.map((e) => e.key)).toEqual(["conceded", "game.won", "phase.finished"]);
      expect(end.map((e) => e.continues ?? false)).toEqual([true, true, false]);
      // The draw is its own action; a chat line never continues, nor does what comes before it.
      const chat = log.findIndex((e) => e.key === "chat.spectator");
      expect(log[chat]!.continues).toBeUndefined();
      expect(log[chat - 1]!.continues).toBeUndefined();
      // Otherwise the same lines as render() (and so as the game's record).
      expect(log.map(({ continues: _, ...e }) => e)).toEqual(game.journal.render(viewer));
    }
  });

  it("marks the same read from any line on", () => {
    const game = concededGame();
    const log = game.journal.liveLog({ role: "judge" });
    const won = log.find((e) => e.key === "game.won")!.seq;
    expect(game.journal.liveLog({ role: "judge" }, won)).toEqual(log.filter((e) => e.seq >= won));
  });
});
