/**
 * Undo by agreement: Alice draws, asks to take it back, Bob sees what it was (a draw: hidden
 * information) and approves. The draw's line is struck through in both players' tabs and the
 * judge's, and the card is back on the deck. Asking back the last N actions lists each of
 * them; a decline changes nothing.
 */
import { DEMO, expect, test } from "../fixtures";
import { SEED, SEED_HANDS } from "./seed";

test("a player takes back a draw once the opponent approves", async ({ table }) => {
  const { p1: alice, p2: bob, roomId, judgeCode } = await table.seatPlayers({ seed: SEED, judgeCode: "e2e-undo-judge", p1: { deck: DEMO.emberOwls }, p2: { deck: DEMO.lanternVigil } });
  const judy = await table.addJudge(roomId, judgeCode);
  await alice.expectCardNames("p1.hand", SEED_HANDS.p1);
  const deckCount = Number(await alice.zone("p1.deck").getAttribute("data-count"));

  const since = await alice.lastLogSeq();
  await alice.control("Draw").click();
  await alice.expectCount("p1.hand", SEED_HANDS.p1.length + 1);
  const drawn = await alice.waitForLog(/^You drew .+\.$/, { since });
  const seen = await bob.waitForLog("Alice drew a card.", { since });
  expect(seen.seq).toBe(drawn.seq);
  // The judge sees the card and could rewind to the line before it.
  expect((await judy.waitForLog(/^Alice drew .+\.$/, { since })).seq).toBe(drawn.seq);

  await alice.control("Undo last action").click();
  const prompt = bob.page.getByRole("alertdialog").and(bob.page.locator('[data-prompt="approve-undo"]'));
  await expect(prompt).toHaveAccessibleName("Alice asks you to take back their last action.");
  const item = prompt.getByRole("list", { name: "Actions to take back" }).getByRole("listitem");
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute("data-showed-hidden", "true");
  await expect(item).toHaveText("Alice drew a card. showed hidden information");
  await expect(alice.page.getByRole("status").filter({ hasText: "Waiting for Bob to answer your undo request…" })).toBeVisible();
  await expect(alice.control("Undo last action")).toBeDisabled();

  await prompt.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(prompt).toHaveCount(0);
  await bob.waitForLog("You agreed to take back Alice's last action.", { since: drawn.seq });
  await alice.waitForLog("Bob agreed to take back your last action.", { since: drawn.seq });
  await judy.waitForLog("Bob agreed to take back Alice's last action.", { since: drawn.seq });

  for (const tab of [alice, bob, judy]) {
    const line = tab.log.locator(`li[data-seq="${drawn.seq}"]`);
    await expect(line).toHaveAttribute("data-taken-back", "true");
    await expect(line.locator("s")).toHaveCount(1);
    await expect(line).toHaveAttribute("title", "Taken back (undo)");
  }
  // A struck line is no point to rewind to.
  await expect(judy.log.locator(`li[data-seq="${drawn.seq}"]`).getByRole("button", { name: /^Rewind to here/ })).toHaveCount(0);
  await alice.expectCardNames("p1.hand", SEED_HANDS.p1);
  await alice.expectCount("p1.deck", deckCount);
  await bob.expectCount("p1.hand", SEED_HANDS.p1.length);
  await expect(alice.control("Undo last action")).toBeEnabled();
});

test("asking back the last two actions names both, and a decline changes nothing", async ({ table }) => {
  const { p1: alice, p2: bob } = await table.seatPlayers({ seed: SEED, p1: { deck: DEMO.emberOwls }, p2: { deck: DEMO.lanternVigil } });
  await alice.control("Draw").click();
  await alice.expectCount("p1.hand", SEED_HANDS.p1.length + 1);
  await alice.control("Flip coin").click();
  const since = await alice.waitForLog(/^You flipped a coin/);

  // The Count field says how many: the button follows it.
  await alice.page.getByRole("spinbutton", { name: "Count", exact: true }).fill("2");
  await alice.control("Undo last 2 actions").click();
  const prompt = bob.page.getByRole("alertdialog").and(bob.page.locator('[data-prompt="approve-undo"]'));
  await expect(prompt).toHaveAccessibleName("Alice asks you to take back their last 2 actions.");
  const items = prompt.getByRole("list", { name: "Actions to take back" }).getByRole("listitem");
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toHaveText("Alice drew a card. showed hidden information");
  await expect(items.nth(1)).toHaveText(/^Alice flipped a coin/);
  await expect(alice.control("Undo last action")).toBeDisabled();

  await prompt.getByRole("button", { name: "Decline", exact: true }).click();
  await alice.waitForLog("Bob declined to take the actions back.", { since: since.seq });
  await alice.expectCount("p1.hand", SEED_HANDS.p1.length + 1);
  await expect(alice.log.locator("li[data-taken-back]")).toHaveCount(0);
  await expect(alice.control("Undo last action")).toBeEnabled();
});
