/**
 * A Pokémon in play's menu offers what a player does with it: move it where a card effect or the
 * rules send a Pokémon in play (hand, deck, discard pile, Lost Zone, the other of Active / Bench),
 * and declare an attack with one's own Active Pokémon (seed 001 §6.2, §7.1: the player
 * declares an attack with their own Active Pokémon).
 */
import { cleanup } from "@testing-library/react";
import type { CardDef } from "@playmat/shared";
import { afterEach, describe, expect, it } from "vitest";
import type { SlotSnap, TableSnap, ZoneSnap } from "../../../net/snapshot";
import { playingTable, renderTable } from "../../../table/testTable";
import type { Role } from "../../../table/perspective";
import type { StackSource } from "../../../table/selection";
import { stackMenu } from "./builders";
import type { MenuItem } from "../../../table/menu/types";

afterEach(cleanup);

const card = (pid: string, name: string) => ({ pid, faceDown: false, revealed: false, face: { defId: name.toLowerCase(), name } });
const pokemon = (sid: string, name: string): SlotSnap => ({
  sid,
  cards: [card(`${sid}c`, name)],
  attached: [],
  counters: {},
  conditions: [],
  markers: [],
  enteredTurn: 1,
  toppedTurn: -1,
});
const pile = (key: string, spec: string): ZoneSnap => ({ key, owner: key.split(".")[0] ?? "", spec, count: 0, cards: [], slots: [] });
const slots = (key: string, spec: string, filled: SlotSnap[], size: number): ZoneSnap => ({
  ...pile(key, spec),
  count: filled.length,
  slots: Array.from({ length: size }, (_, i) => filled[i] ?? { ...pokemon("", ""), sid: "", cards: [] }),
});

/** Both players with every zone of the game: Alice's Cindle active and Voltkit benched, Bob's Duskmoth active. */
function table(change: (snap: TableSnap) => void = () => {}): TableSnap {
  return playingTable((snap) => {
    for (const seat of ["p1", "p2"]) {
      for (const id of ["hand", "deck", "prize", "discard", "lost", "resolving"]) snap.zones[`${seat}.${id}`] = pile(`${seat}.${id}`, id);
    }
    snap.zones.stadium = { ...pile("stadium", "stadium"), owner: "" };
    snap.zones["p1.active"] = slots("p1.active", "active", [pokemon("s1", "Cindle")], 1);
    snap.zones["p1.bench"] = slots("p1.bench", "bench", [pokemon("s2", "Voltkit")], 5);
    snap.zones["p2.active"] = slots("p2.active", "active", [pokemon("s3", "Duskmoth")], 1);
    snap.zones["p2.bench"] = slots("p2.bench", "bench", [], 5);
    change(snap);
  });
}

const EMBER: CardDef = { id: "cindle", name: "Cindle", supertype: "Pokémon", subtypes: ["Basic"], attacks: [{ name: "Ember", cost: ["Fire"], damage: "30" }] } as never;
const SHADE: CardDef = { id: "duskmoth", name: "Duskmoth", supertype: "Pokémon", subtypes: ["Basic"], attacks: [{ name: "Shade", cost: [], damage: "10" }] } as never;
const TM: CardDef = { id: "technical machine: evolution", name: "Technical Machine: Evolution", supertype: "Trainer", subtypes: ["Pokémon Tool"], attacks: [{ name: "Evolution", cost: [] }] } as never;
const DEFS: Record<string, CardDef> = { cindle: EMBER, duskmoth: SHADE, [TM.id]: TM };
const defOf = (id: string | undefined) => (id ? DEFS[id] : undefined);

function menuOf(snap: TableSnap, zone: string, index: number, viewer: { role: Role; seat?: "p1" | "p2"; chosenSeat?: "p1" | "p2" }) {
  const { ctx } = renderTable(<></>, { snap, role: viewer.role, seat: viewer.seat ?? null, chosenSeat: viewer.chosenSeat, ctx: { defOf } });
  const slot = ctx.snap.zones[zone]!.slots[index]!;
  const stack: StackSource = { kind: "stack", zone, slot: index, name: slot.cards[0]!.face!.name, cards: slot.cards.map((c) => c.pid), attached: [] };
  return { ctx, items: stackMenu(ctx, zone, index, slot, stack) };
}

const labels = (items: MenuItem[] | undefined) => (items ?? []).map((i) => i.label);
const find = (items: MenuItem[], label: string) => items.find((i) => i.label === label);

