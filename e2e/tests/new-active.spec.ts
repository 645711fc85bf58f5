/**
 * After a Knock Out the player whose Active Pokémon was knocked out puts a Benched one into the
 * Active Spot (seed 001 §7.4). The table tells that player so, and stops once it is done.
 */
import { DEMO, expect, startPlaying, test } from "../fixtures";
import { benchABasic, chooseFromMenu } from "../fixtures/playing";
import { SEED } from "./seed";

const HINT = "Your Active Spot is empty: move a Pokémon from your Bench into it (drag it there, or choose “Switch into the Active Spot” in its menu).";

test("a player whose Active Pokémon was knocked out is told to move a Benched Pokémon into the Active Spot", async ({ table }) => {
  const { p1: alice, p2: bob } = await table.seatPlayers({ seed: SEED, p1: { deck: DEMO.emberOwls }, p2: { deck: DEMO.lanternVigil } });
  await startPlaying(alice, bob);
  await alice.endTurn();
  await bob.expectTurn(2, "p2");
  const benched = await benchABasic(bob, "p2");
  await bob.endTurn();
  await alice.expectTurn(3, "p1");

  await chooseFromMenu(alice, alice.card("p2.active", "Burrowmole"), ["Knock Out"]);
  await expect(bob.slot("p2.active", 0)).not.toHaveAttribute("data-occupied", "true");
  await expect(bob.page.getByText(HINT)).toBeVisible();
  await expect(alice.page.locator("[data-empty-active]")).toHaveCount(0);

  await chooseFromMenu(bob, bob.card("p2.bench", benched), ["Switch into the Active Spot"]);
  await expect.poll(() => bob.slotNames("p2.active", 0)).toEqual([benched]);
  await expect(bob.page.locator("[data-empty-active]")).toHaveCount(0);
});
