/**
 * Curse Sorcerers (seed 004) end to end, in two tabs and a spectator's: Alice creates the table
 * from the lobby with the game's options, Bob joins, both take the Red Moon demo deck and keep
 * their hands. The first player summons 흡혈 귀족 (lifelink) through the stack while the other
 * declines to respond; plays 대알, answered by 매복 from the other player, and the two resolve
 * top first; attaches 검 to the sorcerer as it resolves; attacks, and the combat damage assist
 * proposes the lifelink damage the defender approves; ends the turn with too many cards and
 * trims the hand to the graveyard. Then Bob's life is set to 0 by hand and both confirm the win.
 * Cards are found by searching the deck (the deal is the shuffle's), as a player may.
 */
import { expect, FACE_DOWN, test, type Tab } from "../fixtures";

const OTHER = { p1: "p2", p2: "p1" } as const;

/** Searches `tab`'s deck for `name` and takes it into the hand with the "h" key, then shuffles the rest back. */
async function fetch(tab: Tab, seat: "p1" | "p2", names: string[]): Promise<void> {
  await tab.control("Search deck").click();
  for (const name of names) {
    const card = tab.card(`${seat}.looking`, name);
    await tab.shortcut(card, "h");
    await expect(tab.card(`${seat}.hand`, name).first()).toBeVisible();
  }
  await tab.page.getByRole("button", { name: "Shuffle back in", exact: true }).click();
}

/** Plays `name` from the hand onto the stack with the "g" key (the centre's zone). */
async function play(tab: Tab, seat: "p1" | "p2", name: string): Promise<void> {
  await tab.shortcut(tab.card(`${seat}.hand`, name), "g");
  await expect(tab.zone("stack").getByRole("button", { name, exact: true }).first()).toBeVisible();
}

const question = (tab: Tab) => tab.page.getByRole("region", { name: "Questions for you", exact: true });

