/**
 * Public ids through undo and rewind. A correction's table is a fold of an earlier history, so
 * its cards would carry the ids they had then: a card someone saw face up meanwhile (revealed,
 * played, turned up at setup) would lie hidden again under the id they saw, and their screen
 * could follow it. Every card someone may not see on the corrected table gets a new id; the fold
 * of the stored history gives the same ids again.
 */
import { describe, expect, it } from "vitest";
import { foldHistory, type HistoryEntry } from "../history";
import { seenByAt } from "../visibility";
import { PlayedGame } from "../../testing/played-game";
import type { Card, Seat, TableState, Zone } from "../types";

type Audience = Seat | "spectators";
const AUDIENCES: Audience[] = ["p1", "p2", "spectators"];
const other = (seat: Seat): Seat => (seat === "p1" ? "p2" : "p1");

function placed(state: TableState): { card: Card; zone: Zone }[] {
  return Object.values(state.zones).flatMap((zone): { card: Card; zone: Zone }[] =>
    zone.layout === "pile" ? zone.cards.map((card) => ({ card, zone })) : zone.slots.flatMap((s) => (s ? [...s.cards, ...s.attached] : [])).map((card) => ({ card, zone })),
  );
}
const byUid = (state: TableState, uid: number) => placed(state).find(({ card }) => card.uid === uid)!.card;

/**
 * A game whose every table is watched: the ids each audience saw on a face it could read, and
 * afterwards the cards that audience can't see but that carry such an id (none, ever).
 */
function watchedGame(): { game: PlayedGame; followed: () => string[] } {
  const game = new PlayedGame();
  const seen = new Map<Audience, Set<string>>(AUDIENCES.map((a) => [a, new Set()]));
  const audiencesOf = (state: TableState, { card, zone }: ReturnType<typeof placed>[number]) => {
    const by = seenByAt(game.definition, zone, card, state.controls);
    return by === "all" ? AUDIENCES : by;
  };
  const followed: string[] = [];
  game.onChange = () => {
    const state = game.state;
    for (const one of placed(state)) {
      const sees = audiencesOf(state, one);
      for (const audience of AUDIENCES) {
        if (sees.includes(audience)) seen.get(audience)!.add(one.card.pid);
        else if (seen.get(audience)!.has(one.card.pid)) followed.push(`${audience} follows ${one.card.pid} at seq ${state.seq}`);
      }
    }
  };
  return { game, followed: () => followed };
}

const refolded = (game: PlayedGame) => foldHistory(game.definition, game.initial, game.journal.history).state;
const undoLast = (game: PlayedGame, seat: Seat, count = 1) => {
  expect(game.askUndo(seat, count).ok).toBe(true);
  game.do(other(seat), { type: "prompt.answer", prompt: game.undoPrompt, accept: true });
};
const pidsAreUnique = (state: TableState) => {
  const pids = placed(state).map(({ card }) => card.pid);
  expect(new Set(pids).size).toBe(pids.length);
};

describe("a card a correction hides again", () => {
  it("revealed from the hand, then undone: it goes back under an id nobody saw it by", () => {
    const { game, followed } = watchedGame();
    game.started();
    const seat = game.state.turn.current!;
    const card = game.pile(`${seat}.hand`)[0]!;
    game.do(seat, { type: "reveal", cards: [{ zone: `${seat}.hand`, pid: card.pid }] });
    undoLast(game, seat);
    const back = byUid(game.state, card.uid);
    expect(back).toMatchObject({ revealed: false });
    expect(back.pid).not.toBe(card.pid);
    expect(followed()).toEqual([]);
    expect(refolded(game)).toEqual(game.state);
  });

  it("played face up from the hand, then undone: neither its id in the hand nor the one in play comes back", () => {
    const { game, followed } = watchedGame();
    game.started();
    const seat = game.state.turn.current!;
    const card = game.pile(`${seat}.hand`)[0]!;
    game.do(seat, { type: "move", cards: [{ zone: `${seat}.hand`, pid: card.pid }], to: { zone: `${seat}.discard` } });
    const played = byUid(game.state, card.uid).pid;
    undoLast(game, seat);
    expect(game.pile(`${seat}.hand`).map((c) => c.uid)).toContain(card.uid);
    expect([card.pid, played]).not.toContain(byUid(game.state, card.uid).pid);
    expect(followed()).toEqual([]);
  });

  it("the Active turned up when play began, after a rewind to setup: face down under a new id", () => {
    const { game, followed } = watchedGame();
    game.started();
    const firstReady = game.journal.history.find((e) => e.action.type === "setup.ready")!.seq;
    const active = (game.state.zones["p2.active"] as { slots: { cards: Card[] }[] }).slots[0]!.cards[0]!;
    expect(active.faceDown).toBe(false);
    expect(game.rewind(firstReady - 1).ok).toBe(true);
    const again = byUid(game.state, active.uid);
    expect(again.faceDown).toBe(true);
    expect(again.pid).not.toBe(active.pid);
    expect(followed()).toEqual([]);
    expect(refolded(game)).toEqual(game.state);
  });

  it("revealed, hidden again and rewound past both: hidden before and after the rewind, still a new id", () => {
    const { game, followed } = watchedGame();
    game.started();
    const seat = game.state.turn.current!;
    const point = game.state.seq;
    const card = game.pile(`${seat}.hand`)[0]!;
    game.do(seat, { type: "reveal", cards: [{ zone: `${seat}.hand`, pid: card.pid }] });
    game.do(seat, { type: "hide", cards: [{ zone: `${seat}.hand`, pid: card.pid }] });
    expect(game.rewind(point).ok).toBe(true);
    expect(byUid(game.state, card.uid).pid).not.toBe(card.pid);
    expect(followed()).toEqual([]);
  });
});

