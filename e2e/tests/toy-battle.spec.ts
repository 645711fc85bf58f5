/**
 * Toy Battle end to end, in two tabs and a spectator's: Alice creates a table from the lobby on
 * First Skirmish with one medal to win, Bob joins, Carol watches; Bob sets up the tiles (no deck
 * list). The player who goes first drags a tile from the stand onto a spot by the mouse, asks to
 * take it back (the other approves), places it again next to the headquarters and ends the
 * turn; the other player draws; then a tile dragged onto a base earns its medal, both confirm the
 * "won?" question and the game is over. Each stand shows its faces to its owner only.
 */
import { expect, test, type Tab } from "../fixtures";

const FACE_DOWN_TILE = "face-down tile";
/** First Skirmish: the spot next to each side's headquarters, and the base (1 medal) next to both of them (docs/games/toy-battle.md). */
const NEAR = { red: "B1", blue: "D1" } as const;
const BASE = "C1";

const spot = (tab: Tab, id: string) => tab.page.getByRole("region", { name: /^Board: / }).getByRole("group", { name: new RegExp(`^spot ${id},`) });

test("two players set up, place by mouse drags, undo, draw and end the game on a medal", async ({ table }) => {
  const alice = await table.newTab("Alice", "/");
  await alice.page.getByRole("textbox", { name: "Nickname", exact: true }).fill("Alice");
  const form = alice.page.getByRole("form", { name: "Create a room", exact: true });
  await form.getByRole("textbox", { name: "Room name", exact: true }).fill(`e2e toy battle ${Date.now() % 100000}`);
  await form.getByRole("combobox", { name: "Game", exact: true }).selectOption({ label: "Toy Battle" });
  await form.getByRole("combobox", { name: "Map", exact: true }).selectOption({ label: "First Skirmish" });
  await form.getByRole("combobox", { name: "Player 1's colour", exact: true }).selectOption({ label: "red" });
  await form.getByRole("spinbutton", { name: "Medals to win", exact: true }).fill("1");
  await form.getByRole("button", { name: "Create room", exact: true }).click();
  await alice.page.waitForURL(/\/room\/[A-Za-z0-9_-]+$/);
  await alice.waitForTable("player");
  const bob = await table.join(alice.roomId, { name: "Bob" });
  const carol = await table.addSpectator(alice.roomId, "Carol");

  await expect(bob.page.getByRole("region", { name: "Choose a deck", exact: true })).toHaveCount(0);
  await bob.page.getByRole("button", { name: "Set up the tiles", exact: true }).click();
  for (const tab of [alice, bob, carol]) await tab.expectPhase("playing");

  const first = (await alice.status.getAttribute("data-current")) === "p1" ? alice : bob;
  const second = first === alice ? bob : alice;
  const [me, them] = first === alice ? (["p1", "p2"] as const) : (["p2", "p1"] as const);
  const colour = me === "p1" ? "red" : "blue";
  // The first player holds 3 tiles, the second 4: faces for their owner, backs for everyone else.
  await first.expectCount(`${me}.stand`, 3);
  await second.expectCount(`${them}.stand`, 4);
  const tiles = await first.cardNames(`${me}.stand`);
  expect(tiles.every((name) => /^\d \S/.test(name)), tiles.join(", ")).toBe(true);
  await second.expectCardNames(`${me}.stand`, [FACE_DOWN_TILE, FACE_DOWN_TILE, FACE_DOWN_TILE]);
  await carol.expectCardNames(`${me}.stand`, [FACE_DOWN_TILE, FACE_DOWN_TILE, FACE_DOWN_TILE]);

  // A tile dragged onto the spot next to the headquarters: everyone's board names it there.
  await first.drag(first.card(`${me}.stand`, tiles[0]!), spot(first, NEAR[colour]));
  const placed = `spot ${NEAR[colour]}, ${colour} stack of 1, top: ${tiles[0]}`;
  for (const tab of [first, second, carol]) await expect(spot(tab, NEAR[colour])).toHaveAccessibleName(placed);
  await second.waitForLog(`${first === alice ? "Alice" : "Bob"} placed ${tiles[0]} on ${NEAR[colour]}.`);

  // Taken back, with the other player's approval: the spot is empty and the tile on the stand again.
  await first.control("Undo last action").click();
  const prompt = second.page.getByRole("alertdialog").and(second.page.locator('[data-prompt="approve-undo"]'));
  await prompt.getByRole("button", { name: "Approve", exact: true }).click();
  for (const tab of [first, carol]) await expect(spot(tab, NEAR[colour])).toHaveAccessibleName(`spot ${NEAR[colour]}, empty`);
  await first.expectCount(`${me}.stand`, 3);

  await first.drag(first.card(`${me}.stand`, tiles[0]!), spot(first, NEAR[colour]));
  await expect(spot(carol, NEAR[colour])).toHaveAccessibleName(placed);
  await first.endTurn();

  // The other player's turn: a draw of two onto its stand.
  await second.control("Draw tiles").click();
  await second.expectCount(`${them}.stand`, 6);
  await first.expectCardNames(`${them}.stand`, Array.from({ length: 6 }, () => FACE_DOWN_TILE));
  await second.endTurn();

  // A tile onto the base one step further: its medal reaches the target, and both are asked.
  const next = (await first.cardNames(`${me}.stand`))[0]!;
  await first.drag(first.card(`${me}.stand`, next), spot(first, BASE));
  await expect(first.page.getByRole("region", { name: "Your medals", exact: true })).toContainText("1");
  for (const tab of [first, second]) {
    const questions = tab.page.getByRole("region", { name: "Questions for you", exact: true });
    await expect(questions).toContainText("the medal target reached");
    await questions.getByRole("button", { name: "Confirm", exact: true }).click();
  }
  for (const tab of [alice, bob, carol]) await tab.expectPhase("finished");
  await carol.waitForLog(new RegExp(`${first === alice ? "Alice" : "Bob"} won the game`));
});
