/**
 * What a screen reader hears when a card is picked up with the keyboard (dnd-kit's live region,
 * with the table's own DndContext settings): the card's name, as this viewer may name it.
 */
import { DndContext } from "@dnd-kit/core";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { emptyTable, type TableSnap, type ZoneSnap } from "../net/snapshot";
import { announcements, useTableDnd } from "./dndSetup";
import { t as tr, renderTable } from "./testTable";
import { HandZone } from "./zones/HandZone";
import { PrizeZone } from "./zones/PrizeZone";

afterEach(cleanup);

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

describe("announcements", () => {
  const drag = (label: string) => ({ id: "card:c1", data: { current: { label } } }) as never;
  const drop = (label: string) => ({ id: "drop:x", data: { current: { label } } }) as never;

  it("adds only the first “over” after a pick-up to it; later ones stand alone", () => {
    const say = announcements(tr);
    expect(say.onDragStart({ active: drag("Cindle from Your hand") })).toBe("Picked up Cindle from Your hand.");
    expect(say.onDragOver({ active: drag("Cindle from Your hand"), over: drop("Your hand") })).toBe("Picked up Cindle from Your hand. Over Your hand.");
    expect(say.onDragOver({ active: drag("Cindle from Your hand"), over: drop("Your bench") })).toBe("Over Your bench.");
    expect(say.onDragEnd({ active: drag("Cindle from Your hand"), over: drop("Your bench") })).toBe("Put down on Your bench.");
    // A new pick-up starts over; a cancelled one leaves nothing behind.
    say.onDragStart({ active: drag("Cindle from Your hand") });
    expect(say.onDragCancel({ active: drag("Cindle from Your hand"), over: null })).toBe("Cancelled: the card is back where it was.");
    expect(say.onDragOver({ active: drag("Cindle from Your hand"), over: null })).toBe("Not over a zone.");
  });
});
