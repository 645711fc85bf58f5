/**
 * Undo between players and a judge's rewind, as the table's session makes them: asked, shown
 * to the opponent with what they showed, accepted or declined; withdrawn when the game moves
 * on; a pause refuses players; every correction leaves the history replayable from scratch.
 */
import { describe, expect, it } from "vitest";
import { apply } from "../apply";
import { foldHistory } from "../history";
import { PlayedGame } from "../../testing/played-game";
import type { UndoTake } from "../actions";
import type { Card, Zone } from "../types";
import { seenByAt } from "../visibility";

const uids = (cards: { uid: number }[]) => cards.map((c) => c.uid);
const refusal = (outcome: { ok: boolean; error?: { code: string } }) => (outcome.ok ? "accepted" : outcome.error!.code);
const refolded = (game: PlayedGame) => foldHistory(game.definition, game.initial, game.journal.history).state;
/** The zones with the ids of cards someone can't see left out: a correction gives those new ones (correction-ids.test). */
const openZones = (game: PlayedGame) => {
  const { definition, state } = game;
  const open = (zone: Zone) => (card: Card) => (seenByAt(definition, zone, card, state.controls) === "all" ? card : { ...card, pid: "(hidden)" });
  return Object.values(state.zones).map((zone) =>
    zone.layout === "pile"
      ? { ...zone, cards: zone.cards.map(open(zone)) }
      : { ...zone, slots: zone.slots.map((s) => s && { ...s, cards: s.cards.map(open(zone)), attached: s.attached.map(open(zone)) }) },
  );
};

