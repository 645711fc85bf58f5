/**
 * The sandbox game end to end, in two tabs: Alice creates a sandbox table from the lobby, Bob
 * joins, either deals (no deck list is asked for), each plays a card from the hand to the row
 * and Bob draws from the shared deck; Alice's points reach the table's target, both confirm the
 * "won?" question, and the game is over. Each tab sees only its own hand: the other's is
 * face-down cards throughout.
 */
import { expect, FACE_DOWN, test, type Tab } from "../fixtures";

/** `tab` sees its own hand's faces (numbers) and only backs in the other hand. */
async function seesOnlyOwnHand(tab: Tab, own: string, other: string): Promise<string[]> {
  const mine = await tab.cardNames(own);
  expect(mine.length).toBeGreaterThan(0);
  expect(mine.every((name) => /^\d+$/.test(name)), `${tab.label}'s own hand: ${mine.join(", ")}`).toBe(true);
  await expect.poll(() => tab.cardNames(other)).toEqual(Array.from({ length: Number(await tab.zone(other).getAttribute("data-count")) }, () => FACE_DOWN));
  return mine;
}

test("two players deal, play to the row, draw, keep points and end the game on the win question", async ({ table }) => {
  const alice = await table.newTab("Alice", "/");
  await alice.page.getByRole("textbox", { name: "Nickname", exact: true }).fill("Alice");
  const form = alice.page.getByRole("form", { name: "Create a room", exact: true });
  await form.getByRole("textbox", { name: "Room name", exact: true }).fill(`e2e sandbox ${Date.now() % 100000}`);
  await form.getByRole("combobox", { name: "Game", exact: true }).selectOption({ label: "Sandbox (numbered cards)" });
  await form.getByRole("spinbutton", { name: "Cards dealt", exact: true }).fill("4");
  await form.getByRole("spinbutton", { name: "Points to win", exact: true }).fill("2");
  await form.getByRole("button", { name: "Create room", exact: true }).click();
  await alice.page.waitForURL(/\/room\/[A-Za-z0-9_-]+$/);
  await alice.waitForTable("player");
  const bob = await table.join(alice.roomId, { name: "Bob" });

  // No deck list: the game brings its cards, and either player deals.
  await expect(bob.page.getByRole("region", { name: "Choose a deck", exact: true })).toHaveCount(0);
  await bob.page.getByRole("button", { name: "Deal", exact: true }).click();
  for (const tab of [alice, bob]) await tab.expectPhase("playing");
  await alice.expectCount("deck", 22);
  const aliceHand = await seesOnlyOwnHand(alice, "p1.hand", "p2.hand");
  const bobHand = await seesOnlyOwnHand(bob, "p2.hand", "p1.hand");
  expect(aliceHand).toHaveLength(4);
  expect(bobHand).toHaveLength(4);

  // Each plays a card to the row; both see it there.
  await alice.drag(alice.card("p1.hand", aliceHand[0]!), alice.zone("row"));
  await bob.expectCardNames("row", [aliceHand[0]!]);
  await bob.drag(bob.card("p2.hand", bobHand[0]!), bob.zone("row"));
  await alice.expectCardNames("row", [aliceHand[0]!, bobHand[0]!]);
  await alice.waitForLog(`Bob played ${bobHand[0]}.`);

  // Bob draws from the shared deck: a number for him, a card back for Alice.
  await bob.control("Draw from the deck").click();
  await bob.expectCount("p2.hand", 4);
  await alice.expectCardNames("p2.hand", [FACE_DOWN, FACE_DOWN, FACE_DOWN, FACE_DOWN]);
  await seesOnlyOwnHand(bob, "p2.hand", "p1.hand");
  await seesOnlyOwnHand(alice, "p1.hand", "p2.hand");

  // Points: Alice reaches the target (2), and both are asked whether she won.
  await alice.control("+1 point").click();
  await expect(bob.page.getByRole("region", { name: "Opponent's points", exact: true })).toContainText("1");
  await alice.control("+1 point").click();
  await bob.waitForLog("Alice added 1 to points (2 in all).");
  for (const tab of [alice, bob]) {
    const questions = tab.page.getByRole("region", { name: "Questions for you", exact: true });
    await expect(questions).toContainText("may have won (the target number of points reached)");
    await questions.getByRole("button", { name: "Confirm", exact: true }).click();
  }
  for (const tab of [alice, bob]) await tab.expectPhase("finished");
  await bob.waitForLog(/Alice won the game/);
});
