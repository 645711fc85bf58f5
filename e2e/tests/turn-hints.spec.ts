/**
 * What the table tells the player whose move it is, since it does nothing by itself: a turn
 * starts with a draw (seed 001 §6.1), and after a Knock Out the player whose Active Pokémon was
 * knocked out puts a Benched one into the Active Spot (seed 001 §7.4). Each line goes once done,
 * and a warning about the Pokémon knocked out does not stay beside the one that replaces it.
 */
import { DEMO, expect, startPlaying, test } from "../fixtures";
import { benchABasic, chooseFromMenu } from "../fixtures/playing";
import { SEED } from "./seed";

const DRAW = "Start your turn by drawing a card: “Draw”, or drag the top card of your deck to your hand.";
const HINT = "Your Active Spot is empty: move a Pokémon from your Bench into it (drag it there, or choose “Switch into the Active Spot” in its menu).";

test("a player whose Active Pokémon was knocked out is told to move a Benched Pokémon into the Active Spot", async ({ table }) => {
  const { p1: alice, p2: bob } = await table.seatPlayers({ seed: SEED, p1: { deck: DEMO.emberOwls }, p2: { deck: DEMO.lanternVigil } });
  await startPlaying(alice, bob);
  await alice.endTurn();
  await bob.expectTurn(2, "p2");
  const benched = await benchABasic(bob, "p2");
  await bob.endTurn();
  await alice.expectTurn(3, "p1");

  // Alice's attack does Burrowmole's HP in damage: a reminder to knock it out, beside it, for both.
  await chooseFromMenu(alice, alice.card("p2.active", "Burrowmole"), ["Set damage…"]);
  await alice.page.getByRole("spinbutton", { name: "Damage", exact: true }).fill("990");
  await alice.page.getByRole("button", { name: "Set", exact: true }).click();
  for (const tab of [alice, bob]) await expect(tab.advisoryNotes("ptcg.damage.knocked-out")).toHaveAttribute("data-target", "p2.active:0");
  await chooseFromMenu(alice, alice.card("p2.active", "Burrowmole"), ["Knock Out"]);
  await expect(bob.slot("p2.active", 0)).not.toHaveAttribute("data-occupied", "true");
  await expect(bob.page.getByText(HINT)).toBeVisible();
  await expect(alice.page.locator("[data-empty-active]")).toHaveCount(0);

  await chooseFromMenu(bob, bob.card("p2.bench", benched), ["Switch into the Active Spot"]);
  await expect.poll(() => bob.slotNames("p2.active", 0)).toEqual([benched]);
  await expect(bob.page.locator("[data-empty-active]")).toHaveCount(0);
  // The reminder was about Burrowmole: it is not left beside the new Active Pokémon. (Checked at
  // once: a note's own time on screen, 12 s, must not be what takes it away.)
  for (const tab of [bob, alice]) await expect(tab.advisoryNotes("ptcg.damage.knocked-out")).toHaveCount(0, { timeout: 1500 });
});

test("the player whose turn it is is asked to draw first, until they draw by the button or by dragging the deck's top card", async ({ table }) => {
  const { p1: alice, p2: bob } = await table.seatPlayers({ seed: SEED, p1: { deck: DEMO.emberOwls }, p2: { deck: DEMO.lanternVigil } });
  await startPlaying(alice, bob);
  await expect(alice.page.getByText(DRAW)).toBeVisible();
  await expect(bob.page.locator("[data-draw-hint]")).toHaveCount(0);
  await alice.control("Draw").click();
  await expect(alice.page.locator("[data-draw-hint]")).toHaveCount(0);

  await alice.endTurn();
  await bob.expectTurn(2, "p2");
  await expect(bob.page.getByText(DRAW)).toBeVisible();
  const hand = Number(await bob.zone("p2.hand").getAttribute("data-count"));
  await bob.drag(bob.cards("p2.deck").first(), bob.zone("p2.hand"));
  await bob.expectCount("p2.hand", hand + 1);
  await expect(bob.page.locator("[data-draw-hint]")).toHaveCount(0);
});
