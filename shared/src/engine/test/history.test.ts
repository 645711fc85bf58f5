/**
 * Undo, rewind and replay are folds over the history. Taken-back actions leave the table as
 * if they never happened, but randomness is never re-rolled and no public id comes back.
 */
import { describe, expect, it } from "vitest";
import type { Action } from "../actions";
import { apply } from "../apply";
import { foldHistory, showedHiddenInformation, undoCandidates, type HistoryEntry, type RewindMark, type UndoMark } from "../history";
import { createTable } from "../table";
import type { Seat, TableState } from "../types";
import { ptcg } from "../../games/ptcg";
import { testDeck } from "../../testing/cards";

/** A live game as a server runs it: apply each action and record it with its starting randomness. */
class Game {
  readonly initial = createTable(ptcg, {}, 42);
  state: TableState = this.initial;
  readonly entries: HistoryEntry[] = [];

  do(seat: Seat, action: Action): this {
    const before = this.state;
    const result = apply(ptcg, before, action, { seat });
    if (!result.ok) throw new Error(result.error.message);
    this.state = result.state;
    this.entries.push({ seq: result.state.seq, action, actor: { seat }, rng: [...before.rng], next: { ...before.next } });
    return this;
  }

  correct(seat: Seat, mark: UndoMark | RewindMark): this {
    const entry: HistoryEntry = { seq: this.state.seq + 1, action: mark, actor: { seat }, rng: [...this.state.rng], next: { ...this.state.next } };
    this.entries.push(entry);
    this.state = foldHistory(ptcg, this.initial, this.entries).state;
    return this;
  }

  started(): this {
    this.do("p1", { type: "deck.load", cards: testDeck() }).do("p2", { type: "deck.load", cards: testDeck() });
    for (const seat of ["p1", "p2"] as const) {
      const deck = this.state.zones[`${seat}.deck`]!;
      const index = deck.layout === "pile" ? deck.cards.findIndex((c) => this.state.cards[c.defId]!.name === "Sprout") : -1;
      this.do(seat, { type: "move", cards: [{ zone: `${seat}.deck`, at: index }], to: { zone: `${seat}.active`, slot: 0 } });
    }
    return this.do("p1", { type: "setup.ready" }).do("p2", { type: "setup.ready" });
  }

  pile(key: string) {
    const zone = this.state.zones[key]!;
    if (zone.layout !== "pile") throw new Error(key);
    return zone.cards;
  }
}

const uids = (cards: { uid: number }[]) => cards.map((c) => c.uid);
const pids = (state: TableState) => Object.values(state.zones).flatMap((z) => (z.layout === "pile" ? z.cards : z.slots.flatMap((s) => (s ? [...s.cards, ...s.attached] : [])))).map((c) => c.pid);

describe("folding a history", () => {
  it("replays the game's actions to the very same table", () => {
    const game = new Game().started().do("p1", { type: "draw", count: 2 }).do("p1", { type: "shuffle", zone: "p1.deck" }).do("p1", { type: "coin", count: 3 });
    expect(foldHistory(ptcg, game.initial, game.entries).state).toEqual(game.state);
  });
});

