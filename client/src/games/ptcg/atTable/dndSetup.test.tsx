/**
 * What a screen reader hears when a card is picked up with the keyboard (dnd-kit's live region,
 * with the table's own DndContext settings): the card's name, as this viewer may name it.
 */
import { DndContext } from "@dnd-kit/core";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { emptyTable, type TableSnap, type ZoneSnap } from "../../../net/snapshot";
import { zoneHopCoordinates } from "../../../keyboard/zoneHop";
import { announcements, innermostCollision, useTableDnd } from "../../../table/dndSetup";
import { t as tr, renderTable } from "../../../table/testTable";
import { HandZone } from "../../../table/zones/HandZone";
import { PrizeZone } from "../zones/PrizeZone";

afterEach(() => {
  cleanup();
  // jsdom has no hit test of its own: the tests below lend it one.
  delete (document as { elementFromPoint?: unknown }).elementFromPoint;
});

const pile = (key: string, cards: ZoneSnap["cards"], count = cards.length): ZoneSnap => ({ key, owner: key.split(".")[0]!, spec: key.split(".")[1]!, count, cards, slots: [] });

/** Alice's view: her hand, Bob's hand (backs only: the server sends no faces), her prizes. */
function table(): TableSnap {
  const snap = emptyTable();
  snap.game = "ptcg";
  snap.phase = "playing";
  snap.zones = {
    "p1.hand": pile("p1.hand", [{ pid: "c1", faceDown: false, revealed: false, face: { defId: "demo-pma-9", name: "Seeker Scope" } }]),
    "p2.hand": pile("p2.hand", [{ pid: "c2", faceDown: false, revealed: false }]),
    "p1.prize": pile("p1.prize", [], 6),
  };
  return snap;
}

function Board({ children }: { children: React.ReactNode }) {
  const dnd = useTableDnd(tr);
  return <DndContext {...dnd}>{children}</DndContext>;
}

const liveRegion = () => document.querySelector<HTMLElement>('[id^="DndLiveRegion-"]');

async function pickUp(card: HTMLElement): Promise<void> {
  card.focus();
  await act(async () => void fireEvent.keyDown(card, { key: " ", code: "Space" }));
}

describe("keyboard pick-up announcements", () => {
  it("keeps the card's name in the live region: the first “over” is added to the pick-up, not put in its place", async () => {
    renderTable(
      <Board>
        <HandZone seat="p1" compact={false} />
      </Board>,
      { snap: table(), role: "player", seat: "p1" },
    );
    await pickUp(screen.getByRole("button", { name: "Seeker Scope" }));
    await waitFor(() => expect(liveRegion()?.textContent).toBe("Picked up Seeker Scope from Your hand. Over Your hand."));
    await act(async () => void fireEvent.keyDown(document.activeElement!, { key: "Escape", code: "Escape" }));
    await waitFor(() => expect(liveRegion()?.textContent).toBe("Cancelled: the card is back where it was."));
  });

  it("names a card this viewer may not see “face-down card”", async () => {
    renderTable(
      <Board>
        <HandZone seat="p2" compact />
      </Board>,
      { snap: table(), role: "player", seat: "p1" },
    );
    await pickUp(screen.getByRole("button", { name: "face-down card" }));
    await waitFor(() => expect(liveRegion()?.textContent).toBe("Picked up face-down card from Opponent's hand. Over Opponent's hand."));
  });

  it("names a prize “face-down card”, also for its owner", async () => {
    renderTable(
      <Board>
        <PrizeZone seat="p1" />
      </Board>,
      { snap: table(), role: "player", seat: "p1" },
    );
    await pickUp(screen.getAllByRole("button", { name: "face-down card" })[0]!);
    await waitFor(() => expect(liveRegion()?.textContent).toBe("Picked up face-down card from Your prizes. Over Your prizes."));
  });
});

const drag = (label: string) => ({ id: "card:c1", data: { current: { label } } }) as never;
const drop = (label: string) => ({ id: "drop:x", data: { current: { label } } }) as never;

describe("announcements", () => {

  it("adds only the first “over” after a pick-up to it; later ones stand alone", () => {
    const say = announcements(tr);
    expect(say.onDragStart({ active: drag("Cindle from Your hand") })).toBe("Picked up Cindle from Your hand.");
    expect(say.onDragOver({ active: drag("Cindle from Your hand"), over: drop("Your hand") })).toBe("Picked up Cindle from Your hand. Over Your hand.");
    expect(say.onDragOver({ active: drag("Cindle from Your hand"), over: drop("Your bench") })).toBe("Over Your bench.");
    expect(say.onDragEnd({ active: drag("Cindle from Your hand"), over: drop("Your bench") })).toBe("Dropped on Your bench.");
    // A new pick-up starts over; a cancelled one leaves nothing behind.
    say.onDragStart({ active: drag("Cindle from Your hand") });
    expect(say.onDragCancel({ active: drag("Cindle from Your hand"), over: null })).toBe("Cancelled: the card is back where it was.");
    expect(say.onDragOver({ active: drag("Cindle from Your hand"), over: null })).toBe("Not over a zone.");
  });
});

