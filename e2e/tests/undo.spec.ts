/**
 * Undo by agreement: Alice draws, asks to take it back, Bob sees what it was (a draw: hidden
 * information) and approves. The draw's line is struck through in both players' tabs and the
 * judge's, and the card is back on the deck. Asking back the last N actions lists each of
 * them; a decline changes nothing. The question is shown whole, without scrolling, from
 * 1280×720 up.
 */
import type { Locator, Page } from "@playwright/test";
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

/**
 * Why `el` (or part of it) can't be seen: outside the window, or cut off by an ancestor that
 * clips its overflow (a scrolling strip). Empty when it is seen whole.
 */
async function clipped(el: Locator): Promise<string[]> {
  return el.evaluate((node) => {
    const r = node.getBoundingClientRect();
    const problems: string[] = [];
    const name = (e: Element) => `${e.tagName.toLowerCase()}${e.getAttribute("aria-label") ? ` "${e.getAttribute("aria-label")}"` : ""}`;
    if (r.width === 0 || r.height === 0) problems.push("has no size");
    if (r.top < 0 || r.left < 0 || r.bottom > window.innerHeight || r.right > window.innerWidth) problems.push(`outside the window (${Math.round(r.top)}–${Math.round(r.bottom)})`);
    for (let a = node.parentElement; a; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.overflowX === "visible" && style.overflowY === "visible") continue;
      const c = a.getBoundingClientRect();
      const top = c.top + a.clientTop, bottom = top + a.clientHeight;
      const left = c.left + a.clientLeft, right = left + a.clientWidth;
      if (r.top < top - 0.5 || r.bottom > bottom + 0.5 || r.left < left - 0.5 || r.right > right + 0.5) problems.push(`cut off by ${name(a)} (${Math.round(top)}–${Math.round(bottom)})`);
    }
    return problems.map((p) => `${(node.textContent ?? "").slice(0, 40)}: ${p}`);
  });
}

/**
 * The approve-undo question, its list, its buttons and the line above it are all in sight
 * (retried for a moment: the table lays itself out again after the window changes size).
 */
async function expectUndoPromptWhole(page: Page, count: number) {
  await expect(() => undoPromptWhole(page, count)).toPass({ timeout: 5_000 });
}

async function undoPromptWhole(page: Page, count: number) {
  const region = page.getByRole("region", { name: "Questions for you", exact: true });
  const prompt = region.getByRole("alertdialog").and(page.locator('[data-prompt="approve-undo"]'));
  const items = prompt.getByRole("list", { name: "Actions to take back" }).getByRole("listitem");
  await expect(items).toHaveCount(count);
  // Nothing to scroll: the questions' own box holds all of them.
  expect(await region.evaluate((e) => e.scrollHeight - e.clientHeight)).toBeLessThanOrEqual(0);
  const parts = [
    ...(await items.all()),
    prompt.getByRole("button", { name: "Approve", exact: true }),
    prompt.getByRole("button", { name: "Decline", exact: true }),
    // The status line above the question (during setup, the setup hint).
    page.getByRole("main").getByText(/^Setup: drag a Basic Pokémon/),
  ];
  const problems = (await Promise.all(parts.map(clipped))).flat();
  expect(problems).toEqual([]);
  // Over the other player's half if need be, never over this player's own Active Spot or hand.
  const question = (await region.boundingBox())!;
  const ownSide = (await page.locator('[data-side="bottom"]').boundingBox())!;
  expect(question.y + question.height).toBeLessThanOrEqual(ownSide.y + 0.5);
}

test("the approve-undo question is shown whole, with the line above it, at 1280×720 and 1920×1080", async ({ table }) => {
  const { p1: alice, p2: bob } = await table.seatPlayers({ seed: SEED, p1: { deck: DEMO.emberOwls }, p2: { deck: DEMO.lanternVigil } });
  // Five actions to take back: draws and coin flips, during setup.
  for (let i = 0; i < 5; i++) {
    const since = await alice.lastLogSeq();
    await alice.control(i % 2 ? "Flip coin" : "Draw").click();
    await alice.waitForLog(i % 2 ? /^You flipped a coin/ : /^You drew /, { since });
  }
  await alice.page.getByRole("spinbutton", { name: "Count", exact: true }).fill("5");
  await alice.control("Undo last 5 actions").click();

  expect(bob.page.viewportSize()).toEqual({ width: 1280, height: 720 });
  await expectUndoPromptWhole(bob.page, 5);
  // The player waiting for the answer reads that it waits, under the setup hint.
  const waiting = alice.page.getByRole("status").filter({ hasText: "Waiting for Bob to answer your undo request…" });
  await expect(waiting).toBeVisible();
  expect(await clipped(waiting)).toEqual([]);
  await table.screenshot("undo question at 1280×720", [bob, alice]);

  await bob.page.setViewportSize({ width: 1920, height: 1080 });
  await expectUndoPromptWhole(bob.page, 5);
  await table.screenshot("undo question at 1920×1080", [bob]);

  await bob.page.getByRole("alertdialog").getByRole("button", { name: "Decline", exact: true }).click();
  await alice.waitForLog("Bob declined to take the actions back.");
});
