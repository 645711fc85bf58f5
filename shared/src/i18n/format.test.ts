/** How a log line reads: "You" for the viewer, names for others, whose zone, and judge stamps. */
import { describe, expect, it } from "vitest";
import type { CardMention, TableEvent } from "../engine/events";
import type { Actor, Viewer } from "../engine/types";
import { describeEvent } from "../log/entry";
import { formatLogEntry } from "./instance";

const names = { p1: "Alice", p2: "Bob" };
const P1: Viewer = { role: "player", seat: "p1" };
const P2: Viewer = { role: "player", seat: "p2" };
const SPECTATOR: Viewer = { role: "spectator" };
const JUDGE: Viewer = { role: "judge" };
const read = (event: TableEvent, viewer: Viewer) => formatLogEntry("ptcg", describeEvent("ptcg", event, viewer)!, viewer, names);

const sprout = (seenBy: CardMention["seenBy"]): CardMention => ({ defId: "t-sprout", name: "Sprout", seenBy });
const draw = (by: Actor): TableEvent => ({
  type: "cards.moved", via: "draw", cards: [sprout(["p1"])], from: { zone: "p1.deck" }, to: { zone: "p1.hand" }, owner: "p1", by,
});

describe("formatLogEntry", () => {
  it("reads naturally for each audience", () => {
    expect(read(draw({ seat: "p1" }), P1)).toBe("You drew Sprout.");
    expect(read(draw({ seat: "p1" }), P2)).toBe("Alice drew a card.");
    expect(read(draw({ seat: "p1" }), SPECTATOR)).toBe("Alice drew a card.");
    expect(read(draw({ seat: "p1" }), JUDGE)).toBe("Alice drew Sprout.");
  });

  it("stamps what a judge did", () => {
    expect(read(draw({ seat: "p1", judge: true }), P2)).toBe("[Judge] Alice drew a card.");
  });

  it("calls players by name unless told otherwise", () => {
    const entry = describeEvent("ptcg", draw({ seat: "p1" }), SPECTATOR)!;
    expect(formatLogEntry("ptcg", entry, SPECTATOR)).toBe("Player 1 drew a card.");
  });

  it("says whose zone: yours, theirs (the actor's) or someone's by name", () => {
    const taken: TableEvent = {
      type: "cards.moved", via: "move", cards: [sprout("all")], from: { zone: "p1.discard" }, to: { zone: "p2.hand" }, owner: "p1", by: { seat: "p2" },
    };
    expect(read(taken, P1)).toBe("Bob moved Sprout from your discard pile to their hand.");
    expect(read(taken, P2)).toBe("You moved Sprout from Alice's discard pile to your hand.");
    expect(read(taken, SPECTATOR)).toBe("Bob moved Sprout from Alice's discard pile to their hand.");
  });

  it("says where a card lies the way players do", () => {
    const reslot: TableEvent = { type: "stack.moved", from: { zone: "p2.bench", slot: 0 }, to: { zone: "p2.bench", slot: 3 }, top: sprout("all"), by: { seat: "p2" } };
    expect(read(reslot, P2)).toBe("You moved Sprout to slot 4 on your bench.");
    const reveal: TableEvent = { type: "cards.revealed", cards: [sprout("all")], zone: "p1.hand", revealed: true, by: { seat: "p1" } };
    expect(read(reveal, P2)).toBe("Alice revealed Sprout in their hand.");
  });

  it("tells an undo request to the one who asked, the one asked and everyone else", () => {
    const asked: TableEvent = {
      type: "prompt.opened",
      prompt: { id: "u1", kind: "approve-undo", to: "p1", from: "p2", data: { count: 1, takes: [{ seq: 7, showedHiddenInformation: false }] } },
      by: { seat: "p2" },
    };
    expect(read(asked, P2)).toBe("You asked Alice to approve taking back the last action.");
    expect(read(asked, P1)).toBe("Bob asked you to take back their last action.");
    expect(read(asked, SPECTATOR)).toBe("Bob asked Alice to approve taking back the last action.");
  });

  it("tells an agreed undo as the agreeing player's, or as the judge's when a judge agreed for them", () => {
    const undone = (by: Actor, count = 1): TableEvent => ({ type: "history.undone", seqs: [7, 8].slice(0, count), lines: [], askedBy: "p1", agreedBy: "p2", by });
    expect(read(undone({ seat: "p2" }), P2)).toBe("You agreed to take back Alice's last action.");
    expect(read(undone({ seat: "p2" }), P1)).toBe("Bob agreed to take back your last action.");
    expect(read(undone({ seat: "p2" }), SPECTATOR)).toBe("Bob agreed to take back Alice's last action.");
    // Bob did not agree himself: the judge did, for him — whichever seat the judge was acting as.
    for (const seat of ["p1", "p2"] as const) {
      const byJudge = undone({ seat, judge: true });
      expect(read(byJudge, P2)).toBe("[Judge] The judge agreed for you to take back Alice's last action.");
      expect(read(byJudge, P1)).toBe("[Judge] The judge agreed for Bob to take back your last action.");
      expect(read(byJudge, SPECTATOR)).toBe("[Judge] The judge agreed for Bob to take back Alice's last action.");
      expect(read(byJudge, JUDGE)).toBe("[Judge] The judge agreed for Bob to take back Alice's last action.");
    }
    expect(read(undone({ seat: "p2", judge: true }, 2), P2)).toBe("[Judge] The judge agreed for you to take back Alice's last 2 actions.");
    expect(read(undone({ seat: "p2", judge: true }, 2), P1)).toBe("[Judge] The judge agreed for Bob to take back your last 2 actions.");
    expect(read(undone({ seat: "p2", judge: true }, 2), SPECTATOR)).toBe("[Judge] The judge agreed for Bob to take back Alice's last 2 actions.");
  });

  it("says when a requested card is chosen at random, and when it goes to the bottom of the deck", () => {
    const request = (action: object): TableEvent => ({
      type: "prompt.opened",
      prompt: { id: "r1", kind: "approve-action", to: "p1", from: "p2", data: { action } },
      by: { seat: "p2" },
    });
    const discardRandom = request({ type: "move", cards: [{ zone: "p1.hand", random: true }], to: { zone: "p1.discard" } });
    expect(read(discardRandom, P1)).toBe("Bob asked you to approve: move a card chosen at random to your discard pile.");
    expect(read(discardRandom, SPECTATOR)).toBe("Bob asked Alice to approve: move a card chosen at random to Alice's discard pile.");
    const bottomRandom = request({ type: "move", cards: [{ zone: "p1.hand", random: true }], to: { zone: "p1.deck", at: "bottom" } });
    expect(read(bottomRandom, P1)).toBe("Bob asked you to approve: put a card chosen at random on the bottom of your deck.");
    expect(read(bottomRandom, P2)).toBe("You asked Alice to approve: put a card chosen at random on the bottom of Alice's deck.");
    const chosen = request({ type: "move", cards: [{ zone: "p1.discard", pid: "c9" }], to: { zone: "p1.hand" } });
    expect(read(chosen, P1)).toBe("Bob asked you to approve: move a card to your hand.");
  });

  it("says what a Pokémon Checkup coin did: still Burned or cured, awake or still Asleep", () => {
    const coin = (purpose: "burn" | "sleep", result: "heads" | "tails"): TableEvent => ({ type: "coins.flipped", results: [result], purpose, by: { seat: "p1" } });
    expect(read(coin("burn", "tails"), P2)).toBe("Pokémon Checkup, Burned: the coin came up tails, so it stays Burned.");
    expect(read(coin("burn", "heads"), SPECTATOR)).toBe("Pokémon Checkup, Burned: the coin came up heads, so it is no longer Burned.");
    expect(read(coin("sleep", "heads"), P1)).toBe("Pokémon Checkup, Asleep: the coin came up heads, so it wakes up.");
    expect(read(coin("sleep", "tails"), JUDGE)).toBe("Pokémon Checkup, Asleep: the coin came up tails, so it stays Asleep.");
    // Any other coin reads as before.
    expect(read({ type: "coins.flipped", results: ["tails"], by: { seat: "p1" } }, P1)).toBe("You flipped a coin: tails.");
  });

  it("tells what Pokémon Checkup does (poison, burn, a condition wearing off) as the game's, not the player's who pressed it", () => {
    const top: CardMention = { defId: "t-sprout", name: "Sprout", seenBy: "all" };
    const poison: TableEvent = { type: "counter.changed", place: { zone: "p2.active", slot: 0 }, top, counter: "damage", from: 0, to: 10, cause: "poisoned", by: { seat: "p1" } };
    expect(read(poison, P2)).toBe("Pokémon Checkup, Poisoned: 10 damage on your Active Sprout (10 in all).");
    expect(read(poison, P1)).toBe("Pokémon Checkup, Poisoned: 10 damage on Bob's Active Sprout (10 in all).");
    expect(read(poison, SPECTATOR)).toBe("Pokémon Checkup, Poisoned: 10 damage on Bob's Active Sprout (10 in all).");
    const burn: TableEvent = { ...poison, from: 10, to: 30, cause: "burned", by: { seat: "p2" } } as TableEvent;
    expect(read(burn, P1)).toBe("Pokémon Checkup, Burned: 20 damage on Bob's Active Sprout (30 in all).");
    const paralysisOver: TableEvent = { type: "condition.changed", place: { zone: "p2.active", slot: 0 }, top, condition: "paralyzed", on: false, replaced: [], checkup: true, by: { seat: "p1" } };
    expect(read(paralysisOver, P2)).toBe("Pokémon Checkup: your Active Sprout is no longer Paralyzed.");
    expect(read(paralysisOver, SPECTATOR)).toBe("Pokémon Checkup: Bob's Active Sprout is no longer Paralyzed.");
    // Not "Alice put damage on your Pokémon": the line is nobody's move on the other side.
    expect(describeEvent("ptcg", poison, P2)).toMatchObject({ seat: null });
    expect(describeEvent("ptcg", poison, P2)?.crossSide).toBeUndefined();
  });

  it("counts duplicates and lists names in English", () => {
    const energy: CardMention = { defId: "e", name: "Basic Psychic Energy", seenBy: ["p1"] };
    const hand: TableEvent = { ...(draw({ seat: "p1" }) as Extract<TableEvent, { type: "cards.moved" }>), cards: [sprout(["p1"]), energy, energy, { ...energy, name: "Quick Ball" }] };
    expect(read(hand, P1)).toBe("You drew Sprout, 2× Basic Psychic Energy, and Quick Ball.");
    expect(read(hand, P2)).toBe("Alice drew 4 cards.");
  });
});
