/**
 * Undo, rewind and replay are folds over the history. Taken-back actions leave the table as
 * if they never happened, but randomness is never re-rolled and no public id comes back.
 */
import { describe, expect, it } from "vitest";
import type { Action } from "../actions";
import { apply } from "../apply";
import type { GameDefinition } from "../definition";
import { FOLD_STEP, foldHistory, foldSteps, isCorrection, REBUILD_CHECKPOINT_EVERY, showedHiddenInformation, survivorsOf, undoCandidates, type HistoryEntry, type RewindMark, type UndoMark } from "../history";
import { renewHiddenIds } from "../hidden-ids";
import { createTable } from "../table";
import type { Seat, TableState } from "../types";
import { ptcg } from "../../games/ptcg";
import { testDeck } from "../../testing/cards";
import { lcg } from "../../testing/lcg";

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

  /** Applies the action if the table takes it (a random game tries things that may be refused). */
  attempt(seat: Seat, action: Action): boolean {
    const ok = apply(ptcg, this.state, action, { seat }).ok;
    if (ok) this.do(seat, action);
    return ok;
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
    expect(showedHiddenInformation(ptcg, { type: "draw", count: 1 })).toBe(true);
    expect(showedHiddenInformation(ptcg, { type: "coin", count: 1 })).toBe(true);
    expect(showedHiddenInformation(ptcg, { type: "move", cards: [{ zone: "p1.deck", at: "top" }], to: { zone: "p1.hand" } })).toBe(true);
    expect(showedHiddenInformation(ptcg, { type: "move", cards: [{ zone: "p1.hand", pid: "c1" }], to: { zone: "p1.discard" } })).toBe(false);
    expect(showedHiddenInformation(ptcg, { type: "counter", stack: { zone: "p1.active", slot: 0 }, counter: "damage", mode: "add", amount: 10 })).toBe(false);
  });

  it("the coin flip's winner choosing showed hidden information: on a table that deals after the choice, it dealt both hands (seed 001 §5)", () => {
    expect(showedHiddenInformation(ptcg, { type: "setup.first", seat: "p1" })).toBe(true);
  });
});

/**
 * The fold as first written: every correction replays the surviving entries from the empty
 * table, the corrections still standing among them, and ends with its own: the randomness and
 * ids of the table before it carried forward, the hidden cards' ids renewed if it says so. Slow,
 * and plainly right.
 */
function foldFromScratch(initial: TableState, entries: readonly HistoryEntry[], onStep: (state: TableState) => void): TableState {
  const replay = (state: TableState, entry: HistoryEntry) => {
    if (isCorrection(entry.action)) {
      const corrected = { ...state, rng: [...entry.rng], next: { ...entry.next }, seq: entry.seq };
      return entry.action.renewsIds ? renewHiddenIds(ptcg, corrected) : corrected;
    }
    const result = apply(ptcg, { ...state, rng: [...entry.rng], next: { ...entry.next }, seq: entry.seq - 1 }, entry.action as Action, entry.actor);
    if (!result.ok) throw new Error(result.error.message);
    return result.state;
  };
  const survivors = survivorsOf([]);
  let state = initial;
  for (const entry of entries) {
    survivors.add(entry);
    state = isCorrection(entry.action) ? survivors.kept.reduce(replay, initial) : replay(state, entry);
    onStep(state);
  }
  return state;
}

/**
 * A long game with corrections all along: draws, plays to the discard pile, coins, shuffles and
 * turns, hands shown to spectators and hidden (controls), undo requests asked, undos of one to
 * three moves and judge rewinds to a point that still stands. Its first third was played before
 * corrections renewed the ids of hidden cards (a stored game restored and played on).
 */
function correctedGame(seed: number, length: number): Game {
  const pick = lcg(seed);
  const game = new Game().started();
  const setUp = game.state.seq;
  while (game.entries.length < length) {
    const seat = game.state.turn.current!;
    const roll = pick(20);
    const hand = game.pile(`${seat}.hand`);
    // Corrections reach back no further than the end of setup: the game stays in play.
    const played = survivorsOf(game.entries).moves.filter((e) => e.seq > setUp);
    const renews = game.entries.length > length / 3 ? ({ renewsIds: true } as const) : {};
    if (roll < 2) {
      if (played.length > 0) game.correct(seat, { type: "undo", count: 1 + pick(Math.min(3, played.length)), ...renews });
    } else if (roll === 2 && pick(5) === 0) {
      // A judge's rewind, rarer than undos as in play.
      if (played.length > 0) game.correct("p1", { type: "rewind", toSeq: played[pick(played.length)]!.seq, ...renews });
    } else if (roll === 3) {
      // A control: never taken back, so a later correction keeps it after moves it takes back.
      if (!game.attempt(seat, { type: "spectators.hands", show: true })) game.attempt(seat, { type: "spectators.hands", show: false });
    }
    else if (roll === 4) {
      const last = survivorsOf(game.entries).moves.at(-1);
      if (last) game.attempt(seat, { type: "undo.ask", count: 1, upTo: last.seq, takes: [] });
    } else if (roll < 8 && hand.length > 0) game.attempt(seat, { type: "move", cards: [{ zone: `${seat}.hand`, at: pick(hand.length) }], to: { zone: `${seat}.discard` } });
    else if (roll < 10) game.attempt(seat, { type: "coin", count: 1 });
    else if (roll < 12) game.attempt(seat, { type: "shuffle", zone: `${seat}.deck` });
    else if (roll < 14 || game.pile(`${seat}.deck`).length === 0) game.attempt(seat, { type: "turn.end" });
    else game.attempt(seat, { type: "draw", count: 1 });
  }
  return game;
}

