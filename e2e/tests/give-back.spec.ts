/**
 * A card dropped on the opponent's hand (docs/protocol.md, Authority): the player holding it
 * sees it, told whose it is, and gives it back, by dragging it onto its owner's hand or from its
 * menu; keeping it is refused, and "Discard hand" puts it into its owner's discard pile. The
 * player who dropped it sees only one more face-down card in the other hand.
 */
import { chooseFromMenu, DEMO, expect, startPlaying, test } from "../fixtures";
import { SEED } from "./seed";

test("a card dropped on the opponent's hand by mistake is handed back by the player holding it", async ({ table }) => {
  const { p1: alice, p2: bob } = await table.seatPlayers({ seed: SEED, p1: { deck: DEMO.emberOwls }, p2: { deck: DEMO.lanternVigil } });
  await startPlaying(alice, bob);
  const bobHolds = await bob.cards("p2.hand").count();
  const aliceHolds = await alice.cards("p1.hand").count();

  // Alice drops Infernowl ex on Bob's hand: Bob sees it; Alice sees one more face-down card.
  await alice.drag(alice.card("p1.hand", "Infernowl ex"), alice.zone("p2.hand"));
  await bob.expectCount("p2.hand", bobHolds + 1);
  await expect(bob.card("p2.hand", "Infernowl ex")).toBeVisible();
  await alice.expectCardNames("p2.hand", Array(bobHolds + 1).fill("face-down card"));

  // Bob can't keep it: dropped on his discard pile, it is refused and stays in his hand.
  await bob.drag(bob.card("p2.hand", "Infernowl ex"), bob.zone("p2.discard"));
  await expect(bob.errorNotices.filter({ hasText: "you may only give it back, to their hand, deck or discard pile" })).toBeVisible();
  await bob.expectCount("p2.discard", 0);

  // With the keyboard, Bob puts it on Alice's hand ("Opponent's hand" on his screen): it is hers again.
  await bob.keyboardDrag(bob.card("p2.hand", "Infernowl ex"), bob.zone("p1.hand"));
  await bob.expectCount("p2.hand", bobHolds);
  await alice.expectCount("p1.hand", aliceHolds);
  await expect(alice.card("p1.hand", "Infernowl ex")).toBeVisible();
  await alice.waitForLog("You moved Infernowl ex from your hand to Bob's hand.");
  await alice.waitForLog("Bob moved Infernowl ex from their hand to your hand.");
  await bob.waitForLog("You moved Infernowl ex from your hand to Alice's hand.");
});

test("a card of the opponent's in your hand is given back from its menu, and “Discard hand” puts it into its owner's discard pile", async ({ table }) => {
  const { p1: alice, p2: bob } = await table.seatPlayers({ seed: SEED, p1: { deck: DEMO.emberOwls }, p2: { deck: DEMO.lanternVigil } });
  await startPlaying(alice, bob);
  const bobHolds = await bob.cards("p2.hand").count();
  await alice.drag(alice.card("p1.hand", "Infernowl ex"), alice.zone("p2.hand"));

  // Bob's screen says whose card it is, and its menu offers only to give it back.
  const held = bob.card("p2.hand", "Infernowl ex");
  await expect(held).toHaveAccessibleDescription(/^Alice's card\./);
  await expect(bob.card("p2.hand", (await bob.cardNames("p2.hand")).find((n) => n !== "Infernowl ex")!)).not.toHaveAccessibleDescription(/Alice's card/);
  const menu = await chooseFromMenu(bob, held, ["Move to…"], { keyboard: true });
  await expect(menu.getByRole("menuitem")).toHaveText([
    "← Back",
    "Give back to Alice's hand",
    "Give back to Alice's deck: top",
    "Give back to Alice's deck: bottom",
    "Give back to Alice's discard pile",
  ]);
  const item = menu.getByRole("menuitem", { name: "Give back to Alice's discard pile", exact: true });
  await item.focus();
  await bob.page.keyboard.press("Enter");
  await alice.expectCardNames("p1.discard", ["Infernowl ex"]);
  await bob.expectCount("p2.hand", bobHolds);
  await alice.waitForLog("Bob discarded Infernowl ex from their hand into your discard pile.");

  // Another card dropped on Bob's hand: his "Discard hand" sends it to Alice's discard pile, his own cards to his.
  const given = (await alice.cardNames("p1.hand"))[0]!;
  await alice.drag(alice.card("p1.hand", given), alice.zone("p2.hand"));
  await bob.expectCount("p2.hand", bobHolds + 1);
  await bob.page.getByRole("button", { name: "Actions for Your hand", exact: true }).click();
  await bob.page.getByRole("menu").getByRole("menuitem", { name: "Discard hand", exact: true }).click();
  await bob.expectCount("p2.hand", 0);
  await bob.expectCount("p2.discard", bobHolds);
  // The pile shows its top card: the one Bob's hand gave back, on Infernowl ex.
  await alice.expectCount("p1.discard", 2);
  await alice.expectCardNames("p1.discard", [given]);
  await alice.waitForLog(`Bob discarded ${given} from their hand into your discard pile.`);
});
