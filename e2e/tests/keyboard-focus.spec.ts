/**
 * The keyboard path (docs/testing/keyboard.md "Keyboard focus", "Drag and drop"): a dialog closed with
 * Escape gives focus back to the control that opened it, a card picked up with the keyboard is
 * announced by the name this viewer may give it, a refused keyboard drop is announced as where
 * the card was dropped, not as done (the refusal is the alert), a card moved with the keyboard keeps focus
 * (and the card preview) in its new place, as does one moved with its menu picked with the
 * mouse, a button that goes away once pressed ("Ready", "Shuffle back in") leaves focus
 * nearby, "Undo last action" keeps it while the other player is asked, and the end of the game
 * takes it to the panel "Game over".
 */
import { chooseFromMenu, DEMO, expect, startPlaying, test } from "../fixtures";
import { SEED } from "./seed";

const JUDGE_CODE = "e2e-keyboard-focus";

test("Escape from a dialog gives focus back to the control that opened it", async ({ table }) => {
  const { p1: alice, p2: bob, roomId } = await table.seatPlayers({ seed: SEED, judgeCode: JUDGE_CODE, p1: { deck: DEMO.emberOwls }, p2: { deck: DEMO.lanternVigil } });
  const judy = await table.addJudge(roomId, JUDGE_CODE);
  await startPlaying(alice, bob);
  await judy.expectTurn(1, "p1");

  // The judge's "Set turn…": the dialog puts focus in its field; Escape, then Cancel, give it back.
  const setTurn = judy.page.getByRole("group", { name: "Judge tools", exact: true }).getByRole("button", { name: "Set turn…", exact: true });
  const setTurnDialog = judy.page.getByRole("dialog", { name: "Set the turn", exact: true });
  await setTurn.focus();
  await judy.page.keyboard.press("Enter");
  await expect(setTurnDialog.getByRole("spinbutton", { name: "Turn number", exact: true })).toBeFocused();
  await judy.page.keyboard.press("Escape");
  await expect(setTurnDialog).toHaveCount(0);
  await expect(setTurn).toBeFocused();
  expect(await judy.focusedName()).toBe("Set turn…");
  await judy.page.keyboard.press("Enter");
  await setTurnDialog.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(setTurnDialog).toHaveCount(0);
  expect(await judy.focusedName()).toBe("Set turn…");

  // The keyboard sheet, from its button and from "?" on a focused card.
  const keys = alice.page.getByRole("button", { name: "Keys (?)", exact: true });
  const sheet = alice.page.getByRole("dialog", { name: "Keyboard shortcuts", exact: true });
  await keys.focus();
  await alice.page.keyboard.press("Enter");
  await expect(sheet).toBeVisible();
  await alice.page.keyboard.press("Escape");
  await expect(sheet).toHaveCount(0);
  expect(await alice.focusedName()).toBe("Keys (?)");
  await alice.card("p1.hand", "Infernowl ex").focus();
  await alice.page.keyboard.press("?");
  await expect(sheet).toBeVisible();
  await alice.page.keyboard.press("Escape");
  await expect(sheet).toHaveCount(0);
  expect(await alice.focusedName()).toBe("Infernowl ex @ p1.hand");

  // "Replay so far": the button keeps its name and focus while the record comes, and gets focus back.
  const soFar = alice.log.getByRole("button", { name: "Replay so far", exact: true });
  const replayDialog = alice.page.getByRole("dialog", { name: "Replay of this game so far", exact: true });
  await soFar.focus();
  await alice.page.keyboard.press("Enter");
  await expect(replayDialog.getByRole("button", { name: "Back to the table", exact: true })).toBeFocused();
  await alice.page.keyboard.press("Escape");
  await expect(replayDialog).toHaveCount(0);
  await expect(soFar).toBeFocused();
  await alice.page.keyboard.press("Enter");
  await replayDialog.getByRole("button", { name: "Back to the table", exact: true }).press("Enter");
  await expect(replayDialog).toHaveCount(0);
  expect(await alice.focusedName()).toBe("Replay so far");
});

test("a keyboard pick-up is announced with the card's name, or as a face-down card", async ({ table }) => {
  const { p1: alice, p2: bob } = await table.seatPlayers({ seed: SEED, p1: { deck: DEMO.emberOwls }, p2: { deck: DEMO.lanternVigil } });
  await startPlaying(alice, bob);

  await alice.card("p1.hand", "Infernowl ex").focus();
  await alice.keyboardPickUp();
  await expect(alice.announcement).toHaveText("Picked up Infernowl ex from Your hand. Over Your hand.");
  await alice.page.keyboard.press("Escape");
  await expect(alice.announcement).toHaveText("Cancelled: the card is back where it was.");

  await alice.card("p1.prize", "face-down card").focus();
  await alice.keyboardPickUp();
  await expect(alice.announcement).toHaveText("Picked up face-down card from Your prizes. Over Your prizes.");
  await alice.page.keyboard.press("Escape");
  await expect(alice.announcement).toHaveText("Cancelled: the card is back where it was.");
});