/** The game's rules, counting how many actions are applied (every move the fold replays reads its advisories once). */
function counting(): { definition: GameDefinition; applied: () => number } {
  let applied = 0;
  const definition = new Proxy(ptcg, {
    get(target, key, receiver) {
      if (key === "advisories") applied++;
      return Reflect.get(target, key, receiver);
    },
  });
  return { definition, applied: () => applied };
}

describe("folding a long history with many corrections", () => {
  it("gives, after every entry, the table a rebuild from scratch at each correction gives", () => {
    for (const seed of [1, 2, 3]) {
      const game = correctedGame(seed, 400);
      const corrections = game.entries.filter((e) => isCorrection(e.action)).length;
      expect(corrections, `seed ${seed}`).toBeGreaterThan(20);
      const slow: TableState[] = [];
      const fast: TableState[] = [];
      const end = foldFromScratch(game.initial, game.entries, (state) => slow.push(state));
      foldHistory(ptcg, game.initial, game.entries, (_entry, state) => fast.push(state));
      expect(fast.length).toBe(slow.length);
      fast.forEach((state, i) => expect(state, `seed ${seed}, entry ${i + 1}`).toEqual(slow[i]));
      // Without onStep, only the end: the same table, the live game's own.
      expect(foldHistory(ptcg, game.initial, game.entries).state).toEqual(end);
      expect(end).toEqual(game.state);
    }
    // The reference rebuilds from scratch at every correction: seconds on a slow machine.
  }, 30_000);

  it("folded a few actions at a time, pauses every FOLD_STEP actions and gives the same table", () => {
    for (const seed of [5, 6]) {
      const game = correctedGame(seed, 300);
      // The history as it stands at each of its last few corrections: what an undo or a rewind folds.
      const ends = game.entries.flatMap((entry, i) => (isCorrection(entry.action) ? [i + 1] : [])).slice(-4);
      for (const end of ends) {
        const entries = game.entries.slice(0, end);
        const counted = counting();
        const steps = foldSteps(counted.definition, game.initial, entries);
        let pauses = 0;
        let sincePause = 0;
        let step = steps.next();
        while (!step.done) {
          pauses++;
          expect(counted.applied() - sincePause, `seed ${seed}, ${end} entries: actions between two pauses`).toBeLessThanOrEqual(FOLD_STEP);
          sincePause = counted.applied();
          step = steps.next();
        }
        // (Table controls apply without reading advisories: the count is a floor.)
        expect(pauses, `seed ${seed}, ${end} entries`).toBeGreaterThanOrEqual(Math.floor(counted.applied() / FOLD_STEP));
        expect(step.value.state, `seed ${seed}, ${end} entries`).toEqual(foldHistory(ptcg, game.initial, entries).state);
        expect(step.value.state).toEqual(foldFromScratch(game.initial, entries, () => {}));
      }
    }
  }, 30_000);

  it("applies about one replay of the history, not one per correction", () => {
    const game = correctedGame(4, 600);
    const entries = game.entries.length;
    const corrections = game.entries.filter((e) => isCorrection(e.action)).length;
    expect(corrections).toBeGreaterThan(30);
    // The end table only: what stands at the last correction, and what came after it.
    const end = counting();
    foldHistory(end.definition, game.initial, game.entries);
    expect(end.applied()).toBeLessThanOrEqual(entries);
    // Every step's table (a game record): the history once, and each rebuild from a recent checkpoint.
    const steps = counting();
    foldHistory(steps.definition, game.initial, game.entries, () => {});
    expect(steps.applied()).toBeLessThan(entries * 2 + corrections * REBUILD_CHECKPOINT_EVERY);
    // Rebuilt from scratch at each correction, as first written, it was many times that.
    const scratch = counting();
    const survivors = survivorsOf([]);
    let fromScratch = 0;
    for (const entry of game.entries) {
      survivors.add(entry);
      fromScratch += isCorrection(entry.action) ? survivors.kept.length : 1;
    }
    expect(scratch.applied()).toBe(0);
    expect(fromScratch).toBeGreaterThan(steps.applied() * 4);
  }, 30_000);
});
