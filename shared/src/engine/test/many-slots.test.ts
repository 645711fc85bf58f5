/**
 * A slot zone may hold many slots: a board game's map is one slot per spot (Toy Battle). The
 * protocol's schema accepts a slot index up to MAX_SLOT_INDEX and no further, and a move names
 * such a slot like any other.
 */
import { describe, expect, it } from "vitest";
import { CoreActionSchema, MAX_SLOT_INDEX } from "../actions";
import type { GameDefinition } from "../definition";
import { sandbox } from "../../games/sandbox";
import { TestTable } from "../../testing/table";

/** The sandbox with a public board of 40 slots beside its piles. */
const withBoard: GameDefinition = {
  ...sandbox,
  zones: [...sandbox.zones, { id: "board", perPlayer: false, layout: "slots", visibility: "public", slots: () => 40 }],
};

describe("a slot zone of many slots", () => {
  it("takes a move to slot 35, named as the schema allows", () => {
    const action = { type: "move", cards: [{ zone: "p1.hand", at: 0 }], to: { zone: "board", slot: 35 } };
    expect(CoreActionSchema.safeParse(action).success).toBe(true);
    const t = new TestTable(withBoard, {}, 3).do("p1", { type: "sandbox.deal" } as never);
    const card = t.hand("p1")[0]!;
    t.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: card.pid }], to: { zone: "board", slot: 35 } });
    expect(t.slots("board").slots[35]?.cards.map((c) => c.uid)).toEqual([card.uid]);
    expect(t.slots("board").slots).toHaveLength(40);
  });

  it("refuses a slot index past the bound in the protocol's schema", () => {
    const past = { type: "move.stack", from: { zone: "board", slot: 0 }, to: { zone: "board", slot: MAX_SLOT_INDEX + 1 } };
    expect(CoreActionSchema.safeParse(past).success).toBe(false);
    expect(CoreActionSchema.safeParse({ ...past, to: { zone: "board", slot: MAX_SLOT_INDEX } }).success).toBe(true);
  });
});
