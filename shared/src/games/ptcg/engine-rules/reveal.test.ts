/**
 * Showing and hiding cards (seed 001 §11): revealing a card shows it to everyone where it lies,
 * hiding it again gives it a fresh id; turning a card face down hides it from the opponent.
 * Only a card's owner (or a judge) decides to show or hide it.
 */
import { describe, expect, it } from "vitest";
import type { TableEventOf } from "../../../engine/events";
import { canSee } from "../../../engine/visibility";
import type { Card, Viewer } from "../../../engine/types";
import { TestTable } from "../../../testing/table";

function game(): TestTable {
  const table = new TestTable().startGame("Sprout");
  if (table.current !== "p1") throw new Error("seed 42 should let p1 go first");
  return table;
}

const P1: Viewer = { role: "player", seat: "p1" };
const P2: Viewer = { role: "player", seat: "p2" };
const SPECTATOR: Viewer = { role: "spectator" };
const JUDGE: Viewer = { role: "judge" };

function sees(table: TestTable, zone: string, uid: number, viewer: Viewer): boolean {
  const z = table.state.zones[zone]!;
  const card: Card | undefined =
    z.layout === "pile" ? z.cards.find((c) => c.uid === uid) : z.slots.flatMap((s) => (s ? [...s.cards, ...s.attached] : [])).find((c) => c.uid === uid);
  if (!card) throw new Error(`no card ${uid} in ${zone}`);
  return canSee(table.definition, z, card, viewer);
}

describe("reveal and hide", () => {
  it("a revealed hand card is seen by everyone, where it lies, and keeps its id", () => {
    const table = game();
    const card = table.hand("p1")[0]!;
    expect(sees(table, "p1.hand", card.uid, P2)).toBe(false);
    table.do("p1", { type: "reveal", cards: [{ zone: "p1.hand", pid: card.pid }] });
    expect(table.hand("p1")[0]).toMatchObject({ uid: card.uid, pid: card.pid, revealed: true });
    for (const viewer of [P1, P2, SPECTATOR, JUDGE]) expect(sees(table, "p1.hand", card.uid, viewer)).toBe(true);
    const event = table.lastEvents.find((e) => e.type === "cards.revealed") as TableEventOf<"cards.revealed">;
    expect(event).toMatchObject({ zone: "p1.hand", revealed: true });
    expect(event.cards[0]!.seenBy).toBe("all");
  });

  it("the top card of the deck can be revealed by position", () => {
    const table = game();
    const top = table.pile("p1.deck").cards[0]!;
    table.do("p1", { type: "reveal", cards: [{ zone: "p1.deck", at: "top" }] });
    expect(sees(table, "p1.deck", top.uid, P2)).toBe(true);
    expect(sees(table, "p1.deck", table.pile("p1.deck").cards[1]!.uid, P1)).toBe(false);
  });

  it("a revealed card is hidden again as soon as it moves", () => {
    const table = game();
    const card = table.hand("p1")[0]!;
    table.do("p1", { type: "reveal", cards: [{ zone: "p1.hand", pid: card.pid }] });
    table.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: card.pid }], to: { zone: "p1.deck", at: "top" } });
    expect(table.pile("p1.deck").cards[0]).toMatchObject({ uid: card.uid, revealed: false });
    expect(sees(table, "p1.deck", card.uid, P2)).toBe(false);
  });

  it("hiding a revealed card gives it a fresh id, so those who saw it can't follow it", () => {
    const table = game();
    const card = table.hand("p1")[0]!;
    table.do("p1", { type: "reveal", cards: [{ zone: "p1.hand", pid: card.pid }] });
    table.do("p1", { type: "hide", cards: [{ zone: "p1.hand", pid: card.pid }] });
    const now = table.hand("p1").find((c) => c.uid === card.uid)!;
    expect(now.revealed).toBe(false);
    expect(now.pid).not.toBe(card.pid);
    expect(sees(table, "p1.hand", card.uid, P2)).toBe(false);
    // The log line about hiding it is for everyone who saw it.
    const event = table.lastEvents.find((e) => e.type === "cards.revealed") as TableEventOf<"cards.revealed">;
    expect(event).toMatchObject({ revealed: false });
    expect(event.cards[0]!.seenBy).toBe("all");
  });

  it("several cards are revealed together", () => {
    const table = game();
    const [a, b, c] = table.hand("p1");
    table.do("p1", { type: "reveal", cards: [a!, b!, c!].map((x) => ({ zone: "p1.hand", pid: x.pid })) });
    expect(table.hand("p1").slice(0, 3).every((x) => x.revealed)).toBe(true);
    expect(table.hand("p1").slice(3).some((x) => x.revealed)).toBe(false);
  });

  it("only a card's owner reveals or hides it: the opponent is refused, and nothing changes", () => {
    const table = game();
    const card = table.hand("p1")[0]!;
    const before = structuredClone(table.state);
    expect(table.refuse("p2", { type: "reveal", cards: [{ zone: "p1.hand", pid: card.pid }] }).code).toBe("authority.owner");
    expect(table.refuse("p2", { type: "reveal", cards: [{ zone: "p1.active", pid: table.stack("p1.active").cards[0]!.pid }] }).code).toBe("authority.owner");
    expect(table.refuse("p2", { type: "hide", cards: [{ zone: "p1.hand", pid: card.pid }] }).code).toBe("authority.owner");
    expect(table.state).toEqual(before);
  });

  it("a judge may reveal a player's card", () => {
    const table = game();
    const card = table.hand("p1")[0]!;
    table.do("p2", { type: "reveal", cards: [{ zone: "p1.hand", pid: card.pid }] }, true);
    expect(table.hand("p1")[0]!.revealed).toBe(true);
  });
});

