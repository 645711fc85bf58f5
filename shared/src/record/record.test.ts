/**
 * A game record shows each viewer what it could see at each step, and no more: checked step by
 * step against the rules restated here (seed 001 §11), not against the engine's own canSee.
 * Records step through without the engine, and survive export and import.
 */
import { describe, expect, it } from "vitest";
import { foldHistory } from "../engine/history";
import { handsShown, type Card, type Seat, type TableState, type Viewer } from "../engine/types";
import { markedDeck } from "../testing/scripted-game";
import { testDeck } from "../testing/cards";
import { PlayedGame } from "../testing/played-game";
import { openRecord, recordFile } from "./format";
import { buildRecord, RecordBuilder, recordFrame, recordFrames, type GameRecord } from "./record";
import { recordRevealed } from "../engine/types";
import type { CardSeen, TableView } from "./view";

const PUBLIC = new Set(["active", "bench", "discard", "lost", "resolving", "stadium"]);

/** Who may know a card where it lies, restated from the rules. */
function mayKnow(viewer: Viewer, card: Card, spec: string, holder: Seat | null, shown: boolean): boolean {
  if (viewer.role === "judge" || card.revealed) return true;
  const seat = viewer.role === "player" ? viewer.seat : null;
  if (spec === "hand" || spec === "looking") return seat === (holder ?? card.owner) || (seat === null && spec === "hand" && shown);
  if (PUBLIC.has(spec)) return !card.faceDown || seat === card.owner;
  return false;
}

/**
 * A game with everything a record must get right: a mulligan, looks, a search, shown hands, an
 * undo, a rewind, chat. `watch` runs after every change, as the game is played.
 */
function playedGame(watch?: (game: PlayedGame) => void): PlayedGame {
  const game = new PlayedGame();
  if (watch) game.onChange = () => watch(game);
  game.do("p1", { type: "deck.load", cards: markedDeck() }).do("p2", { type: "deck.load", cards: testDeck() }).winnerGoesFirst();
  game.do("p1", { type: "setup.mulligan" });
  for (const seat of ["p1", "p2"] as const) {
    const index = game.pile(`${seat}.deck`).findIndex((c) => game.state.cards[c.defId]!.subtypes.includes("Basic"));
    game.do(seat, { type: "move", cards: [{ zone: `${seat}.deck`, at: index }], to: { zone: `${seat}.active`, slot: 0 } }, true);
  }
  game.say({ role: "spectator", seat: null, name: "Carol" }, "good luck!");
  game.do("p1", { type: "setup.ready" }).do("p2", { type: "setup.ready" });
  for (let turn = 0; turn < 4; turn++) {
    const seat = game.state.turn.current!;
    game.do(seat, { type: "draw", count: 1 });
    game.do(seat, { type: "look", zone: `${seat}.deck`, from: "top", count: 2 }).do(seat, { type: "look.end", to: "top" });
    if (turn === 1) game.do("p1", { type: "spectators.hands", show: true }).do("p2", { type: "spectators.hands", show: true });
    if (turn === 2) game.do(seat, { type: "spectators.hands", show: false });
    const hand = game.pile(`${seat}.hand`);
    game.do(seat, { type: "move", cards: [{ zone: `${seat}.hand`, pid: hand[0]!.pid }], to: { zone: `${seat}.discard` } });
    game.do(seat, { type: "search", zone: `${seat}.deck` }).do(seat, { type: "look.end", to: "shuffle" });
    game.say({ role: "player", seat, name: seat }, `turn ${turn}`);
    game.do(seat, { type: "draw", count: 1 });
    game.askUndo(seat);
    game.do(seat === "p1" ? "p2" : "p1", { type: "prompt.answer", prompt: game.undoPrompt, accept: turn % 2 === 0 });
    game.do(seat, { type: "turn.end" });
  }
  const mark = game.state.seq - 3;
  game.do("p1", { type: "coin", count: 1 });
  game.rewind(mark);
  game.do(game.state.turn.current!, { type: "concede" });
  return game;
}

/** The table after each step of the history, from the engine, for the oracle to read positions from. */
function statesOf(game: PlayedGame): TableState[] {
  const states: TableState[] = [];
  foldHistory(game.definition, game.initial, game.journal.history, (_entry, state) => states.push(state));
  return states;
}

/** Every card a view lists, with the zone it lies in. */
function seenCards(view: TableView): { card: CardSeen; zone: string }[] {
  return Object.entries(view.zones).flatMap(([zone, z]) => [
    ...(z.cards ?? []).map((card) => ({ card, zone })),
    ...(z.slots ?? []).flatMap((s) => (s ? [...s.cards, ...s.attached].map((card) => ({ card, zone })) : [])),
  ]);
}

