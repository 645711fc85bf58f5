/**
 * A 1024×768 tablet with touch (no mouse): setup's Basic goes to the Active Spot by a real touch
 * drag (held, then moved: client/src/table/tableSensor.ts), the other player's by tap-then-tap
 * (client/src/table/tapMove.ts), a long press opens a card's menu, a sideways swipe on the table
 * leaves the page where it is, and the table's controls are at least 44 px on the screen.
 */
import { DEMO, expect, test, type Tab } from "../fixtures";
import { longPress, swipe, touchDrag } from "../fixtures/touch";
import { SEED } from "./seed";

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: false });

/** The controls of the table drawn smaller than a finger, outside the zones (their "…" and "All" are not yet): "name w×h". */
async function smallControls(tab: Tab): Promise<string[]> {
  return tab.page.locator("[data-table-screen] button:visible").evaluateAll((els) =>
    els.flatMap((el) => {
      if (el.closest("section[data-zone]")) return [];
      const r = el.getBoundingClientRect();
      return r.width < 43.5 || r.height < 43.5 ? [`${el.getAttribute("aria-label") ?? el.textContent?.trim()} ${Math.round(r.width)}×${Math.round(r.height)}`] : [];
    }),
  );
}

test("on a touch tablet a card is played by a touch drag and by tap-then-tap, and a long press opens its menu", async ({ table }) => {
  const { p1: alice, p2: bob } = await table.seatPlayers({
    seed: SEED,
    p1: { name: "Alice", deck: { demo: DEMO.emberOwls } },
    p2: { name: "Bob", deck: { demo: DEMO.lanternVigil } },
  });
  expect(await alice.page.evaluate(() => matchMedia("(pointer: coarse)").matches), "the tablet has a coarse pointer").toBe(true);
  expect(await smallControls(alice)).toEqual([]);

  // A real touch drag: the finger held on Voltkit, then moved onto the Active Spot.
  await touchDrag(alice, alice.card("p1.hand", "Voltkit"), alice.slot("p1.active", 0));
  await expect.poll(() => alice.slotNames("p1.active", 0)).toEqual(["Voltkit"]);

  // Tap a card, then tap a zone: the card is selected, then moved there.
  await bob.card("p2.hand", "Burrowmole").tap();
  await expect(bob.card("p2.hand", "Burrowmole")).toHaveAttribute("aria-pressed", "true");
  await bob.slot("p2.active", 0).tap();
  await expect.poll(() => bob.slotNames("p2.active", 0)).toEqual(["Burrowmole"]);
  await alice.expectCount("p2.active", 1);

  // A long press opens the card's menu, the one a right-click opens; the lift picks nothing in it.
  await longPress(alice, alice.card("p1.hand", "Archivist Mabel"));
  const menu = alice.page.getByRole("menu", { name: "Archivist Mabel", exact: true });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Move to…", exact: true })).toBeVisible();
  await alice.page.waitForTimeout(200);
  await expect(menu).toBeVisible();
  await alice.expectCount("p1.hand", 6);
  await alice.page.keyboard.press("Escape");
  await expect(menu).toBeHidden();

  // A quick swipe on a card drags nothing, and a sideways swipe from the table's left edge never goes back to the lobby.
  const url = alice.page.url();
  const hand = (await alice.zone("p1.hand").boundingBox())!;
  await swipe(alice, { x: 4, y: hand.y - 40 }, { x: 700, y: hand.y - 40 });
  await swipe(alice, { x: hand.x + 40, y: hand.y + hand.height / 2 }, { x: hand.x + 400, y: hand.y + hand.height / 2 });
  await alice.page.waitForTimeout(500);
  expect(alice.page.url()).toBe(url);
  await alice.expectCount("p1.hand", 6);
});
