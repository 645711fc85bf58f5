/**
 * A spectator sees the players' hands only while both agree ("Show hands to spectators"), sees
 * each player's choice, and can follow either side (the followed seat is drawn at the bottom).
 * The players never see each other's hand by it.
 */
import { DEMO, expect, FACE_DOWN, test, type Tab } from "../fixtures";
import { SEED, SEED_HANDS } from "./seed";

const backs = (n: number) => Array.from({ length: n }, () => FACE_DOWN);
const shareBox = (tab: Tab) => tab.page.getByRole("region", { name: "Controls", exact: true }).getByRole("checkbox", { name: "Show hands to spectators", exact: true });
const consents = (tab: Tab) => tab.page.getByRole("list", { name: "Showing hands to spectators", exact: true });

test("a spectator sees both hands only once both players agree, and follows Player 2", async ({ table }) => {
  const { p1: alice, p2: bob, roomId } = await table.seatPlayers({ seed: SEED, p1: { deck: DEMO.emberOwls }, p2: { deck: DEMO.lanternVigil } });
  const carol = await table.addSpectator(roomId, "Carol");
  const panel = carol.page.getByRole("region", { name: "Spectating", exact: true });
  await expect(panel.getByRole("status")).toHaveText("Hands are hidden: both players must agree to show them.");
  await expect(consents(carol).getByRole("listitem")).toHaveText(["✗ Alice: does not agree", "✗ Bob: does not agree"]);
  await carol.expectCardNames("p1.hand", backs(7));

  // Alice agrees: nothing is shown yet, and everyone sees her choice.
  let since = await alice.lastLogSeq();
  await shareBox(alice).check();
  await expect(shareBox(alice)).toBeChecked();
  await alice.waitForLog("You agreed to show both hands to spectators (the other player must agree too).", { since });
  await carol.waitForLog("Alice agreed to show both hands to spectators (the other player must agree too).", { since });
  await expect(consents(bob).locator('li[data-seat="p1"]')).toHaveAttribute("data-shows-hand", "true");
  await expect(consents(carol).locator('li[data-seat="p1"]')).toHaveText("✓ Alice: agrees");
  await expect(carol.page.locator("[data-hands-shown]")).toHaveAttribute("data-hands-shown", "false");
  await carol.expectCardNames("p1.hand", backs(7));
  await carol.expectCardNames("p2.hand", backs(7));

  // Bob agrees too: the spectator sees both hands; the players still see only backs.
  await shareBox(bob).check();
  await expect(panel.getByRole("status")).toHaveText("Both players show you their hands.");
  await carol.expectCardNames("p1.hand", SEED_HANDS.p1);
  await carol.expectCardNames("p2.hand", SEED_HANDS.p2);
  await expect(alice.page.getByRole("region", { name: "Controls", exact: true }).getByRole("status")).toHaveText("Spectators see both hands now.");
  await alice.expectCardNames("p2.hand", backs(7));
  await bob.expectCardNames("p1.hand", backs(7));

  // Follow Player 2: Bob's side comes to the bottom.
  await expect(carol.page.locator('[data-side="bottom"]')).toHaveAttribute("data-seat", "p1");
  await panel.getByRole("radiogroup", { name: "Follow", exact: true }).getByRole("radio", { name: "Player 2 (Bob)", exact: true }).check();
  await expect(carol.page.locator('[data-side="bottom"]')).toHaveAttribute("data-seat", "p2");
  await expect(carol.page.locator('[data-side="top"]')).toHaveAttribute("data-seat", "p1");
  await expect(carol.page.locator('[data-side="bottom"]').getByRole("region", { name: "Player 2's hand", exact: true })).toBeVisible();
  await table.screenshot("spectator follows Player 2 with hands shown", [carol, alice]);

  // Either player withdrawing hides the hands again at once.
  since = await bob.lastLogSeq();
  await shareBox(bob).uncheck();
  await carol.waitForLog("Bob no longer agrees to show hands to spectators: spectators see no hand.", { since });
  await carol.expectCardNames("p1.hand", backs(7));
  await carol.expectCardNames("p2.hand", backs(7));
  await expect(panel.getByRole("status")).toHaveText("Hands are hidden: both players must agree to show them.");
});
