/**
 * Notices float over the top of the playmat, over the other player's side (docs/testing/keyboard.md
 * "Drag and drop"): they never stop a move. A card dropped on a notice lands on the zone beneath
 * it, and the notice's own buttons still work.
 */
import { DEMO, expect, startPlaying, test } from "../fixtures";
import { SEED } from "./seed";

test("a card dropped on a notice lands on the zone beneath it; the notice's buttons still work", async ({ table }) => {
  const { p1: alice, p2: bob } = await table.seatPlayers({ seed: SEED, p1: { deck: DEMO.emberOwls }, p2: { deck: DEMO.lanternVigil } });
  await startPlaying(alice, bob);

  // A refusal: Bob's hand is hidden from Alice. Its notice offers "Ask opponent" for 15 s.
  await alice.drag(alice.card("p2.hand", "face-down card"), alice.zone("p1.hand"));
  const notice = alice.errorNotices.filter({ has: alice.page.getByRole("button", { name: "Ask opponent", exact: true }) });
  await expect(notice).toBeVisible();

  // A point on the notice's text, and the zone drawn under the notice there.
  const text = notice.locator("span.flex-1");
  const b = (await text.boundingBox())!;
  const at = { x: b.x + 8, y: b.y + b.height / 2 };
  const beneath = await alice.page.evaluate(({ x, y }) => {
    const zone = document
      .elementsFromPoint(x, y)
      .map((el) => el.closest<HTMLElement>("section[data-zone]"))
      .find((el) => el !== null);
    return zone?.dataset.zone ?? null;
  }, at);
  expect(beneath, "a zone lies under the notice").not.toBeNull();
  const before = Number(await alice.zone(beneath!).getAttribute("data-count"));

  const since = await alice.lastLogSeq();
  await alice.drag(alice.card("p1.hand", "Archivist Mabel"), at);
  await alice.waitForLog(/Archivist Mabel/, { since });
  await expect(alice.zone(beneath!)).toHaveAttribute("data-count", String(before + 1));
  await expect(notice).toBeVisible();

  // The notice's own button still takes the click.
  await notice.getByRole("button", { name: "Dismiss notice", exact: true }).click();
  await expect(notice).toHaveCount(0);
});