describe("undo", () => {
  it("puts a drawn card back on top of the deck, where it was", () => {
    const game = new Game().started();
    const deckBefore = uids(game.pile("p1.deck"));
    const handBefore = uids(game.pile("p1.hand"));
    game.do("p1", { type: "draw", count: 1 }).correct("p1", { type: "undo", count: 1 });
    expect(uids(game.pile("p1.deck"))).toEqual(deckBefore);
    expect(uids(game.pile("p1.hand"))).toEqual(handBefore);
  });

  it("does not re-roll randomness: the next shuffle draws new numbers", () => {
    const game = new Game().started();
    const twin = new Game().started();
    // The twin shuffles right away; the game shuffles, undoes it, and shuffles again.
    twin.do("p1", { type: "shuffle", zone: "p1.deck" });
    game.do("p1", { type: "shuffle", zone: "p1.deck" });
    const firstShuffle = uids(game.pile("p1.deck"));
    expect(firstShuffle).toEqual(uids(twin.pile("p1.deck")));
    game.correct("p1", { type: "undo", count: 1 }).do("p1", { type: "shuffle", zone: "p1.deck" });
    expect(uids(game.pile("p1.deck"))).not.toEqual(firstShuffle);
  });

  it("never hands out a public id again", () => {
    const game = new Game().started();
    const seen = new Set(pids(game.state));
    game.do("p1", { type: "draw", count: 3 });
    for (const pid of pids(game.state)) seen.add(pid);
    game.correct("p1", { type: "undo", count: 1 }).do("p1", { type: "draw", count: 3 });
    const drawn = game.pile("p1.hand").slice(-3).map((c) => c.pid);
    for (const pid of drawn) expect(seen.has(pid)).toBe(false);
  });

  it("takes back the last N surviving actions, and says which correction took each back", () => {
    const game = new Game().started().do("p1", { type: "draw", count: 1 }).do("p1", { type: "coin", count: 1 }).do("p1", { type: "draw", count: 1 });
    const [draw1, coin, draw2] = game.entries.slice(-3).map((e) => e.seq);
    game.correct("p2", { type: "undo", count: 2 });
    const { takenBack } = foldHistory(ptcg, game.initial, game.entries);
    const undoSeq = game.entries.at(-1)!.seq;
    expect(takenBack.get(coin!)).toBe(undoSeq);
    expect(takenBack.get(draw2!)).toBe(undoSeq);
    expect(takenBack.has(draw1!)).toBe(false);
    // A second undo skips what is already taken back.
    expect(undoCandidates(game.entries, 1).map((e) => e.seq)).toEqual([draw1]);
  });

  it("re-folds from scratch to the same table as the live game", () => {
    const game = new Game().started().do("p1", { type: "draw", count: 2 }).correct("p1", { type: "undo", count: 1 })
      .do("p1", { type: "shuffle", zone: "p1.deck" }).do("p1", { type: "draw", count: 1 });
    expect(foldHistory(ptcg, game.initial, game.entries).state).toEqual(game.state);
  });
});

describe("judge rewind", () => {
  it("takes the table back to just after an earlier action; later actions stay in the history, taken back", () => {
    const game = new Game().started();
    const mark = game.state.seq;
    const handThen = uids(game.pile("p1.hand"));
    game.do("p1", { type: "draw", count: 2 }).do("p1", { type: "turn.end" }).do("p2", { type: "draw", count: 1 });
    game.correct("p1", { type: "rewind", toSeq: mark });
    expect(uids(game.pile("p1.hand"))).toEqual(handThen);
    expect(game.state.turn.current).toBe(game.state.turn.first);
    const { takenBack } = foldHistory(ptcg, game.initial, game.entries);
    expect(game.entries.filter((e) => e.seq > mark && e.action.type !== "rewind").every((e) => takenBack.has(e.seq))).toBe(true);
  });
});

describe("what an undo request tells the opponent", () => {
  it("draws, looks, searches, reveals, shuffles, coins and positional moves showed hidden information; a damage change did not", () => {
    expect(showedHiddenInformation({ type: "draw", count: 1 })).toBe(true);
    expect(showedHiddenInformation({ type: "coin", count: 1 })).toBe(true);
    expect(showedHiddenInformation({ type: "move", cards: [{ zone: "p1.deck", at: "top" }], to: { zone: "p1.hand" } })).toBe(true);
    expect(showedHiddenInformation({ type: "move", cards: [{ zone: "p1.hand", pid: "c1" }], to: { zone: "p1.discard" } })).toBe(false);
    expect(showedHiddenInformation({ type: "counter", stack: { zone: "p1.active", slot: 0 }, counter: "damage", mode: "add", amount: 10 })).toBe(false);
  });
});
