/**
 * Toy Battle's table in the shell: "Set up the tiles" before the game; while playing, the board
 * names each spot with its kind and tower ("spot B1, red stack of 2, top: 7 Rexy"), the stand
 * shows its owner's tiles and the opponent's as "face-down tile", the supply and set-aside
 * tiles are counts, medals show per player; "Draw tiles" sends the game's draw, a tile dropped
 * on a tower goes onto it, a placement offers its tile's and its base's effects, and in Korean
 * a tile reads by its Korean name.
 */
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import i18next from "i18next";
import { afterEach, describe, expect, it } from "vitest";
import type { ClientAction, LogEntry } from "@playmat/shared";
import type { CardSnap, TableSnap } from "../../net/snapshot";
import { TableScreen } from "../../table/TableScreen";
import { player } from "../../table/testTable";
import { bobsTurnOf, fakeRoom, moveCards, offlineTableTests, pileZone, slotZone } from "../../table/testRoom";
import { movesFor } from "./moves";
import { toyBattleTable } from "./table";
import { withGameWords } from "../../i18n/useT";

offlineTableTests();

const tile = (pid: string, colour: "red" | "blue", n: number, name: string): CardSnap => ({
  pid,
  faceDown: false,
  revealed: false,
  face: { defId: `toy-battle-${colour}-${n}`, name: `${n} ${name}` },
});
const back = (pid: string): CardSnap => ({ pid, faceDown: false, revealed: false });

function toyTable(phase: "waiting" | "playing"): TableSnap {
  const snap = bobsTurnOf("toy-battle", []);
  snap.options = {};
  snap.phase = phase;
  snap.zones = {};
  for (const seat of ["p1", "p2"]) {
    snap.zones[`${seat}.supply`] = pileZone(`${seat}.supply`, [], phase === "playing" ? 17 : 0);
    snap.zones[`${seat}.set-aside`] = pileZone(`${seat}.set-aside`, [], phase === "playing" ? 4 : 0);
    snap.zones[`${seat}.discard`] = pileZone(`${seat}.discard`, []);
    snap.zones[`${seat}.looking`] = pileZone(`${seat}.looking`, []);
  }
  snap.zones["p1.stand"] = pileZone("p1.stand", phase === "playing" ? [tile("t1", "red", 3, "Giant"), tile("t2", "red", 1, "Skully")] : []);
  snap.zones["p2.stand"] = pileZone("p2.stand", phase === "playing" ? [back("t3"), back("t4")] : []);
  // First Skirmish: A1 B1 B2 C1 C2 C3 D1 D2 E1; a red 7 on a blue 2 at B1 (slot 1).
  const board = slotZone("board", 9);
  if (phase === "playing") board.slots[1] = { ...board.slots[1]!, sid: "s1", cards: [tile("b1", "blue", 2, "Captain"), tile("b2", "red", 7, "Rexy")] };
  snap.zones.board = board;
  snap.players = {
    p1: player("p1", "Alice", { counters: JSON.stringify({ medals: 2 }) as never, deckSubmitted: false, ready: phase === "playing" }),
    p2: player("p2", "Bob", { deckSubmitted: false, ready: phase === "playing" }),
  };
  snap.turn = phase === "waiting" ? { number: 0, current: "", first: "", won: "", markers: [], tally: {} } : { ...snap.turn, current: "p1" };
  return snap;
}

afterEach(() => void i18next.changeLanguage("en"));

