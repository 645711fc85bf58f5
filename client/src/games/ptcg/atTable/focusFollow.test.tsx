/**
 * A card moved from the keyboard keeps focus in its new place (focusFollow.ts), through the whole
 * table: shortcut keys and the card menu, a stand-in room answering and then sending the table.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { destinations, movedCardPids } from "../../../table/focusFollow";
import { TableScreen } from "../../../table/TableScreen";
import { bobsTurn, fakeRoom, moveCards, offlineTableTests, pileZone, seen, slotZone } from "../testRoom";

offlineTableTests();

/** Bob's hand: Duskmoth, Trail Ration, Wispling; Burrowmole Active. */
const table = () =>
  bobsTurn([
    pileZone("p2.hand", [seen("c1", "Duskmoth"), seen("c2", "Trail Ration"), seen("c3", "Wispling")]),
    slotZone("p2.active", 1, { 0: seen("c4", "Burrowmole") }),
  ]);

/** What has focus, as a screen reader names it, and its zone for a card. */
function focused(): string {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return "(the page)";
  const name = el.getAttribute("aria-label") ?? el.textContent?.trim() ?? "";
  return el.dataset.zone && el.getAttribute("role") === "button" ? `${name} @ ${el.dataset.zone}` : name;
}

/** Bob's table, once the room has welcomed him as Player 2. */
async function renderBob(options: { stateFirst?: boolean; state?: ReturnType<typeof table> } = {}) {
  const fake = fakeRoom({ state: table(), seat: "p2", onAction: moveCards, ...options });
  render(<TableScreen room={fake.room} onLeave={() => {}} />);
  await screen.findByRole("region", { name: "Your hand" });
  return fake;
}

const zone = (name: string) => screen.getByRole("region", { name });
const key = (el: Element, k: string, extra: Record<string, unknown> = {}) => fireEvent.keyDown(el, { key: k, ...extra });

/** Focus a card, Shift+F10, then pick menu items with the keyboard. */
function menuPath(card: HTMLElement, path: string[]) {
  card.focus();
  key(card, "F10", { shiftKey: true });
  for (const name of path) {
    const item = within(screen.getByRole("menu")).getByRole("menuitem", { name });
    item.focus();
    key(item, "Enter");
    fireEvent.click(item);
  }
}

describe("focus after a move from the keyboard or a card's menu", () => {
  it("follows a card sent to the bench with “b” to its new place", async () => {
    const fake = await renderBob();
    const duskmoth = await within(zone("Your hand")).findByRole("button", { name: "Duskmoth" });
    duskmoth.focus();
    key(duskmoth, "b");
    await waitFor(() => expect(focused()).toBe("Duskmoth @ p2.bench"));
    expect(fake.actions).toEqual([{ type: "move", cards: [{ zone: "p2.hand", pid: "c1" }], to: { zone: "p2.bench" } }]);
    expect(within(screen.getByRole("group", { name: "Your bench slot 1 of 5" })).getByRole("button", { name: "Duskmoth" })).toBe(document.activeElement);
  });

  it("follows it as well when the table arrives before the reply", async () => {
    await renderBob({ stateFirst: true });
    const duskmoth = await within(zone("Your hand")).findByRole("button", { name: "Duskmoth" });
    duskmoth.focus();
    key(duskmoth, "b");
    await waitFor(() => expect(focused()).toBe("Duskmoth @ p2.bench"));
  });

  it("follows a card moved with its menu (Shift+F10, Move to…, a zone), onto a pile shown by its top card", async () => {
    await renderBob();
    const ration = await within(zone("Your hand")).findByRole("button", { name: "Trail Ration" });
    menuPath(ration, ["Move to…", "Your discard pile"]);
    await waitFor(() => expect(focused()).toBe("Trail Ration @ p2.discard"));
  });

  it("goes to the next card of the hand when the card went where nobody sees it (the deck)", async () => {
    await renderBob();
    const ration = await within(zone("Your hand")).findByRole("button", { name: "Trail Ration" });
    menuPath(ration, ["Move to…", "Your deck: bottom"]);
    await waitFor(() => expect(focused()).toBe("Wispling @ p2.hand"));
  });

  it("goes to the deck when the hand is left empty", async () => {
    await renderBob({ state: bobsTurn([pileZone("p2.hand", [seen("c1", "Duskmoth")])]) });
    const duskmoth = await within(zone("Your hand")).findByRole("button", { name: "Duskmoth" });
    duskmoth.focus();
    key(duskmoth, "x");
    key(duskmoth, "ArrowUp");
    await waitFor(() => expect(focused()).toBe("face-down card @ p2.deck"));
  });

  it("follows a card moved with its menu picked with the mouse, as with the keyboard", async () => {
    const fake = await renderBob();
    const ration = await within(zone("Your hand")).findByRole("button", { name: "Trail Ration" });
    // A right-click: the press is on the card, the pick in the menu.
    fireEvent.pointerDown(ration, { button: 2 });
    ration.focus();
    fireEvent.contextMenu(ration);
    for (const name of ["Move to…", "Your discard pile"]) {
      const item = within(screen.getByRole("menu")).getByRole("menuitem", { name });
      fireEvent.pointerDown(item);
      fireEvent.click(item);
    }
    await waitFor(() => expect(focused()).toBe("Trail Ration @ p2.discard"));
    expect(fake.actions).toHaveLength(1);
  });
});

