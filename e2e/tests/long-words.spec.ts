/**
 * Long unbroken words that users type — a room name, nicknames, a chat line — wrap inside their
 * boxes (breaking anywhere): no list, log or page grows wider than the window or scrolls sideways.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures";

// Wide letters: the longest room name (60) and nicknames (32) a user may type, each one word.
const ROOM = "W".repeat(60);
const ALICE = `Alice${"W".repeat(27)}`;
const BOB = `Bob${"M".repeat(29)}`;
const CAROL = `Carol${"W".repeat(27)}`;
const WORD = "W".repeat(300); // the longest chat line, in one word

/** How far an element's content reaches past its own box, sideways (0 when nothing does). */
const sideways = (el: Locator) => el.evaluate((e) => e.scrollWidth - e.clientWidth);
/** The same for the page as a whole: the window scrolls sideways when this is above 0. */
const pageSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** How far `inner` sticks out of `outer` on the right (≤ 0: inside). */
async function sticksOut(inner: Locator, outer: Locator): Promise<number> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  return a!.x + a!.width - (b!.x + b!.width);
}

test("long room names, nicknames and chat words wrap inside their boxes", async ({ table }) => {
  const alice = await table.openRoom({ name: ALICE, roomName: ROOM });

  // The lobby's room list, in another window.
  const lobby = await table.newTab("Lobby");
  const item = lobby.page.locator(`li[data-room-id="${alice.roomId}"]`);
  await expect(item).toContainText(ALICE);
  expect(await pageSideways(lobby.page)).toBe(0);
  expect(await sticksOut(item.getByRole("heading", { name: ROOM }), item)).toBeLessThanOrEqual(0);
  expect(await sticksOut(item.locator('dd[data-seat="p1"]'), item)).toBeLessThanOrEqual(0);

  // The invite page names the room too.
  const carolGate = await table.newTab("Gate", `/room/${alice.roomId}`);
  await expect(carolGate.page.getByRole("heading", { name: `Join “${ROOM}”` })).toBeVisible();
  expect(await pageSideways(carolGate.page)).toBe(0);

  const bob = await table.join(alice.roomId, { name: BOB });
  const carol = await table.addSpectator(alice.roomId, CAROL);

  // The header stays one line inside the window, for players and spectators.
  for (const tab of [alice, bob, carol]) {
    await expect(tab.page.locator('header li[data-seat="p2"]')).toContainText(BOB);
    expect(await sideways(tab.page.locator("header"))).toBe(0);
    expect(await pageSideways(tab.page)).toBe(0);
  }

  await alice.page.getByRole("textbox", { name: "Chat message", exact: true }).fill(WORD);
  await alice.page.getByRole("button", { name: "Send", exact: true }).click();
  for (const tab of [alice, bob, carol]) {
    await tab.waitForLog(`${ALICE}: ${WORD}`);
    const log = tab.page.getByRole("region", { name: "Game log", exact: true });
    expect(await sideways(log.getByRole("list"))).toBe(0);
    expect(await sticksOut(log.locator("li[data-chat]").last(), log)).toBeLessThanOrEqual(0);
    // The sidebar (controls, the spectators' panel, the log) holds every name inside it.
    expect(await sideways(tab.page.getByRole("complementary", { name: "Controls and log", exact: true }))).toBe(0);
    expect(await pageSideways(tab.page)).toBe(0);
  }
  await table.screenshot("long words wrapped");
});
