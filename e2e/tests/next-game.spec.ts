/**
 * "Play again" (docs/replay.md, The next game): at a password table, Alice concedes; Bob starts
 * the next game from the Game over panel and his tab goes to the new table, where he sits in his
 * seat with his deck in; Alice is told and follows; the spectator follows too. At the new table
 * the coin is flipped again, the winner chooses, and seven cards are dealt to each hand. The
 * room's creator still sees the judge code, which is the finished table's.
 */
import { DEMO, expect, test, type Tab } from "../fixtures";
import { joinScope, winnerChooses } from "../fixtures/session";
import { SEED } from "./seed";

const panel = (tab: Tab) => tab.page.getByRole("region", { name: "Game over", exact: true });
const roomPathOf = (tab: Tab) => new URL(tab.page.url()).pathname;

test("after the game, both players and a spectator go on to the next game at a new table, in the same seats with the same decks", async ({ table }) => {
  const { p1: alice, p2: bob, roomId } = await table.seatPlayers({
    seed: SEED,
    password: "owls",
    p1: { name: "Alice", deck: { demo: DEMO.emberOwls } },
    p2: { name: "Bob", deck: { demo: DEMO.lanternVigil } },
  });
  const carol = await table.addSpectator(roomId, "Carol", { password: "owls" });
  await expect(panel(carol)).toHaveCount(0);

  await alice.control("Concede").click();
  await alice.page.getByRole("button", { name: "Yes, concede", exact: true }).click();
  for (const tab of [alice, bob, carol]) await tab.expectPhase("finished");
  // A spectator has nothing to press before a player starts the next game.
  await expect(panel(carol).getByRole("button", { name: "Go to the next game", exact: true })).toHaveCount(0);

  const playAgain = panel(bob).getByRole("button", { name: "Play again", exact: true });
  await expect(playAgain).toHaveAccessibleDescription("A new table with the same seats and decks; the coin is flipped again.");
  await playAgain.click();
  await expect.poll(() => roomPathOf(bob)).not.toBe(`/room/${roomId}`);
  const nextPath = roomPathOf(bob);
  await bob.waitForTable("player");
  expect(await bob.seat()).toBe("p2");
  await bob.expectPhase("setup");
  // His deck went in as it was, and the coin was flipped again: its winner chooses who goes first.
  await bob.waitForLog("You loaded a deck of 60 cards.");
  await bob.waitForLog("Alice loaded a deck of 60 cards.");

  await expect(panel(alice).getByRole("status").filter({ hasText: "Bob wants to play again." })).toBeVisible();
  await panel(alice).getByRole("button", { name: "Play again", exact: true }).click();
  await expect.poll(() => roomPathOf(alice)).toBe(nextPath);
  await alice.waitForTable("player");
  expect(await alice.seat()).toBe("p1");
  // The judge code is the finished table's: its creator still has it to hand out, and only she.
  await expect(alice.page.locator("[data-judge-code]")).toHaveText(alice.judgeCode);
  await expect(bob.page.locator("[data-judge-code]")).toHaveCount(0);

  await expect(panel(carol).getByRole("status").filter({ hasText: "Bob started the next game." })).toBeVisible();
  await panel(carol).getByRole("button", { name: "Go to the next game", exact: true }).click();
  await expect.poll(() => roomPathOf(carol)).toBe(nextPath);
  await carol.waitForTable("spectator");

  // Nobody has a card in hand until the new coin flip's winner chose.
  await alice.expectCount("p1.hand", 0);
  await bob.expectCount("p2.hand", 0);
  await alice.expectCount("p1.deck", 60);
  await winnerChooses(alice, bob, "Go first");
  await alice.expectCount("p1.hand", 7);
  await bob.expectCount("p2.hand", 7);
  await carol.expectCount("p1.hand", 7);
});

test("a player who went back to the lobby before the next game was started sits down at it from the room list", async ({ table }) => {
  const { p1: alice, p2: bob, roomId } = await table.seatPlayers({
    seed: SEED,
    p1: { name: "Alice", deck: { demo: DEMO.emberOwls } },
    p2: { name: "Bob", deck: { demo: DEMO.lanternVigil } },
  });
  await bob.control("Concede").click();
  await bob.page.getByRole("button", { name: "Yes, concede", exact: true }).click();
  await bob.expectPhase("finished");
  await panel(bob).getByRole("button", { name: "Back to lobby", exact: true }).click();
  await expect(bob.page.getByRole("form", { name: "Create a room", exact: true })).toBeVisible();

  await panel(alice).getByRole("button", { name: "Play again", exact: true }).click();
  await expect.poll(() => roomPathOf(alice)).not.toBe(`/room/${roomId}`);
  const nextId = roomPathOf(alice).replace("/room/", "");
  await alice.waitForTable("player");

  // The list shows both seats taken, and this browser holds one of them: "Join as player" is offered.
  const scope = await joinScope(bob.page, nextId, "lobby");
  await scope.getByRole("button", { name: "Join as player", exact: true }).click();
  await bob.waitForTable("player");
  expect(await bob.seat()).toBe("p2");
  await bob.waitForLog("You loaded a deck of 60 cards.");
});
