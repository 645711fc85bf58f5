/**
 * Two players at one table in two languages: Alice switches her tab to Polish from the header's
 * language menu, Bob stays in English. Through the coin flip, setup and a turn, each tab's log
 * reads in its own language, and Alice's controls are Polish (docs/i18n/pl.md).
 */
import { DEMO, expect, test, type Tab } from "../fixtures";
import { SEED } from "./seed";

/** Waits for a line of `tab`'s log, read in Polish (its region is named "Log gry" there). */
async function polishLine(tab: Tab, text: string | RegExp): Promise<void> {
  const lines = tab.page.getByRole("region", { name: "Log gry", exact: true }).locator("li[data-seq]");
  await expect(lines.filter({ hasText: text }).first()).toBeVisible();
}

test("one tab plays in Polish and one in English, each log in its own language", async ({ table }) => {
  const { p1: alice, p2: bob } = await table.seatPlayers({ seed: SEED, p1: { deck: DEMO.emberOwls }, p2: { deck: DEMO.lanternVigil }, choose: false });
  await alice.page.getByRole("combobox", { name: "Language", exact: true }).selectOption("pl");
  await expect(alice.page.locator("html")).toHaveAttribute("lang", "pl");
  await expect(bob.page.locator("html")).toHaveAttribute("lang", "en");
  // The choice is remembered: a reload keeps Polish.
  await alice.reload();
  await expect(alice.page.getByRole("combobox", { name: "Język", exact: true })).toHaveValue("pl");

  await polishLine(alice, "Wypadł orzeł: wygrywasz rzut monetą i wybierasz, czy zaczynasz, czy grasz jako drugi.");
  await bob.waitForLog("The coin came up heads: Alice won the coin flip and chooses to go first or second.");
  const controls = alice.page.getByRole("region", { name: "Sterowanie", exact: true });
  await controls.getByRole("button", { name: "Zaczynaj", exact: true }).click();
  await polishLine(alice, "Wybierasz grę jako pierwszy.");
  await bob.waitForLog("Alice chose to go first.");

  // Setup: Alice's words are Polish, Bob's English, for the same moves.
  await alice.drag(alice.card("p1.hand", "Voltkit"), alice.slot("p1.active", 0));
  await expect.poll(() => alice.slotNames("p1.active", 0)).toEqual(["Voltkit"]);
  await bob.drag(bob.card("p2.hand", "Burrowmole"), bob.slot("p2.active", 0));
  await polishLine(alice, /Bob .+ do swojego miejsca Active\./);
  await controls.getByRole("button", { name: "Gotowe", exact: true }).click();
  await polishLine(alice, "Kończysz przygotowanie.");
  await bob.waitForLog("Alice finished setting up.");
  await bob.ready();
  await alice.expectTurn(1, "p1");
  await polishLine(alice, "Obaj gracze są gotowi: Pokémony zostają odkryte i gra się zaczyna.");
  await bob.waitForLog("Both players are ready: the Pokémon turn face up and the game begins.");

  // A turn: Alice draws and ends it.
  await controls.getByRole("button", { name: "Dobierz", exact: true }).click();
  await polishLine(alice, /Dobierasz .+\./);
  await bob.waitForLog("Alice drew a card.");
  await controls.getByRole("button", { name: "Zakończ turę", exact: true }).click();
  await polishLine(alice, "Tura 2: tura gracza Bob.");
  await bob.waitForLog("Turn 2: your turn.");
});