function cardAt(state: TableState, key: string, pid: string): Card | undefined {
  const zone = state.zones[key]!;
  return zone.layout === "pile" ? zone.cards.find((c) => c.pid === pid) : zone.slots.flatMap((s) => (s ? [...s.cards, ...s.attached] : [])).find((c) => c.pid === pid);
}

const VIEWERS: [string, Viewer][] = [
  ["player 1", { role: "player", seat: "p1" }],
  ["player 2", { role: "player", seat: "p2" }],
  ["a spectator", { role: "spectator" }],
  ["a judge", { role: "judge" }],
];

describe("a game record", () => {
  const game = playedGame();
  const states = statesOf(game);

  it.each(VIEWERS)("shows %s, at every step, exactly the faces it could see then", (_, viewer) => {
    const record = game.record(viewer);
    // The table after each action, put together from the record's changes (chat changes nothing).
    const frames = [...recordFrames(record)].slice(1).filter((f) => record.steps[f.step]!.kind !== "chat");
    expect(frames).toHaveLength(states.length);
    let shownToSpectators = 0;
    frames.forEach(({ view, step: index }, i) => {
      const step = record.steps[index]!;
      const state = states[i]!;
      expect(view.seq).toBe(state.seq);
      const shown = handsShown(state.controls);
      for (const { card: seen, zone } of seenCards(view)) {
        const truth = cardAt(state, zone, seen.pid)!;
        expect(truth, `${zone} ${seen.pid}`).toBeDefined();
        const spec = state.zones[zone]!.spec;
        const may = mayKnow(viewer, truth, spec, state.zones[zone]!.owner, shown);
        expect(seen.defId !== undefined, `step ${step.seq} ${zone} ${truth.defId}`).toBe(may);
        if (seen.defId) expect(seen.defId).toBe(truth.defId);
        if (viewer.role === "spectator" && spec === "hand" && seen.defId) shownToSpectators++;
      }
      // Hidden piles are counts for everyone but a judge.
      expect(view.zones["p1.deck"]!.cards === undefined).toBe(viewer.role !== "judge");
    });
    if (viewer.role === "spectator") expect(shownToSpectators).toBeGreaterThan(10);
  });

  it("gives the lines each viewer read, chat among them, and card data only for faces shown", () => {
    const spectator = game.record({ role: "spectator" });
    expect(spectator.steps.filter((s) => s.kind === "chat").map((s) => s.lines[0]!.params.text)).toEqual(["good luck!", "turn 0", "turn 1", "turn 2", "turn 3"]);
    const faces = new Set([...recordFrames(spectator)].flatMap((f) => seenCards(f.view).map((c) => c.card.defId)).filter(Boolean));
    expect(new Set(Object.keys(spectator.cards))).toEqual(faces);
    expect(JSON.stringify(spectator)).not.toContain('"deck.load","cards"');
    // The mulligan shows the hand to everyone; a draw names the card to its owner only.
    const draws = (record: GameRecord) => record.steps.flatMap((s) => s.lines).filter((l) => l.key === "move.draw" && l.seat === "p1");
    expect(draws(game.record({ role: "player", seat: "p1" })).every((l) => l.params.hidden === 0)).toBe(true);
    expect(draws(game.record({ role: "player", seat: "p2" })).every((l) => l.params.hidden === l.params.count)).toBe(true);
  });

  it("steps frame by frame to the log the viewer reads now, struck lines and all", () => {
    for (const [, viewer] of VIEWERS) {
      const record = game.record(viewer);
      const frames = [...recordFrames(record)];
      expect(frames).toHaveLength(record.steps.length + 1);
      expect(frames[0]!.view).toEqual(record.start);
      expect(frames.at(-1)!.log).toEqual(game.journal.render(viewer));
      expect(frames.at(-1)!.log.some((l) => l.takenBack?.how === "undo")).toBe(true);
      expect(frames.at(-1)!.log.some((l) => l.takenBack?.how === "rewind")).toBe(true);
      // A line is struck only from the correction's step on.
      const undo = record.steps.findIndex((s) => s.takesBack?.takenBack.how === "undo");
      const struck = record.steps[undo]!.takesBack!.lines[0]!;
      expect(recordFrame(record, undo - 1).log.find((l) => l.seq === struck)?.takenBack).toBeUndefined();
      expect(recordFrame(record, undo).log.find((l) => l.seq === struck)?.takenBack?.how).toBe("undo");
    }
  });

  it("keeps only what changed at each step", () => {
    const record = game.record({ role: "judge" });
    const draw = record.steps.find((s) => s.type === "draw")!;
    expect(Object.keys(draw.changes!.zones!).sort()).toEqual(expect.arrayContaining([expect.stringMatching(/\.deck$/), expect.stringMatching(/\.hand$/)]));
    expect(Object.keys(draw.changes!.zones!).length).toBeLessThanOrEqual(3);
    expect(record.steps.filter((s) => s.kind === "chat").every((s) => s.changes === undefined)).toBe(true);
  });

  it("is exported as JSON and opened again, and refuses what is not a record", () => {
    const record = game.record({ role: "player", seat: "p2" });
    const opened = openRecord(recordFile(record));
    expect(opened).toEqual({ ok: true, record });
    expect(openRecord("{")).toMatchObject({ ok: false, error: { code: "record.json" } });
    expect(openRecord({ hello: 1 })).toMatchObject({ ok: false, error: { code: "record.format" } });
    expect(openRecord({ ...record, version: 2 })).toMatchObject({ ok: false, error: { code: "record.version" } });
    // A game this build has no rules and no table for: not drawn as some other game's table.
    expect(openRecord({ ...record, game: "chess" })).toMatchObject({ ok: false, error: { code: "record.game", message: expect.stringContaining("chess") } });
    const damaged = structuredClone(record) as unknown as { steps: { lines: unknown }[] };
    damaged.steps[3]!.lines = "nope";
    expect(openRecord(damaged)).toMatchObject({ ok: false, error: { code: "record.invalid", message: expect.stringContaining("steps.3.lines") } });
  });

  it("tells a record of another version by its number, and a version that is no number as damaged", () => {
    const record = game.record({ role: "player", seat: "p1" });
    const opened = (version: unknown) => openRecord({ ...record, version });
    expect(opened(2)).toEqual({ ok: false, error: { code: "record.version", message: "This record was written by a newer Playmat (record version 2); this build reads version 1." } });
    expect(opened(0)).toEqual({ ok: false, error: { code: "record.version", message: "This record was written by an older Playmat (record version 0); this build reads version 1." } });
    expect(opened("1")).toEqual({ ok: false, error: { code: "record.invalid", message: 'The record is damaged: version: the text "1" where a number belongs (this build reads version 1).' } });
    expect(opened(undefined)).toEqual({ ok: false, error: { code: "record.invalid", message: "The record is damaged: version: missing (this build reads version 1)." } });
    for (const [version, shown] of [
      [1.5, "1.5"],
      [-1, "-1"],
      [null, "null"],
      [[1], "a list"],
    ] as const) {
      expect(opened(version)).toEqual({ ok: false, error: { code: "record.invalid", message: `The record is damaged: version: ${shown} is not a version number (this build reads version 1).` } });
    }
  });

  it("refuses a file whose steps were moved: its steps and log lines no longer come in order", () => {
    for (const [, viewer] of VIEWERS) {
      const record = game.record(viewer);
      const swapped = structuredClone(record);
      [swapped.steps[5], swapped.steps[6]] = [swapped.steps[6]!, swapped.steps[5]!];
      expect(openRecord(recordFile(swapped))).toMatchObject({ ok: false, error: { code: "record.invalid", message: expect.stringMatching(/^The record is damaged: step 7 is out of order/) } });
      const reversed = structuredClone(record);
      reversed.steps.reverse();
      expect(openRecord(recordFile(reversed))).toMatchObject({ ok: false, error: { code: "record.invalid", message: expect.stringMatching(/^The record is damaged: step 2 is out of order/) } });
    }
  });

  it("shows every card to everyone once the game is over and both players agree", () => {
    const before = game.record({ role: "spectator" });
    expect(before.revealed).toBe(false);
    game.do("p1", { type: "record.reveal", reveal: true });
    expect(game.record({ role: "spectator" }).revealed).toBe(false);
    game.do("p2", { type: "record.reveal", reveal: true });
    const after = game.record({ role: "spectator" });
    expect(after).toMatchObject({ revealed: true, viewer: "spectator" });
    expect(recordFrame(after, Infinity).view.zones["p2.deck"]!.cards!.every((c) => c.defId)).toBe(true);
    expect(Object.keys(after.cards).length).toBeGreaterThan(Object.keys(before.cards).length);
  });

  it("can't be revealed before the game ends", () => {
    const early = new PlayedGame().started();
    expect(early.try({ seat: "p1" }, { type: "record.reveal", reveal: true })).toMatchObject({ ok: false, error: { code: "phase" } });
  });

  it("carried on as the game goes, is after every change the record built from the whole game", () => {
    for (const [name, viewer] of VIEWERS) {
      let builder: RecordBuilder | undefined;
      let builders = 0;
      let changes = 0;
      playedGame((game) => {
        const source = game.recordSource();
        if (!builder?.canExtend(source)) {
          builder = new RecordBuilder(game.definition, game.initial, viewer, recordRevealed(source.state));
          builders++;
        }
        // Asked now and then, as players do: the builder carries on from where it was.
        if (++changes % 2 === 0 && game.journal.items.at(-1)?.type !== "chat") return;
        expect(builder.build(source), `${name}, after ${game.journal.items.length} log lines`).toEqual(buildRecord(source, viewer));
      });
      expect(changes).toBeGreaterThan(50);
      expect(builders, "one builder for the whole game").toBe(1);
    }
    // A whole record built afresh at every other change, for four viewers: seconds on a slow machine.
  }, 30_000);

  it("built a few entries at a time, whatever the slices, is the record built at once", () => {
    const game = playedGame();
    const source = game.recordSource();
    for (const [name, viewer] of VIEWERS) {
      const whole = buildRecord(source, viewer);
      for (const slice of [1, 2, 3, 7, 16]) {
        const builder = new RecordBuilder(game.definition, game.initial, viewer, recordRevealed(source.state));
        let calls = 1;
        while (!builder.advance(source, slice)) calls++;
        // No call folds more entries than it was given.
        expect(calls, `${name}, ${slice} at a time`).toBe(Math.ceil(game.journal.history.length / slice));
        expect(builder.build(source), `${name}, ${slice} at a time`).toEqual(whole);
      }
    }
  });

  it("built in slices, replays no more actions than built at once", () => {
    const game = playedGame();
    const source = game.recordSource();
    const applied = (slice: number) => {
      let count = 0;
      // Every action the fold applies reads the rules' advisories once.
      const definition = new Proxy(game.definition, { get: (target, key, receiver) => (key === "advisories" && count++, Reflect.get(target, key, receiver)) });
      const builder = new RecordBuilder(definition, game.initial, { role: "spectator" }, false);
      while (!builder.advance(source, slice));
      return count;
    };
    const atOnce = applied(Number.POSITIVE_INFINITY);
    // More than the history: its corrections rebuilt the table from a checkpoint.
    expect(atOnce).toBeGreaterThan(game.journal.history.length);
    for (const slice of [1, 5]) expect(applied(slice), `${slice} at a time`).toBe(atOnce);
  });

  it("built in slices while the game goes on, catches up to the record built from the whole game", () => {
    const viewer: Viewer = { role: "player", seat: "p2" };
    let builder: RecordBuilder | undefined;
    let changes = 0;
    let checked = 0;
    playedGame((game) => {
      const source = game.recordSource();
      if (!builder?.canExtend(source)) builder = new RecordBuilder(game.definition, game.initial, viewer, recordRevealed(source.state));
      // Behind the game most of the time: one entry folded at every other change…
      if (++changes % 2 === 1) builder.advance(source, 1);
      if (changes % 5 !== 0) return;
      // …and now and then three at a time until it has caught up.
      while (!builder.advance(source, 3));
      expect(builder.build(source), `after ${game.journal.items.length} log lines`).toEqual(buildRecord(source, viewer));
      checked++;
    });
    expect(checked).toBeGreaterThan(5);
  }, 30_000);

  it("ends with the chat said after the last action", () => {
    const game = new PlayedGame().started();
    game.do("p1", { type: "draw", count: 1 });
    game.say({ role: "player", seat: "p1", name: "Alice" }, "gg");
    const steps = game.record({ role: "spectator" }).steps;
    expect(steps.at(-1)).toMatchObject({ kind: "chat", seq: game.journal.history.length });
    expect(steps.at(-1)!.lines[0]!.params.text).toBe("gg");
  });

  it("is built afresh when the record is revealed, or the history is another game's", () => {
    const game = new PlayedGame().started();
    game.do("p1", { type: "draw", count: 1 });
    const viewer: Viewer = { role: "player", seat: "p2" };
    const builder = new RecordBuilder(game.definition, game.initial, viewer, false);
    builder.build(game.recordSource());
    game.do("p1", { type: "concede" });
    for (const seat of ["p1", "p2"] as const) game.do(seat, { type: "record.reveal", reveal: true });
    expect(recordRevealed(game.state)).toBe(true);
    expect(builder.canExtend(game.recordSource())).toBe(false);
    expect(() => builder.build(game.recordSource())).toThrow(/another game or other eyes/);
    const other = new PlayedGame().started();
    expect(new RecordBuilder(game.definition, game.initial, viewer, false).canExtend(other.recordSource())).toBe(false);
  });
});
