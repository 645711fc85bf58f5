/**
 * Toy Battle at a real server: a table created with `game: "toy-battle"` is set up by the game's
 * own move (no deck list), and a few turns are played — a draw, placements, XB-42's random
 * discard. What each screen received is checked against seed 003's secrets, restated here: a
 * stand's tiles reach their owner only (the opponent's copy of the table holds no face there, and
 * the opponent's bytes never name a tile kind that was only ever on that stand), the supply and
 * the set-aside tiles reach nobody, and the tile XB-42 discards is named to its player only as
 * it lies face up in the discard pile.
 */
import "./support/record-websocket"; // first: the SDK picks globalThis.WebSocket when it loads
import { matchMaker } from "@colyseus/core";
import { otherSeat, ToyBattle, type Card, type Seat as SeatId, type TableState } from "@playmat/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTable, joinTable, startPlaymat, type Seat, type TestServer } from "./support/playmat";
import { received } from "./support/record-websocket";

const PORT = 2606;

let server: TestServer;
let roomId: string;
const seats = {} as Record<SeatId, Seat>;
/** Tile kinds (definition ids) each seat's screen may have seen by the end: its own stand's, and every one that lay face up in public. */
const mayKnow: Record<SeatId, Set<string>> = { p1: new Set(), p2: new Set() };
/** What each seat's copy of the opponent's stand showed, at every step: faces it must never hold. */
const facesOfTheirStand: string[] = [];
let discarded: { tile: Card; beforeLines: number } | null = null;
/** What the table answered each seat's look and search into its own supply and set-aside tiles. */
const sealedReplies: string[] = [];

function truth(): TableState {
  return (matchMaker.getLocalRoomById(roomId) as unknown as { session: { state: TableState } }).session.state;
}
const pile = (key: string): Card[] => {
  const zone = truth().zones[key];
  return zone?.layout === "pile" ? zone.cards : [];
};

/** Every step: each seat's decoded table holds no face on the other's stand, supply or set-aside tiles; what lies in public is noted. */
async function note(): Promise<void> {
  await seats.p1.settle();
  await seats.p2.settle();
  const state = truth();
  for (const seat of ["p1", "p2"] as const) {
    for (const card of pile(`${seat}.stand`)) mayKnow[seat].add(card.defId);
    for (const key of ["p1.discard", "p2.discard"]) for (const card of pile(key)) mayKnow[seat].add(card.defId);
    const board = state.zones.board;
    if (board?.layout === "slots") for (const stack of board.slots) for (const card of stack?.cards ?? []) mayKnow[seat].add(card.defId);
    const view = seats[seat].state;
    const other = otherSeat(seat);
    for (const key of [`${other}.stand`, `${other}.supply`, `${other}.set-aside`, `${seat}.supply`, `${seat}.set-aside`]) {
      for (const card of view.zones.get(key)?.cards ?? []) if (card.face?.defId) facesOfTheirStand.push(`${seat} saw ${card.face.defId} in ${key}`);
    }
  }
}

/**
 * A tile of `power` on the seat's stand: one already there, or one moved from its own supply or
 * set-aside tiles by position (it cannot see them: a correction by hand, logged). The deal is the
 * server's random one, so a tile may lie in any of the three.
 */
async function take(seat: SeatId, power: number): Promise<Card> {
  const isIt = (c: Card) => ToyBattle.tileOf(c.defId)?.power === power;
  const onStand = pile(`${seat}.stand`).find(isIt);
  if (onStand) return onStand;
  for (const from of [`${seat}.supply`, `${seat}.set-aside`]) {
    const at = pile(from).findIndex(isIt);
    if (at < 0) continue;
    await seats[seat].do({ type: "move", cards: [{ zone: from, at }], to: { zone: `${seat}.stand` } });
    return pile(`${seat}.stand`).at(-1)!;
  }
  throw new Error(`no ${power} of ${seat}'s anywhere but the board`);
}

async function place(seat: SeatId, card: Card, slot: number): Promise<void> {
  const board = truth().zones.board;
  const occupied = board?.layout === "slots" && board.slots[slot] !== null;
  await seats[seat].do({ type: "move", cards: [{ zone: `${seat}.stand`, pid: card.pid }], to: { zone: "board", slot, ...(occupied && { as: "onto" as const }) } });
}