test("a card moved with the keyboard keeps focus in its new place", async ({ table }) => {
  const { p1: alice, p2: bob } = await table.seatPlayers({ seed: SEED, p1: { deck: DEMO.emberOwls }, p2: { deck: DEMO.lanternVigil } });
  await startPlaying(alice, bob);
  const focus = () => alice.focusedName();

  // A keyboard drag (Space, arrows, Space): the Energy lands on Voltkit, focus with it.
  let since = await alice.lastLogSeq();
  await alice.keyboardDrag(alice.card("p1.hand", "Basic Fire Energy"), alice.slot("p1.active", 0));
  await alice.waitForLog("You attached Basic Fire Energy to Voltkit (your Active Pokémon).", { since });
  await expect.poll(focus).toBe("Basic Fire Energy @ p1.active");

  // Onto the bench, by keyboard drag.
  await alice.keyboardDrag(alice.card("p1.hand", "Infernowl ex"), alice.slot("p1.bench", 0));
  await expect.poll(() => alice.slotNames("p1.bench", 0)).toEqual(["Infernowl ex"]);
  await expect.poll(focus).toBe("Infernowl ex @ p1.bench");

  // A shortcut key on the focused card: "d" discards it; focus is on the discard pile's top.
  await alice.shortcut(alice.card("p1.hand", "Archivist Mabel"), "d", { focusOnly: true });
  await alice.expectCardNames("p1.discard", ["Archivist Mabel"]);
  await expect.poll(focus).toBe("Archivist Mabel @ p1.discard");
  // The preview follows the focused card to its new place; Escape puts it away, focus stays.
  const preview = alice.page.getByRole("complementary", { name: "Card preview", exact: true });
  await expect(preview).toContainText("Archivist Mabel");
  await alice.page.keyboard.press("Escape");
  await expect(preview).toHaveCount(0);
  expect(await focus()).toBe("Archivist Mabel @ p1.discard");

  // The card menu from the keyboard, to the bottom of the deck, where nobody sees it: focus
  // goes to the card now in its place in the hand.
  const hand = await alice.cardNames("p1.hand");
  const at = hand.indexOf("Tinker's Gear: Overdrive");
  const next = hand[at + 1] ?? hand[at - 1];
  since = await alice.lastLogSeq();
  await chooseFromMenu(alice, alice.card("p1.hand", "Tinker's Gear: Overdrive"), ["Move to…", "Your deck: bottom"], { keyboard: true });
  await alice.waitForLog(/bottom of your deck/, { since });
  await expect.poll(focus).toBe(`${next} @ p1.hand`);
});

test("a refused keyboard drop is announced as where the card was dropped, and the refusal says what happened", async ({ table }) => {
  const { p1: alice, p2: bob } = await table.seatPlayers({ seed: SEED, p1: { deck: DEMO.emberOwls }, p2: { deck: DEMO.lanternVigil } });
  await startPlaying(alice, bob);
  const hand = await alice.cardNames("p1.hand");
  // A card of Bob's hand, which Alice may not see, dropped on her own hand: the table refuses it.
  await alice.keyboardDrag(alice.zone("p2.hand").getByRole("button", { name: "face-down card", exact: true }).first(), alice.zone("p1.hand"));
  // Never "Put down on Your hand.": the move did not happen, and the alert says so.
  await expect(alice.announcement).toHaveText("Dropped on Your hand.");
  await expect(alice.page.getByRole("alert")).toContainText("You can't move a card you can't see: it is your opponent's");
  await alice.expectCardNames("p1.hand", hand);
  await alice.expectCount("p2.hand", 6);
});

test("a card moved with its menu picked with the mouse keeps focus in its new place, as from the keyboard", async ({ table }) => {
  const { p1: alice, p2: bob } = await table.seatPlayers({ seed: SEED, p1: { deck: DEMO.emberOwls }, p2: { deck: DEMO.lanternVigil } });
  await startPlaying(alice, bob);

  // Right-click, "Move to…", "Your discard pile", all with the mouse: focus is on the card there,
  // not on the page, so the keys go on from it.
  const since = await alice.lastLogSeq();
  await chooseFromMenu(alice, alice.card("p1.hand", "Archivist Mabel"), ["Move to…", "Your discard pile"]);
  await alice.expectCardNames("p1.discard", ["Archivist Mabel"]);
  await alice.waitForLog(/Archivist Mabel/, { since });
  await expect.poll(() => alice.focusedName()).toBe("Archivist Mabel @ p1.discard");
});

