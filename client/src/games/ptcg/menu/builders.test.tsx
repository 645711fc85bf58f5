/** A card's menu offers every way a card joins a Pokémon in play: attached, evolved onto it, or put under it. */
import { cleanup } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { playingTable, renderTable } from "../../../table/testTable";
import { movedCard } from "../../../table/zones/cards";
import { cardMenu, stackMenu } from "./builders";
import type { MenuItem } from "../../../table/menu/types";

afterEach(cleanup);

const card = (pid: string, name: string) => ({ pid, faceDown: false, revealed: false, face: { defId: `demo-${pid}`, name } });

function table() {
  return playingTable((snap) => {
    snap.zones["p1.hand"] = { key: "p1.hand", owner: "p1", spec: "hand", count: 1, cards: [card("h1", "Lost Memento")], slots: [] };
    snap.zones["p1.active"] = {
      key: "p1.active",
      owner: "p1",
      spec: "active",
      count: 1,
      cards: [],
      slots: [{ sid: "s1", cards: [card("a1", "Cindle")], attached: [], counters: {}, conditions: [], markers: [], enteredTurn: 1, toppedTurn: -1 }],
    };
  });
}

const labels = (items: MenuItem[]) => items.map((i) => i.label);

describe("a hand card's menu", () => {
  it("puts the card under a Pokémon in play through “Put under…”", () => {
    const { ctx } = renderTable(<></>, { snap: table(), role: "player", seat: "p1" });
    const hand = ctx.snap.zones["p1.hand"]!.cards[0]!;
    const items = cardMenu(ctx, hand, movedCard(ctx, hand, "p1.hand", 0));
    expect(labels(items)).toEqual(expect.arrayContaining(["Attach to…", "Evolve…", "Put under…"]));
    const under = items.find((i) => i.label === "Put under…")!;
    expect(labels(under.items!)).toEqual(["Cindle (Your active Pokémon, slot 1)"]);
    under.items![0]!.onSelect!();
    expect(ctx.send).toHaveBeenCalledWith([{ type: "move", cards: [{ zone: "p1.hand", pid: "h1" }], to: { zone: "p1.active", slot: 0, as: "under" } }]);
  });
});

describe("a Stadium's menu", () => {
  it("offers both players' discard piles: the client can't tell whose Stadium it is", () => {
    const snap = table();
    snap.zones.stadium = { key: "stadium", owner: "", spec: "stadium", count: 1, cards: [card("st1", "Sky Field")], slots: [] };
    for (const seat of ["p1", "p2"]) snap.zones[`${seat}.discard`] = { key: `${seat}.discard`, owner: seat, spec: "discard", count: 0, cards: [], slots: [] };
    const { ctx } = renderTable(<></>, { snap, role: "player", seat: "p1" });
    const stadium = ctx.snap.zones.stadium!.cards[0]!;
    const moveTo = cardMenu(ctx, stadium, movedCard(ctx, stadium, "stadium", 0)).find((i) => i.label === "Move to…")!;
    expect(labels(moveTo.items!)).toEqual(expect.arrayContaining(["Your discard pile", "Opponent's discard pile"]));
    moveTo.items!.find((i) => i.label === "Opponent's discard pile")!.onSelect!();
    expect(ctx.send).toHaveBeenCalledWith([{ type: "move", cards: [{ zone: "stadium", pid: "st1" }], to: { zone: "p2.discard" } }]);
  });
});

describe("a Pokémon's “Set damage…”", () => {
  it("asks for the number naming the Pokémon and the most the table keeps", () => {
    const { ctx } = renderTable(<></>, { snap: table(), role: "player", seat: "p1" });
    const slot = ctx.snap.zones["p1.active"]!.slots[0]!;
    const items = stackMenu(ctx, "p1.active", 0, slot, { kind: "stack", zone: "p1.active", slot: 0 } as never);
    items.find((i) => i.label === "Set damage…")!.onSelect!();
    expect(ctx.askNumber).toHaveBeenCalledWith("Damage", 0, expect.any(Function), { description: "Cindle (Your active Pokémon, slot 1)", max: 9990 });
  });

  it("offers “−10 damage” only when the Pokémon has damage to remove", () => {
    const { ctx } = renderTable(<></>, { snap: table(), role: "player", seat: "p1" });
    const slot = ctx.snap.zones["p1.active"]!.slots[0]!;
    const source = { kind: "stack", zone: "p1.active", slot: 0 } as never;
    expect(stackMenu(ctx, "p1.active", 0, slot, source).find((i) => i.label === "−10 damage")!.disabled).toBe(true);
    expect(stackMenu(ctx, "p1.active", 0, { ...slot, counters: { damage: 30 } }, source).find((i) => i.label === "−10 damage")!.disabled).toBe(false);
  });
});