describe("an undo asked by a player", () => {
  it("lists what it would take back, marked when it showed hidden information or drew randomness", () => {
    const game = new PlayedGame().started();
    const seat = game.state.turn.current!;
    game.do(seat, { type: "counter", stack: { zone: `${seat}.active`, slot: 0 }, counter: "damage", mode: "add", amount: 10 });
    game.do(seat, { type: "draw", count: 1 });
    expect(refusal(game.askUndo(seat, 2))).toBe("accepted");
    const prompt = game.state.prompts.find((p) => p.kind === "approve-undo")!;
    expect(prompt).toMatchObject({ to: seat === "p1" ? "p2" : "p1", from: seat });
    const takes = prompt.data.takes as UndoTake[];
    expect(takes.map((t) => [t.type, t.showedHiddenInformation])).toEqual([["counter", false], ["draw", true]]);
    // Each take points at its own log lines.
    const drawLines = game.journal.render({ role: "player", seat }).filter((e) => e.seq >= takes[1]!.lines[0] && e.seq < takes[1]!.lines[1]);
    expect(drawLines.map((e) => e.key)).toEqual(["move.draw"]);
  });

  it("accepted: the drawn card goes back where it was, the lines stay struck, randomness goes on", () => {
    const game = new PlayedGame().started();
    const seat = game.state.turn.current!;
    const foe = seat === "p1" ? "p2" : "p1";
    const deck = uids(game.pile(`${seat}.deck`));
    const hand = uids(game.pile(`${seat}.hand`));
    game.do(seat, { type: "draw", count: 2 });
    const drawn = game.journal.history.at(-1)!.seq;
    const rngAfterDraw = [...game.state.rng];
    game.askUndo(seat, 1);
    game.do(foe, { type: "prompt.answer", prompt: game.undoPrompt, accept: true });

    expect(uids(game.pile(`${seat}.deck`))).toEqual(deck);
    expect(uids(game.pile(`${seat}.hand`))).toEqual(hand);
    expect(game.state.prompts).toEqual([]);
    expect(game.state.rng).toEqual(rngAfterDraw);
    expect(game.journal.history.at(-1)!.action).toMatchObject({ type: "undo", count: 1, upTo: drawn, askedBy: seat });
    const log = game.journal.render({ role: "spectator" });
    const undone = log.find((e) => e.key === "history.undone")!;
    const drawLine = log.find((e) => e.key === "move.draw" && e.seat === seat && !e.key.startsWith("move.deal"))!;
    expect(drawLine.takenBack).toEqual({ by: undone.seq, how: "undo", askedBy: seat, agreedBy: foe });
    expect(log.find((e) => e.key === "prompt.approve-undo-revealing")?.takenBack).toBeUndefined();
    expect(refolded(game)).toEqual(game.state);
  });

  it("takes back the last N of the player's own actions", () => {
    const game = new PlayedGame().started();
    const seat = game.state.turn.current!;
    const before = openZones(game);
    game.do(seat, { type: "draw", count: 1 }).do(seat, { type: "coin", count: 2 }).do(seat, { type: "shuffle", zone: `${seat}.deck` });
    game.askUndo(seat, 3);
    game.do(seat === "p1" ? "p2" : "p1", { type: "prompt.answer", prompt: game.undoPrompt, accept: true });
    expect(openZones(game)).toEqual(before);
  });

  it("declined: nothing changes but the question, and the player may ask again", () => {
    const game = new PlayedGame().started();
    const seat = game.state.turn.current!;
    const foe = seat === "p1" ? "p2" : "p1";
    game.do(seat, { type: "draw", count: 1 });
    const zones = structuredClone(game.state.zones);
    game.askUndo(seat);
    game.do(foe, { type: "prompt.answer", prompt: game.undoPrompt, accept: false });
    expect(game.state.zones).toEqual(zones);
    expect(game.state.prompts).toEqual([]);
    expect(game.journal.render({ role: "player", seat }).at(-1)!.key).toBe("prompt.undo-declined");
    // The refusal is bookkeeping, not the opponent's move: the draw is still the last action.
    expect(refusal(game.askUndo(seat))).toBe("accepted");
    expect(refolded(game)).toEqual(game.state);
  });

  it("is refused once the opponent or a judge acted since, and only one may wait at a time", () => {
    const game = new PlayedGame().started();
    const seat = game.state.turn.current!;
    const foe = seat === "p1" ? "p2" : "p1";
    game.do(seat, { type: "turn.end" }).do(foe, { type: "draw", count: 1 });
    expect(game.askUndo(seat)).toMatchObject({ ok: false, error: { code: "undo.not-yours", message: expect.stringMatching(/^Your opponent acted since/) } });
    game.do(foe, { type: "counter", stack: { zone: `${foe}.active`, slot: 0 }, counter: "damage", mode: "add", amount: 10 }, true);
    expect(game.askUndo(foe)).toMatchObject({ ok: false, error: { code: "undo.not-yours", message: expect.stringMatching(/^A judge acted since/) } });
    game.do(foe, { type: "coin", count: 1 });
    expect(refusal(game.askUndo(foe))).toBe("accepted");
    expect(refusal(game.askUndo(foe))).toBe("undo.pending");
    expect(refusal(game.askUndo(seat, 0))).toBe("undo.count");
    expect(refusal(new PlayedGame().askUndo("p1"))).toBe("undo.nothing");
  });

  it("lapses when the game moves on before the answer; the old question can't be answered", () => {
    const game = new PlayedGame().started();
    const seat = game.state.turn.current!;
    const foe = seat === "p1" ? "p2" : "p1";
    game.do(seat, { type: "draw", count: 1 });
    game.askUndo(seat);
    const stale = game.undoPrompt;
    game.do(seat, { type: "coin", count: 1 });
    expect(game.state.prompts).toEqual([]);
    expect(game.journal.render({ role: "spectator" }).some((e) => e.key === "prompt.undo-lapsed")).toBe(true);
    expect(refusal(game.try({ seat: foe }, { type: "prompt.answer", prompt: stale, accept: true }))).toBe("prompt.unknown");
    expect(refolded(game)).toEqual(game.state);
  });

  it("can't be accepted as a plain move, by the one who asked, or once stale", () => {
    const game = new PlayedGame().started();
    const seat = game.state.turn.current!;
    game.do(seat, { type: "draw", count: 1 });
    game.askUndo(seat);
    const answer = { type: "prompt.answer" as const, prompt: game.undoPrompt, accept: true };
    const raw = apply(game.definition, game.state, answer, { seat: seat === "p1" ? "p2" : "p1" });
    expect(raw).toMatchObject({ ok: false, error: { code: "undo.answer" } });
    expect(refusal(game.try({ seat }, answer))).toBe("prompt.not-yours");
  });
});

