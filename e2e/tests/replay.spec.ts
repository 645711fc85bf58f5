/**
 * A player, the opponent and a judge, each in their own tab, play setup and two turns; the
 * game ends by concession; each opens the replay link and steps through it. Each replay
 * shows what its viewer could see at the time (the opponent's hand as card backs), the judge
 * sees everything with the code, and once both players reveal the record everyone sees every
 * card. The record is exported as a file and opened again at /replay, with the same steps.
 */
import { DEMO, expect, FACE_DOWN, replay, startPlaying, test, type Tab } from "../fixtures";
import { SEED, SEED_HANDS } from "./seed";

const JUDGE_CODE = "e2e-replay-judge";
const backs = (n: number) => Array.from({ length: n }, () => FACE_DOWN);

/** Setup with a Basic each, Alice's turn 1 (draw, end), Bob's turn 2 (draw, end), then Alice concedes. */
async function playShortGame(alice: Tab, bob: Tab, judy: Tab): Promise<void> {
  await startPlaying(alice, bob);
  await judy.expectTurn(1, "p1");
  await alice.control("Draw").click();
  await alice.expectCount("p1.hand", 7);
  await alice.endTurn();
  await bob.expectTurn(2, "p2");
  await replaySoFar(judy);
  await bob.control("Draw").click();
  await bob.expectCount("p2.hand", 7);
  await bob.endTurn();
  await alice.expectTurn(3, "p1");
  await alice.control("Concede").click();
  await alice.page.getByRole("button", { name: "Yes, concede", exact: true }).click();
  for (const tab of [alice, bob, judy]) await tab.expectPhase("finished");
}

/**
 * While the game goes on, "Replay so far" steps through the record in a dialog over the table:
 * it opens on the latest step (both Basics face up in turn 2), Home goes back to the empty
 * table, and "Back to the table" (or Escape) returns to the live table, which plays on.
 */
async function replaySoFar(tab: Tab): Promise<void> {
  await tab.log.getByRole("button", { name: "Replay so far", exact: true }).click();
  const dialog = tab.page.getByRole("dialog", { name: "Replay of this game so far", exact: true });
  await expect(dialog).toBeVisible();
  const zone = (key: string) => dialog.locator(`section[data-zone="${key}"]`);
  await expect(dialog.locator("[data-replay-position]")).toHaveText(/ · Turn 2$/);
  await expect(zone("p1.active").getByRole("button", { name: "Voltkit", exact: true })).toBeVisible();
  await tab.page.keyboard.press("Home");
  await expect(dialog.locator("[data-replay-position]")).toHaveAttribute("data-replay-position", "0");
  await expect(zone("p1.hand")).toHaveAttribute("data-count", "0");
  await tab.page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(tab.zone("p1.active").getByRole("button", { name: "Voltkit", exact: true })).toBeVisible();
  expect(new URL(tab.page.url()).hash).toBe("");
  await backClosesReplaySoFar(tab);
}

/**
 * The browser's Back closes "Replay so far" and stays in the room; Forward then keeps the table,
 * and so does a reload with the replay open, after which it opens on the latest step again.
 */
async function backClosesReplaySoFar(tab: Tab): Promise<void> {
  const room = new URL(tab.page.url()).pathname;
  const button = tab.log.getByRole("button", { name: "Replay so far", exact: true });
  const dialog = tab.page.getByRole("dialog", { name: "Replay of this game so far", exact: true });
  const voltkit = tab.zone("p1.active").getByRole("button", { name: "Voltkit", exact: true });
  const closedOnTheTable = async () => {
    await expect(dialog).toHaveCount(0);
    await expect(voltkit).toBeVisible();
    expect(new URL(tab.page.url()).pathname).toBe(room);
  };
  await button.click();
  await expect(dialog.locator("[data-replay-position]")).toHaveText(/ · Turn 2$/);
  await tab.page.goBack();
  await closedOnTheTable();
  expect(new URL(tab.page.url()).hash).toBe("");
  await tab.page.goForward();
  await closedOnTheTable();

  await button.click();
  await expect(dialog).toBeVisible();
  await tab.page.keyboard.press("Home");
  await expect(dialog.locator("[data-replay-position]")).toHaveAttribute("data-replay-position", "0");
  await tab.reload();
  await closedOnTheTable();
  await button.click();
  await expect(dialog.locator("[data-replay-position]")).toHaveText(/ · Turn 2$/);
  await tab.page.goBack();
  await closedOnTheTable();
  expect(new URL(tab.page.url()).hash).toBe("");
}

