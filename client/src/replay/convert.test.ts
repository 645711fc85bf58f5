import { recordFrame, type TableView } from "@playmat/shared";
import { describe, expect, it } from "vitest";
import { hiddenFromView, recordLogViewer, recordPerspective, snapFromView } from "./convert";
import { P1_MARK, replayGame } from "../testing/testGame";

const game = replayGame();

/** A view to convert by hand: every kind of card and slot the converter meets. */
function view(): TableView {
  const base = recordFrame(game.record({ role: "judge" }), 0).view;
  return {
    ...base,
    phase: "playing",
    winner: null,
    turn: { number: 3, current: "p2", first: null, attacked: true },
    zones: {
      "p1.hand": { count: 2, cards: [{ pid: "a", defId: "t-sprout-p1" }, { pid: "b", revealed: true, defId: "t-energy-p1" }] },
      "p2.hand": { count: 1, cards: [{ pid: "c" }] },
      "p1.deck": { count: 2, cards: [{ pid: "d", defId: "t-ball-p1" }, { pid: "e", defId: "t-candy-p1" }] },
      "p2.deck": { count: 40 },
      stadium: { count: 0, cards: [] },
      "p2.active": {
        count: 1,
        slots: [{ sid: "s1", cards: [{ pid: "f", faceDown: true }], attached: [{ pid: "g", defId: "t-energy" }], counters: { damage: 30 }, conditions: ["asleep"], markers: ["x"], enteredTurn: 2, evolvedTurn: null }],
      },
      "p1.bench": { count: 0, slots: [null, null] },
    },
  };
}

describe("a record's table as the table's snapshot", () => {
  const record = game.record({ role: "judge" });
  const snap = snapFromView(view(), record);

  it("names the faces the record shows from its own card data, and leaves the rest without a face", () => {
    expect(snap.zones["p1.hand"]!.cards).toEqual([
      { pid: "a", faceDown: false, revealed: false, face: { defId: "t-sprout-p1", name: `Sprout${P1_MARK}` } },
      { pid: "b", faceDown: false, revealed: true, face: { defId: "t-energy-p1", name: `Basic Psychic Energy${P1_MARK}` } },
    ]);
    expect(snap.zones["p2.hand"]!.cards).toEqual([{ pid: "c", faceDown: false, revealed: false }]);
    expect(snap.zones["p2.hand"]).toMatchObject({ key: "p2.hand", owner: "p2", spec: "hand", count: 1 });
    expect(snap.zones.stadium).toMatchObject({ owner: "", spec: "stadium", count: 0, cards: [] });
  });

  it("draws hidden piles as counts even when a judge's record lists them, and lists them for the pile browser instead", () => {
    expect(snap.zones["p1.deck"]).toMatchObject({ count: 2, cards: [] });
    expect(snap.zones["p2.deck"]).toMatchObject({ count: 40, cards: [] });
    expect(hiddenFromView(view(), record)).toEqual({
      "p1.deck": [
        { pid: "d", defId: "t-ball-p1", name: `Quick Ball${P1_MARK}` },
        { pid: "e", defId: "t-candy-p1", name: `Rare Candy${P1_MARK}` },
      ],
    });
  });

  it("turns slots into the live shape: damage from the counters, empty slots as empty sids", () => {
    expect(snap.zones["p2.active"]!.slots[0]).toEqual({
      sid: "s1",
      cards: [{ pid: "f", faceDown: true, revealed: false }],
      attached: [{ pid: "g", faceDown: false, revealed: false, face: { defId: "t-energy", name: "Basic Psychic Energy" } }],
      counters: { damage: 30 },
      conditions: ["asleep"],
      markers: ["x"],
      enteredTurn: 2,
      toppedTurn: -1,
    });
    expect(snap.zones["p1.bench"]!.slots.map((s) => s.sid)).toEqual(["", ""]);
  });

  it("carries the turn, the players by name and the room's name; nobody is connected", () => {
    expect(snap).toMatchObject({ name: "Test", game: "ptcg", phase: "playing", winner: "", turn: { number: 3, current: "p2", first: "", markers: ["attacked"] } });
    expect(snap.players.p1).toMatchObject({ seat: "p1", name: "Alice", seated: true, connected: false, looking: "" });
    expect(snap.players.p2!.name).toBe("Bob");
  });

  it("looks through the record's viewer, without acting", () => {
    expect(recordPerspective("p2")).toEqual({ role: "player", me: "p2", bottom: "p2", top: "p1", canAct: false });
    expect(recordPerspective("judge")).toMatchObject({ role: "judge", me: null, bottom: "p1", canAct: false });
    expect(recordPerspective("spectator")).toMatchObject({ role: "spectator", me: null, canAct: false });
    expect(recordLogViewer("p1")).toEqual({ role: "player", seat: "p1" });
    expect(recordLogViewer("spectator")).toEqual({ role: "spectator" });
  });

  it("never lists a face an opponent's record does not show", () => {
    const theirs = game.record({ role: "player", seat: "p2" });
    for (let step = -1; step < theirs.steps.length; step++) {
      const s = snapFromView(recordFrame(theirs, step).view, theirs);
      expect(s.zones["p1.hand"]!.cards.every((c) => c.face === undefined)).toBe(true);
      expect(s.zones["p1.deck"]!.cards).toEqual([]);
      expect(hiddenFromView(recordFrame(theirs, step).view, theirs)).toEqual({});
    }
  });
});
