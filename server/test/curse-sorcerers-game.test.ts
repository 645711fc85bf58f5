/**
 * Curse Sorcerers at a real server: a table created with `game: "curse-sorcerers"` and the
 * game's options takes both demo decks, deals, and plays a few moves of seed 004 — hands kept,
 * the phase marker moved, a sorcerer played onto the shared stack, the other player asked
 * "respond?" and declining, the top resolved into its owner's field. The opponent's bytes hold
 * the stack's card with whose it is, and never a card of the other hand or deck.
 */
import "./support/record-websocket"; // first: the SDK picks globalThis.WebSocket when it loads
import { matchMaker } from "@colyseus/core";
import { CurseSorcerers, type Card, type Seat as SeatId, type TableState } from "@playmat/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTable, joinTable, startPlaymat, type Seat, type TestServer } from "./support/playmat";
import { received } from "./support/record-websocket";

const PORT = 2603;

let server: TestServer;
let roomId: string;
let seats: Record<SeatId, Seat>;
let first: SeatId;
let second: SeatId;
let played: Card;

function truth(): TableState {
  return (matchMaker.getLocalRoomById(roomId) as unknown as { session: { state: TableState } }).session.state;
}

const pile = (key: string): Card[] => {
  const zone = truth().zones[key];
  return zone?.layout === "pile" ? zone.cards : [];
};

beforeAll(async () => {
  server = await startPlaymat(PORT);
  const p1 = await createTable(server, { roomName: "Sorcerers", game: "curse-sorcerers", seed: "cs-game-1", options: { startingLife: 15, handSize: 6 } }, { label: "cs-p1", name: "Alice" });
  roomId = p1.welcome.roomId;
  const p2 = await joinTable(server, roomId, { label: "cs-p2", name: "Bob" });
  seats = { p1, p2 };
  expect((await p1.deck({ demo: "curse-sorcerers-rain-child" })).ok).toBe(true);
  expect((await p2.deck({ demo: "curse-sorcerers-red-moon" })).ok).toBe(true);
  await p1.do({ type: "curse-sorcerers.keep" });
  await p2.do({ type: "curse-sorcerers.keep" });
  first = truth().turn.current!;
  second = first === "p1" ? "p2" : "p1";
  await seats[first].do({ type: "curse-sorcerers.phase", to: "main-a" });
  // A sorcerer from the hand onto the stack. The table's seed fixes the coin and the deal (test mode), so this hand holds one every run:
  // another card would need more than a click to resolve (a cursed object names the sorcerer it attaches to).
  const hand = pile(`${first}.hand`);
  const sorcerer = hand.find((c) => CurseSorcerers.readCard(truth().cards[c.defId]).kind === "sorcerer");
  if (!sorcerer) throw new Error(`The seed's opening hand holds no sorcerer: ${hand.map((c) => truth().cards[c.defId]?.name).join(", ")}`);
  played = sorcerer;
  await seats[first].do({ type: "move", cards: [{ zone: `${first}.hand`, pid: played.pid }], to: { zone: "stack" } });
  const ask = truth().prompts.find((p) => p.kind === CurseSorcerers.RESPOND)!;
  expect(ask.to).toBe(second);
  await seats[second].do({ type: "prompt.answer", prompt: ask.id, accept: false });
  await p1.settle();
  await p2.settle();
});

afterAll(async () => {
  await seats?.p1.leave();
  await seats?.p2.leave();
  await server?.shutdown();
});

describe("a Curse Sorcerers table", () => {
  it("deals the table's options, and puts the played card on the shared stack with whose it is", () => {
    const state = truth();
    expect(state.game).toBe("curse-sorcerers");
    expect(state.phase).toBe("playing");
    expect(state.players.p1.counters.life).toBe(15);
    // The opponent reads the stack's card and whose it is from its face; the player who declined is in its log.
    const stack = seats[second].zone("stack");
    expect([...stack.cards].map((c: { face?: { name: string; owner?: string } }) => [c.face?.name, c.face?.owner])).toEqual([[truth().cards[played.defId]!.name, first]]);
    expect(seats[first].log.some((line) => line.key === "prompt.passes")).toBe(true);
  });

  it("resolves the sorcerer on top into its owner's field by a click", async () => {
    // A card gets a new public id as it moves: the top is named by the one it has on the stack.
    await seats[second].do({ type: "curse-sorcerers.resolve", top: pile("stack")[0]!.pid });
    await seats[first].settle();
    expect(seats[first].zone(`${first}.field`).slots[0].cards[0].face.name).toBe(truth().cards[played.defId]!.name);
    expect(pile("stack")).toEqual([]);
  });

  it("never sends a player a card of the other's hand or deck", () => {
    for (const seat of ["p1", "p2"] as const) {
      const other = seat === "p1" ? "p2" : "p1";
      const bytes = received(`cs-${seat}`);
      // Demo cards' ids name them (cs-demo-<id>): the other hand's and deck's ids this seat never saw face up.
      const shown = new Set([...pile("stack"), ...pile(`${seat}.hand`), ...pile(`${seat}.deck`), ...pile(`${seat}.graveyard`), ...pile(`${other}.graveyard`), played].map((c) => c.defId));
      for (const s of ["p1", "p2"] as const) for (const slot of (truth().zones[`${s}.field`] as { slots: ({ cards: Card[] } | null)[] }).slots) for (const c of slot?.cards ?? []) shown.add(c.defId);
      const secret = [...new Set([...pile(`${other}.hand`), ...pile(`${other}.deck`)].map((c) => c.defId))].filter((id) => !shown.has(id));
      expect(secret.length).toBeGreaterThan(3);
      expect(secret.filter((id) => bytes.includes(id))).toEqual([]);
      // Its own hand did reach it.
      expect(pile(`${seat}.hand`).every((c) => bytes.includes(c.defId))).toBe(true);
    }
  });
});
