/**
 * Practise alone: one person opens a practice table from the lobby, loads a demo deck on each
 * side, plays a card as each seat switching between them ("Switch seats" and the O key), draws
 * and takes the draw back with no one to ask. While one side is in view, the other side's hand
 * is never on screen: only face-down cards.
 */
import type { Locator } from "@playwright/test";
import { DEMO, expect, test } from "../fixtures";
import type { Tab } from "../fixtures/tab";
import { SEED, SEED_HANDS } from "./seed";

type Seat = "p1" | "p2";
const other = (seat: Seat): Seat => (seat === "p1" ? "p2" : "p1");

/** The side in view is `seat`: its hand shows faces, the other hand only backs. */
async function expectInView(tab: Tab, seat: Seat): Promise<void> {
  await expect(tab.page.locator("div[data-role]")).toHaveAttribute("data-seat", seat);
  const hidden = await tab.cardNames(`${other(seat)}.hand`);
  expect(hidden.filter((name) => name !== "face-down card"), `${other(seat)}'s hand while ${seat} is in view`).toEqual([]);
}

function practicePanel(tab: Tab): Locator {
  return tab.page.getByRole("region", { name: "Practice", exact: true });
}

test("one player practises both seats, switching with a click or the O key, and undoes without asking", async ({ table }) => {
  const solo = await table.newTab("Solo", `/?seed=${SEED}`);
  const page = solo.page;
  await page.getByRole("textbox", { name: "Nickname", exact: true }).fill("Solo");
  const form = page.getByRole("form", { name: "Create a room", exact: true });
  await form.getByRole("textbox", { name: "Room name", exact: true }).fill(`e2e practice ${Date.now() % 100000}`);
  await form.getByRole("button", { name: "Practise alone", exact: true }).click();
  await page.waitForURL(/\/room\/[A-Za-z0-9_-]+$/);
  await solo.waitForTable("player");
  await expect(practicePanel(solo).getByRole("status")).toHaveText(/In view: Player 1's side/);

  // A deck on each side, in the order the seeded hands were dealt for (tests/seed.ts).
  await solo.chooseDeck(DEMO.emberOwls);
  await practicePanel(solo).getByRole("button", { name: "Switch seats", exact: true }).click();
  await expect(practicePanel(solo).getByRole("status")).toHaveText(/In view: Player 2's side/);
  await solo.chooseDeck(DEMO.lanternVigil);
  await solo.expectPhase("setup");

  // Back to Player 1's side with the key; it won the flip and goes first, which deals the hands.
  await page.keyboard.press("o");
  await expect(solo.control("Go first")).toBeVisible();
  await solo.control("Go first").click();
  await solo.expectCardNames("p1.hand", SEED_HANDS.p1);
  await expectInView(solo, "p1");
  await solo.drag(solo.card("p1.hand", "Voltkit"), solo.slot("p1.active", 0));
  await expect.poll(() => solo.slotNames("p1.active", 0)).toEqual(["Voltkit"]);
  await solo.ready();

  await practicePanel(solo).getByRole("button", { name: "Switch seats", exact: true }).click();
  await solo.expectCardNames("p2.hand", SEED_HANDS.p2);
  await expectInView(solo, "p2");
  // Player 1's Active went down face down in setup: this side sees a back.
  await expect.poll(() => solo.slotNames("p1.active", 0)).toEqual(["face-down card"]);
  await solo.drag(solo.card("p2.hand", "Burrowmole"), solo.slot("p2.active", 0));
  await expect.poll(() => solo.slotNames("p2.active", 0)).toEqual(["Burrowmole"]);
  await solo.ready();
  await solo.expectTurn(1, "p1");

  // Player 1's first turn: a draw, taken back at once, with no question for "the other player".
  await page.keyboard.press("o");
  await expectInView(solo, "p1");
  const since = await solo.lastLogSeq();
  await solo.control("Draw").click();
  await solo.expectCount("p1.hand", SEED_HANDS.p1.length);
  const drawn = await solo.waitForLog(/^You drew .+\.$/, { since });
  await solo.control("Undo last action").click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(solo.log.locator(`li[data-seq="${drawn.seq}"]`)).toHaveAttribute("data-taken-back", "true");
  await solo.expectCount("p1.hand", SEED_HANDS.p1.length - 1);
  await expectInView(solo, "p1");

  // Player 2's side reads the draw without its card: that private line was Player 1's alone.
  await page.keyboard.press("o");
  await expectInView(solo, "p2");
  await expect(solo.log.locator(`li[data-seq="${drawn.seq}"]`)).toHaveText(/Solo drew a card\./);
});
