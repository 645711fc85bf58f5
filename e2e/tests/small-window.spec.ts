/**
 * A window smaller than the 1280×720 the table is laid out for (the browser on a 1366×768
 * laptop leaves about 1366×650): the table is drawn smaller to fit (client/src/table/fitZoom.ts),
 * so the player's own hand is on the screen without scrolling, and dragging and menus work as at
 * full size. In a large window it is drawn at full size.
 */
import { DEMO, expect, FACE_DOWN, test, type Tab } from "../fixtures";
import { chooseFromMenu, startPlaying } from "../fixtures/playing";
import { SEED } from "./seed";

const LAPTOP = { width: 1366, height: 650 };

/** The page does not scroll, and the region lies wholly inside the window. */
async function expectWhollyOnScreen(tab: Tab, key: string): Promise<void> {
  const size = tab.page.viewportSize()!;
  const page = await tab.page.evaluate(() => ({ height: document.documentElement.scrollHeight, width: document.documentElement.scrollWidth }));
  expect(page.height).toBeLessThanOrEqual(size.height);
  expect(page.width).toBeLessThanOrEqual(size.width);
  const box = (await tab.zone(key).boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(size.height);
  expect(box.x + box.width).toBeLessThanOrEqual(size.width);
}

test("on a 1366×768 laptop the table fits the window: the own hand is on screen, drags and menus work", async ({ table }) => {
  const { p1: alice, p2: bob } = await table.seatPlayers({
    seed: SEED,
    p1: { name: "Alice", deck: { demo: DEMO.emberOwls } },
    p2: { name: "Bob", deck: { demo: DEMO.lanternVigil } },
  });
  await alice.page.setViewportSize(LAPTOP);
  await expect(alice.page.locator("div[data-role]")).toHaveAttribute("data-zoom", "0.9");
  await expectWhollyOnScreen(alice, "p1.hand");
  await expectWhollyOnScreen(alice, "p2.hand");

  // Setup's drags (a Basic to the Active Spot) and a draw by dragging the deck's top card.
  await startPlaying(alice, bob);
  await alice.drag(alice.card("p1.deck", FACE_DOWN), alice.zone("p1.hand"));
  await alice.expectCount("p1.hand", 7);
  await alice.drag(alice.card("p1.hand", "Basic Fire Energy"), alice.slot("p1.active", 0));
  await expect.poll(() => alice.slotNames("p1.active", 0)).toEqual(["Voltkit", "Basic Fire Energy"]);

  // A card's menu opens where it was right-clicked (the card's centre), inside the window.
  const mabel = alice.card("p1.hand", "Archivist Mabel");
  const cardBox = (await mabel.boundingBox())!;
  const menuBox = (await (await chooseFromMenu(alice, mabel, [])).boundingBox())!;
  expect(Math.abs(menuBox.x - (cardBox.x + cardBox.width / 2))).toBeLessThanOrEqual(2);
  expect(menuBox.y + menuBox.height).toBeLessThanOrEqual(LAPTOP.height);
  await alice.page.keyboard.press("Escape");

  // A large window draws the table at full size.
  await alice.page.setViewportSize({ width: 1600, height: 900 });
  await expect(alice.page.locator("div[data-role]")).toHaveAttribute("data-zoom", "1");
  await expectWhollyOnScreen(alice, "p1.hand");
});
