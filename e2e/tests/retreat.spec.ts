/**
 * Retreating by hand (seed 001 §6.4): "Retreat…" swaps the Active Pokémon with a Benched one, and
 * the player moves the Energy it costs to the discard pile, before the swap or after it. When the
 * turn ends, a Pokémon that retreated without its Retreat Cost discarded draws a warning beside
 * it for both players; one whose cost was paid, part before and part after the swap, does not.
 */
import { DEMO, expect, startPlaying, test, type Tab } from "../fixtures";
import { benchABasic, chooseFromMenu } from "../fixtures/playing";
import { SEED } from "./seed";

/** Attaches a card from the hand to the Active Pokémon: select it, "q", click the Pokémon. */
async function attachToActive(tab: Tab, seat: "p1" | "p2", name: string): Promise<void> {
  const active = tab.slot(`${seat}.active`, 0);
  const before = await active.locator('[role="button"][data-index]').count();
  await tab.shortcut(tab.card(`${seat}.hand`, name), "q");
  await active.click();
  await expect(active.locator('[role="button"][data-index]')).toHaveCount(before + 1);
}

test("a retreat without its Energy discarded is warned about when the turn ends; a paid one is not", async ({ table }) => {
  const { p1: alice, p2: bob } = await table.seatPlayers({ seed: SEED, p1: { deck: DEMO.emberOwls }, p2: { deck: DEMO.lanternVigil } });
  await startPlaying(alice, bob);

  // Alice gives Voltkit (Retreat Cost 1) an Energy and retreats it, but discards nothing.
  const benched = await benchABasic(alice, "p1");
  await attachToActive(alice, "p1", "Basic Fire Energy");
  await chooseFromMenu(alice, alice.card("p1.active", "Voltkit"), ["Retreat…", `Bench 1: ${benched}`]);
  await expect.poll(() => alice.slotNames("p1.bench", 0)).toEqual(["Voltkit", "Basic Fire Energy"]);
  // Nothing yet: she could still discard the Energy from the Bench this turn.
  await expect(alice.advisoryNotes("ptcg.retreat.cost")).toHaveCount(0);
  await alice.endTurn();
  const unpaid = "Retreating discards Energy from the Pokémon equal to its Retreat Cost (1); 0 discarded from it this turn.";
  for (const tab of [alice, bob]) {
    await expect(tab.advisoryNotes("ptcg.retreat.cost")).toHaveAttribute("data-target", "p1.bench:0");
    await expect(tab.advisoryNotices.filter({ hasText: unpaid })).toBeVisible();
  }

  // Bob's Burrowmole (Retreat Cost 2): one Energy to the discard pile before the swap, one after.
  const bobsBasic = await benchABasic(bob, "p2");
  await attachToActive(bob, "p2", "Basic Psychic Energy");
  await attachToActive(bob, "p2", "Basic Psychic Energy");
  await bob.shortcut(bob.card("p2.active", "Basic Psychic Energy"), "d");
  await expect.poll(() => bob.slotNames("p2.active", 0)).toEqual(["Burrowmole", "Basic Psychic Energy"]);
  await chooseFromMenu(bob, bob.card("p2.active", "Burrowmole"), ["Retreat…", `Bench 1: ${bobsBasic}`]);
  await expect.poll(() => bob.slotNames("p2.bench", 0)).toEqual(["Burrowmole", "Basic Psychic Energy"]);
  await bob.shortcut(bob.card("p2.bench", "Basic Psychic Energy"), "d");
  await expect.poll(() => bob.slotNames("p2.bench", 0)).toEqual(["Burrowmole"]);
  await bob.endTurn();
  await alice.expectTurn(3, "p1");
  await expect(alice.advisoryNotes("ptcg.retreat.cost").and(alice.page.locator('[data-target="p2.bench:0"]'))).toHaveCount(0);
  await expect(bob.advisoryNotices.filter({ hasText: "Retreat Cost (2)" })).toHaveCount(0);
});
