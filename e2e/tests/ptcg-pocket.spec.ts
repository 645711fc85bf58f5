/**
 * Pokémon TCG Pocket (seed 000; issue 29) end to end, in two tabs: Alice creates a Pocket table
 * from the lobby, Bob joins, each takes a demo deck; a coin decides who goes first, both put a
 * Basic Pokémon face down into the Active Spot and press Ready (`pocket.ready`), and the two
 * turn face up together. The first player gets no Energy on turn 1 and benches its Pokémon ex
 * (found by searching the deck, as a player may); the second player drags the Energy its Energy
 * Zone made onto its Active Pokémon, then knocks out the Active Basic (1 point) and the benched
 * ex (2 points): 3 points, and both confirm the win.
 */
import { chooseFromMenu, expect, test, type Tab } from "../fixtures";

const OTHER = { p1: "p2", p2: "p1" } as const;
/** The demo decks (shared/src/games/ptcg-pocket/decks/demo-decks.ts): their Basics and their Basic Pokémon ex. */
const DECKS = {
  p1: { demo: "Storm Run (Lightning, Psychic)", basics: ["Sparkit", "Glimmoth", "Wispkin", "Stormlynx ex"], ex: "Stormlynx ex" },
  p2: { demo: "Ember Burrow (Fire, Psychic)", basics: ["Cindermole", "Wispkin", "Glimmoth", "Sparkit", "Pyrewyrm ex"], ex: "Pyrewyrm ex" },
} as const;

/** Takes a demo deck from the deck panel of this table's game (the game's own, which /api/config does not list). */
async function chooseDemo(tab: Tab, name: string): Promise<void> {
  const panel = tab.page.getByRole("region", { name: "Choose a deck", exact: true });
  await panel.getByRole("button", { name: `Preview ${name}`, exact: true }).click();
  await panel.getByRole("button", { name: "Use this deck", exact: true }).click();
  await expect(panel).toBeHidden();
}

const question = (tab: Tab) => tab.page.getByRole("region", { name: "Questions for you", exact: true });

/** Drags the first Basic Pokémon of `seat`'s hand into its Active Spot (face down in setup): its name. */
async function activeBasic(tab: Tab, seat: "p1" | "p2"): Promise<string> {
  const hand = await tab.cardNames(`${seat}.hand`);
  // A Basic that is not the deck's ex when the deal allows (its Knock Out scores 1), else whichever Basic was dealt.
  const basics = hand.filter((name) => (DECKS[seat].basics as readonly string[]).includes(name));
  const basic = basics.find((name) => name !== DECKS[seat].ex) ?? basics[0];
  expect(basic, `the server deals ${tab.label} a Basic Pokémon (hand: ${hand.join(", ")})`).toBeDefined();
  await tab.drag(tab.card(`${seat}.hand`, basic!), tab.slot(`${seat}.active`, 0));
  await expect.poll(() => tab.slotNames(`${seat}.active`, 0)).toEqual([basic]);
  return basic!;
}

/** Takes `name` into the hand, searching the deck for it ("h" on the card, then "Shuffle back in") unless the hand holds one. */
async function fetch(tab: Tab, seat: "p1" | "p2", name: string): Promise<void> {
  if ((await tab.cardNames(`${seat}.hand`)).includes(name)) return;
  await tab.control("Search deck").click();
  await tab.shortcut(tab.card(`${seat}.looking`, name), "h");
  await expect(tab.card(`${seat}.hand`, name)).toBeVisible();
  await tab.page.getByRole("button", { name: "Shuffle back in", exact: true }).click();
}

