/**
 * §8.3's judge ladder at a Curse Sorcerers table, in three tabs: Alice creates the table from the
 * lobby (the judge code fixed on the lobby URL, as test mode allows), Bob joins, both take the
 * Red Moon demo deck and keep their hands, and the judge Judy enters with the code. Judy cites a
 * rule (level 2, "종합 규칙 5.2절에 따르면…") and makes a correction (level 3): its begin stamp,
 * an edit of Bob's life made as Bob's seat, and its end stamp. Both players read each step as a
 * "[Judge]" line of their logs, the same line at the same place.
 */
import { expect, test, type Tab } from "../fixtures";

const JUDGE_CODE = "e2e-cs-judge";

const ladder = (judy: Tab) => judy.page.getByRole("group", { name: "Judge ladder (§8.3)", exact: true });

/** Waits for the same stamped line in both players' logs, after `since`; returns its text. */
async function bothRead(players: Tab[], text: string | RegExp, since: number): Promise<string> {
  const lines = await Promise.all(players.map((tab) => tab.waitForLog(text, { judge: true, since })));
  expect(lines[1]!.seq).toBe(lines[0]!.seq);
  return lines[0]!.text;
}

test("a judge cites a rule and corrects the table, and both players read the stamped steps", async ({ table }) => {
  test.setTimeout(30_000);
  const alice = await table.newTab("Alice", `/?judgeCode=${JUDGE_CODE}`);
  await alice.page.getByRole("textbox", { name: "Nickname", exact: true }).fill("Alice");
  const form = alice.page.getByRole("form", { name: "Create a room", exact: true });
  await form.getByRole("textbox", { name: "Room name", exact: true }).fill(`e2e sorcerers judge ${Date.now() % 100000}`);
  await form.getByRole("combobox", { name: "Game", exact: true }).selectOption({ label: "Curse Sorcerers" });
  await form.getByRole("button", { name: "Create room", exact: true }).click();
  await alice.page.waitForURL(/\/room\/[A-Za-z0-9_-]+$/);
  await alice.waitForTable("player");
  const bob = await table.join(alice.roomId, { name: "Bob" });
  for (const tab of [alice, bob]) {
    const panel = tab.page.getByRole("region", { name: "Choose a deck", exact: true });
    await panel.getByRole("button", { name: "Preview 붉은 달 (Red Moon)", exact: true }).click();
    await panel.getByRole("button", { name: "Use this deck", exact: true }).click();
    await expect(panel).toBeHidden();
  }
  for (const tab of [alice, bob]) await tab.control("Keep hand").click();
  const judy = await table.addJudge(alice.roomId, JUDGE_CODE);
  for (const tab of [alice, bob, judy]) await tab.expectPhase("playing");
  const players = [alice, bob];

  // Level 2: a rule cited by its seed 004 section.
  let since = await bob.lastLogSeq();
  await ladder(judy).getByRole("combobox", { name: "Level", exact: true }).selectOption({ label: "2: the rules" });
  await ladder(judy).getByRole("combobox", { name: "Seed 004 section", exact: true }).selectOption("§2.1");
  await ladder(judy).getByRole("textbox", { name: "Judge's words", exact: true }).fill("스택의 맨 위가 먼저 해결됩니다.");
  await ladder(judy).getByRole("button", { name: "Stamp in the log", exact: true }).click();
  expect(await bothRead(players, /Level 2/, since)).toBe("[Judge] Level 2, the rules (seed 004 §2.1): 스택의 맨 위가 먼저 해결됩니다.");

  // Level 3: the begin stamp, Bob's life set as Bob's seat, the end stamp.
  since = await bob.lastLogSeq();
  await ladder(judy).getByRole("combobox", { name: "Level", exact: true }).selectOption({ label: "3: correction" });
  await ladder(judy).getByRole("textbox", { name: "Judge's words", exact: true }).fill("현재 상태를 이렇게 정정합니다.");
  await ladder(judy).getByRole("button", { name: "Correction begins", exact: true }).click();
  expect(await bothRead(players, /Level 3/, since)).toBe("[Judge] Level 3: a correction of the table begins. 현재 상태를 이렇게 정정합니다.");

  since = await bob.lastLogSeq();
  await judy.page.getByRole("region", { name: "Controls", exact: true }).getByRole("radiogroup", { name: "Act as", exact: true }).getByRole("radio", { name: "Player 2 (Bob)", exact: true }).check();
  const bobsLife = judy.page.locator('section[data-counter="life"][data-seat="p2"]');
  await bobsLife.getByRole("button", { name: "Set life…", exact: true }).click();
  const dialog = judy.page.getByRole("dialog");
  await dialog.getByRole("spinbutton").fill("17");
  await dialog.getByRole("button", { name: "Set", exact: true }).click();
  for (const tab of players) await expect(tab.page.locator('section[data-counter="life"][data-seat="p2"] output')).toHaveText("17");
  // The edit is the seat's own line, each player reading it in their own words.
  const edit = { alice: "[Judge] Bob took 3 off life (17 left).", bob: "[Judge] You took 3 off life (17 left)." };
  expect((await alice.waitForLog(edit.alice, { judge: true, since })).seq).toBe((await bob.waitForLog(edit.bob, { judge: true, since })).seq);

  since = await bob.lastLogSeq();
  await ladder(judy).getByRole("button", { name: "Correction ends", exact: true }).click();
  expect(await bothRead(players, /Level 3/, since)).toBe("[Judge] Level 3: the correction of the table ends.");

  // The three stamps of the correction, in order, and the edit between them, in each player's log.
  for (const [tab, line] of [[alice, edit.alice], [bob, edit.bob]] as const) {
    const stamped = (await tab.logLines()).filter((l) => l.judge).map((l) => l.text);
    expect(stamped.slice(-3)).toEqual(["[Judge] Level 3: a correction of the table begins. 현재 상태를 이렇게 정정합니다.", line, "[Judge] Level 3: the correction of the table ends."]);
  }
  await table.screenshot("a judge's level 2 and level 3 steps");
});
