/**
 * A short game for the replay's tests, played through the shared engine as the server's
 * session keeps it (PlayedGame): Player 1 plays a deck whose cards are marked " ★", so any
 * face of Player 1's that shows up where it should not is easy to find. Test-only.
 */
import { foldHistory, type Seat, type TableState } from "@playmat/shared";
import { markedDeck, P1_MARK, PlayedGame, testDeck } from "@playmat/shared/testing";

export { P1_MARK };

/** Setup (the coin flip's winner goes first, face-down Basics), three turns of draw + discard, a card played to the bench, a concession. */
export function replayGame(): PlayedGame {
  const game = new PlayedGame();
  game.do("p1", { type: "deck.load", cards: markedDeck() }).do("p2", { type: "deck.load", cards: testDeck() }).winnerGoesFirst();
  for (const seat of ["p1", "p2"] as const) {
    const index = game.pile(`${seat}.deck`).findIndex((c) => game.state.cards[c.defId]!.subtypes.includes("Basic"));
    game.do(seat, { type: "move", cards: [{ zone: `${seat}.deck`, at: index }], to: { zone: `${seat}.active`, slot: 0 } }, true);
  }
  game.do("p1", { type: "setup.ready" }).do("p2", { type: "setup.ready" });
  for (let turn = 0; turn < 3; turn++) {
    const seat: Seat = game.state.turn.current!;
    game.do(seat, { type: "draw", count: 1 });
    const hand = game.pile(`${seat}.hand`);
    game.do(seat, { type: "move", cards: [{ zone: `${seat}.hand`, pid: hand[0]!.pid }], to: { zone: `${seat}.discard` } });
    game.do(seat, { type: "turn.end" });
  }
  game.do("p2", { type: "concede" });
  return game;
}

/** The engine's table after each history entry (the truth a replay is checked against). */
export function statesOf(game: PlayedGame): TableState[] {
  const states: TableState[] = [];
  foldHistory(game.definition, game.initial, game.journal.history, (_entry, state) => states.push(state));
  return states;
}

const PUBLIC = new Set(["active", "bench", "discard", "lost", "resolving", "stadium"]);

/** Names of Player 1's cards that lay face up on the table (or were revealed) in `state`. */
export function publicMarkedNames(state: TableState): Set<string> {
  const out = new Set<string>();
  for (const zone of Object.values(state.zones)) {
    const cards = zone.layout === "pile" ? zone.cards : zone.slots.flatMap((s) => (s ? [...s.cards, ...s.attached] : []));
    for (const card of cards) {
      const name = state.cards[card.defId]!.name;
      if (name.endsWith(P1_MARK) && (card.revealed || (PUBLIC.has(zone.spec) && !card.faceDown))) out.add(name);
    }
  }
  return out;
}
