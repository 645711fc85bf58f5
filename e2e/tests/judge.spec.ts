/**
 * A judge enters with the room's judge code (a fixed one, set through the lobby URL in test
 * mode), sees both hands, acts on behalf of each player, and every such action is stamped
 * "[Judge]" in both players' logs.
 */
import { DEMO, enterRoom, expect, FACE_DOWN, test } from "../fixtures";
import { SEED, SEED_HANDS } from "./seed";

const JUDGE_CODE = "e2e-judge-7";

test("a judge joins with the code, sees both hands and acts for a player", async ({ table }) => {
  const { p1: alice, p2: bob, roomId, judgeCode } = await table.seatPlayers({
    seed: SEED,
    judgeCode: JUDGE_CODE,
    p1: { deck: DEMO.emberOwls },
    p2: { deck: DEMO.lanternVigil },
  });
  // The lobby's ?judgeCode= reached the server, which shows it to the room's creator.
  expect(judgeCode).toBe(JUDGE_CODE);
  await expect(bob.page.locator("code[data-judge-code]")).toHaveCount(0);

  // From the lobby's room list: a wrong code is refused, the right one lets the judge in.
  const judy = await table.newTab("Judy");
  await enterRoom(judy.page, roomId, { role: "judge", name: "Judy", judgeCode: "not-the-code", via: "lobby" });
  await expect(judy.page.getByRole("alert")).toHaveText("Wrong judge code.");
  await expect(judy.page).toHaveURL(/\/$/);
  const item = judy.page.locator(`li[data-room-id="${roomId}"]`);
  await item.getByRole("textbox", { name: "Judge code", exact: true }).fill(JUDGE_CODE);
  await item.getByRole("button", { name: "Enter as judge", exact: true }).click();
  await judy.waitForTable("judge");
  await expect(alice.page.getByText("0 watching · 1 judging", { exact: true })).toBeVisible();

  // Both hands, face up, as their owners see them; labels by seat.
  await judy.expectCardNames("p1.hand", SEED_HANDS.p1);
  await judy.expectCardNames("p2.hand", SEED_HANDS.p2);
  await expect(judy.page.getByRole("region", { name: "Player 2's hand", exact: true })).toBeVisible();
  // The players still see only backs of each other's hand.
  await alice.expectCardNames("p2.hand", Array.from({ length: 7 }, () => FACE_DOWN));

  // Acting for Bob: the "Act as" radio (seat and nickname) puts Bob's side at the bottom.
  const actAs = judy.page.getByRole("region", { name: "Controls", exact: true }).getByRole("radiogroup", { name: "Act as", exact: true });
  await expect(actAs.getByRole("radio")).toHaveCount(2);
  await expect(actAs.getByRole("radio", { name: "Player 1 (Alice)", exact: true })).toBeChecked();
  await actAs.getByRole("radio", { name: "Player 2 (Bob)", exact: true }).check();
  await expect(judy.page.locator('[data-side="bottom"]')).toHaveAttribute("data-seat", "p2");
  let since = await bob.lastLogSeq();
  await judy.drag(judy.card("p2.hand", "Burrowmole"), judy.slot("p2.active", 0));
  await expect.poll(() => bob.slotNames("p2.active", 0)).toEqual(["Burrowmole"]);
  await expect.poll(() => alice.slotNames("p2.active", 0)).toEqual([FACE_DOWN]);
  const bobsLine = await bob.waitForLog(/^\[Judge\] /, { judge: true, since });
  const alicesLine = await alice.waitForLog(/^\[Judge\] /, { judge: true, since });
  expect(bobsLine.text).toBe("[Judge] You put Burrowmole face down onto your Active Spot.");
  expect(alicesLine.text).toBe("[Judge] Bob put a card face down onto their Active Spot.");
  expect(alicesLine.seq).toBe(bobsLine.seq);
  await judy.waitForLog(/^\[Judge\] /, { judge: true, since });

  // Acting for Alice, with a shortcut key: "a" sends the selected card to the Active Spot.
  await actAs.getByRole("radio", { name: "Player 1 (Alice)", exact: true }).check();
  await expect(judy.page.locator('[data-side="bottom"]')).toHaveAttribute("data-seat", "p1");
  since = await alice.lastLogSeq();
  await judy.shortcut(judy.card("p1.hand", "Voltkit"), "a");
  await expect.poll(() => alice.slotNames("p1.active", 0)).toEqual(["Voltkit"]);
  expect((await alice.waitForLog(/^\[Judge\] /, { judge: true, since })).text).toBe("[Judge] You put Voltkit face down onto your Active Spot.");
  expect((await bob.waitForLog(/^\[Judge\] /, { judge: true, since })).text).toBe("[Judge] Alice put a card face down onto their Active Spot.");
  // The judge's own moves are the only stamped lines.
  expect((await alice.logLines()).filter((l) => l.judge)).toHaveLength(2);
  await table.screenshot("judge acted for both players");
});