describe("ids after a correction", () => {
  it("cards every screen sees keep theirs; no id is handed out twice", () => {
    const { game } = watchedGame();
    game.started();
    const seat = game.state.turn.current!;
    const active = (game.state.zones[`${seat}.active`] as { slots: { cards: Card[] }[] }).slots[0]!.cards[0]!;
    const used = new Set(placed(game.state).map(({ card }) => card.pid));
    game.do(seat, { type: "draw", count: 1 });
    used.add(game.pile(`${seat}.hand`).at(-1)!.pid);
    undoLast(game, seat);
    expect(byUid(game.state, active.uid).pid).toBe(active.pid);
    const renewed = placed(game.state).filter(({ card }) => card.uid !== active.uid && card.faceDown === false);
    pidsAreUnique(game.state);
    // The opponent's hand and both decks: hidden from someone, so all new.
    for (const { card, zone } of renewed) if (seenByAt(game.definition, zone, card) !== "all") expect(used.has(card.pid), card.pid).toBe(false);
  });

  it("come back the same from the stored history, with later moves naming them and corrections after", () => {
    const { game, followed } = watchedGame();
    game.started();
    const seat = game.state.turn.current!;
    const point = game.state.seq;
    const card = game.pile(`${seat}.hand`)[0]!;
    game.do(seat, { type: "reveal", cards: [{ zone: `${seat}.hand`, pid: card.pid }] });
    undoLast(game, seat);
    // The renewed id names the card from now on: a later rebuild must give it the same one.
    const renewed = byUid(game.state, card.uid).pid;
    game.do(seat, { type: "move", cards: [{ zone: `${seat}.hand`, pid: renewed }], to: { zone: `${seat}.discard` } });
    game.do(seat, { type: "draw", count: 1 });
    undoLast(game, seat);
    expect(game.pile(`${seat}.discard`).map((c) => c.uid)).toEqual([card.uid]);
    expect(refolded(game)).toEqual(game.state);
    game.do(seat, { type: "coin", count: 1 });
    expect(game.rewind(point).ok).toBe(true);
    expect(refolded(game)).toEqual(game.state);
    pidsAreUnique(game.state);
    expect(followed()).toEqual([]);
  });

  it("a correction stored before new ids were handed out folds as it was made: the same ids, no id counted", () => {
    const game = new PlayedGame().started();
    const seat = game.state.turn.current!;
    const card = game.pile(`${seat}.hand`)[0]!;
    game.do(seat, { type: "reveal", cards: [{ zone: `${seat}.hand`, pid: card.pid }] });
    undoLast(game, seat);
    const stored = game.journal.history.map((entry): HistoryEntry => {
      if (entry.action.type !== "undo") return entry;
      const { renewsIds: _, ...mark } = entry.action;
      return { ...entry, action: mark };
    });
    const old = foldHistory(game.definition, game.initial, stored).state;
    expect(byUid(old, card.uid).pid).toBe(card.pid);
    expect(old.next).toEqual(stored.at(-1)!.next);
  });
});