describe("the drop announcement", () => {
  it("says where the card was dropped, never that it moved: the table may refuse the move, and its alert says so", () => {
    const say = announcements(tr);
    say.onDragStart({ active: drag("Cindle from Your hand") });
    const dropped = say.onDragEnd({ active: drag("Cindle from Your hand"), over: drop("Opponent's hand") });
    expect(dropped).toBe("Dropped on Opponent's hand.");
    expect(dropped).not.toMatch(/^Put down/);
  });

  it("is what the live region says when a card picked up with the keyboard is dropped", async () => {
    renderTable(
      <Board>
        <HandZone seat="p1" compact={false} />
      </Board>,
      { snap: table(), role: "player", seat: "p1" },
    );
    await pickUp(screen.getByRole("button", { name: "Seeker Scope" }));
    await waitFor(() => expect(liveRegion()?.textContent).toBe("Picked up Seeker Scope from Your hand. Over Your hand."));
    await act(async () => void fireEvent.keyDown(document.activeElement!, { key: " ", code: "Space" }));
    await waitFor(() => expect(liveRegion()?.textContent).toBe("Dropped on Your hand."));
  });
});

describe("the drop zone a card is over: what is drawn on top wins", () => {
  /**
   * Bob's table: the looking panel floats over the top of the playmat, its drop area (800×80)
   * over Alice's bench slot (60×80), which is smaller and so used to win. Bob's own bench slot
   * lies under its zone's "…" button, which belongs to that zone.
   */
  const RECTS = {
    "drop:p2.looking": { left: 100, top: 10, width: 800, height: 80 },
    "drop:p1.bench:2": { left: 300, top: 20, width: 60, height: 80 },
    "drop:p2.bench:0": { left: 300, top: 500, width: 60, height: 80 },
  };
  function table() {
    document.body.innerHTML = `
      <main>
        <section data-zone="p1.bench" aria-label="Opponent's bench"><div id="drop:p1.bench:2"><div role="button" id="burrowmole">Burrowmole</div></div></section>
        <section data-zone="p2.bench" aria-label="Your bench"><button id="menu">…</button><div id="drop:p2.bench:0"></div></section>
        <div class="floating">
          <section data-zone="p2.looking" aria-label="Your looking area">
            <div id="drop:p2.looking"><div role="button" id="wispling">Wispling</div></div>
            <button id="shuffle">Shuffle back in</button>
          </section>
        </div>
      </main>`;
    const droppableRects = new Map(Object.entries(RECTS).map(([id, r]) => [id, { ...r, right: r.left + r.width, bottom: r.top + r.height }]));
    const droppableContainers = Object.keys(RECTS).map((id) => ({ id, key: id, disabled: false, data: { current: {} }, node: { current: document.getElementById(id) }, rect: { current: null } }));
    return { droppableRects, droppableContainers };
  }
  /** The page's hit test (no layout in jsdom): `id` is drawn on top wherever the card is. */
  const hitTest = (find: (x: number, y: number) => Element | null) => (document.elementFromPoint = find);
  const onTop = (id: string) => hitTest(() => document.getElementById(id));
  const card = { left: 300, top: 20, width: 57, height: 80 };
  const over = (args: { pointer?: { x: number; y: number }; card?: typeof card }) =>
    innermostCollision({
      ...table(),
      active: { id: "card:c1", data: { current: {} }, rect: { current: { initial: null, translated: null } } },
      collisionRect: { ...(args.card ?? card), right: 0, bottom: 0 },
      pointerCoordinates: args.pointer ?? null,
    } as never).map((c) => c.id);

  it("keeps a card picked up in the looking panel in it: the bench slot under the panel is hidden", () => {
    onTop("wispling");
    // Space … Space on the card: its centre is over both the panel's drop area and the slot.
    expect(over({ card })).toEqual(["drop:p2.looking"]);
    // A short mouse drag inside the panel.
    expect(over({ pointer: { x: 330, y: 50 } })).toEqual(["drop:p2.looking"]);
  });

  it("drops nowhere over the panel's buttons, never on the zone under them", () => {
    onTop("shuffle");
    expect(over({ pointer: { x: 330, y: 95 } })).toEqual([]);
  });

  it("still finds the innermost zone when nothing floats over it, also under the zone's own “…” button", () => {
    onTop("burrowmole");
    expect(over({ pointer: { x: 330, y: 95 } })).toEqual(["drop:p1.bench:2"]);
    onTop("menu");
    expect(over({ pointer: { x: 330, y: 540 } })).toEqual(["drop:p2.bench:0"]);
  });

  it("never hops a keyboard-dragged card onto a zone hidden under the panel", () => {
    const { droppableRects, droppableContainers } = table();
    // Bob's card over his own bench slot; above it the slot under the panel, and the panel.
    hitTest((_x, y) => document.getElementById(y < 100 ? "wispling" : "menu"));
    const context = { collisionRect: { ...RECTS["drop:p2.bench:0"], right: 0, bottom: 0 }, droppableRects, droppableContainers: { getEnabled: () => droppableContainers } };
    const up = { code: "ArrowUp", preventDefault: () => {} };
    const to = zoneHopCoordinates(up as never, { active: "card:c1", currentCoordinates: { x: 0, y: 0 }, context } as never);
    // The looking panel's centre (500, 50), not the hidden slot's (330, 60), which is nearer.
    expect(to).toEqual({ x: 500 - 30, y: 50 - 40 });
  });
});
