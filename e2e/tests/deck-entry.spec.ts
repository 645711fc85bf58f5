/**
 * The deck panel: a long import report stays readable, with "Use this deck" in sight below it;
 * a deck that breaks a deck rule is told to the table, naming its cards to its owner and judges only.
 */
import { expect, test } from "../fixtures";
import { SEED } from "./seed";

/** A PTCG Live list of 60 cards whose 20 lines this server's card data does not know: 20 warnings and more. */
const unknownList = [
  "Pokémon: 20",
  ...Array.from({ length: 20 }, (_, i) => `3 Unknownmon ${String.fromCharCode(65 + i)} ZZZ ${i + 1}`),
].join("\n");

test("a report with many warnings scrolls inside itself and never goes under “Use this deck”", async ({ table }) => {
  const alice = await table.openRoom();
  const panel = alice.page.getByRole("region", { name: "Choose a deck", exact: true });
  await panel.getByRole("textbox", { name: "Deck list", exact: true }).fill(unknownList);
  await panel.getByRole("button", { name: "Check deck", exact: true }).click();
  const report = panel.getByRole("region", { name: "Import report", exact: true });
  const warnings = report.getByRole("list", { name: "Warnings", exact: true }).getByRole("listitem");
  // This server has no card data (deck.no-card-data, first), 20 unknown lines, 60 cards unchecked (for copies
  // or Basic Pokémon: with every card a placeholder, nothing says the deck has none).
  await expect(warnings).toHaveCount(22);
  await expect(warnings.first()).toHaveAttribute("data-code", "deck.no-card-data");

  const use = panel.getByRole("button", { name: "Use this deck", exact: true });
  await expect(use).toBeInViewport();
  // The row with "Use this deck" lies below the report, not over it.
  const reportBox = (await report.boundingBox())!;
  const useBox = (await use.boundingBox())!;
  expect(useBox.y).toBeGreaterThanOrEqual(reportBox.y + reportBox.height);

  // Each warning, scrolled into sight, is what the eye sees there (nothing drawn over it).
  for (const warning of await warnings.all()) {
    await warning.scrollIntoViewIfNeeded();
    const covered = await warning.evaluate((li) => {
      const box = li.getBoundingClientRect();
      const points = [0.1, 0.5, 0.9].map((f) => document.elementFromPoint(box.left + box.width * f, box.top + box.height / 2));
      return points.some((hit) => !hit || !li.contains(hit));
    });
    expect(covered, await warning.innerText()).toBe(false);
  }
  await table.screenshot("a long import report", [alice]);

  await use.click();
  await expect(panel).toBeHidden();
  await alice.waitForLog("You loaded a deck of 60 cards (60 not found in the card database).");
});

test("from the keyboard, focus starts in the deck list and, once the deck is in, goes to what comes next", async ({ table }) => {
  // The seed makes Alice win the coin flip (tests/seed.ts): which of the two is offered the choice depends on it.
  const alice = await table.openRoom({ seed: SEED });
  const panel = alice.page.getByRole("region", { name: "Choose a deck", exact: true });
  // Not on the page, behind the header and the table's covered menus: in the list box.
  await expect(panel.getByRole("textbox", { name: "Deck list", exact: true })).toBeFocused();
  await alice.page.keyboard.type("4 Unknownmon ZZZ 1");
  await alice.page.keyboard.press("Tab");
  const check = panel.getByRole("button", { name: "Check deck", exact: true });
  await expect(check).toBeFocused();
  // Checking keeps focus on the button pressed (disabled while it worked, it dropped focus on the page).
  await alice.page.keyboard.press("Enter");
  await expect(panel.getByRole("region", { name: "Import report", exact: true })).toBeVisible();
  await expect(check).toBeFocused();
  // Focus stayed, so the report's coming is said in the panel's polite live region.
  const said = panel.locator('[aria-live="polite"]');
  await expect(said).toHaveText(/^Import report: 4 cards, 4 cards not found, \d+ warnings?\.$/);
  await alice.page.keyboard.press("Tab");
  const demo = panel.getByRole("button", { name: "Preview Ember Owls", exact: true });
  await expect(demo).toBeFocused();
  await alice.page.keyboard.press("Enter");
  await expect(panel.getByRole("region", { name: "Import report", exact: true }).locator('[data-total="60"]')).toBeVisible();
  await expect(demo).toBeFocused();
  await expect(said).toHaveText(/^Import report: 60 cards, /);
  await panel.getByRole("button", { name: "Use this deck", exact: true }).focus();
  await alice.page.keyboard.press("Enter");
  await expect(panel).toBeHidden();
  // The room waits for the other player: "Change deck" (the panel's button left with focus).
  await expect(alice.page.getByRole("button", { name: "Change deck", exact: true })).toBeFocused();
  // It says what the game waits for: first the opponent, by the invite link, then their deck.
  const waiting = alice.page.getByRole("status").filter({ hasText: "Your deck is in." });
  await expect(waiting).toContainText("The game starts when your opponent has joined and chosen a deck: send them the invite link (“Copy invite link”, at the top).");

  // Joining a room whose other deck is in, the game's setup begins with the coin flip; no hand is
  // dealt before its winner (Alice, with this seed) chooses: her focus goes to "Go first", Bob's
  // to "Change deck"; once she chose, both hold their hands.
  const bob = await table.join(alice.roomId, { name: "Bob" });
  await expect(waiting).toContainText("The game starts when Bob has chosen a deck.");
  const bobPanel = bob.page.getByRole("region", { name: "Choose a deck", exact: true });
  await expect(bobPanel.getByRole("textbox", { name: "Deck list", exact: true })).toBeFocused();
  await bobPanel.getByRole("button", { name: "Preview Lantern Vigil", exact: true }).focus();
  await bob.page.keyboard.press("Enter");
  await bobPanel.getByRole("button", { name: "Use this deck", exact: true }).focus();
  await bob.page.keyboard.press("Enter");
  await bob.expectPhase("setup");
  await expect.poll(() => bob.focusedName()).toBe("Change deck");
  // Alice's "Change deck" went with "Your deck is in" as the game began.
  await expect.poll(() => alice.focusedName()).toBe("Go first");
  await alice.page.keyboard.press("Enter");
  await expect(bob.cards("p2.hand")).toHaveCount(7);
  await expect.poll(() => alice.focusedName()).toBe("Ready");
});