describe("flip face down and face up", () => {
  it("turning a Pokémon face down hides it from the opponent (not from its owner) and gives it a fresh id", () => {
    const table = game();
    const pebble = table.playCard("p1", "Pebble", { zone: "p1.bench", slot: 0 });
    const pid = table.stack("p1.bench", 0).cards[0]!.pid;
    expect(sees(table, "p1.bench", pebble.uid, P2)).toBe(true);
    table.do("p1", { type: "flip", cards: [{ zone: "p1.bench", pid }], faceDown: true });
    const card = table.stack("p1.bench", 0).cards[0]!;
    expect(card.faceDown).toBe(true);
    expect(card.pid).not.toBe(pid);
    expect(sees(table, "p1.bench", pebble.uid, P1)).toBe(true);
    expect(sees(table, "p1.bench", pebble.uid, P2)).toBe(false);
    expect(sees(table, "p1.bench", pebble.uid, SPECTATOR)).toBe(false);
    expect(sees(table, "p1.bench", pebble.uid, JUDGE)).toBe(true);
  });

  it("turning it face up shows it to everyone again", () => {
    const table = game();
    const pebble = table.playCard("p1", "Pebble", { zone: "p1.bench", slot: 0 });
    table.do("p1", { type: "flip", cards: [{ zone: "p1.bench", pid: table.stack("p1.bench", 0).cards[0]!.pid }], faceDown: true });
    const down = table.stack("p1.bench", 0).cards[0]!;
    table.do("p1", { type: "flip", cards: [{ zone: "p1.bench", pid: down.pid }], faceDown: false });
    expect(table.stack("p1.bench", 0).cards[0]!.faceDown).toBe(false);
    expect(sees(table, "p1.bench", pebble.uid, P2)).toBe(true);
    expect(table.lastEvents).toContainEqual(expect.objectContaining({ type: "cards.flipped", zone: "p1.bench", faceDown: false }));
  });

  it("turning a revealed card face down also ends the reveal", () => {
    const table = game();
    const top = table.stack("p1.active").cards[0]!;
    table.do("p1", { type: "reveal", cards: [{ zone: "p1.active", pid: top.pid }] });
    table.do("p1", { type: "flip", cards: [{ zone: "p1.active", pid: top.pid }], faceDown: true });
    expect(table.stack("p1.active").cards[0]).toMatchObject({ faceDown: true, revealed: false });
    expect(sees(table, "p1.active", top.uid, P2)).toBe(false);
  });

  it("only the owner may turn its card face down; the opponent can't turn it back up either", () => {
    const table = game();
    const top = table.stack("p1.active").cards[0]!;
    const before = structuredClone(table.state);
    expect(table.refuse("p2", { type: "flip", cards: [{ zone: "p1.active", pid: top.pid }], faceDown: true }).code).toBe("authority.owner");
    expect(table.state).toEqual(before);
    table.do("p1", { type: "flip", cards: [{ zone: "p1.active", pid: top.pid }], faceDown: true });
    const down = table.stack("p1.active").cards[0]!;
    const after = structuredClone(table.state);
    expect(table.refuse("p2", { type: "flip", cards: [{ zone: "p1.active", pid: down.pid }], faceDown: false }).code).toBe("authority.hidden");
    expect(table.state).toEqual(after);
  });

  it("a judge may turn a player's card face down", () => {
    const table = game();
    const top = table.stack("p1.active").cards[0]!;
    table.do("p2", { type: "flip", cards: [{ zone: "p1.active", pid: top.pid }], faceDown: true }, true);
    expect(table.stack("p1.active").cards[0]!.faceDown).toBe(true);
  });
});
