/**
 * The projector skips every zone object (and players, controls and prompts object) the engine
 * shared with the previous table, every stack and card the same object as last projected. After
 * each move of a game with hands shown to spectators and hidden again, cards revealed and
 * flipped in the middle of a list, a request approved and a look at a deck, a stack leaving its
 * slot, a judge's rewind and reshuffles, the schema and every watcher's faces must be what a fresh projector makes of the same table.
 */
import { Encoder, StateView } from "@colyseus/schema";
import { SEATS, type Seat, type Viewer } from "@playmat/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { act, playSetup, playTurns, ptcg } from "../../test/support/engine-game";
import { TableSession } from "../rooms/table-session";
import { openDatabase } from "../store/database";
import { GameStore } from "../store/game-store";
import { TableProjector } from "./project";
import { TableSchema, type CardView } from "./schema";

const VIEWERS: [string, Viewer][] = [
  ["p1", { role: "player", seat: "p1" }],
  ["p2", { role: "player", seat: "p2" }],
  ["spectator", { role: "spectator" }],
  ["judge", { role: "judge" }],
];

type Db = Awaited<ReturnType<typeof openDatabase>>;
let db: Db;

beforeAll(async () => {
  db = await openDatabase(":memory:");
});
afterAll(async () => {
  await db?.destroy();
});

/** A projector whose schema is attached to an encoder (views need that), with one view per viewer. */
function watched(project: (schema: TableSchema) => TableProjector) {
  const schema = new TableSchema();
  new Encoder(schema);
  const projector = project(schema);
  const views = new Map(VIEWERS.map(([id, viewer]) => {
    const view = new StateView();
    projector.watch(id, view, viewer);
    return [id, view] as const;
  }));
  return { schema, views };
}

/** Each zone's listed cards, and per viewer the pids whose face it sees. */
function screens(schema: TableSchema, views: Map<string, StateView>) {
  const out: Record<string, unknown> = { state: schema.toJSON() };
  for (const [id, view] of views) {
    const seen: string[] = [];
    const look = (cards: Iterable<CardView>) => {
      for (const card of cards) if (view.has(card.face)) seen.push(card.pid);
    };
    schema.zones.forEach((zone) => {
      look(zone.cards);
      zone.slots.forEach((slot) => {
        look(slot.cards);
        look(slot.attached);
      });
    });
    out[id] = seen.sort();
  }
  return out;
}

/** Every list and slot view in the schema: a zone's cards and slots, each slot view with its cards and attached. */
function inSchema(schema: TableSchema): Set<object> {
  const live = new Set<object>();
  schema.zones.forEach((zone) => {
    live.add(zone.cards).add(zone.slots);
    zone.slots.forEach((slot) => live.add(slot).add(slot.cards).add(slot.attached));
  });
  return live;
}

