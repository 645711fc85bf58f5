/**
 * Between turns and around a Knock Out, as both players and a spectator see it: a second
 * Pokémon Checkup after the same turn is warned about (it poisons again), damage put on by hand
 * that reaches a Pokémon's HP draws a reminder, a player's VSTAR marker is on the table for
 * everyone, and after taking the prize a knock-out asks for, focus goes to the next question.
 */
import { DEMO, expect, test } from "../fixtures";
import { chooseFromMenu, startPlaying } from "../fixtures/playing";
import { SEED } from "./seed";

test("Pokémon Checkup twice, damage reaching the HP, a VSTAR marker and taking the prize", async ({ table }) => {
  const { p1: alice, p2: bob, roomId } = await table.seatPlayers({ seed: SEED, p1: { deck: DEMO.emberOwls }, p2: { deck: DEMO.lanternVigil } });
  const carol = await table.addSpectator(roomId);
  await startPlaying(alice, bob);

  // Alice's attack poisons Burrowmole; she ends her turn and runs the Checkup, then Bob runs it too.
  await chooseFromMenu(alice, alice.card("p2.active", "Burrowmole"), ["Special Conditions…", "Poisoned"]);
  await expect(bob.slot("p2.active", 0)).toHaveAttribute("data-conditions", "poisoned");
  await alice.endTurn();
  await alice.control("Pokémon Checkup").click();
  await expect(bob.slot("p2.active", 0)).toHaveAttribute("data-damage", "10");
  await expect(bob.advisoryNotices).toHaveCount(0);
  await bob.control("Pokémon Checkup").click();
  await expect(bob.slot("p2.active", 0)).toHaveAttribute("data-damage", "20");
  const twice = "Pokémon Checkup happens once between turns: this was another one, and it did everything again.";
  for (const tab of [alice, bob]) await expect(tab.advisoryNotices.filter({ hasText: twice })).toBeVisible();
  await carol.waitForLog(/Pokémon Checkup happens once between turns/, { advisory: "ptcg.checkup.twice" });

  // Bob puts 60 damage on Alice's Voltkit (60 HP) with a digit key: a reminder to knock it out.
  await bob.shortcut(bob.card("p1.active", "Voltkit"), "6", { focusOnly: true });
  await expect(alice.slot("p1.active", 0)).toHaveAttribute("data-damage", "60");
  for (const tab of [alice, bob, carol]) await expect(tab.advisoryNotes("ptcg.damage.knocked-out")).toHaveAttribute("data-target", "p1.active:0");

  // Bob uses his VSTAR Power: both players and the spectator see the marker on his side.
  await bob.control("Markers").click();
  await bob.page.getByRole("menu").getByRole("menuitemcheckbox", { name: "VSTAR Power used" }).click();
  await expect(alice.page.getByRole("list", { name: "Opponent's markers" })).toHaveText("VSTAR Power used");
  await expect(bob.page.getByRole("list", { name: "Your markers" })).toHaveText("VSTAR Power used");
  await expect(carol.page.getByRole("list", { name: "Player 2's markers" })).toHaveText("VSTAR Power used");
  await expect(alice.page.getByRole("list", { name: "Your markers" })).toHaveCount(0);

  // Bob knocks Voltkit out; the question takes focus, Enter takes the prize, and focus stays on the table.
  await chooseFromMenu(bob, bob.card("p1.active", "Voltkit"), ["Knock Out"]);
  const prize = bob.page.getByRole("alertdialog", { name: "You may take 1 prize card for knocking out Voltkit." });
  await expect(prize.getByRole("button", { name: "Take prize" })).toBeFocused();
  await bob.page.keyboard.press("Enter");
  await expect(prize).toHaveCount(0);
  // Voltkit was Alice's only Pokémon: the next question, "won?", has focus, not the page.
  const won = bob.page.getByRole("alertdialog", { name: "You may have won (the opponent has no Pokémon in play). Is that right?" });
  await expect(won.getByRole("button", { name: "Confirm" })).toBeFocused();
  await won.getByRole("button", { name: "Not yet" }).click();
  await expect(won).toHaveCount(0);
  // Nothing left to answer, and what had focus before (Voltkit) is gone: the first control has it.
  await expect(bob.control("Draw")).toBeFocused();
  await bob.expectCount("p2.prize", 5);
});