test("a finished game is replayed by each viewer, revealed by both players, exported and opened again", async ({ table }, testInfo) => {
  const { p1: alice, p2: bob, roomId } = await table.seatPlayers({ seed: SEED, judgeCode: JUDGE_CODE, p1: { deck: DEMO.emberOwls }, p2: { deck: DEMO.lanternVigil } });
  const judy = await table.addJudge(roomId, JUDGE_CODE);
  await playShortGame(alice, bob, judy);
  await expect(replay.gameOverPanel(bob)).toContainText("You win: Alice conceded.");

  // ---- Alice's replay: her own view, opened from the Game over panel --------------------
  const aliceReplay = await replay.openReplayFromTable(alice);
  expect(aliceReplay.page.url()).toMatch(/\/replay\/[\w-]{16,}#step=\d+$/);
  await expect(replay.viewerLabel(aliceReplay)).toHaveText("Whose view: Alice's view (Player 1)");
  await expect(aliceReplay.page.locator("[data-record-revealed]")).toHaveText(/^As seen at the time/);
  const { last } = await replay.position(aliceReplay);
  expect(last).toBeGreaterThan(8);

  // The viewer opens on step 0: the empty table.
  await replay.expectPosition(aliceReplay, 0);
  await expect(replay.stepControls(aliceReplay.page).getByRole("button", { name: "First step", exact: true })).toBeDisabled();
  await expect(replay.positionLine(aliceReplay)).toHaveText(`Step 0 of ${last} · Setup`);
  await aliceReplay.expectCount("p1.hand", 0);

  // Both decks load and the coin is flipped: no hand yet (seed 001 §5). Alice's choice is the
  // step that deals both: her hand face up, Bob's as card backs.
  const dealt = await replay.goToLine(aliceReplay, "You chose to go first.");
  await aliceReplay.expectCardNames("p1.hand", SEED_HANDS.p1);
  await aliceReplay.expectCardNames("p2.hand", backs(7));
  expect(await replay.goToLine(aliceReplay, "Bob drew an opening hand: 7 cards.")).toBe(dealt);
  await replay.goToStep(aliceReplay, dealt - 1);
  await aliceReplay.expectCount("p1.hand", 0);
  await aliceReplay.expectCount("p2.hand", 0);

  // Event by event with the keyboard: the next step is Alice's Basic, face down on her Active Spot.
  const voltkit = await replay.goToLine(aliceReplay, "You put Voltkit face down onto your Active Spot.");
  await replay.goToStep(aliceReplay, voltkit - 1);
  await expect.poll(() => aliceReplay.slotNames("p1.active", 0)).toEqual([]);
  await aliceReplay.page.keyboard.press("ArrowRight");
  await replay.expectPosition(aliceReplay, voltkit);
  await expect.poll(() => aliceReplay.slotNames("p1.active", 0)).toEqual(["Voltkit"]);
  await expect(aliceReplay.card("p1.active", "Voltkit")).toHaveAttribute("data-face-down", "true");
  await expect(aliceReplay.log.locator('li[aria-current="step"]')).toHaveText(["You put Voltkit face down onto your Active Spot."]);

  // Turn by turn: turn 1 starts with both Basics face up; turn 2 is Bob's.
  await replay.step(aliceReplay, "Next turn");
  await expect(replay.positionLine(aliceReplay)).toHaveText(/ · Turn 1$/);
  await expect.poll(() => aliceReplay.slotNames("p2.active", 0)).toEqual(["Burrowmole"]);
  await replay.step(aliceReplay, "Next turn");
  await expect(replay.positionLine(aliceReplay)).toHaveText(/ · Turn 2$/);
  await expect(aliceReplay.page.locator("main [data-turn]")).toHaveText("Bob's turn (2)");
  await replay.step(aliceReplay, "Previous turn");
  await expect(replay.positionLine(aliceReplay)).toHaveText(/ · Turn 1$/);
  await aliceReplay.page.keyboard.press("End");
  await replay.expectPosition(aliceReplay, last);
  await expect(replay.stepControls(aliceReplay.page).getByRole("button", { name: "Next event", exact: true })).toBeDisabled();
  await expect(aliceReplay.page.locator("main [data-phase]")).toHaveText("Bob wins: you conceded.");
  await aliceReplay.waitForLog("You conceded.");
  await table.screenshot("replay - Alice's view at the end", [aliceReplay]);

  // From the keyboard the first Tab stop skips the table's cards to the stepping (a reload keeps the step).
  await aliceReplay.page.reload();
  await replay.expectPosition(aliceReplay, last);
  await aliceReplay.page.keyboard.press("Tab");
  const skip = aliceReplay.page.getByRole("link", { name: "Skip to replay controls" });
  await expect(skip).toBeFocused();
  await aliceReplay.page.keyboard.press("Enter");
  await expect(replay.stepControls(aliceReplay.page)).toBeFocused();
  await aliceReplay.page.keyboard.press("Tab");
  await expect(replay.stepControls(aliceReplay.page).getByRole("button", { name: "First step", exact: true })).toBeFocused();
  expect(aliceReplay.page.url()).toMatch(new RegExp(`#step=${last}$`));

  // ---- Bob's replay: the opponent's view shows Alice's hand as backs --------------------
  const bobReplay = await replay.openReplayFromTable(bob);
  await expect(replay.viewerLabel(bobReplay)).toHaveText("Whose view: Bob's view (Player 2)");
  await replay.goToStep(bobReplay, dealt);
  await bobReplay.expectCardNames("p1.hand", backs(7));
  await bobReplay.expectCardNames("p2.hand", SEED_HANDS.p2);
  await replay.goToStep(bobReplay, voltkit);
  await expect.poll(() => bobReplay.slotNames("p1.active", 0)).toEqual([FACE_DOWN]);

  // ---- The judge: the spectator's view by default, everything with the code -------------
  const judyReplay = await replay.openReplayFromTable(judy);
  await expect(replay.viewerLabel(judyReplay)).toHaveText("Whose view: Spectator's view");
  await replay.goToStep(judyReplay, dealt);
  await judyReplay.expectCardNames("p1.hand", backs(7));
  await judyReplay.page.getByRole("radio", { name: "Judge", exact: true }).check();
  await judyReplay.page.getByRole("textbox", { name: "Judge code", exact: true }).fill("wrong-code");
  await judyReplay.page.getByRole("button", { name: "View as judge", exact: true }).click();
  await expect(judyReplay.page.getByRole("alert")).toHaveText(/needs proof/);
  await judyReplay.page.getByRole("textbox", { name: "Judge code", exact: true }).fill(JUDGE_CODE);
  await judyReplay.page.getByRole("button", { name: "View as judge", exact: true }).click();
  await expect(replay.viewerLabel(judyReplay)).toHaveText("Whose view: Judge's view");
  await replay.expectPosition(judyReplay, dealt);
  await judyReplay.expectCardNames("p1.hand", SEED_HANDS.p1);
  await judyReplay.expectCardNames("p2.hand", SEED_HANDS.p2);
  await table.screenshot("replay - the judge's view of the deal", [judyReplay]);

  // ---- Exported before the reveal: Alice's view, the same steps --------------------------
  const file = await replay.downloadRecord(alice, testInfo.outputPath("record.json"));
  expect(file.name).toMatch(/^playmat-.+-record\.json$/);

  // ---- Both players reveal: every record shows every card --------------------------------
  const reveal = (tab: Tab) => replay.gameOverPanel(tab).getByRole("checkbox", { name: "Reveal all cards in the record", exact: true });
  await reveal(alice).check();
  const choices = replay.gameOverPanel(bob).getByRole("list", { name: "Record reveal choices", exact: true });
  await expect(choices.locator('[data-seat="p1"]')).toHaveText(/Alice: reveals all cards/);
  await expect(choices.locator('[data-seat="p2"]')).toHaveText(/Bob: keeps hidden cards hidden/);
  await reveal(bob).check();
  await expect(replay.gameOverPanel(alice).getByText("Both agreed: replays show every card.", { exact: true })).toBeVisible();
  await table.screenshot("game over - both players revealed the record", [alice]);
  // Everyone may have seen every card now: the judge can no longer rewind the game and play on.
  await judy.log.locator("li button[data-rewind-to]").first().click();
  const rewind = judy.page.getByRole("alertdialog", { name: "Rewind the game?", exact: true });
  await expect(rewind.locator("[data-rewind-plan]")).toHaveAttribute("data-rewind-plan", "rewind.revealed");
  await expect(rewind.getByRole("button", { name: "Rewind", exact: true })).toBeDisabled();
  await rewind.getByRole("button", { name: "Cancel", exact: true }).click();
  await bobReplay.page.reload();
  await replay.waitForReplay(bobReplay);
  await expect(bobReplay.page.locator("[data-record-revealed]")).toHaveText(/^All cards revealed/);
  await replay.expectPosition(bobReplay, voltkit);
  await expect.poll(() => bobReplay.slotNames("p1.active", 0)).toEqual(["Voltkit"]);
  await replay.goToStep(bobReplay, dealt);
  await bobReplay.expectCardNames("p1.hand", SEED_HANDS.p1);

  // ---- The exported file, opened at /replay ---------------------------------------------
  const reader = await table.newTab("Reader", "/replay");
  await reader.page.getByLabel("Game record file", { exact: true }).setInputFiles({ name: "nope.json", mimeType: "application/json", buffer: Buffer.from('{"hello":1}') });
  await expect(reader.page.getByRole("alert")).toContainText("This file is not a Playmat game record.");
  // The address's step is where the file opens; a step put in the address later, or Back to
  // one, moves the viewer there.
  await replay.openRecordFile(reader, file.path, `#step=${voltkit}`);
  await expect(replay.viewerLabel(reader)).toHaveText("Whose view: Alice's view (Player 1)");
  await expect(reader.page.locator("[data-record-revealed]")).toHaveText(/^As seen at the time/);
  expect((await replay.position(reader)).last).toBe(last);
  await expect(replay.positionLine(reader)).toHaveText(new RegExp(`^Step ${voltkit} of ${last} · `));
  expect(reader.page.url()).toMatch(new RegExp(`/replay#step=${voltkit}$`));
  await reader.page.evaluate((at) => void (location.hash = `#step=${at}`), dealt);
  await expect(replay.positionLine(reader)).toHaveText(new RegExp(`^Step ${dealt} of ${last} · `));
  await reader.page.goBack();
  await replay.expectPosition(reader, voltkit);
  await replay.goToStep(reader, dealt);
  await reader.expectCardNames("p1.hand", SEED_HANDS.p1);
  await reader.expectCardNames("p2.hand", backs(7));
  await replay.step(reader, "Next turn");
  await expect(replay.positionLine(reader)).toHaveText(/ · Turn 1$/);
  await table.screenshot("replay - the exported file opened again", [reader]);
});