describe("the Toy Battle table", () => {
  it("offers 'Set up the tiles' before the game, and no deck list", async () => {
    const fake = fakeRoom({ state: toyTable("waiting"), seat: "p1", onAction: moveCards });
    render(<TableScreen room={fake.room} onLeave={() => {}} />);
    fireEvent.click(await screen.findByRole("button", { name: "Set up the tiles" }));
    await waitFor(() => expect(fake.actions).toEqual([{ type: "toy-battle.setup" }]));
    expect(screen.queryByRole("region", { name: "Choose a deck" })).toBeNull();
  });

  it("names the spots, the stands, the counts and the medals, and sends the draw", async () => {
    const fake = fakeRoom({ state: toyTable("playing"), seat: "p1", onAction: moveCards });
    render(<TableScreen room={fake.room} onLeave={() => {}} />);
    const board = await screen.findByRole("region", { name: "Board: First Skirmish" });
    expect(within(board).getByRole("group", { name: "spot B1, red stack of 2, top: 7 Rexy" })).toBeTruthy();
    expect(within(board).getByRole("group", { name: "spot A1, red headquarters, empty" })).toBeTruthy();
    expect(within(board).getByRole("group", { name: "spot C2, base worth 2 medals, empty" })).toBeTruthy();
    expect(within(board).getAllByRole("group")).toHaveLength(9);
    const mine = screen.getByRole("region", { name: "Your stand" });
    expect(within(mine).getByRole("button", { name: "3 Giant" })).toBeTruthy();
    const theirs = screen.getByRole("region", { name: "Opponent's stand" });
    expect(within(theirs).getAllByRole("button", { name: "face-down tile" })).toHaveLength(2);
    expect(within(screen.getByRole("region", { name: "Your supply" })).getByText("tiles: 17")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Opponent's set-aside tiles" })).getByText("tiles: 4")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Your medals" })).getByText("2")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Your medals" })).getByText("Medals to win: 3")).toBeTruthy();
    fireEvent.click(within(screen.getByRole("region", { name: "Controls" })).getByRole("button", { name: "Draw tiles" }));
    await waitFor(() => expect(fake.actions).toEqual<ClientAction[]>([{ type: "toy-battle.draw" } as ClientAction]));
  });

  it("offers no look or search into the supply, by button or key, and shuffles the supply itself", async () => {
    const fake = fakeRoom({ state: toyTable("playing"), seat: "p1", onAction: moveCards });
    render(<TableScreen room={fake.room} onLeave={() => {}} />);
    const controls = await screen.findByRole("region", { name: "Controls" });
    for (const name of ["Look at top", "Look at bottom", "Search deck"]) expect(within(controls).queryByRole("button", { name })).toBeNull();
    fireEvent.keyDown(document.body, { key: "v" });
    fireEvent.click(within(controls).getByRole("button", { name: "Shuffle deck" }));
    await waitFor(() => expect(fake.actions).toEqual<ClientAction[]>([{ type: "shuffle", zone: "p1.supply" }]));
  });

  it("names a tower by its spot on the map, as the pile browser reads it", () => {
    const t = withGameWords((key, options) => String(i18next.t(key, options as never)), "toy-battle");
    expect(toyBattleTable.stackLabel({ t, persp: { role: "player", me: "p1" } as never, snap: toyTable("playing") }, "board", 1, "7 Rexy")).toBe("7 Rexy (spot B1)");
  });

  it("reads a tile by its Korean name in Korean", async () => {
    await i18next.changeLanguage("ko");
    const fake = fakeRoom({ state: toyTable("playing"), seat: "p1", onAction: moveCards });
    render(<TableScreen room={fake.room} onLeave={() => {}} />);
    const mine = await screen.findByRole("region", { name: "내 받침대" });
    expect(within(mine).getByRole("button", { name: "3 거인병" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "칸 B1, 빨강 병정 2층, 맨 위: 7 렉시" })).toBeTruthy();
  });

  it("puts a tile dropped on a tower onto it, on an empty spot into it, and a tower's top back on its own spot nowhere", () => {
    const fromStand = { ref: { zone: "p1.stand", pid: "t1" }, zone: "p1.stand", index: 0, name: "3 Giant" };
    expect(movesFor({ kind: "cards", cards: [fromStand] }, { kind: "slot", zone: "board", slot: 1, occupied: true })).toEqual([
      { type: "move", cards: [{ zone: "p1.stand", pid: "t1" }], to: { zone: "board", slot: 1, as: "onto" } },
    ]);
    expect(movesFor({ kind: "cards", cards: [fromStand] }, { kind: "slot", zone: "board", slot: 4, occupied: false })).toEqual([
      { type: "move", cards: [{ zone: "p1.stand", pid: "t1" }], to: { zone: "board", slot: 4 } },
    ]);
    const top = { ref: { zone: "board", pid: "b2" }, zone: "board", index: 1, name: "7 Rexy" };
    expect(movesFor({ kind: "cards", cards: [top] }, { kind: "slot", zone: "board", slot: 1, occupied: true })).toEqual([]);
    expect(movesFor({ kind: "cards", cards: [top] }, { kind: "pile", zone: "p1.discard" })).toEqual([
      { type: "move", cards: [{ zone: "board", pid: "b2" }], to: { zone: "p1.discard" } },
    ]);
  });

  it("offers the placed tile's effect and its base's after a placement this turn", async () => {
    const log: LogEntry[] = [
      { seq: 1, key: "turn.began", params: { number: 3 }, seat: "p1", judge: false },
      { seq: 2, key: "note.placed", params: { spot: "C2", card: "6 Rainbow", height: 1 }, seat: "p1", judge: false },
    ];
    const fake = fakeRoom({ state: toyTable("playing"), seat: "p1", onAction: moveCards, log });
    render(<TableScreen room={fake.room} onLeave={() => {}} />);
    fireEvent.click(await screen.findByRole("button", { name: "6 Rainbow: Draw one tile" }));
    fireEvent.click(screen.getByRole("button", { name: "Base C2: Draw one tile" }));
    await waitFor(() => expect(fake.actions).toHaveLength(2));
    expect(fake.actions).toEqual([
      { type: "assist", assist: "draw-one", params: {} },
      { type: "assist", assist: "draw-one", params: {} },
    ]);
  });

  it("takes an effect's button away once it is used this turn, the tile's first, and gives it back if the effect is taken back", async () => {
    const placed: LogEntry[] = [
      { seq: 1, key: "turn.began", params: { number: 3 }, seat: "p1", judge: false },
      { seq: 2, key: "note.placed", params: { spot: "C2", card: "6 Rainbow", height: 1 }, seat: "p1", judge: false },
      { seq: 3, key: "note.effect.draw-one", params: {}, seat: "p1", judge: false },
    ];
    const fake = fakeRoom({ state: toyTable("playing"), seat: "p1", onAction: moveCards, log: placed });
    const { unmount } = render(<TableScreen room={fake.room} onLeave={() => {}} />);
    expect(await screen.findByRole("button", { name: "Base C2: Draw one tile" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "6 Rainbow: Draw one tile" })).toBeNull();
    unmount();
    const both: LogEntry[] = [...placed, { seq: 4, key: "note.effect.draw-one", params: {}, seat: "p1", judge: false }];
    const again = fakeRoom({ state: toyTable("playing"), seat: "p1", onAction: moveCards, log: both });
    const second = render(<TableScreen room={again.room} onLeave={() => {}} />);
    await screen.findByRole("region", { name: "Board: First Skirmish" });
    expect(document.querySelector("[data-after-placement]")).toBeNull();
    second.unmount();
    const takenBack = fakeRoom({ state: toyTable("playing"), seat: "p1", onAction: moveCards, log: [...placed.slice(0, 2), { ...placed[2]!, takenBack: { by: 5, how: "undo", askedBy: "p1", agreedBy: "p2" } }] });
    render(<TableScreen room={takenBack.room} onLeave={() => {}} />);
    expect(await screen.findByRole("button", { name: "6 Rainbow: Draw one tile" })).toBeTruthy();
  });
});
