/**
 * The legacy Pokémon TCG (seed 002) end to end, in two tabs and a judge's: Alice creates a table
 * "on 2 Active" from the lobby, Bob joins, both take the game's demo decks; Bob cuts Alice's deck
 * and Alice flips the coin for who starts, so 7 cards and the Prize cards are dealt; each puts a
 * Basic Pokémon into an Active Spot (taking a mulligan while the hand holds none) and is ready.
 * The first player takes its Poké-Power Pokémon from the deck onto the Bench and uses the Power:
 * the opponent reads the log line and sees the "Power used" marker. Then the judge, acting for
 * the second player, knocks out that player's only Pokémon, an Active with an empty Bench, and
 * both players confirm the win the table asks about.
 */
import { expect, test, type Tab } from "../fixtures";
import { chooseFromMenu } from "../fixtures/playing";

const JUDGE_CODE = "e2e-legacy-judge";
const OTHER = { p1: "p2", p2: "p1" } as const;
/** Each demo deck's Basic Pokémon, and its Stage 1 with a Poké-Power. */
const DECKS = {
  p1: { name: "Storm Sprouts", basics: ["Voltmite", "Leafling", "Sandquill"], power: { card: "Voltmag", name: "Charge Up" } },
  p2: { name: "Ember Tide", basics: ["Emberpup", "Ripplet", "Sandquill"], power: { card: "Blazehound", name: "Heat Sense" } },
} as const;

const question = (tab: Tab) => tab.page.getByRole("region", { name: "Questions for you", exact: true });

/** Puts a Basic Pokémon of the hand into Active Spot 1, taking a mulligan while the hand has none. */
async function putABasicActive(tab: Tab, seat: "p1" | "p2"): Promise<void> {
  for (let mulligans = 0; ; mulligans++) {
    await tab.expectCount(`${seat}.hand`, 7);
    const basic = (await tab.cardNames(`${seat}.hand`)).find((name) => (DECKS[seat].basics as readonly string[]).includes(name));
    if (basic) {
      await tab.drag(tab.card(`${seat}.hand`, basic), tab.slot(`${seat}.active`, 0));
      await expect(tab.slot(`${seat}.active`, 0)).toHaveAttribute("data-occupied", "true");
      return;
    }
    expect(mulligans, `${tab.label}'s mulligans`).toBeLessThan(8);
    const before = await tab.lastLogSeq();
    await tab.control("Mulligan").click();
    await tab.waitForLog(/mulligan/i, { since: before });
  }
}

test("a two-Active legacy table from the lobby: the cut, the coin, a Poké-Power the opponent reads, and a win after a judge's Knock Out", async ({ table }) => {
  const alice = await table.newTab("Alice", `/?judgeCode=${JUDGE_CODE}`);
  await alice.page.getByRole("textbox", { name: "Nickname", exact: true }).fill("Alice");
  const form = alice.page.getByRole("form", { name: "Create a room", exact: true });
  await form.getByRole("textbox", { name: "Room name", exact: true }).fill(`e2e legacy ${Date.now() % 100000}`);
  await form.getByRole("combobox", { name: "Game", exact: true }).selectOption({ label: "Pokémon TCG (legacy, 2007–2011)" });
  await form.getByRole("combobox", { name: "Who starts", exact: true }).selectOption({ label: "A coin (official)" });
  await form.getByRole("checkbox", { name: "Two Active Pokémon (Bench of 4)", exact: true }).check();
  await form.getByRole("button", { name: "Create room", exact: true }).click();
  await alice.page.waitForURL(/\/room\/[A-Za-z0-9_-]+$/);
  await alice.waitForTable("player");
  const bob = await table.join(alice.roomId, { name: "Bob" });
  const judy = await table.addJudge(alice.roomId, JUDGE_CODE);

  // The game's demo decks, offered by the deck panel of this table's game.
  for (const [tab, seat] of [[alice, "p1"], [bob, "p2"]] as const) {
    const panel = tab.page.getByRole("region", { name: "Choose a deck", exact: true });
    await panel.getByRole("button", { name: `Preview ${DECKS[seat].name}`, exact: true }).click();
    await panel.getByRole("button", { name: "Use this deck", exact: true }).click();
    await expect(panel).toBeHidden();
  }
  for (const tab of [alice, bob]) await tab.expectPhase("setup");
  // Two Active Spots and a Bench of 4 on every screen.
  for (const tab of [alice, bob, judy]) {
    await expect(tab.slot("p1.active", 1)).toBeVisible();
    await expect(tab.slot("p2.bench", 3)).toBeVisible();
    await expect(tab.slot("p2.bench", 4)).toHaveCount(0);
  }

  // Seed 002's order: the opponent cuts, a coin decides who starts, then the deal.
  await bob.control("Cut your opponent's deck").click();
  await alice.waitForLog("Bob cut your deck.");
  await alice.control("Flip a coin for who starts").click();
  await putABasicActive(alice, "p1");
  await putABasicActive(bob, "p2");
  for (const tab of [alice, bob]) await tab.ready();
  for (const tab of [alice, bob, judy]) await tab.expectPhase("playing");

  const first = (await alice.status.getAttribute("data-current")) as "p1" | "p2";
  const second = OTHER[first];
  const [f, s] = first === "p1" ? [alice, bob] : [bob, alice];
  const { card, name: power } = DECKS[first].power;

  // The Poké-Power Pokémon from the deck onto the Bench, and its Power used: the opponent reads it.
  await f.control("Search deck").click();
  await f.shortcut(f.card(`${first}.looking`, card), "h");
  await expect(f.card(`${first}.hand`, card)).toBeVisible();
  await f.page.getByRole("button", { name: "Shuffle back in", exact: true }).click();
  await f.drag(f.card(`${first}.hand`, card), f.slot(`${first}.bench`, 0));
  await expect(s.card(`${first}.bench`, card)).toBeVisible();
  const since = await s.lastLogSeq();
  await f.page.getByRole("button", { name: `Use Poké-Power ${power} of ${card}`, exact: true }).click();
  const owner = first === "p1" ? "Alice" : "Bob";
  await s.waitForLog(`${owner}'s ${card} used its Poké-Power ${power}.`, { since });
  await expect(f.page.locator(`[data-poke-power="${power}"][data-power-used]`)).toHaveText(`${power} (used this turn)`);
  await expect(s.slot(`${first}.bench`, 0)).toHaveAttribute("data-markers", /power-used/);

  // The judge, acting for the second player, knocks out its only Pokémon: an Active with nobody on the Bench.
  const seatName = second === "p1" ? "Player 1 (Alice)" : "Player 2 (Bob)";
  await judy.page.getByRole("radiogroup", { name: "Act as", exact: true }).getByRole("radio", { name: seatName, exact: true }).check();
  const lone = judy.cards(`${second}.active`).first();
  await chooseFromMenu(judy, lone, ["Knock Out"]);
  for (const tab of [f, s]) await question(tab).getByRole("button", { name: "Confirm", exact: true }).click();
  for (const tab of [alice, bob, judy]) await tab.expectPhase("finished");
  const loser = second === "p1" ? "Alice" : "Bob";
  await expect(f.page.getByRole("region", { name: "Game over", exact: true }).getByRole("status").first()).toHaveText(
    `You win: ${loser}'s Active Pokémon was Knocked Out with nobody on the Bench.`,
  );
  await expect(s.page.getByRole("region", { name: "Game over", exact: true }).getByRole("status").first()).toHaveText(
    `${owner} wins: your Active Pokémon was Knocked Out with nobody on the Bench.`,
  );
});
