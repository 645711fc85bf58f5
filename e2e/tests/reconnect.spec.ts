/**
 * A refresh mid-game brings a player back to the same seat with the same hand (Colyseus's
 * reconnection token in sessionStorage), shown as connected again to both players; a new tab
 * in the same browser takes the seat over (the seat token in localStorage) while the old tab is
 * told it left, and offered "Use this tab instead", which takes the seat back from the new one.
 */
import { DEMO, expect, test } from "../fixtures";
import { SEED } from "./seed";

/** A pasted list (PTCG Live format): Bob's deck goes through "Deck list" and "Check deck". */
const PASTED = `Pokémon: 12
4 Cindle PMA 1
4 Voltkit PMA 4
4 Burrowmole PMA 9

Trainer: 8
4 Archivist Mabel PMA 11
4 Trail Ration PMA 18

Energy: 40
40 Basic {R} Energy PMA 24

Total Cards: 60
`;

const BASICS = ["Cindle", "Voltkit", "Burrowmole"];

test("a refreshed tab finds the same seat and the same hand", async ({ table }) => {
  const { p1: alice, p2: bob, roomId } = await table.seatPlayers({ seed: SEED, p1: { deck: DEMO.emberOwls }, p2: { deck: { list: PASTED } } });

  // Setup with shortcut keys: select a Basic, "a" puts it in the Active Spot.
  await alice.shortcut(alice.card("p1.hand", "Voltkit"), "a");
  const bobsBasic = (await bob.cardNames("p2.hand")).find((n) => BASICS.includes(n));
  expect(bobsBasic, "the seed deals Bob a Basic Pokémon").toBeDefined();
  await bob.shortcut(bob.card("p2.hand", bobsBasic!), "a");
  await expect.poll(() => alice.slotNames("p1.active", 0)).toEqual(["Voltkit"]);
  await expect.poll(() => bob.slotNames("p2.active", 0)).toEqual([bobsBasic]);
  await alice.ready();
  await bob.ready();
  await alice.expectTurn(1, "p1");

  // Mid-game: Alice draws two ("2") and attaches an Energy.
  await alice.page.keyboard.press("2");
  await alice.expectCount("p1.hand", 8);
  await alice.drag(alice.card("p1.hand", "Basic Fire Energy"), alice.slot("p1.active", 0));
  await expect.poll(() => alice.slotNames("p1.active", 0)).toEqual(["Voltkit", "Basic Fire Energy"]);
  const hand = await alice.cardNames("p1.hand");
  expect(hand).toHaveLength(7);
  const lines = (await alice.logLines()).length;

  // Refresh: same seat, same hand, same table, the log back.
  await alice.reload();
  expect(await alice.seat()).toBe("p1");
  await expect(alice.zone("p1.hand")).toHaveAccessibleName("Your hand");
  await alice.expectCardNames("p1.hand", hand);
  expect(await alice.slotNames("p1.active", 0)).toEqual(["Voltkit", "Basic Fire Energy"]);
  await alice.expectTurn(1, "p1");
  await expect.poll(async () => (await alice.logLines()).length).toBeGreaterThanOrEqual(lines);
  await alice.waitForLog(/^You drew an opening hand: /);
  // Present again for both (the connection dot, `data-connected`).
  await expect(alice.page.locator('header li[data-seat="p1"]')).toHaveAttribute("data-connected", "true");
  await expect(bob.page.locator('header li[data-seat="p1"]')).toHaveAttribute("data-connected", "true");
  await table.screenshot("after Alice's refresh", [alice]);

  // The refreshed tab still plays: "d" on the focused card discards it, Bob sees it.
  const since = await alice.lastLogSeq();
  const discarded = hand.find((name) => !name.startsWith("Basic "))!;
  await alice.shortcut(alice.card("p1.hand", discarded), "d", { focusOnly: true });
  await bob.expectCardNames("p1.discard", [discarded]);
  await bob.waitForLog(`Alice discarded ${discarded} from their hand.`, { since });

  // Bob refreshes too.
  const bobsHand = await bob.cardNames("p2.hand");
  await bob.reload();
  expect(await bob.seat()).toBe("p2");
  await bob.expectCardNames("p2.hand", bobsHand);
  await bob.expectCardNames("p1.hand", Array.from({ length: 6 }, () => "face-down card"));

  // A second tab in Alice's browser (no reconnection token there: the seat token) takes the
  // seat over; the first one is told it is no longer at the table.
  const again = await table.sameBrowser(alice, "Alice, second tab", `/room/${roomId}`);
  await again.waitForTable("player");
  expect(await again.seat()).toBe("p1");
  const left = [...hand];
  left.splice(hand.indexOf(discarded), 1);
  await again.expectCardNames("p1.hand", left);
  await expect(alice.page.getByRole("alertdialog", { name: "You are no longer at this table" })).toBeVisible();
  await table.screenshot("seat taken over by a second tab", [alice, again]);

  // The first tab doesn't offer a plain "Rejoin": coming back takes the seat from the second tab, and says so.
  await expect(alice.page.getByRole("button", { name: "Rejoin", exact: true })).toHaveCount(0);
  await alice.page.getByRole("button", { name: "Use this tab instead", exact: true }).click();
  await alice.waitForTable("player");
  await expect(alice.page.getByRole("alertdialog")).toHaveCount(0);
  expect(await alice.seat()).toBe("p1");
  await alice.expectCardNames("p1.hand", left);
  await expect(again.page.getByRole("alertdialog", { name: "You are no longer at this table" })).toBeVisible();
});
