/**
 * The game log keeps its newest line in sight, as players read what the other one just did:
 * through the game's start (a burst of lines while the controls above the log change), through
 * the turns after it, and it stops following only when the reader scrolls up to read back.
 */
import { DEMO, expect, test } from "../fixtures";
import { startPlaying } from "../fixtures/playing";
import type { Tab } from "../fixtures/tab";
import { SEED } from "./seed";

/** How far (px) the log's newest line sits below the bottom edge of the list; 0 when in sight. */
function hiddenBelow(tab: Tab): Promise<number> {
  return tab.log.getByRole("list").evaluate((list) => {
    const last = list.querySelector("li:last-child");
    if (!last) return 0;
    return Math.max(0, Math.round(last.getBoundingClientRect().bottom - list.getBoundingClientRect().bottom));
  });
}

test("each player's log shows its newest line through the game's start and later turns, until the reader scrolls up", async ({ table }) => {
  const { p1: alice, p2: bob } = await table.seatPlayers({ seed: SEED, p1: { deck: DEMO.emberOwls }, p2: { deck: DEMO.lanternVigil } });
  await startPlaying(alice, bob);
  for (const tab of [alice, bob]) {
    await tab.waitForLog(tab === alice ? "Turn 1: your turn." : "Turn 1: Alice's turn.");
    await expect.poll(() => hiddenBelow(tab), { message: `${tab.label}: the newest line is in sight` }).toBe(0);
  }

  // Alice plays her turn; Bob reads each line as it comes.
  let since = await alice.lastLogSeq();
  await alice.control("Draw").click();
  await bob.waitForLog("Alice drew a card.", { since });
  await alice.drag(alice.card("p1.hand", "Basic Fire Energy"), alice.slot("p1.active", 0));
  await bob.waitForLog(/^Alice attached Basic Fire Energy to Voltkit/, { since });
  for (const tab of [alice, bob]) await expect.poll(() => hiddenBelow(tab)).toBe(0);

  // Bob scrolls up to read back: new lines leave him where he is, until he is back at the bottom.
  const list = bob.log.getByRole("list");
  await list.hover();
  await bob.page.mouse.wheel(0, -2000);
  await expect.poll(() => hiddenBelow(bob)).toBeGreaterThan(0);
  const readingAt = await list.evaluate((el) => el.scrollTop);
  since = await alice.lastLogSeq();
  await alice.endTurn();
  await bob.waitForLog("Turn 2: your turn.", { since });
  expect(await list.evaluate((el) => el.scrollTop)).toBe(readingAt);
  await bob.page.mouse.wheel(0, 5000);
  await expect.poll(() => hiddenBelow(bob)).toBe(0);
  since = await bob.lastLogSeq();
  await bob.control("Draw").click();
  await bob.waitForLog(/^You drew /, { since });
  await expect.poll(() => hiddenBelow(bob)).toBe(0);
});
