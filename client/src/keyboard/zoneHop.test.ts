import { describe, expect, it } from "vitest";
import { nextBox, type Box } from "./zoneHop";

const box = (id: string, left: number, top: number, width = 60, height = 80): Box => ({ id, left, top, width, height });

describe("nextBox", () => {
  const hand = box("hand", 100, 600, 400, 90);
  const bench = box("bench", 100, 480, 400, 90);
  const slot2 = box("bench-2", 260, 485);
  const discard = box("discard", 600, 480);
  const stadium = box("stadium", 0, 330);
  const boxes = [hand, bench, slot2, discard, stadium];
  const card = { left: 270, top: 605, width: 60, height: 80 };

  it("hops to the nearest zone in the arrow's direction", () => {
    expect(nextBox(card, boxes, "up", "hand")?.id).toBe("bench");
    expect(nextBox({ left: 270, top: 485, width: 60, height: 80 }, boxes, "right", "bench-2")?.id).toBe("discard");
  });

  it("never hops to a zone around the card, nor backwards", () => {
    expect(nextBox({ left: 270, top: 485, width: 60, height: 80 }, boxes, "down", "bench-2")?.id).toBe("hand");
    expect(nextBox(card, boxes, "down", "hand")).toBeNull();
  });
});