test("two players summon, chain a reaction, attach, fight with lifelink, trim a hand and end the game at 0 life", async ({ table }) => {
  test.setTimeout(90_000);
  const alice = await table.newTab("Alice", "/");
  await alice.page.getByRole("textbox", { name: "Nickname", exact: true }).fill("Alice");
  const form = alice.page.getByRole("form", { name: "Create a room", exact: true });
  await form.getByRole("textbox", { name: "Room name", exact: true }).fill(`e2e sorcerers ${Date.now() % 100000}`);
  await form.getByRole("combobox", { name: "Game", exact: true }).selectOption({ label: "Curse Sorcerers" });
  await form.getByRole("spinbutton", { name: "Starting life", exact: true }).fill("12");
  await form.getByRole("button", { name: "Create room", exact: true }).click();
  await alice.page.waitForURL(/\/room\/[A-Za-z0-9_-]+$/);
  await alice.waitForTable("player");
  const bob = await table.join(alice.roomId, { name: "Bob" });
  const carol = await table.addSpectator(alice.roomId);

  // The game's demo decks, offered by the deck panel of this table's game.
  for (const tab of [alice, bob]) {
    const panel = tab.page.getByRole("region", { name: "Choose a deck", exact: true });
    await panel.getByRole("button", { name: "Preview 붉은 달 (Red Moon)", exact: true }).click();
    await panel.getByRole("button", { name: "Use this deck", exact: true }).click();
    await expect(panel).toBeHidden();
  }
  // The options both players read before keeping their hands.
  await expect(bob.page.locator("[data-table-options]")).toContainText("Starting life:12");
  for (const tab of [alice, bob]) await tab.control("Keep hand").click();
  for (const tab of [alice, bob, carol]) await tab.expectPhase("playing");

  const first = (await alice.status.getAttribute("data-current")) as "p1" | "p2";
  const second = OTHER[first];
  const [f, s] = first === "p1" ? [alice, bob] : [bob, alice];
  const [fName, sName] = first === "p1" ? ["Alice", "Bob"] : ["Bob", "Alice"];
  // Each hand: faces for its holder, backs for the other player and the spectator.
  await expect.poll(() => s.cardNames(`${first}.hand`)).toEqual(Array(5).fill(FACE_DOWN));
  await expect.poll(() => carol.cardNames(`${first}.hand`)).toEqual(Array(5).fill(FACE_DOWN));
  await expect(carol.page.getByRole("region", { name: "Phase", exact: true })).toContainText(`${fName}'s turn 1: draw phase`);

  await f.page.getByRole("button", { name: "Next phase: main phase A", exact: true }).click();
  await fetch(f, first, ["흡혈 귀족", "대알", "검"]);

  // A sorcerer summoned: onto the stack, the other player declines, a click resolves it into the field.
  await play(f, first, "흡혈 귀족");
  await question(s).getByRole("button", { name: "Don't respond", exact: true }).click();
  await f.page.getByRole("button", { name: "Resolve top", exact: true }).click();
  await expect(carol.zone(`${first}.field`).getByRole("button", { name: "흡혈 귀족", exact: true })).toBeVisible();

  // A spell answered by a reaction: 매복 goes on top and resolves first (§2.1).
  await fetch(s, second, ["매복"]);
  await play(f, first, "대알");
  await question(s).getByRole("button", { name: "Respond", exact: true }).click();
  await play(s, second, "매복");
  await expect(question(f)).toContainText("Do you respond to 매복?");
  await question(f).getByRole("button", { name: "Don't respond", exact: true }).click();
  const entries = carol.page.getByRole("list", { name: "The stack (top resolves first)", exact: true }).getByRole("listitem");
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText(`매복 (${sName}, reaction)`);
  await expect(entries.nth(1)).toContainText(`대알 (${fName}, card played)`);
  await s.page.getByRole("button", { name: "Resolve top", exact: true }).click();
  await expect(carol.zone(`${second}.graveyard`).getByRole("button", { name: "매복", exact: true })).toBeVisible();
  await f.page.getByRole("button", { name: "Resolve top", exact: true }).click();
  await expect(carol.zone(`${first}.graveyard`).getByRole("button", { name: "대알", exact: true })).toBeVisible();

  // A cursed object attached as it resolves: the sorcerer it goes on is named.
  await play(f, first, "검");
  await question(s).getByRole("button", { name: "Don't respond", exact: true }).click();
  await f.page.getByRole("button", { name: "Resolve top", exact: true }).click();
  await f.page.getByRole("menuitem", { name: "흡혈 귀족 (Your field, slot 1)", exact: true }).click();
  await expect(s.page.locator(`[data-zone="${first}.field"][data-slot="0"][data-attached="1"]`)).toBeVisible();

  // Combat: the attacker marked, the assist proposes lifelink's damage, the defender approves it.
  await f.page.getByRole("button", { name: "Next phase: combat", exact: true }).click();
  await f.page.getByRole("button", { name: "Attack with 흡혈 귀족", exact: true }).click();
  const assist = f.page.getByRole("region", { name: "Combat damage", exact: true });
  await expect(assist.getByRole("spinbutton", { name: "To the player", exact: true })).toHaveValue("3");
  await expect(assist.getByRole("spinbutton", { name: "Lifelink heals the attacker", exact: true })).toHaveValue("3");
  await assist.getByRole("button", { name: "Propose this damage", exact: true }).click();
  await question(s).getByRole("button", { name: "Approve", exact: true }).click();
  await expect(carol.page.getByRole("region", { name: `${sName === "Alice" ? "Player 1" : "Player 2"}'s life`, exact: true })).toContainText("9");

  // The end of the turn with seven cards: the warning, and the hand trimmed to the graveyard.
  await f.page.getByRole("button", { name: "Next phase: main phase B", exact: true }).click();
  await f.page.getByRole("button", { name: "Next phase: end phase", exact: true }).click();
  for (let i = 0; i < 2; i++) await f.control("Draw").click();
  await f.expectCount(`${first}.hand`, 7);
  await f.control("End turn").click();
  await expect(f.advisoryNotes("curse-sorcerers.hand.over").first()).toBeVisible();
  for (let i = 0; i < 2; i++) {
    const card = f.cards(`${first}.hand`).first();
    await f.shortcut(card, "d");
    await f.expectCount(`${first}.hand`, 6 - i);
  }
  await expect.poll(() => carol.cardNames(`${first}.hand`)).toEqual(Array(5).fill(FACE_DOWN));

  // Another ending: the second player's life set to 0 by hand, and both confirm the win.
  await s.page.getByRole("region", { name: "Your life", exact: true }).getByRole("button", { name: "Set life…", exact: true }).click();
  const dialog = s.page.getByRole("dialog", { name: "Your life", exact: true });
  await dialog.getByRole("spinbutton").fill("0");
  await dialog.getByRole("button", { name: "Set", exact: true }).click();
  for (const tab of [f, s]) {
    await expect(question(tab)).toContainText("life reached 0");
    await question(tab).getByRole("button", { name: "Confirm", exact: true }).click();
  }
  for (const tab of [alice, bob, carol]) await tab.expectPhase("finished");
  await carol.waitForLog(new RegExp(`${fName} won the game`));
});