describe("projection of shared zones", () => {
  it("matches a fresh projection after every move", async () => {
    const store = new GameStore(db);
    const session = await TableSession.create(
      store,
      { id: "inc", game: "ptcg", options: {}, seed: 7, name: "inc", passwordHash: null, judgeCodeHash: "x", seats: {}, replayId: "rinc", settings: { spectatorChat: false } },
      ptcg,
      new TableSchema(),
    );
    // A projector fed every table the session commits, as the room's is, watched by four screens.
    let incremental!: TableProjector;
    const inc = watched((schema) => (incremental = new TableProjector(ptcg, schema)));
    let checked = 0;
    const check = () => {
      incremental.project(session.state);
      const fresh = watched((schema) => {
        const p = new TableProjector(ptcg, schema);
        p.project(session.state);
        return p;
      });
      checked++;
      const [got, want] = [screens(inc.schema, inc.views), screens(fresh.schema, fresh.views)];
      if (!failure && JSON.stringify(got) !== JSON.stringify(want)) failure = { seq: session.state.seq, got, want };
      // What the projector keeps per list and per slot view goes with the slot views that leave.
      const live = inSchema(inc.schema);
      const stale = incremental.keptFor().filter((kept) => !live.has(kept)).length;
      inc.schema.zones.forEach((zone) =>
        zone.slots.forEach((slot, i) => {
          const key = `${zone.key}:${i}`;
          if (sids.get(key) && sids.get(key) !== slot.sid) stacksLeft++;
          sids.set(key, slot.sid);
        }),
      );
      if (!overKept && stale > 0) overKept = { seq: session.state.seq, stale };
    };
    // The session swallows what its publish hook throws: keep the first difference.
    let failure: { seq: number; got: unknown; want: unknown } | undefined;
    let overKept: { seq: number; stale: number } | undefined;
    /** Each slot's stack as last seen, and how often a stack left its slot (its slot view replaced). */
    const sids = new Map<string, string>();
    let stacksLeft = 0;
    session.onCommit = check;

    await playSetup(session);
    await playTurns(session, 3);
    const mark = session.state.seq;
    // Both players show their hands to spectators, then one takes it back.
    for (const seat of SEATS) await act(session, seat, { type: "spectators.hands", show: true });
    await playTurns(session, 2);
    await act(session, "p1" as Seat, { type: "spectators.hands", show: false });
    await playTurns(session, 2);
    // Cards change in place, mid-list: a card of the hand shown and hidden again, one of the
    // discard pile turned face down and up, the card of a stack in a slot turned face down.
    await act(session, "p1" as Seat, { type: "reveal", cards: [{ zone: "p1.hand", at: 1 }] });
    await act(session, "p1" as Seat, { type: "hide", cards: [{ zone: "p1.hand", at: 1 }] });
    for (const at of [0, 0]) await act(session, "p1" as Seat, { type: "move", cards: [{ zone: "p1.hand", at }], to: { zone: "p1.discard" } });
    await act(session, "p1" as Seat, { type: "flip", cards: [{ zone: "p1.discard", at: 0 }], faceDown: true });
    await act(session, "p1" as Seat, { type: "flip", cards: [{ zone: "p1.discard", at: 0 }], faceDown: false });
    const active = session.state.zones["p2.active"];
    const stacked = active?.layout === "slots" ? active.slots[0]?.cards[0] : undefined;
    if (!stacked) throw new Error("p2 has a stack in its first slot");
    await act(session, "p2" as Seat, { type: "flip", cards: [{ zone: "p2.active", pid: stacked.pid }], faceDown: true });
    // A request opens a prompt; approved, the requester looks at the opponent's deck, then stops.
    await act(session, "p1" as Seat, { type: "request", action: { type: "look", zone: "p2.deck", from: "top", count: 2 } });
    await act(session, "p2" as Seat, { type: "prompt.answer", prompt: session.state.prompts.at(-1)!.id, accept: true });
    await act(session, "p1" as Seat, { type: "look.end", to: "top" });
    // A stack leaves the Active Spot and another takes its slot: the slot's view is replaced.
    await act(session, "p1" as Seat, { type: "stack.discard", stack: { zone: "p1.active", slot: 0 } });
    const hand = session.state.zones["p1.hand"];
    if (hand?.layout !== "pile" || !hand.cards[0]) throw new Error("p1 has a card in hand");
    await act(session, "p1" as Seat, { type: "move", cards: [{ zone: "p1.hand", pid: hand.cards[0].pid }], to: { zone: "p1.active", slot: 0 } });
    // A judge takes the game back: cards return with pids the projector let go of.
    const back = await session.rewind({ seq: mark }, { seat: "p1", judge: true });
    expect(back.ok).toBe(true);
    await playTurns(session, 3);
    expect(checked).toBeGreaterThan(40);
    expect(failure?.got, `after seq ${failure?.seq}`).toEqual(failure?.want);
    expect(overKept).toBeUndefined();
    expect(stacksLeft).toBeGreaterThan(0);
  });
});
