/**
 * A card dropped on the opponent's hand (docs/protocol.md, Authority): the player holding it
 * sees it and gives it back, by dragging it onto its owner's hand; keeping it is refused. The
 * player who dropped it sees only one more face-down card in the other hand.
 */
import { DEMO, expect, startPlaying, test } from "../fixtures";
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