describe("the moved card's new id", () => {
  const before = table();
  const after = moveCards({ type: "move", cards: [{ zone: "p2.hand", pid: "c1" }], to: { zone: "p2.bench" } }, before);
  const ids = new Set(["c1", "c2", "c3", "c4"]);

  it("is a card new in the zones the move put cards in, with the same face", () => {
    const pids = movedCardPids({ pid: "c1", defId: "test-duskmoth", to: ["p2.bench"], before: ids }, after);
    expect(pids).toHaveLength(1);
    expect(after.zones["p2.bench"]!.slots[0]!.cards[0]!.pid).toBe(pids[0]);
    expect(movedCardPids({ pid: "c1", defId: "test-wispling", to: ["p2.bench"], before: ids }, after)).toEqual([]);
  });

  it("is its own for a Pokémon moved whole", () => {
    expect(movedCardPids({ pid: "c4", defId: "test-burrowmole", to: ["p2.bench"], before: ids }, before)).toEqual(["c4"]);
  });

  it("is looked for where the actions put cards", () => {
    expect(
      destinations(
        [
          { type: "move", cards: [{ zone: "p2.hand", pid: "c1" }], to: { zone: "p2.deck", at: "top" } },
          { type: "shuffle", zone: "p2.deck" },
          { type: "draw", count: 1 },
          { type: "swap", a: { zone: "p2.active", slot: 0 }, b: { zone: "p2.bench", slot: 2 } },
          { type: "stack.discard", stack: { zone: "p1.bench", slot: 0 } },
        ],
        "p2",
      ),
    ).toEqual(["p2.deck", "p2.hand", "p2.bench", "p2.active", "p1.discard"]);
    expect(destinations([{ type: "counter", stack: { zone: "p2.active", slot: 0 }, counter: "damage", mode: "add", amount: 10 }], "p2")).toEqual([]);
  });

  it("after a new order of the cards looked at, is the card at the place it was moved to, even beside its twin", () => {
    expect(destinations([{ type: "look.order", order: ["c2", "c1"] }], "p2")).toEqual(["p2.looking"]);
    // Two Energy of the same name, both with new ids: the one moved to place 3 is the one.
    const reordered = bobsTurn([pileZone("p2.looking", [seen("n1", "Spark Energy"), seen("n2", "Duskmoth"), seen("n3", "Spark Energy")])]);
    const follow = { pid: "e1", defId: "test-spark-energy", to: ["p2.looking"], before: new Set(["e1", "e2", "e3"]) };
    expect(movedCardPids({ ...follow, at: 2 }, reordered)[0]).toBe("n3");
    expect(movedCardPids(follow, reordered)[0]).toBe("n1");
  });
});
