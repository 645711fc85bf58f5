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

  it("goes to a zone that lies that way rather than one mostly across it, when there is one", () => {
    // The prizes' top card, at 1280×720: the Stadium lies a little right of it but far above.
    const prize = { left: 10, top: 431, width: 48, height: 67 };
    const layout = [box("stadium", 8, 320, 112, 80), box("prizes", 4, 408, 112, 208), box("active", 377, 420, 76, 95), box("hand", 4, 620, 962, 96)];
    expect(nextBox(prize, layout, "right", "prizes")?.id).toBe("active");
    // With nothing that way but the Stadium, the arrow still gets there.
    expect(nextBox(prize, layout.filter((b) => b.id === "stadium" || b.id === "prizes"), "right", "prizes")?.id).toBe("stadium");
  });

  it("never hops to a zone around the card, nor backwards", () => {
    expect(nextBox({ left: 270, top: 485, width: 60, height: 80 }, boxes, "down", "bench-2")?.id).toBe("hand");
    expect(nextBox(card, boxes, "down", "hand")).toBeNull();
  });
});
