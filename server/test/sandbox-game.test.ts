/**
 * The sandbox game at a real server: a table created with `game: "sandbox"` runs with no deck
 * list, no card data and nothing of Pokémon's (the room, the sync schema and the log are every
 * game's), and neither player's bytes ever hold a card of the other's hand that was never on
 * the table. The cards are plain numbers, so a card is searched for by its id ("sandbox-17").
 */
import "./support/record-websocket"; // first: the SDK picks globalThis.WebSocket when it loads
import { matchMaker } from "@colyseus/core";
import type { Seat as SeatId, TableState } from "@playmat/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTable, joinTable, startPlaymat, type Seat, type TestServer } from "./support/playmat";
import { received } from "./support/record-websocket";

const PORT = 2602;

let server: TestServer;
let roomId: string;
let p1: Seat, p2: Seat;
/** Every card id each seat could ever have seen: its own hand's, and whatever lay face up on the table. */
const mayKnow: Record<SeatId, Set<string>> = { p1: new Set(), p2: new Set() };
/** Every card id that ever lay in each seat's hand. */
const heldBy: Record<SeatId, Set<string>> = { p1: new Set(), p2: new Set() };

function truth(): TableState {
  return (matchMaker.getLocalRoomById(roomId) as unknown as { session: { state: TableState } }).session.state;
}

/** Restated from the sandbox's rules, not the engine's: hands to their holder, row and discard to everyone, the deck to nobody. */
function note(): void {
  const state = truth();
  for (const seat of ["p1", "p2"] as const) {
    for (const card of state.zones[`${seat}.hand`]!.layout === "pile" ? (state.zones[`${seat}.hand`] as { cards: { defId: string }[] }).cards : []) {
      mayKnow[seat].add(card.defId);
      heldBy[seat].add(card.defId);
    }
  }
  for (const key of ["row", "discard"]) {
    for (const card of (state.zones[key] as { cards: { defId: string }[] }).cards) for (const seat of ["p1", "p2"] as const) mayKnow[seat].add(card.defId);
  }
}

const idsIn = (bytes: string): Set<string> => new Set([...bytes.matchAll(/sandbox-\d+(?!\d)/g)].map((m) => m[0]));

beforeAll(async () => {
  server = await startPlaymat(PORT);
  p1 = await createTable(server, { roomName: "Sandbox", game: "sandbox", options: { handSize: 4, target: 3 } }, { label: "sb-p1", name: "Alice" });
  roomId = p1.welcome.roomId;
  p2 = await joinTable(server, roomId, { label: "sb-p2", name: "Bob" });
  await p2.do({ type: "sandbox.deal" });
  note();
  const first: Seat = truth().turn.current === "p1" ? p1 : p2;
  const second = first === p1 ? p2 : p1;
  for (const [player, seat] of [[first, first === p1 ? "p1" : "p2"], [second, second === p1 ? "p1" : "p2"]] as const) {
    await player.do({ type: "sandbox.draw", count: 1 });
    note();
    const card = (truth().zones[`${seat}.hand`] as { cards: { pid: string }[] }).cards[0]!;
    await player.do({ type: "move", cards: [{ zone: `${seat}.hand`, pid: card.pid }], to: { zone: "row" } });
    note();
    await player.do({ type: "counter", counter: "points", mode: "add", amount: 2 });
    await player.do({ type: "turn.end" });
  }
  // The other player discards a card from the row: a card on the table is anyone's to move.
  const onRow = (truth().zones.row as { cards: { pid: string }[] }).cards[0]!;
  await second.do({ type: "move", cards: [{ zone: "row", pid: onRow.pid }], to: { zone: "discard" } });
  await first.do({ type: "counter", counter: "points", mode: "add", amount: 1 });
  note();
  await p1.settle();
  await p2.settle();
});

afterAll(async () => {
  await p1?.leave();
  await p2?.leave();
  await server?.shutdown();
});

describe("a sandbox table", () => {
  it("plays with nothing but its own cards and the core actions, and keeps points per player", () => {
    const state = truth();
    expect(state.game).toBe("sandbox");
    expect(state.phase).toBe("playing");
    const points = (seat: SeatId) => state.players[seat].counters.points ?? 0;
    expect(points("p1") + points("p2")).toBe(5);
    // The first player reached the target (3): both are asked, nobody is declared the winner.
    expect(state.prompts.filter((p) => p.kind === "confirm-win").map((p) => p.to)).toEqual(["p1", "p2"]);
    expect(state.winner).toBeNull();
    // Each client's log read the points as a player counter line.
    expect(p2.log.some((line) => line.key === "counter.player-add")).toBe(true);
  });

  it("never sends a player the cards of the other's hand that it had no right to see", () => {
    for (const [seat, label, other] of [["p1", "sb-p1", "p2"], ["p2", "sb-p2", "p1"]] as const) {
      const seen = idsIn(received(label));
      const secret = [...heldBy[other]].filter((id) => !mayKnow[seat].has(id));
      // The test means something only if the other hand held cards this seat never saw.
      expect(secret.length).toBeGreaterThan(2);
      expect(secret.filter((id) => seen.has(id))).toEqual([]);
      // And its own hand did reach it.
      expect([...heldBy[seat]].every((id) => seen.has(id))).toBe(true);
    }
  });
});
