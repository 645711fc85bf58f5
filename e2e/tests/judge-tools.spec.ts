/**
 * A judge's tools in three tabs (Alice, Bob, the judge Judy): corrections made for a player
 * (damage, a Special Condition, a prize card that should have been in the hand), pausing the
 * game (a player's move is refused with the reason) and resuming it, setting the turn, and
 * rewinding to an earlier log line (the later lines struck in every tab).
 */
import { chooseFromMenu, DEMO, expect, startPlaying, test, type Tab, type TableSession } from "../fixtures";
import { SEED, SEED_HANDS } from "./seed";

const JUDGE_CODE = "e2e-judge-tools";
const PAUSED = "A judge has paused the game: wait until they resume it.";

/** Alice and Bob seated and playing turn 1, and the judge Judy watching. */
async function threeTabs(table: TableSession) {
  const { p1: alice, p2: bob, roomId } = await table.seatPlayers({ seed: SEED, judgeCode: JUDGE_CODE, p1: { deck: DEMO.emberOwls }, p2: { deck: DEMO.lanternVigil } });
  const judy = await table.addJudge(roomId, JUDGE_CODE);
  await startPlaying(alice, bob);
  await judy.expectTurn(1, "p1");
  return { alice, bob, judy };
}

const controls = (tab: Tab) => tab.page.getByRole("region", { name: "Controls", exact: true });
const actAs = (judy: Tab, seat: string) => controls(judy).getByRole("radiogroup", { name: "Act as", exact: true }).getByRole("radio", { name: seat, exact: true });

