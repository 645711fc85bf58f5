/**
 * A warning only some viewers may read takes no line number: two games that differ only in a
 * face-down card's face (a Basic or not, put onto the Bench) give the opponent and spectators
 * the same log, the same record and the same undo request, line for line; the owner and judges
 * read the warning after the move's line.
 */
import { describe, expect, it } from "vitest";
import type { Seat, Viewer } from "../engine/types";
import { openRecord } from "../record/format";
import { PlayedGame } from "../testing/played-game";

const P1: Viewer = { role: "player", seat: "p1" };
const P2: Viewer = { role: "player", seat: "p2" };
const SPECTATOR: Viewer = { role: "spectator" };
const JUDGE: Viewer = { role: "judge" };

/** A judge puts one card of each name from the deck into the hand (the same in every game). */
function fetch(g: PlayedGame, seat: Seat, ...names: string[]): PlayedGame {
  for (const name of names) {
    const at = g.pile(`${seat}.deck`).findIndex((c) => g.state.cards[c.defId]!.name === name);
    g.do(seat, { type: "move", cards: [{ zone: `${seat}.deck`, at }], to: { zone: `${seat}.hand` } }, true);
  }
  return g;
}

/**
 * p1 puts `name` face down onto the Bench during play, then ends the turn; p1 asks to take back
 * both. The card is fetched last, so it leaves the same place in the hand in either game.
 */
function benchFaceDown(name: string): PlayedGame {
  const g = fetch(new PlayedGame().started(), "p1", name === "Bloom" ? "Sprout" : "Bloom", name);
  const first = g.state.turn.current!;
  if (first !== "p1") g.do(first, { type: "turn.end" });
  const card = g.pile("p1.hand").at(-1)!;
  g.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: card.pid }], to: { zone: "p1.bench", slot: 0, faceDown: true } });
  g.say({ role: "player", seat: "p2", name: "Bob" }, "hm");
  g.do("p1", { type: "turn.end" });
  g.askUndo("p1", 2);
  return g;
}

const warned = (g: PlayedGame, viewer: Viewer) => g.journal.liveLog(viewer).filter((e) => e.key === "advisory.ptcg.play.non-basic-to-bench");

describe("a warning about a face-down card", () => {
  const basic = benchFaceDown("Sprout");
  const other = benchFaceDown("Bloom");

  it("is read by the owner and judges, numbered after the move's line", () => {
    for (const viewer of [P1, JUDGE]) {
      const [line] = warned(other, viewer);
      const log = other.journal.liveLog(viewer);
      const move = log[log.findIndex((e) => e.seq === line!.seq) - 1]!;
      expect(line!.seq).toBe(move.seq + 0.01);
      expect(move.continues).toBe(true);
      expect(warned(basic, viewer)).toEqual([]);
    }
  });

  it.each([["the opponent", P2], ["a spectator", SPECTATOR]] as const)("leaves %s the same log, numbers and marks as a Basic does", (_, viewer) => {
    expect(warned(other, viewer)).toEqual([]);
    expect(other.journal.liveLog(viewer)).toEqual(basic.journal.liveLog(viewer));
    expect(other.journal.items.length).toBe(basic.journal.items.length);
  });

  it("leaves the undo request's lines the same, and they hold the warning for its readers", () => {
    const takes = (g: PlayedGame) => g.state.prompts.find((p) => p.kind === "approve-undo")!.data;
    expect(takes(other)).toEqual(takes(basic));
    const [first, end] = (takes(other) as { takes: { lines: [number, number] }[] }).takes[0]!.lines;
    const [line] = warned(other, P1);
    expect(line!.seq > first && line!.seq < end).toBe(true);
  });

  it.each([["the opponent", P2], ["a spectator", SPECTATOR]] as const)("leaves %s the same record, taken back or not", (_, viewer) => {
    const [other, basic] = [benchFaceDown("Bloom"), benchFaceDown("Sprout")];
    expect(JSON.stringify(other.record(viewer))).toBe(JSON.stringify(basic.record(viewer)));
    other.do("p2", { type: "prompt.answer", prompt: other.undoPrompt, accept: true });
    basic.do("p2", { type: "prompt.answer", prompt: basic.undoPrompt, accept: true });
    expect(JSON.stringify(other.record(viewer))).toBe(JSON.stringify(basic.record(viewer)));
    expect(other.journal.liveLog(viewer)).toEqual(basic.journal.liveLog(viewer));
  });

  it("is struck with its action for its readers, in the log and in the record, which reads back", () => {
    const other = benchFaceDown("Bloom");
    other.do("p2", { type: "prompt.answer", prompt: other.undoPrompt, accept: true });
    const [line] = warned(other, P1);
    expect(line!.takenBack).toMatchObject({ how: "undo" });
    const record = other.record(P1);
    const undo = record.steps.find((s) => s.kind === "correction")!;
    expect(undo.takesBack!.lines).toContain(line!.seq);
    expect(record.steps.flatMap((s) => s.lines).filter((l) => l.seq === line!.seq)).toHaveLength(1);
    expect(openRecord(JSON.stringify(record))).toMatchObject({ ok: true });
  });
});
