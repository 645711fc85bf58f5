/**
 * "Look at the top 3 cards of your deck and put them back in any order": Alice puts the three
 * cards she looks at in an order of her own, by mouse (a card dropped on another's place) and by
 * keyboard alone (a keyboard drag, then a card's menu), and the deck holds them in that order
 * afterwards, on top and on the bottom. Bob reads only that she reordered them.
 */
import { chooseFromMenu, DEMO, expect, startPlaying, test, type Tab } from "../fixtures";
import { SEED } from "./seed";

const looking = "p1.looking";

/** Alice looks at the top or bottom three cards of her deck with the Controls. */
async function lookAtThree(alice: Tab, from: "top" | "bottom"): Promise<string[]> {
  await alice.page.getByRole("region", { name: "Controls", exact: true }).getByRole("spinbutton", { name: "Count", exact: true }).fill("3");
  await alice.control(from === "top" ? "Look at top" : "Look at bottom").click();
  await expect(alice.cards(looking)).toHaveCount(3);
  return alice.cardNames(looking);
}

const orderLine = (alice: Tab) => alice.zone(looking).locator("[data-look-order]");

test("the cards looked at go back in the order chosen by mouse and by keyboard; the opponent learns only that they were reordered", async ({ table }) => {
  const { p1: alice, p2: bob } = await table.seatPlayers({ seed: SEED, p1: { deck: DEMO.emberOwls }, p2: { deck: DEMO.lanternVigil } });
  await startPlaying(alice, bob);
  const since = await bob.lastLogSeq();

  const [a, b, c] = await lookAtThree(alice, "top");
  expect(new Set([a, b, c]).size, `three different cards on top of the deck (${a}, ${b}, ${c})`).toBe(3);
  await expect(orderLine(alice)).toHaveText(`Top of the deck first: ${a}, ${b}, ${c}.`);
  await expect(alice.card(looking, a!)).toContainText("On top");
  await expect(bob.zone(looking)).toContainText("Alice is looking at 3 cards.");

  // Mouse: the third card dropped on the first one's place takes it.
  await alice.drag(alice.card(looking, c!), alice.zone(looking).locator('[data-place="1"]'));
  await alice.expectCardNames(looking, [c!, a!, b!]);
  await expect(orderLine(alice)).toHaveText(`Top of the deck first: ${c}, ${a}, ${b}.`);
  await expect(alice.card(looking, c!)).toContainText("On top");

  // Keyboard: the top card picked up, two hops right, put down on the last place.
  await alice.card(looking, c!).focus();
  await alice.keyboardPickUp();
  await expect(alice.announcement).toHaveText(`Picked up ${c} from Your looking area. Over Your looking area.`);
  await alice.page.keyboard.press("ArrowRight");
  await expect(alice.announcement).toHaveText("Over place 2 of 3 in Your looking area.");
  await alice.page.keyboard.press("ArrowRight");
  await expect(alice.announcement).toHaveText("Over place 3 of 3 in Your looking area.");
  await alice.page.keyboard.press("Space");
  await expect(alice.announcement).toHaveText("Dropped on place 3 of 3 in Your looking area.");
  await alice.expectCardNames(looking, [a!, b!, c!]);
  await expect(orderLine(alice)).toHaveText(`Top of the deck first: ${a}, ${b}, ${c}.`);

  // Keyboard: a card's menu (Shift+F10), "Move to first (on top)"; focus follows the card.
  await chooseFromMenu(alice, alice.card(looking, b!), ["Move to first (on top)"], { keyboard: true });
  await alice.expectCardNames(looking, [b!, a!, c!]);
  await expect.poll(() => alice.focusedName()).toContain(b!);
  await expect(orderLine(alice)).toHaveText(`Top of the deck first: ${b}, ${a}, ${c}.`);

  // Put back on top, keeping the order shown: looking again finds them so.
  await alice.zone(looking).getByRole("button", { name: "Put back on top", exact: true }).click();
  await expect(alice.zone(looking)).toHaveCount(0);
  expect(await lookAtThree(alice, "top")).toEqual([b, a, c]);

  // Put back on the bottom in a new order (Move left from the menu): the bottom three are so.
  await chooseFromMenu(alice, alice.card(looking, c!), ["Move left"], { keyboard: true });
  await alice.expectCardNames(looking, [b!, c!, a!]);
  await alice.zone(looking).getByRole("button", { name: "Put back on the bottom", exact: true }).click();
  await expect(alice.zone(looking)).toHaveCount(0);
  expect(await lookAtThree(alice, "bottom")).toEqual([b, c, a]);
  await alice.zone(looking).getByRole("button", { name: "Put back on the bottom", exact: true }).click();

  // Bob read that Alice reordered, four times, and never which card went where.
  await bob.waitForLog("Alice looked at the bottom 3 cards of their deck.");
  const bobsLines = (await bob.logLines()).filter((l) => l.seq > since).map((l) => l.text);
  expect(bobsLines.filter((t) => t === "Alice reordered the cards they are looking at.")).toHaveLength(4);
  for (const name of [a, b, c]) expect(bobsLines.filter((t) => t.includes(name!))).toEqual([]);
  await alice.waitForLog("You reordered the cards you are looking at.");
});