test("two players set up with Ready, attach from the Energy Zone and win on 3 points with an ex knocked out", async ({ table }) => {
  const alice = await table.newTab("Alice", "/");
  await alice.page.getByRole("textbox", { name: "Nickname", exact: true }).fill("Alice");
  const form = alice.page.getByRole("form", { name: "Create a room", exact: true });
  await form.getByRole("textbox", { name: "Room name", exact: true }).fill(`e2e pocket ${Date.now() % 100000}`);
  await form.getByRole("combobox", { name: "Game", exact: true }).selectOption({ label: "Pokémon TCG Pocket" });
  await form.getByRole("button", { name: "Create room", exact: true }).click();
  await alice.page.waitForURL(/\/room\/[A-Za-z0-9_-]+$/);
  await alice.waitForTable("player");
  await chooseDemo(alice, DECKS.p1.demo);
  const bob = await table.join(alice.roomId, { name: "Bob" });
  await chooseDemo(bob, DECKS.p2.demo);
  for (const tab of [alice, bob]) await tab.expectPhase("setup");

  // A coin decides who goes first; 5 cards each, a Basic among them, are dealt at once.
  await alice.waitForLog(/won the coin flip and go(es)? first\.$/);
  for (const [tab, seat] of [[alice, "p1"], [bob, "p2"]] as const) await tab.expectCount(`${seat}.hand`, 5);

  // Face down until both are Ready, then face up together.
  const aliceActive = await activeBasic(alice, "p1");
  const bobActive = await activeBasic(bob, "p2");
  await expect.poll(() => bob.slotNames("p1.active", 0)).toEqual(["face-down card"]);
  await alice.ready();
  await bob.ready();
  for (const tab of [alice, bob]) await tab.expectPhase("playing");
  await expect.poll(() => alice.slotNames("p2.active", 0)).toEqual([bobActive]);
  await expect.poll(() => bob.slotNames("p1.active", 0)).toEqual([aliceActive]);

  const first = (await alice.status.getAttribute("data-current")) as "p1" | "p2";
  const second = OTHER[first];
  const [f, s] = first === "p1" ? [alice, bob] : [bob, alice];
  const firstActive = first === "p1" ? aliceActive : bobActive;
  const secondActive = first === "p1" ? bobActive : aliceActive;

  // Turn 1: no Energy for the first player; it benches its Pokémon ex and ends the turn.
  await f.expectTurn(1, first);
  await f.expectCount(`${first}.energy`, 0);
  await fetch(f, first, DECKS[first].ex);
  await f.drag(f.card(`${first}.hand`, DECKS[first].ex), f.slot(`${first}.bench`, 0));
  await expect.poll(() => s.slotNames(`${first}.bench`, 0)).toEqual([DECKS[first].ex]);
  await f.endTurn();

  // Turn 2: the Energy Zone made one Energy; dragged onto the Active Pokémon, both see it there.
  await s.expectCount(`${second}.energy`, 1);
  const [energy] = await s.cardNames(`${second}.energy`);
  expect(energy).toMatch(/ Energy$/);
  await s.drag(s.card(`${second}.energy`, energy!), s.slot(`${second}.active`, 0));
  await expect.poll(() => f.slotNames(`${second}.active`, 0)).toEqual([secondActive, energy]);
  await s.expectCount(`${second}.energy`, 0);

  // Knock Outs: the Active Basic (1 point), then the benched ex (2 more): 3 points.
  // (The deal may have left the first player no Basic but its ex for the Active Spot: that Knock Out scores 2.)
  const firstKnockOut = firstActive === DECKS[first].ex ? 2 : 1;
  await chooseFromMenu(s, s.card(`${first}.active`, firstActive), ["Knock Out"]);
  await expect(f.page.getByRole("region", { name: "Opponent's points", exact: true })).toContainText(`${firstKnockOut}/3`);
  await chooseFromMenu(s, s.card(`${first}.bench`, DECKS[first].ex), ["Knock Out"]);
  const total = firstKnockOut + 2;
  await expect(s.page.getByRole("region", { name: "Your points", exact: true })).toContainText(`${total}/3`);
  await f.waitForLog(new RegExp(`scored 2 for knocking out .*${DECKS[first].ex}.* \\(${total} in all\\)\\.$`));
  for (const tab of [f, s]) {
    await expect(question(tab)).toContainText("3 points scored");
    await question(tab).getByRole("button", { name: "Confirm", exact: true }).click();
  }
  for (const tab of [alice, bob]) await tab.expectPhase("finished");
  await f.waitForLog(new RegExp(`${s === alice ? "Alice" : "Bob"} won the game`));
});