test("a control that goes away once pressed leaves focus nearby, not on the page", async ({ table }) => {
  const { p1: alice } = await table.seatPlayers({ seed: SEED, p1: { deck: DEMO.emberOwls }, p2: { deck: DEMO.lanternVigil } });
  const focus = () => alice.focusedName();
  const press = async (control: ReturnType<typeof alice.control>) => {
    await control.focus();
    await alice.page.keyboard.press("Enter");
  };

  // "Ready" with an empty Active Spot asks first, with focus on "Cancel"; "Cancel" gives it
  // back to "Ready".
  await press(alice.control("Ready"));
  const asking = alice.page.getByRole("group", { name: "Ready with an empty Active Spot?", exact: true });
  await expect(asking).toBeVisible();
  await expect.poll(focus).toBe("Cancel");
  await alice.page.keyboard.press("Enter");
  await expect(asking).toBeHidden();
  await expect.poll(focus).toBe("Ready");
  await alice.shortcut(alice.card("p1.hand", "Voltkit"), "a");
  await expect.poll(() => alice.slotNames("p1.active", 0)).toEqual(["Voltkit"]);

  // "Ready" goes with the setup buttons: focus goes to the first button of the Controls region,
  // "Draw" (Alice chose to go first before the hands were dealt: that choice is final).
  await press(alice.control("Ready"));
  await expect(alice.control("Ready")).toHaveCount(0);
  await expect.poll(focus).toBe("Draw");

  // The looking panel's buttons take the panel away: focus goes back to what opened it…
  const panel = alice.zone("p1.looking");
  await press(alice.control("Search deck"));
  await expect(panel).toBeVisible();
  await press(panel.getByRole("button", { name: "Shuffle back in", exact: true }));
  await expect(panel).toHaveCount(0);
  await expect.poll(focus).toBe("Search deck");

  // …or, opened with "v" while nothing had focus, to the deck the cards went back to.
  await alice.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  expect(await focus()).toBe("(the page)");
  await alice.page.keyboard.press("v");
  await expect(panel).toBeVisible();
  await press(panel.getByRole("button", { name: "Put back on top", exact: true }));
  await expect(panel).toHaveCount(0);
  await expect.poll(focus).toBe("face-down card @ p1.deck");
});

test("asking to undo keeps focus on the button, and conceding ends on the panel that says who won", async ({ table }) => {
  const { p1: alice, p2: bob } = await table.seatPlayers({ seed: SEED, p1: { deck: DEMO.emberOwls }, p2: { deck: DEMO.lanternVigil } });
  await startPlaying(alice, bob);
  const focus = () => alice.focusedName();

  // Draw, then ask it back with Enter: the button waits (aria-disabled) with focus on it.
  let since = await alice.lastLogSeq();
  await alice.control("Draw").focus();
  await alice.page.keyboard.press("Enter");
  await alice.waitForLog(/^You drew .+\.$/, { since });
  await alice.control("Undo last action").focus();
  await alice.page.keyboard.press("Enter");
  await expect(alice.page.getByRole("status").filter({ hasText: "Waiting for Bob to answer your undo request…" })).toBeVisible();
  await expect(alice.control("Undo last action")).toBeDisabled();
  expect(await focus()).toBe("Undo last action");
  since = await alice.lastLogSeq();
  await bob.page.getByRole("alertdialog").getByRole("button", { name: "Approve", exact: true }).press("Enter");
  await alice.waitForLog("Bob agreed to take back your last action.", { since });
  await expect(alice.control("Undo last action")).toBeEnabled();
  expect(await focus()).toBe("Undo last action");

  // "Concede", "Yes, concede": the controls go with the game, focus goes to "Game over".
  await alice.control("Concede").focus();
  await alice.page.keyboard.press("Enter");
  await alice.page.keyboard.press("Shift+Tab");
  expect(await focus()).toBe("Yes, concede");
  await alice.page.keyboard.press("Enter");
  const over = alice.page.getByRole("region", { name: "Game over", exact: true });
  await expect(over).toBeFocused();
  await expect(over.getByRole("status").filter({ hasText: "wins" })).toHaveText("Bob wins: you conceded.");
});
