/**
 * An automated accessibility audit: axe-core (WCAG 2.0 and 2.1, levels A and AA) on every screen
 * a user meets — the lobby, the deck panel, a player's, a spectator's and a judge's table with
 * its menus, panels, dialogs and questions, the game-over panel and the replay viewer. A
 * violation of impact "serious" or "critical" fails the test; every screen is audited before
 * it fails, and the report names each violation's rule, element and what is wrong
 * (docs/testing/accessibility-audit.md).
 */
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { chooseFromMenu, DEMO, expect, replay, startPlaying, test, winnerChooses, type Tab } from "../fixtures";
import { demoName } from "../fixtures/demo-decks";
import { SEED } from "./seed";

const JUDGE_CODE = "e2e-accessibility";
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const FAILING = new Set(["serious", "critical"]);

type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/**
 * A pasted list with a line no card matches and one written by name only: the import report shows
 * warnings, a placeholder and a note.
 */
const PASTED = `Pokémon: 12
4 Voltkit PMA 4
4 Nosuchmon XYZ 999
4 Cindle

Energy: 52
52 Basic {R} Energy PMA 24
`;

/** One violation as a line of the report: screen, rule, impact, elements and what is wrong. */
function describe(screen: string, v: Violation): string {
  const nodes = v.nodes.map((n) => `    at ${n.target.join(" ")}\n      ${(n.failureSummary ?? "").replace(/\n\s*/g, "\n      ")}`);
  return `[${screen}] ${v.id} (${v.impact}): ${v.help} — ${v.helpUrl}\n${nodes.join("\n")}`;
}

/**
 * The table and the replay viewer lie on a vertical gradient (slate-950, #0c1a24, slate-950),
 * and axe cannot measure text drawn over a gradient: it leaves every such text "incomplete",
 * which would leave most of the table's text unchecked. So colour contrast is checked a second
 * time with that backdrop drawn in its lightest colour, the worst case for the table's light
 * text on dark.
 */
const BACKDROP_LIGHTEST = "#0c1a24";

async function withFlatBackdrop<T>(page: Page, run: () => Promise<T>): Promise<T> {
  const flattened = await page.evaluate((colour) => {
    const big = [...document.querySelectorAll<HTMLElement>("body *")].filter((el) => {
      if (!getComputedStyle(el).backgroundImage.includes("gradient")) return false;
      const r = el.getBoundingClientRect();
      return r.width >= window.innerWidth * 0.8 && r.height >= window.innerHeight * 0.8;
    });
    for (const el of big) {
      el.dataset.a11yBackdrop = el.style.backgroundImage;
      el.style.backgroundImage = "none";
      el.style.backgroundColor = colour;
    }
    return big.length;
  }, BACKDROP_LIGHTEST);
  try {
    return await run();
  } finally {
    if (flattened)
      await page.evaluate(() => {
        for (const el of document.querySelectorAll<HTMLElement>("[data-a11y-backdrop]")) {
          el.style.backgroundImage = el.dataset.a11yBackdrop ?? "";
          el.style.backgroundColor = "";
          delete el.dataset.a11yBackdrop;
        }
      });
  }
}

/**
 * Runs axe on the page as it is now and records (as a soft failure) every serious or critical
 * violation, so one run reports every screen. Minor and moderate ones are printed, not failed.
 */
async function audit(page: Page, screen: string): Promise<void> {
  // Colour contrast runs in the second pass only, over the flattened backdrop (see above).
  const results = await new AxeBuilder({ page }).withTags(WCAG).disableRules(["color-contrast"]).analyze();
  const contrast = await withFlatBackdrop(page, () => new AxeBuilder({ page }).withRules(["color-contrast"]).analyze());
  const violations = [...results.violations, ...contrast.violations];
  const failing = violations.filter((v) => FAILING.has(v.impact ?? ""));
  const other = violations.filter((v) => !FAILING.has(v.impact ?? ""));
  if (other.length) console.log(other.map((v) => describe(screen, v)).join("\n"));
  expect.soft(failing.map((v) => describe(screen, v)).join("\n\n"), `accessibility violations on "${screen}"`).toBe("");
}

const controls = (tab: Tab): Locator => tab.page.getByRole("region", { name: "Controls", exact: true });