beforeAll(async () => {
  server = await startPlaymat(PORT);
  seats.p1 = await createTable(server, { roomName: "Toy Battle", seed: 3, game: "toy-battle", options: { p1Colour: "red", medalTarget: 9 } }, { label: "tb-p1", name: "Alice" });
  roomId = seats.p1.welcome.roomId;
  seats.p2 = await joinTable(server, roomId, { label: "tb-p2", name: "Bob" });
  await seats.p2.do({ type: "toy-battle.setup" } as never);
  await note();
  // Each seat tries to look and search into its own supply and set-aside tiles, sealed to it too.
  for (const seat of ["p1", "p2"] as const) {
    for (const zone of [`${seat}.supply`, `${seat}.set-aside`]) {
      for (const action of [{ type: "look", zone, from: "top", count: 3 }, { type: "search", zone }] as const) {
        const reply = await seats[seat].act(action);
        sealedReplies.push(`${action.type} ${zone}: ${reply.ok ? "accepted" : reply.error.code}`);
      }
    }
  }
  await note();
  // First Skirmish: A1 (red headquarters) is slot 0, B1 slot 1, B2 slot 2 … E1 (blue) slot 8, D1 slot 6.
  const first = truth().turn.current as SeatId;
  const second = otherSeat(first);
  const near = (seat: SeatId) => (seat === "p1" ? [1, 2] : [6, 7]);
  await seats[first].do({ type: "toy-battle.draw" } as never);
  await note();
  await seats[first].do({ type: "turn.end" });
  await place(second, pile(`${second}.stand`)[0]!, near(second)[0]!);
  await note();
  await seats[second].do({ type: "turn.end" });
  // XB-42 from the first player: a random tile of the second's stand goes to their discard pile.
  const xb = await take(first, 5);
  await note();
  await place(first, xb, near(first)[0]!);
  await note();
  const beforeLines = seats[first].log.length;
  const standBefore = new Set(pile(`${second}.stand`).map((c) => c.uid));
  await seats[first].do({ type: "assist", assist: "discard-random", params: {} } as never);
  const tile = pile(`${second}.discard`).find((c) => standBefore.has(c.uid))!;
  discarded = { tile, beforeLines };
  await note();
});

afterAll(async () => {
  await seats.p1?.leave();
  await seats.p2?.leave();
  await server?.shutdown();
});

describe("a Toy Battle table", () => {
  it("is set up by its own move and played with the core moves, the draw and the effects", () => {
    const state = truth();
    expect(state.game).toBe("toy-battle");
    expect(state.phase).toBe("playing");
    expect(pile("p1.set-aside")).toHaveLength(4);
    expect(pile("p2.set-aside")).toHaveLength(4);
    const board = state.zones.board;
    expect(board?.layout === "slots" && board.slots.filter(Boolean).length).toBe(2);
    expect(discarded?.tile).toBeTruthy();
  });

  it("never gives a screen a face on the other's stand, or on any supply or set-aside tiles", () => {
    expect(facesOfTheirStand).toEqual([]);
  });

  it("never sends a player's bytes a tile kind that was only ever on the other's stand", () => {
    for (const seat of ["p1", "p2"] as const) {
      const other = otherSeat(seat);
      const theirs = [...mayKnow[other]].filter((id) => !mayKnow[seat].has(id));
      // The test means something only if the other's stand held kinds this seat never saw.
      expect(theirs.length, seat).toBeGreaterThan(0);
      const bytes = received(`tb-${seat}`);
      expect(theirs.filter((id) => bytes.includes(id)), seat).toEqual([]);
      // Its own stand's kinds did reach it.
      expect([...pile(`${seat}.stand`)].every((c) => bytes.includes(c.defId)), seat).toBe(true);
    }
  });

  it("refuses every look and search into a supply or the set-aside tiles, and no screen, the owner's included, got a tile that stayed there", () => {
    expect(sealedReplies).toEqual(
      ["p1", "p2"].flatMap((seat) => [`${seat}.supply`, `${seat}.set-aside`].flatMap((zone) => [`look ${zone}: zone.sealed`, `search ${zone}: zone.sealed`])),
    );
    for (const owner of ["p1", "p2"] as const) {
      const unseen = [...pile(`${owner}.supply`), ...pile(`${owner}.set-aside`)].map((c) => c.defId).filter((id) => !mayKnow.p1.has(id) && !mayKnow.p2.has(id));
      expect(unseen.length, owner).toBeGreaterThan(10);
      for (const seat of ["p1", "p2"] as const) expect(unseen.filter((id) => received(`tb-${seat}`).includes(id)), `${seat}: ${owner}'s`).toEqual([]);
    }
  });

  it("names XB-42's random tile to its player only as it lies in the discard pile", () => {
    const first = truth().turn.current as SeatId;
    const lines = seats[first].log.slice(discarded!.beforeLines);
    const effect = lines.find((l) => l.key === "note.effect.discard-random")!;
    expect(effect).toBeTruthy();
    expect(effect.params.card).toBeUndefined();
    // The tile lies face up in the discard pile: its player's table shows it there now.
    const second = otherSeat(first);
    const there = seats[first].state.zones.get(`${second}.discard`).cards.map((c: { face?: { defId: string } }) => c.face?.defId);
    expect(there).toContain(discarded!.tile.defId);
  });
});
