/**
 * A Pokémon with more attached cards than its slot shows readably (a fan of slivers under 8 px)
 * shows their count instead, a button that opens all of them in the pile browser: each there a
 * card with its name, draggable and with its menu, as under the Pokémon.
 */
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { CardSnap, TableSnap } from "../../../net/snapshot";
import { PileBrowser } from "../../../table/PileBrowser";
import { playingTable, renderTable } from "../../../table/testTable";
import { fanLimit, SLOT_WIDTH } from "./AttachedCards";
import { SlotsZone } from "./SlotsZone";

afterEach(cleanup);

const energy = (n: number): CardSnap => ({ pid: `e${n}`, faceDown: false, revealed: false, face: { defId: "demo-pma-24", name: n % 5 === 0 ? "Tinker's Gear: Overdrive" : "Basic Fire Energy" } });

/** Alice's Voltkit in the Active Spot with `count` attached cards. */
function table(count: number): TableSnap {
  return playingTable((snap) => {
    snap.zones["p1.active"] = {
      key: "p1.active",
      owner: "p1",
      spec: "active",
      count: 1,
      cards: [],
      slots: [
        {
          sid: "s1",
          cards: [{ pid: "v1", faceDown: false, revealed: false, face: { defId: "demo-pma-10", name: "Voltkit" } }],
          attached: Array.from({ length: count }, (_, i) => energy(i + 1)),
          counters: {},
          conditions: [],
          markers: [],
          enteredTurn: 1,
          toppedTurn: -1,
        },
      ],
    };
  });
}

const OPEN = "Browse the cards attached to Voltkit (Your active Pokémon, slot 1)";

describe("cards attached to a Pokémon", () => {
  it("fan out under it while every sliver stays readable: up to 7 on the Active, 5 on a Bench, 4 on a crowded Bench", () => {
    expect([fanLimit(SLOT_WIDTH.lg), fanLimit(SLOT_WIDTH.md), fanLimit(SLOT_WIDTH.sm)]).toEqual([7, 5, 4]);
    renderTable(<SlotsZone zone="p1.active" size="lg" />, { snap: table(7), role: "player", seat: "p1" });
    const spot = screen.getByRole("group", { name: "Your active Pokémon spot" });
    expect(within(spot).getAllByRole("button", { name: "Basic Fire Energy" })).toHaveLength(6);
    expect(within(spot).queryByRole("button", { name: OPEN })).toBeNull();
  });

  it("past that, show their count, a button that browses them all", () => {
    const { ctx } = renderTable(<SlotsZone zone="p1.active" size="lg" />, { snap: table(15), role: "player", seat: "p1" });
    const spot = screen.getByRole("group", { name: "Your active Pokémon spot" });
    expect(spot.getAttribute("data-attached")).toBe("15");
    expect(within(spot).queryByRole("button", { name: "Basic Fire Energy" })).toBeNull();
    const open = within(spot).getByRole("button", { name: OPEN });
    expect(open.textContent).toBe("15 attached");
    fireEvent.click(open);
    expect(ctx.setBrowse).toHaveBeenCalledWith("p1.active:0");
  });

  it("are listed in the pile browser by name, each with its place on the Pokémon", () => {
    renderTable(<PileBrowser />, { snap: table(15), role: "player", seat: "p1", ctx: { browse: "p1.active:0" } });
    const region = screen.getByRole("region", { name: "Browsing the cards attached to Voltkit (Your active Pokémon, slot 1)" });
    expect(within(region).getByRole("heading").textContent).toBe("Attached to Voltkit (15)");
    const cards = within(region).getAllByRole("button").filter((b) => b.dataset.index !== undefined);
    expect(cards.map((b) => b.getAttribute("aria-label"))).toEqual(Array.from({ length: 15 }, (_, i) => energy(i + 1).face!.name));
    expect(cards.map((b) => `${b.dataset.zone}:${b.dataset.slot}:${b.dataset.index}`)).toEqual(Array.from({ length: 15 }, (_, i) => `p1.active:0:${i}`));
  });

  it("close the browser once the Pokémon has left its slot", () => {
    const snap = table(15);
    snap.zones["p1.active"]!.slots[0] = { ...snap.zones["p1.active"]!.slots[0]!, sid: "", cards: [], attached: [] };
    const { ctx } = renderTable(<PileBrowser />, { snap, role: "player", seat: "p1", ctx: { browse: "p1.active:0" } });
    expect(screen.queryByRole("region")).toBeNull();
    expect(ctx.setBrowse).toHaveBeenCalledWith(null);
  });
});