describe("“Move Pokémon to…”", () => {
  it("sends one's Active Pokémon to the hand, the deck, the discard pile, the Lost Zone or the Bench, and nowhere else", () => {
    const { items } = menuOf(table(), "p1.active", 0, { role: "player", seat: "p1" });
    expect(labels(find(items, "Move Pokémon to…")?.items)).toEqual([
      "Your hand",
      "Your bench",
      "Your deck: top",
      "Your deck: bottom",
      "Your deck: shuffle in",
      "Your discard pile",
      "Your Lost Zone",
    ]);
  });

  it("sends a Benched Pokémon to the Active Spot instead of the Bench it is on", () => {
    const { items } = menuOf(table(), "p1.bench", 0, { role: "player", seat: "p1" });
    expect(labels(find(items, "Move Pokémon to…")?.items)).toEqual([
      "Your hand",
      "Your active Pokémon",
      "Your deck: top",
      "Your deck: bottom",
      "Your deck: shuffle in",
      "Your discard pile",
      "Your Lost Zone",
    ]);
  });

  it("offers the opponent's Pokémon its owner's zones, as a judge sees them by player", () => {
    const opponent = menuOf(table(), "p1.active", 0, { role: "player", seat: "p2" }).items;
    expect(labels(find(opponent, "Move Pokémon to…")?.items)).toEqual([
      "Opponent's hand",
      "Opponent's bench",
      "Opponent's deck: top",
      "Opponent's deck: bottom",
      "Opponent's deck: shuffle in",
      "Opponent's discard pile",
      "Opponent's Lost Zone",
    ]);
    const judged = menuOf(table(), "p1.bench", 0, { role: "judge", chosenSeat: "p2" }).items;
    expect(labels(find(judged, "Move Pokémon to…")?.items)).toEqual([
      "Player 1's hand",
      "Player 1's active Pokémon",
      "Player 1's deck: top",
      "Player 1's deck: bottom",
      "Player 1's deck: shuffle in",
      "Player 1's discard pile",
      "Player 1's Lost Zone",
    ]);
  });

  it("can't move the Active Pokémon to a full Bench: the item says so by being disabled", () => {
    const full = table((snap) => {
      snap.zones["p1.bench"] = slots("p1.bench", "bench", [1, 2, 3, 4, 5].map((n) => pokemon(`b${n}`, "Voltkit")), 5);
    });
    const { items } = menuOf(full, "p1.active", 0, { role: "player", seat: "p1" });
    expect(find(find(items, "Move Pokémon to…")!.items!, "Your bench")?.disabled).toBe(true);
  });

  it("does what dropping the Pokémon there does", () => {
    const { ctx, items } = menuOf(table(), "p1.bench", 0, { role: "player", seat: "p1" });
    const moveTo = find(items, "Move Pokémon to…")!.items!;
    find(moveTo, "Your hand")!.onSelect!();
    expect(ctx.send).toHaveBeenLastCalledWith([{ type: "move", cards: [{ zone: "p1.bench", pid: "s2c" }], to: { zone: "p1.hand" } }]);
    find(moveTo, "Your active Pokémon")!.onSelect!();
    expect(ctx.send).toHaveBeenLastCalledWith([{ type: "swap", a: { zone: "p1.bench", slot: 0 }, b: { zone: "p1.active", slot: 0 } }]);
    find(moveTo, "Your discard pile")!.onSelect!();
    expect(ctx.send).toHaveBeenLastCalledWith([{ type: "stack.discard", stack: { zone: "p1.bench", slot: 0 } }]);
  });
});

describe("“Attack…”", () => {
  it("is on one's own Active Pokémon, with its attacks and those its attached cards give it", () => {
    const withTool = table((snap) => {
      snap.zones["p1.active"]!.slots[0]!.attached = [card("tm", "Technical Machine: Evolution")];
    });
    const { ctx, items } = menuOf(withTool, "p1.active", 0, { role: "player", seat: "p1" });
    const attack = find(items, "Attack…")!;
    expect(labels(attack.items)).toEqual(["Ember (30)", "Evolution — from Technical Machine: Evolution"]);
    attack.items![0]!.onSelect!();
    expect(ctx.send).toHaveBeenCalledWith({ type: "attack", stack: { zone: "p1.active", slot: 0 }, name: "Ember" });
  });

  it("is not on a Benched Pokémon, nor on the opponent's Active Pokémon", () => {
    expect(labels(menuOf(table(), "p1.bench", 0, { role: "player", seat: "p1" }).items)).not.toContain("Attack…");
    expect(labels(menuOf(table(), "p2.active", 0, { role: "player", seat: "p1" }).items)).not.toContain("Attack…");
    expect(labels(menuOf(table(), "p1.active", 0, { role: "player", seat: "p2" }).items)).not.toContain("Attack…");
  });

  it("is, for a judge, on the Active Pokémon of the player they act as", () => {
    expect(labels(menuOf(table(), "p2.active", 0, { role: "judge", chosenSeat: "p2" }).items)).toContain("Attack…");
    expect(labels(menuOf(table(), "p2.active", 0, { role: "judge", chosenSeat: "p1" }).items)).not.toContain("Attack…");
  });
});