test("every screen passes an automated WCAG 2.1 AA audit", async ({ table }) => {
  // Some 30 audits of one to two seconds each, and the moves between them.
  test.setTimeout(180_000);

  // ---- the lobby ---------------------------------------------------------------------------
  const visitor = await table.newTab("Visitor");
  await expect(visitor.page.getByRole("region", { name: "Open rooms", exact: true })).toBeVisible();
  await audit(visitor.page, "lobby");

  // A password room: listed in the lobby with its password field, and the invite-link page.
  const host = await table.openRoom({ name: "Hana", password: "open-sesame" });
  await visitor.page.getByRole("button", { name: "Refresh", exact: true }).click();
  const item = visitor.page.locator(`li[data-room-id="${host.roomId}"]`);
  await expect(item.getByLabel("Room password", { exact: true })).toBeVisible();
  await item.getByRole("button", { name: "Join as judge", exact: true }).click();
  await expect(item.getByRole("textbox", { name: "Judge code", exact: true })).toBeVisible();
  // A refusal: joining without the password.
  await item.getByRole("button", { name: "Join as player", exact: true }).click();
  await expect(visitor.page.getByRole("alert")).toBeVisible();
  await audit(visitor.page, "lobby with rooms, a password room, the judge code field and a refusal");
  await visitor.page.goto(`/room/${host.roomId}`);
  await expect(visitor.page.getByLabel("Room password", { exact: true })).toBeVisible();
  await audit(visitor.page, "invite-link page of a password room");

  // ---- the deck panel ------------------------------------------------------------------------
  const alice = await table.openRoom({ seed: SEED, judgeCode: JUDGE_CODE });
  const panel = alice.page.getByRole("region", { name: "Choose a deck", exact: true });
  await expect(panel).toBeVisible();
  await audit(alice.page, "table waiting, deck panel");
  await panel.getByRole("textbox", { name: "Deck list", exact: true }).fill(PASTED);
  await panel.getByRole("button", { name: "Check deck", exact: true }).click();
  await expect(panel.getByRole("list", { name: "Warnings", exact: true })).toBeVisible();
  await expect(panel.getByRole("list", { name: "Notes", exact: true })).toBeVisible();
  await audit(alice.page, "deck panel, import report with warnings and a note");
  // The demo deck, as seatPlayers loads it: Alice first, so the seed deals the usual hands.
  await panel.getByRole("button", { name: `Preview ${await demoName(alice.page, DEMO.emberOwls)}`, exact: true }).click();
  await panel.getByRole("button", { name: "Use this deck", exact: true }).click();
  await expect(panel).toBeHidden();
  const bob = await table.join(alice.roomId, { name: "Bob" });
  await bob.chooseDeck(DEMO.lanternVigil);
  await alice.expectPhase("setup");
  const judy = await table.addJudge(alice.roomId, JUDGE_CODE);
  const carol = await table.addSpectator(alice.roomId, "Carol");
  // Before any hand is dealt, the coin flip's winner chooses (seed 001 §5).
  await audit(alice.page, "setup, the coin flip's winner choosing");
  await audit(bob.page, "setup, waiting for the other player to choose");
  await winnerChooses(alice, bob, "Go first");

  // ---- setup ---------------------------------------------------------------------------------
  await alice.drag(alice.card("p1.hand", "Voltkit"), alice.slot("p1.active", 0));
  await expect.poll(() => alice.slotNames("p1.active", 0)).toEqual(["Voltkit"]);
  await audit(alice.page, "player's table in setup");
  await audit(carol.page, "spectator's table in setup");

  // ---- mid-game, a player ---------------------------------------------------------------------
  await bob.drag(bob.card("p2.hand", "Burrowmole"), bob.slot("p2.active", 0));
  await expect.poll(() => bob.slotNames("p2.active", 0)).toEqual(["Burrowmole"]);
  await alice.ready();
  await bob.ready();
  await alice.expectTurn(1, "p1");
  // A warning next to a Pokémon (two Energy in one turn), a refusal notice, a Pokémon with damage.
  for (const attached of [1, 2]) {
    await alice.drag(alice.card("p1.hand", "Basic Fire Energy"), alice.slot("p1.active", 0));
    await expect.poll(() => alice.slotNames("p1.active", 0)).toHaveLength(1 + attached);
  }
  await expect(alice.advisoryNotes().first()).toBeVisible();
  await alice.drag(alice.card("p2.hand", "face-down card"), alice.zone("p1.hand"));
  await expect(alice.errorNotices.first()).toBeVisible();
  await audit(alice.page, "player's table mid-game, with a warning and a refusal");

  // The card preview of a focused card: the card drawn large from its data.
  await alice.card("p1.hand", "Infernowl ex").focus();
  await expect(alice.page.getByRole("complementary", { name: "Card preview", exact: true })).toBeVisible();
  await audit(alice.page, "player's table, the card preview");

  await chooseFromMenu(alice, alice.card("p1.hand", "Infernowl ex"), ["Move to…"]);
  await audit(alice.page, "player's table, a card's menu open");
  // Escape goes back out of "Move to…", then closes the menu.
  await expect(async () => {
    await alice.page.keyboard.press("Escape");
    await expect(alice.page.getByRole("menu")).toHaveCount(0, { timeout: 500 });
  }).toPass();

  await chooseFromMenu(alice, alice.card("p1.active", "Voltkit"), ["Set damage…"]);
  const damage = alice.page.getByRole("dialog", { name: "Damage", exact: true });
  await damage.getByRole("spinbutton").fill("30");
  await audit(alice.page, "player's table, the set damage dialog");
  await damage.getByRole("button", { name: "Set", exact: true }).click();
  await expect(alice.slot("p1.active", 0)).toHaveAttribute("data-damage", "30");

  await alice.page.getByRole("button", { name: "Keys (?)", exact: true }).click();
  await expect(alice.page.getByRole("dialog", { name: "Keyboard shortcuts", exact: true })).toBeVisible();
  await audit(alice.page, "player's table, the keyboard sheet");
  await alice.page.keyboard.press("Escape");

  // Three cards: the panel shows their order ("Top of the deck first: …") and "On top".
  const count = alice.page.getByRole("region", { name: "Controls", exact: true }).getByRole("spinbutton", { name: "Count", exact: true });
  await count.fill("3");
  await alice.control("Look at top").click();
  await expect(alice.zone("p1.looking").locator("[data-look-order]")).toBeVisible();
  await audit(alice.page, "player's table, the looking panel");
  await count.fill("1");
  await alice.zone("p1.looking").getByRole("button", { name: "Put back on top", exact: true }).click();
  await expect(alice.zone("p1.looking")).toHaveCount(0);

  await alice.page.getByRole("button", { name: "Actions for Your discard pile", exact: true }).click();
  await alice.page.getByRole("menu").getByRole("menuitem", { name: "Show all cards", exact: true }).click();
  await expect(alice.page.getByRole("region", { name: "Browsing Your discard pile", exact: true })).toBeVisible();
  await audit(alice.page, "player's table, the pile browser");
  await alice.page.keyboard.press("Escape");

  // ---- a question: Alice asks to take back her last action ------------------------------------
  await alice.control("Undo last action").click();
  const prompt = bob.page.getByRole("alertdialog").and(bob.page.locator('[data-prompt="approve-undo"]'));
  await expect(prompt).toBeVisible();
  await expect(alice.page.getByRole("status").filter({ hasText: /^Waiting for Bob/ })).toBeVisible();
  await audit(bob.page, "player's table, a question for them");
  await audit(alice.page, "player's table, waiting for an answer");
  await expect(judy.page.locator('[data-prompt="approve-undo"]')).toBeVisible();
  await audit(judy.page, "judge's table, a question shown, the judge's tools");
  await audit(carol.page, "spectator's table mid-game");
  await prompt.getByRole("button", { name: "Decline", exact: true }).click();
  await expect(prompt).toHaveCount(0);

  // ---- the judge's dialogs ---------------------------------------------------------------------
  await controls(judy).getByRole("button", { name: "Pause game", exact: true }).click();
  await expect(alice.page.locator("[data-paused-banner]")).toBeVisible();
  await audit(judy.page, "judge's table, game paused");
  await audit(alice.page, "player's table, game paused");
  await controls(judy).getByRole("button", { name: "Resume game", exact: true }).click();
  await controls(judy).getByRole("button", { name: "Set turn…", exact: true }).click();
  await expect(judy.page.getByRole("dialog", { name: "Set the turn", exact: true })).toBeVisible();
  await audit(judy.page, "judge's table, the set turn dialog");
  await judy.page.keyboard.press("Escape");
  await judy.log.getByRole("button", { name: /^Rewind to here/ }).first().click();
  const rewind = judy.page.getByRole("alertdialog", { name: "Rewind the game?", exact: true });
  await expect(rewind.locator("[data-rewind-plan]")).not.toHaveAttribute("data-rewind-plan", "counting");
  await audit(judy.page, "judge's table, the rewind dialog");
  await rewind.getByRole("button", { name: "Cancel", exact: true }).click();
  await judy.log.getByRole("button", { name: "Replay so far", exact: true }).click();
  const soFar = judy.page.getByRole("dialog", { name: "Replay of this game so far", exact: true });
  await expect(soFar.locator("[data-replay-position]")).toBeVisible();
  await audit(judy.page, "judge's table, the replay so far");
  await judy.page.keyboard.press("Escape");
  await expect(soFar).toHaveCount(0);

  // ---- leaving mid-game: the player is asked first ----------------------------------------------
  await alice.page.getByRole("button", { name: "Leave room", exact: true }).click();
  const leave = alice.page.getByRole("alertdialog", { name: "Leave the game?", exact: true });
  await expect(leave).toBeVisible();
  await audit(alice.page, "player's table, the leave dialog");
  await leave.getByRole("button", { name: "Stay", exact: true }).click();

  // ---- game over and the replay ------------------------------------------------------------------
  await alice.control("Concede").click();
  await alice.page.getByRole("button", { name: "Yes, concede", exact: true }).click();
  for (const tab of [alice, bob]) await tab.expectPhase("finished");
  await expect(replay.gameOverPanel(bob)).toBeVisible();
  await audit(bob.page, "player's table, game over");
  const bobReplay = await replay.openReplayFromTable(bob);
  await audit(bobReplay.page, "replay viewer");
  await bobReplay.page.goto("/replay");
  await expect(bobReplay.page.getByLabel("Game record file", { exact: true })).toBeAttached();
  await audit(bobReplay.page, "open a game record page");
});