test("a judge corrects the table for a player, pauses and resumes the game, and sets the turn", async ({ table }) => {
  const { alice, bob, judy } = await threeTabs(table);

  // ---- corrections, acting for Bob ------------------------------------------------------
  await actAs(judy, "Player 2 (Bob)").check();
  await expect(judy.page.locator('[data-side="bottom"]')).toHaveAttribute("data-seat", "p2");
  const burrowmole = judy.card("p2.active", "Burrowmole");

  // Damage through the card's menu and the "Damage" dialog.
  let since = await bob.lastLogSeq();
  await chooseFromMenu(judy, burrowmole, ["Set damage…"]);
  const damage = judy.page.getByRole("dialog", { name: "Damage", exact: true });
  await damage.getByRole("spinbutton").fill("30");
  await damage.getByRole("button", { name: "Set", exact: true }).click();
  for (const tab of [alice, bob, judy]) await expect(tab.slot("p2.active", 0)).toHaveAttribute("data-damage", "30");
  expect((await bob.waitForLog(/^\[Judge\] /, { judge: true, since })).text).toBe("[Judge] You put 30 damage on your Active Burrowmole (30 in all).");
  expect((await alice.waitForLog(/^\[Judge\] /, { judge: true, since })).text).toBe("[Judge] Bob put 30 damage on their Active Burrowmole (30 in all).");

  // A Special Condition from the keyboard: focus the card, Shift+F10, the checkbox item.
  since = await bob.lastLogSeq();
  await chooseFromMenu(judy, burrowmole, ["Special Conditions…", "Poisoned"], { keyboard: true });
  for (const tab of [alice, bob]) await expect(tab.slot("p2.active", 0)).toHaveAttribute("data-conditions", "poisoned");
  await bob.waitForLog("[Judge] You made your Active Burrowmole Poisoned.", { judge: true, since });

  // A card that should not be a prize: the judge sees Bob's prizes and moves one to his hand.
  since = await bob.lastLogSeq();
  await judy.page.getByRole("button", { name: "Actions for Player 2's prizes", exact: true }).click();
  await judy.page.getByRole("menu").getByRole("menuitem", { name: "Show all cards", exact: true }).click();
  const prizes = judy.page.getByRole("region", { name: "Browsing Player 2's prizes", exact: true });
  const prize = prizes.getByRole("button").and(judy.page.locator("[data-pid]")).first();
  const prizeName = (await prize.getAttribute("aria-label"))!;
  await chooseFromMenu(judy, prize, ["Move to…", "Player 2's hand"]);
  await bob.expectCount("p2.prize", 5);
  await bob.expectCount("p2.hand", SEED_HANDS.p2.length);
  expect(await bob.cardNames("p2.hand")).toContain(prizeName);
  await alice.expectCount("p2.hand", SEED_HANDS.p2.length);
  await bob.waitForLog(/^\[Judge\] /, { judge: true, since });
  await alice.waitForLog(/^\[Judge\] /, { judge: true, since });

  // ---- pause: a player's move is refused with the reason, then resume --------------------
  since = await alice.lastLogSeq();
  await controls(judy).getByRole("button", { name: "Pause game", exact: true }).click();
  await expect(controls(judy).getByRole("button", { name: "Resume game", exact: true })).toBeVisible();
  for (const tab of [alice, bob]) {
    expect((await tab.waitForLog("[Judge] The game is paused.", { since })).judge).toBe(true);
    await expect(tab.page.locator('[role="status"][data-paused-banner]')).toHaveText(/Your moves are refused until a judge resumes it/);
    await expect(tab.control("Draw")).toBeDisabled();
  }
  await expect(judy.page.locator("[data-paused-banner]")).toHaveText(/players can't act until a judge resumes it/);
  await table.screenshot("paused", [alice, judy]);
  // The banner pushes nothing off the window: the player's own hand stays whole at the bottom of
  // a 1280×720 window.
  expect(alice.page.viewportSize()).toEqual({ width: 1280, height: 720 });
  for (const card of await alice.cards("p1.hand").all()) {
    const box = (await card.boundingBox())!;
    expect(box.y + box.height, "a card of Alice's hand reaches below the window").toBeLessThanOrEqual(720);
  }

  const handCount = Number(await alice.zone("p1.hand").getAttribute("data-count"));
  await alice.drag(alice.card("p1.hand", "Basic Fire Energy"), alice.slot("p1.active", 0));
  await expect(alice.errorNotices.filter({ hasText: PAUSED })).toBeVisible();
  // The refusal never covers the paused banner's text.
  const banner = (await alice.page.locator("[data-paused-banner]").boundingBox())!;
  const refusal = (await alice.errorNotices.filter({ hasText: PAUSED }).boundingBox())!;
  const apart = refusal.x + refusal.width <= banner.x || banner.x + banner.width <= refusal.x || refusal.y >= banner.y + banner.height || refusal.y + refusal.height <= banner.y;
  expect(apart, `refusal ${JSON.stringify(refusal)} overlaps banner ${JSON.stringify(banner)}`).toBe(true);
  await alice.expectCount("p1.hand", handCount);
  expect(await alice.slotNames("p1.active", 0)).toEqual(["Voltkit"]);
  // The judge is not held back by the pause.
  await expect(controls(judy).getByRole("button", { name: "Draw", exact: true })).toBeEnabled();

  since = await alice.lastLogSeq();
  await controls(judy).getByRole("button", { name: "Resume game", exact: true }).click();
  await alice.waitForLog("[Judge] The game goes on.", { since });
  await expect(alice.page.locator("[data-paused-banner]")).toHaveCount(0);
  await expect(alice.control("Draw")).toBeEnabled();
  await alice.drag(alice.card("p1.hand", "Basic Fire Energy"), alice.slot("p1.active", 0));
  await expect.poll(() => bob.slotNames("p1.active", 0)).toEqual(["Voltkit", "Basic Fire Energy"]);

  // ---- set the turn ---------------------------------------------------------------------
  since = await alice.lastLogSeq();
  await controls(judy).getByRole("button", { name: "Set turn…", exact: true }).click();
  const setTurn = judy.page.getByRole("dialog", { name: "Set the turn", exact: true });
  await expect(setTurn).toContainText("Now: turn 1, Alice to play.");
  await setTurn.getByRole("spinbutton", { name: "Turn number", exact: true }).fill("5");
  await setTurn.getByRole("radio", { name: "Player 2 (Bob)", exact: true }).check();
  await setTurn.getByRole("button", { name: "Set turn", exact: true }).click();
  await expect(setTurn).toHaveCount(0);
  for (const tab of [alice, bob, judy]) await tab.expectTurn(5, "p2");
  expect((await bob.waitForLog(/^\[Judge\] The turn was set/, { since })).text).toBe("[Judge] The turn was set: turn 5, your turn.");
  expect((await alice.waitForLog(/^\[Judge\] The turn was set/, { since })).text).toBe("[Judge] The turn was set: turn 5, Bob's turn.");
});

test("a judge rewinds the game to an earlier log line; every tab strikes the later lines", async ({ table }) => {
  const { alice, bob, judy } = await threeTabs(table);

  // Alice draws, attaches an Energy and ends her turn; Bob says something.
  let since = await alice.lastLogSeq();
  await alice.control("Draw").click();
  const draw = await alice.waitForLog(/^You drew .+\.$/, { since });
  const handAfterDraw = await alice.cardNames("p1.hand");
  since = draw.seq;
  await alice.drag(alice.card("p1.hand", "Basic Fire Energy"), alice.slot("p1.active", 0));
  const attach = await alice.waitForLog("You attached Basic Fire Energy to Voltkit (your Active Pokémon).", { since });
  await alice.endTurn();
  await bob.page.getByRole("textbox", { name: "Chat message", exact: true }).fill("wait, that was a misplay");
  await bob.page.getByRole("button", { name: "Send", exact: true }).click();
  const chat = await judy.waitForLog("Bob: wait, that was a misplay", { since });
  for (const tab of [alice, bob, judy]) await tab.expectTurn(2, "p2");

  // The judge picks the draw's line; the dialog says what goes (the attach and the turn's end).
  const drawLine = judy.log.locator(`li[data-seq="${draw.seq}"]`);
  const judgesLines = await judy.logLines();
  const drawAt = judgesLines.findIndex((l) => l.seq === draw.seq);
  const judgesDraw = judgesLines[drawAt]!.text;
  await drawLine.getByRole("button", { name: `Rewind to here (line ${drawAt + 1}): ${judgesDraw}`, exact: true }).click();
  const dialog = judy.page.getByRole("alertdialog", { name: "Rewind the game?", exact: true });
  await expect(dialog).toContainText(judgesDraw);
  await expect(dialog.locator("[data-rewind-plan]")).toHaveAttribute("data-rewind-plan", "ok");
  await expect(dialog.locator("[data-rewind-plan]")).toHaveText(/^2 later actions will be taken back\. \d+ log lines will be struck through\.$/);
  await table.screenshot("rewind dialog", [judy]);
  since = await judy.lastLogSeq();
  await dialog.getByRole("button", { name: "Rewind", exact: true }).click();
  await expect(dialog).toHaveCount(0);

  // The table is back to just after the draw: Alice's turn, the Energy in her hand.
  for (const tab of [alice, bob, judy]) {
    const line = await tab.waitForLog("[Judge] The game was rewound: 2 actions were taken back.", { since });
    expect(line.judge).toBe(true);
    await tab.expectTurn(1, "p1");
  }
  await alice.expectCardNames("p1.hand", handAfterDraw);
  await expect.poll(() => bob.slotNames("p1.active", 0)).toEqual(["Voltkit"]);

  // Struck in all three tabs: every line from the attach up to the chat; the draw and the chat stand.
  for (const tab of [alice, bob, judy]) {
    const lines = await tab.logLines();
    const struck = lines.filter((l) => l.seq >= attach.seq && l.seq < chat.seq).map((l) => l.seq);
    expect(struck.length).toBeGreaterThanOrEqual(2);
    for (const seq of struck) {
      const li = tab.log.locator(`li[data-seq="${seq}"]`);
      await expect(li).toHaveAttribute("data-taken-back", "true");
      await expect(li.locator("s")).toHaveCount(1);
      await expect(li).toHaveAttribute("title", "Taken back (rewind)");
    }
    await expect(tab.log.locator(`li[data-seq="${draw.seq}"]`)).not.toHaveAttribute("data-taken-back", "true");
    await expect(tab.log.locator(`li[data-seq="${chat.seq}"]`)).not.toHaveAttribute("data-taken-back", "true");
  }
  // A struck line is no place to rewind to; the players get no rewind buttons at all.
  await expect(judy.log.locator(`li[data-seq="${attach.seq}"]`).getByRole("button")).toHaveCount(0);
  await expect(alice.log.getByRole("button", { name: /^Rewind to here/ })).toHaveCount(0);
  await table.screenshot("after rewind");
});

test("a judge is offered no rewind on the lines of the game's last action: there is nothing after them to take back", async ({ table }) => {
  const { alice, bob, judy } = await threeTabs(table);
  let since = await alice.lastLogSeq();
  await alice.control("Draw").click();
  const draw = await judy.waitForLog(/^Alice drew .+\.$/, { since });
  since = draw.seq;
  // Bob concedes: one action writes "Bob conceded.", "Alice won the game (…)." and "The game is over.".
  await bob.control("Concede").click();
  await bob.page.getByRole("button", { name: "Yes, concede", exact: true }).click();
  const won = await judy.waitForLog(/^Alice won the game/, { since });
  const lines = await judy.logLines();
  const last = lines.slice(lines.findIndex((l) => l.key === "conceded"));
  expect(last.map((l) => l.key)).toEqual(["conceded", "game.won", "phase.finished"]);
  for (const line of last) await expect(judy.log.locator(`li[data-seq="${line.seq}"] button[data-rewind-to]`), line.text).toHaveCount(0);
  expect(won.seq).toBe(last[1]!.seq);
  // The draw's line still goes back to before the concession.
  const drawAt = lines.findIndex((l) => l.seq === draw.seq);
  await expect(judy.log.locator(`li[data-seq="${draw.seq}"]`).getByRole("button", { name: `Rewind to here (line ${drawAt + 1}): ${draw.text}`, exact: true })).toHaveCount(1);
});

test("a reveal the judge's rewind takes back shows the hand face down again on Bob's screen", async ({ table }) => {
  const { alice, bob, judy } = await threeTabs(table);
  const since = await alice.lastLogSeq();
  await alice.control("Draw").click();
  const draw = await judy.waitForLog(/^Alice drew .+\.$/, { since });
  await alice.page.getByRole("button", { name: "Actions for Your hand", exact: true }).click();
  await alice.page.getByRole("menu").getByRole("menuitem", { name: "Reveal hand", exact: true }).click();
  const hand = await alice.cardNames("p1.hand");
  await expect.poll(() => bob.cardNames("p1.hand")).toEqual(hand);

  await judy.log.locator(`li[data-seq="${draw.seq}"]`).getByRole("button", { name: /^Rewind to here/ }).click();
  await judy.page.getByRole("alertdialog", { name: "Rewind the game?", exact: true }).getByRole("button", { name: "Rewind", exact: true }).click();
  await bob.waitForLog("[Judge] The game was rewound: 1 action was taken back.");
  await bob.expectCardNames("p1.hand", hand.map(() => "face-down card"));
  await alice.expectCardNames("p1.hand", hand);
});