describe("a judge", () => {
  it("rewinds to an earlier point: later actions stay in the history, struck as rewound, undo requests too", () => {
    const game = new PlayedGame().started();
    const seat = game.state.turn.current!;
    const foe = seat === "p1" ? "p2" : "p1";
    const point = game.state.seq;
    const zones = openZones(game);
    game.do(seat, { type: "draw", count: 2 }).do(seat, { type: "turn.end" }).do(foe, { type: "draw", count: 1 });
    game.askUndo(foe);
    const rng = [...game.state.rng];
    expect(refusal(game.rewind(point))).toBe("accepted");
    expect(openZones(game)).toEqual(zones);
    expect(game.state.turn.current).toBe(seat);
    expect(game.state.prompts).toEqual([]);
    expect(game.state.rng).toEqual(rng);
    const log = game.journal.render({ role: "judge" });
    const rewound = log.find((e) => e.key === "history.rewound")!;
    expect(rewound).toMatchObject({ judge: true, seat: null, params: { count: 4 } });
    const rewind = game.journal.entryAtLine(rewound.seq);
    const after = log.filter((e) => game.journal.entryAtLine(e.seq) > point && game.journal.entryAtLine(e.seq) < rewind);
    expect(after.length).toBeGreaterThan(3);
    for (const line of after) expect(line.takenBack).toEqual({ by: rewound.seq, how: "rewind", judge: true });
    expect(log.filter((e) => game.journal.entryAtLine(e.seq) <= point).every((e) => !e.takenBack)).toBe(true);
    expect(refolded(game)).toEqual(game.state);
  });

  it("can't rewind to a point already taken back, past the end, or with nothing after it", () => {
    const game = new PlayedGame().started();
    const seat = game.state.turn.current!;
    const point = game.state.seq;
    game.do(seat, { type: "draw", count: 1 }).do(seat, { type: "coin", count: 1 });
    game.rewind(point);
    expect(refusal(game.rewind(point + 1))).toBe("rewind.taken-back");
    expect(refusal(game.rewind(point))).toBe("rewind.nothing");
    expect(refusal(game.rewind(999))).toBe("rewind.unknown");
  });

  it("can't rewind a game whose record both players revealed: every card was shown, so it can't be played on", () => {
    const game = new PlayedGame().started();
    const seat = game.state.turn.current!;
    const foe = seat === "p1" ? "p2" : "p1";
    const point = game.state.seq;
    game.do(seat, { type: "draw", count: 1 }).do(seat, { type: "concede" });
    game.do(seat, { type: "record.reveal", reveal: true });
    // One player's agreement shows nothing yet: the game can still go back.
    expect(refusal(game.rewind(point))).toBe("accepted");
    game.do(seat, { type: "concede" });
    game.do(seat, { type: "record.reveal", reveal: true }).do(foe, { type: "record.reveal", reveal: true });
    const before = structuredClone(game.state);
    const refused = game.rewind(point);
    expect(refused).toMatchObject({ ok: false, error: { code: "rewind.revealed", message: expect.stringMatching(/revealed every card/) } });
    expect(game.state).toEqual(before);
  });

  it("can't rewind it either once a player takes the agreement back: the cards were shown meanwhile", () => {
    const game = new PlayedGame().started();
    const seat = game.state.turn.current!;
    const foe = seat === "p1" ? "p2" : "p1";
    const point = game.state.seq;
    game.do(seat, { type: "draw", count: 1 }).do(seat, { type: "concede" });
    game.do(seat, { type: "record.reveal", reveal: true }).do(foe, { type: "record.reveal", reveal: true });
    game.do(foe, { type: "record.reveal", reveal: false });
    expect(game.state.players[foe].revealsRecord).toBe(false);
    expect(refusal(game.rewind(point))).toBe("rewind.revealed");
  });

  it("an agreement a rewind took back no longer counts: the other player's alone after the next end still lets the game go back", () => {
    const game = new PlayedGame().started();
    const seat = game.state.turn.current!;
    const foe = seat === "p1" ? "p2" : "p1";
    const point = game.state.seq;
    game.do(seat, { type: "draw", count: 1 }).do(seat, { type: "concede" });
    game.do(seat, { type: "record.reveal", reveal: true });
    expect(refusal(game.rewind(point))).toBe("accepted");
    game.do(seat, { type: "concede" }).do(foe, { type: "record.reveal", reveal: true });
    expect(refusal(game.rewind(point))).toBe("accepted");
  });

  it("pauses the game: players are refused with a clear error, judges go on; a pause outlives an undo and a rewind", () => {
    const game = new PlayedGame().started();
    const seat = game.state.turn.current!;
    const foe = seat === "p1" ? "p2" : "p1";
    game.do(seat, { type: "draw", count: 1 });
    game.askUndo(seat);
    expect(refusal(game.try({ seat }, { type: "table.pause", paused: true }))).toBe("authority.judge");
    game.do(seat, { type: "table.pause", paused: true }, true);
    // A control is not a move: the undo request still stands.
    expect(game.state.prompts.map((p) => p.kind)).toEqual(["approve-undo"]);
    const refused = game.try({ seat }, { type: "draw", count: 1 });
    expect(refused).toMatchObject({ ok: false, error: { code: "table.paused", message: expect.stringMatching(/paused/) } });
    expect(refusal(game.try({ seat: foe }, { type: "prompt.answer", prompt: game.undoPrompt, accept: true }))).toBe("table.paused");
    expect(refusal(game.try({ seat: foe, judge: true }, { type: "prompt.answer", prompt: game.undoPrompt, accept: true }))).toBe("accepted");
    expect(game.state.controls.paused).toBe(true);
    game.do(seat, { type: "coin", count: 1 }, true);
    game.rewind(game.state.seq - 1);
    expect(game.state.controls.paused).toBe(true);
    expect(refusal(game.try({ seat }, { type: "table.pause", paused: true }))).toBe("table.paused");
    game.do(seat, { type: "table.pause", paused: false }, true);
    expect(refusal(game.try({ seat }, { type: "draw", count: 1 }))).toBe("accepted");
    expect(refolded(game)).toEqual(game.state);
  });

  it("sets the turn number and whose turn it is; players can't", () => {
    const game = new PlayedGame().started();
    expect(refusal(game.try({ seat: "p1" }, { type: "turn.set", number: 4, current: "p2" }))).toBe("authority.judge");
    game.do("p1", { type: "turn.set", number: 4, current: "p2" }, true);
    expect(game.state.turn).toMatchObject({ number: 4, current: "p2", markers: [] });
    expect(game.state.turn.tally).toEqual({});
    expect(refusal(game.try({ seat: "p1", judge: true }, { type: "turn.set", number: 4, current: "p2" }))).toBe("turn.same");
    expect(game.journal.render({ role: "player", seat: "p2" }).at(-1)).toMatchObject({ key: "table.turn-set", seat: null, judge: true });
    expect(refusal(new PlayedGame().try({ seat: "p1", judge: true }, { type: "turn.set", number: 2, current: "p1" }))).toBe("phase");
  });
});

describe("a history with every kind of correction", () => {
  it("folds from scratch to the very table the live game reached", () => {
    const game = new PlayedGame().started();
    const a = game.state.turn.current!;
    const b = a === "p1" ? "p2" : "p1";
    game.do(a, { type: "draw", count: 1 }).do(a, { type: "spectators.hands", show: true });
    game.askUndo(a);
    game.do(b, { type: "prompt.answer", prompt: game.undoPrompt, accept: false });
    game.do(a, { type: "shuffle", zone: `${a}.deck` });
    game.askUndo(a, 2);
    game.do(b, { type: "prompt.answer", prompt: game.undoPrompt, accept: true });
    const mark = game.state.seq;
    game.do(a, { type: "coin", count: 3 }).do(a, { type: "turn.end" }).do(b, { type: "draw", count: 2 });
    game.askUndo(b);
    game.do(b, { type: "spectators.hands", show: true });
    game.rewind(mark);
    game.do(a, { type: "turn.set", number: 3, current: b }, true).do(b, { type: "draw", count: 1 });
    expect(game.state.controls.handsToSpectators).toEqual({ p1: true, p2: true });
    expect(refolded(game)).toEqual(game.state);
  });
});