test("a deck that breaks a deck rule is told to the whole table, and which card only to its owner and the judge", async ({ table }) => {
  const alice = await table.openRoom();
  const bob = await table.join(alice.roomId, { name: "Bob" });
  const judy = await table.join(alice.roomId, { role: "judge", name: "Judy", judgeCode: alice.judgeCode });
  const panel = alice.page.getByRole("region", { name: "Choose a deck", exact: true });
  await panel.getByRole("textbox", { name: "Deck list", exact: true }).fill("8 Cindle PMA 1\n52 Basic Fire Energy PMA 24");
  await panel.getByRole("button", { name: "Check deck", exact: true }).click();
  // Alice's own report names the card, as it always did.
  const report = panel.getByRole("region", { name: "Import report", exact: true });
  const warning = report.getByRole("list", { name: "Warnings", exact: true }).getByRole("listitem");
  await expect(warning).toHaveCount(1);
  await expect(warning).toHaveAttribute("data-code", "deck.copies");
  await expect(warning).toContainText("Line 1: This deck has 8 copies of Cindle.");
  await panel.getByRole("button", { name: "Use this deck", exact: true }).click();
  await expect(panel).toBeHidden();

  const detail = "This deck breaks a deck rule: it has more than 4 copies of one card (8 × Cindle).";
  await alice.waitForLog(detail, { advisory: "ptcg.deck.copies" });
  await judy.waitForLog(detail, { advisory: "ptcg.deck.copies" });
  // Bob reads that a rule is broken, in his log and in a notice, and nowhere which card.
  const told = "This deck breaks a deck rule: it has more than 4 copies of one card (a judge can see which).";
  await bob.waitForLog(told, { advisory: "ptcg.deck.copies" });
  await expect(bob.advisoryNotices.filter({ hasText: told })).toHaveCount(1);
  expect(await bob.page.content()).not.toContain("Cindle");
  expect(await bob.page.locator("body").ariaSnapshot()).not.toContain("Cindle");
});

test("a list of names only: a name one card has is matched and noted, a name different cards share stays a placeholder that says why", async ({ table }) => {
  const alice = await table.openRoom();
  const panel = alice.page.getByRole("region", { name: "Choose a deck", exact: true });
  await panel.getByRole("textbox", { name: "Deck list", exact: true }).fill("4 cindle\n2 Voltkit\n10 Fire Energy\n2 Archivist Mabel");
  await panel.getByRole("button", { name: "Check deck", exact: true }).click();
  const report = panel.getByRole("region", { name: "Import report", exact: true });
  // A name matched to its card needs no fixing: a note, counted apart from the warnings.
  await expect(report.locator("[data-total]")).toHaveText("18 cards · plain list · 2 ambiguous cards · 4 warnings · 2 notes");
  await expect(panel.locator('[aria-live="polite"]')).toHaveText("Import report: 18 cards, 2 ambiguous cards, 4 warnings, 2 notes.");
  const notes = report.getByRole("list", { name: "Notes", exact: true }).getByRole("listitem");
  // Archivist Mabel is printed twice alike, in the main set and, the same day, its gallery: the main set's is named.
  await expect(notes).toHaveText([
    "ℹ Line 1: 4 cindle: matched by name to Cindle (PMA 1).",
    "ℹ Line 4: 2 Archivist Mabel: matched by name to Archivist Mabel (PMA 11).",
  ]);
  for (const note of await notes.all()) await expect(note).toHaveAttribute("data-code", "deck.matched-by-name");
  const warnings = report.getByRole("list", { name: "Warnings", exact: true }).getByRole("listitem");
  // This server has no card data, which a placeholder brings up first.
  await expect(warnings).toHaveCount(4);
  await expect(warnings.and(alice.page.locator('[data-code="deck.matched-by-name"]'))).toHaveCount(0);
  await expect(warnings.and(alice.page.locator('[data-code="deck.ambiguous"]'))).toContainText(
    "Line 2: Voltkit is ambiguous: 2 different cards have this name (Voltkit PMA 4, Voltkit PMA GG04); add the set code and number.",
  );
  await expect(report.getByRole("list", { name: "Pokémon", exact: true }).getByRole("listitem")).toHaveText(["4 × Cindle"]);
  await expect(report.getByRole("list", { name: "Trainer", exact: true }).getByRole("listitem")).toHaveText(["2 × Archivist Mabel"]);
  await expect(report.getByRole("list", { name: "Energy", exact: true }).getByRole("listitem")).toHaveText(["10 × Basic Fire Energy"]);
  // Voltkit was found, twice: the list says so rather than "not found".
  await expect(report.locator('[data-placeholder="true"]')).toHaveText(["2 × Voltkit(several cards have this name: placeholder)"]);
});
