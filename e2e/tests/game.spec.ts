/**
 * Two players and a spectator, each in their own browser context, play setup and three turns
 * through the UI: mouse drags, shortcut keys and dnd-kit's keyboard dragging. Every tab is
 * checked for what it may see: card backs for the other hand, no hand faces for the
 * spectator, log lines worded per viewer, and warnings that never stop a move.
 */
import { DEMO, expect, FACE_DOWN, test, type Tab } from "../fixtures";
import { SEED, SEED_HANDS } from "./seed";

const backs = (n: number) => Array.from({ length: n }, () => FACE_DOWN);

/** `viewer` sees only card backs in `key`, as many as the owner holds. */
async function expectBacks(viewer: Tab, owner: Tab, key: string): Promise<void> {
  const count = Number(await owner.zone(key).getAttribute("data-count"));
  expect(count).toBeGreaterThan(0);
  await viewer.expectCount(key, count);
  await viewer.expectCardNames(key, backs(count));
}

/**
 * The zones whose visible label is cut short ("Lost Z…") or lies under one of the zone's cards,
 * in this tab as it is now: labels are drawn in narrow zones, and at 1280×720 they must still read.
 */
async function hiddenZoneLabels(tab: Tab): Promise<string[]> {
  return tab.page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("section[data-zone] > div > span[aria-hidden]")].flatMap((label) => {
      const zone = label.closest("section")!;
      const box = label.getBoundingClientRect();
      const overlaps = (c: Element) => {
        const b = c.getBoundingClientRect();
        // More than 2 px of overlap each way: a card edge brushing the line box is fine.
        return Math.min(box.right, b.right) - Math.max(box.left, b.left) > 2 && Math.min(box.bottom, b.bottom) - Math.max(box.top, b.top) > 2;
      };
      const name = `${zone.dataset.zone} "${label.textContent}" ${JSON.stringify(box)}`;
      if (label.scrollWidth > label.clientWidth) return [`${name} cut short`];
      const card = [...zone.querySelectorAll("[data-pid]")].find(overlaps);
      if (card) return [`${name} under the card ${JSON.stringify(card.getBoundingClientRect())}`];
      return [];
    }),
  );
}

test("two players and a spectator play setup and three turns with mouse and keyboard", async ({ table }, testInfo) => {
  const { p1: alice, p2: bob, roomId } = await table.seatPlayers({ seed: SEED, p1: { deck: DEMO.emberOwls }, p2: { deck: DEMO.lanternVigil }, choose: false });
  const carol = await table.addSpectator(roomId, "Carol");

  // ---- the coin flip's winner chooses before anyone draws (seed 001 §5) ------------------
  await alice.waitForLog("The coin came up heads: you won the coin flip and choose to go first or second.");
  await bob.waitForLog("The coin came up heads: Alice won the coin flip and chooses to go first or second.");
  for (const [tab, seat] of [[alice, "p1"], [bob, "p2"], [carol, "p1"], [carol, "p2"]] as const) await expect(tab.cards(`${seat}.hand`)).toHaveCount(0);
  await expect(bob.page.getByText("Waiting for Alice to choose who goes first…", { exact: true })).toBeVisible();
  await expect(carol.page.getByText("Waiting for Alice to choose who goes first…", { exact: true })).toBeVisible();
  await expect(bob.page.getByRole("region", { name: "Controls", exact: true }).getByRole("button", { name: /^Go (first|second)$/ })).toHaveCount(0);
  // No hand yet: nothing to mulligan or get ready with.
  await expect(alice.control("Ready")).toHaveCount(0);
  await expect(alice.control("Go second")).toBeVisible();
  // Alice chooses from the keyboard; the buttons go, and focus with them to "Ready".
  await alice.control("Go first").focus();
  await alice.page.keyboard.press("Enter");
  await carol.waitForLog("Alice chose to go first.");
  await expect(alice.control("Go first")).toHaveCount(0);
  await expect(alice.control("Go second")).toHaveCount(0);
  await expect.poll(() => alice.focusedName()).toBe("Ready");
  await expect(carol.page.getByText("Alice goes first.", { exact: true })).toBeVisible();
  await expect(bob.page.getByText("Waiting for Alice to choose who goes first…", { exact: true })).toHaveCount(0);

  // ---- dealt hands: faces for the owner only ------------------------------------------
  await alice.expectCardNames("p1.hand", SEED_HANDS.p1);
  await bob.expectCardNames("p2.hand", SEED_HANDS.p2);
  await expectBacks(bob, alice, "p1.hand");
  await expectBacks(alice, bob, "p2.hand");
  await expectBacks(carol, alice, "p1.hand");
  await expectBacks(carol, bob, "p2.hand");
  await expect(carol.page.getByRole("region", { name: "Player 1's hand", exact: true })).toBeVisible();
  await expect(carol.page.getByRole("region", { name: "Controls", exact: true })).toHaveCount(0);

  await alice.waitForLog("You drew an opening hand: 3× Basic Fire Energy, Tinker's Gear: Overdrive, Infernowl ex, Voltkit, and Archivist Mabel.");
  await bob.waitForLog("Alice drew an opening hand: 7 cards.");
  await carol.waitForLog("Alice drew an opening hand: 7 cards.");
  await carol.waitForLog("Bob drew an opening hand: 7 cards.");

  // ---- setup: Alice drags with the mouse, Bob with the keyboard (Space, arrows, Space) -----
  await alice.drag(alice.card("p1.hand", "Voltkit"), alice.slot("p1.active", 0));
  await expect.poll(() => alice.slotNames("p1.active", 0)).toEqual(["Voltkit"]);
  await expect(alice.card("p1.active", "Voltkit")).toHaveAttribute("data-face-down", "true");
  await expect.poll(() => bob.slotNames("p1.active", 0)).toEqual([FACE_DOWN]);
  await expect.poll(() => carol.slotNames("p1.active", 0)).toEqual([FACE_DOWN]);
  await bob.waitForLog("Alice put a card face down onto their Active Spot.");

  const keys = await bob.keyboardDrag(bob.card("p2.hand", "Burrowmole"), bob.slot("p2.active", 0));
  expect(keys.length).toBeGreaterThan(0);
  await expect.poll(() => bob.slotNames("p2.active", 0)).toEqual(["Burrowmole"]);
  await expect.poll(() => alice.slotNames("p2.active", 0)).toEqual([FACE_DOWN]);
  await alice.waitForLog("Bob put a card face down onto their Active Spot.");
  await table.screenshot("setup - both Active Pokémon face down");

  await alice.ready();
  await bob.ready();
  for (const tab of [alice, bob, carol]) await tab.expectTurn(1, "p1");
  // Face up for everyone once both are ready.
  await expect.poll(() => carol.slotNames("p1.active", 0)).toEqual(["Voltkit"]);
  await expect.poll(() => alice.slotNames("p2.active", 0)).toEqual(["Burrowmole"]);

  // ---- turn 1 (Alice) ------------------------------------------------------------------
  // Draw with the shortcut key "1".
  // Log sequence numbers are the table's: lines after `since` come from what follows.
  let since = await alice.lastLogSeq();
  await alice.page.keyboard.press("1");
  await alice.expectCount("p1.hand", 7);
  const drawn1 = (await alice.cardNames("p1.hand")).at(-1)!;
  await alice.waitForLog(`You drew ${drawn1}.`, { since });
  await bob.waitForLog("Alice drew a card.", { since });
  await carol.waitForLog("Alice drew a card.", { since });
  await expectBacks(bob, alice, "p1.hand");
  await expectBacks(carol, alice, "p1.hand");

  // First Energy: mouse drag onto the Active Pokémon attaches it.
  since = await alice.lastLogSeq();
  await alice.drag(alice.card("p1.hand", "Basic Fire Energy"), alice.slot("p1.active", 0));
  await expect.poll(() => alice.slotNames("p1.active", 0)).toEqual(["Voltkit", "Basic Fire Energy"]);
  await alice.waitForLog("You attached Basic Fire Energy to Voltkit (your Active Pokémon).", { since });
  await bob.waitForLog("Alice attached Basic Fire Energy to Voltkit (their Active Pokémon).", { since });
  expect((await alice.logLines()).filter((l) => l.advisory && l.seq > since)).toEqual([]);

  // Second Energy: select it, "q" (attach), "0" (the Active): a warning, and the move happens.
  since = await alice.lastLogSeq();
  await alice.shortcut(alice.card("p1.hand", "Basic Fire Energy"), "q");
  await expect(alice.page.getByRole("status").filter({ hasText: /^Attach: click a Pokémon/ }).first()).toBeVisible();
  await alice.page.keyboard.press("0");
  await expect.poll(() => alice.slotNames("p1.active", 0)).toEqual(["Voltkit", "Basic Fire Energy", "Basic Fire Energy"]);
  await expect.poll(() => bob.slotNames("p1.active", 0)).toEqual(["Voltkit", "Basic Fire Energy", "Basic Fire Energy"]);
  await expect(alice.advisoryNotes("ptcg.energy.second")).toBeVisible();
  await expect(alice.advisoryNotes("ptcg.energy.second")).toHaveAttribute("data-target", "p1.active:0");
  await expect(alice.advisoryNotices.filter({ hasText: "Only one Energy may be attached from the hand each turn." })).toBeVisible();
  await alice.waitForLog(/Only one Energy/, { advisory: "ptcg.energy.second", since });
  await bob.waitForLog(/Only one Energy/, { advisory: "ptcg.energy.second", since });

  // A Supporter on the first player's first turn, by keyboard drag onto the discard pile.
  await alice.keyboardDrag(alice.card("p1.hand", "Archivist Mabel"), alice.zone("p1.discard"));
  await alice.expectCardNames("p1.discard", ["Archivist Mabel"]);
  await bob.expectCardNames("p1.discard", ["Archivist Mabel"]);
  await expect(alice.advisoryNotes("ptcg.supporter.first-turn")).toBeVisible();
  await alice.waitForLog(/can't play a Supporter/, { advisory: "ptcg.supporter.first-turn" });
  await carol.waitForLog(/can't play a Supporter/, { advisory: "ptcg.supporter.first-turn" });
  await expect(alice.cards("p1.hand")).toHaveCount(4);
  await table.screenshot("turn 1 - warnings for a second Energy and a first-turn Supporter");
  // Every zone's label reads whole, in the player's window and the spectator's.
  expect(alice.page.viewportSize()).toEqual({ width: 1280, height: 720 });
  for (const tab of [alice, carol]) expect(await hiddenZoneLabels(tab), tab.label).toEqual([]);

  await alice.endTurn();
  for (const tab of [alice, bob, carol]) await tab.expectTurn(2, "p2");

  // ---- turn 2 (Bob) --------------------------------------------------------------------
  // Draw by dragging the deck's top card onto the hand.
  since = await bob.lastLogSeq();
  await bob.drag(bob.card("p2.deck", FACE_DOWN), bob.zone("p2.hand"));
  await bob.expectCount("p2.hand", 7);
  const drawn2 = (await bob.cardNames("p2.hand")).at(-1)!;
  await bob.waitForLog(`You drew ${drawn2}.`, { since });
  await alice.waitForLog("Bob drew a card.", { since });
  await carol.waitForLog("Bob drew a card.", { since });
  await expectBacks(alice, bob, "p2.hand");
  await expectBacks(carol, bob, "p2.hand");

  // Energy onto the Active Pokémon by keyboard drag: an attachment, no warning.
  since = await bob.lastLogSeq();
  await bob.keyboardDrag(bob.card("p2.hand", "Basic Psychic Energy"), bob.slot("p2.active", 0));
  await expect.poll(() => bob.slotNames("p2.active", 0)).toEqual(["Burrowmole", "Basic Psychic Energy"]);
  await expect.poll(() => carol.slotNames("p2.active", 0)).toEqual(["Burrowmole", "Basic Psychic Energy"]);
  await bob.waitForLog("You attached Basic Psychic Energy to Burrowmole (your Active Pokémon).", { since });
  expect((await bob.logLines()).filter((l) => l.advisory && l.seq > since)).toEqual([]);

  // An Item to the discard pile with "d" on the focused card (nothing selected).
  await bob.shortcut(bob.card("p2.hand", "Trail Ration"), "d", { focusOnly: true });
  await bob.expectCardNames("p2.discard", ["Trail Ration"]);
  await carol.expectCardNames("p2.discard", ["Trail Ration"]);
  await bob.waitForLog("You discarded Trail Ration from your hand.");
  await alice.waitForLog("Bob discarded Trail Ration from their hand.");
  await bob.endTurn();
  for (const tab of [alice, bob, carol]) await tab.expectTurn(3, "p1");

  // ---- turn 3 (Alice) --------------------------------------------------------------------
  since = await alice.lastLogSeq();
  await alice.control("Draw").click();
  await alice.expectCount("p1.hand", 5);
  const drawn3 = (await alice.cardNames("p1.hand")).at(-1)!;
  await alice.waitForLog(`You drew ${drawn3}.`, { since });
  await bob.waitForLog("Alice drew a card.", { since });
  await carol.waitForLog("Alice drew a card.", { since });

  // Evolve onto the wrong Pokémon by mouse (Infernowl ex evolves from Pyrowl): warned, done.
  await alice.drag(alice.card("p1.hand", "Infernowl ex"), alice.slot("p1.active", 0));
  await expect.poll(() => alice.slotNames("p1.active", 0)).toEqual(["Infernowl ex", "Basic Fire Energy", "Basic Fire Energy"]);
  await expect.poll(() => carol.slotNames("p1.active", 0)).toEqual(["Infernowl ex", "Basic Fire Energy", "Basic Fire Energy"]);
  await expect(alice.advisoryNotes("ptcg.evolve.wrong-stage")).toBeVisible();
  await bob.waitForLog(/doesn't evolve from this Pokémon/, { advisory: "ptcg.evolve.wrong-stage" });

  await alice.endTurn();
  for (const tab of [alice, bob, carol]) await tab.expectTurn(4, "p2");
  await expect(bob.page.getByText("Your turn (4)", { exact: true })).toBeVisible();
  await expect(carol.page.getByText("Bob's turn (4)", { exact: true })).toBeVisible();

  // What each viewer never saw: the spectator no hand face, the opponent no name of a draw.
  await expectBacks(carol, alice, "p1.hand");
  await expectBacks(carol, bob, "p2.hand");
  const bobsLog = (await bob.logLines()).map((l) => l.text);
  expect(bobsLog).not.toContain(`Alice drew ${drawn1}.`);
  expect(bobsLog.filter((t) => t === "Alice drew a card.")).toHaveLength(2);
  const carolsLog = (await carol.logLines()).map((l) => l.text);
  expect(carolsLog.filter((t) => t.startsWith("You "))).toEqual([]);
  await table.screenshot("turn 4 - Bob to play");
  testInfo.annotations.push({ type: "keyboard path", description: keys.join(" ") });
});

test("a card picked up and put down in place while searching the deck stays there: the Bench under the looking panel is hidden", async ({ table }) => {
  const { p1: alice, p2: bob } = await table.seatPlayers({ seed: SEED, p1: { deck: DEMO.emberOwls }, p2: { deck: DEMO.lanternVigil } });
  const since = await bob.lastLogSeq();
  await bob.control("Search deck").click();
  const looking = bob.cards("p2.looking");
  await expect(looking.first()).toBeVisible();
  const count = await looking.count();

  // The panel floats over the top of the table, over Alice's Bench: take a card lying over one of her slots.
  const pid = await bob.page.evaluate(() => {
    const slots = [...document.querySelectorAll('[role="group"][data-zone="p1.bench"]')].map((s) => s.getBoundingClientRect());
    const cards = [...document.querySelectorAll<HTMLElement>('section[data-zone="p2.looking"] [role="button"][data-pid]')];
    const over = cards.find((c) => {
      const r = c.getBoundingClientRect();
      const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
      return slots.some((s) => x >= s.left && x <= s.right && y >= s.top && y <= s.bottom);
    });
    return over?.dataset.pid ?? null;
  });
  expect(pid, "a card in the looking panel over one of Alice's bench slots").not.toBeNull();
  const card = bob.zone("p2.looking").locator(`[data-pid="${pid}"]`);
  const name = (await card.getAttribute("aria-label"))!;

  // Keyboard: Space, Space.
  await card.focus();
  await bob.keyboardPickUp();
  await expect(bob.announcement).toHaveText(`Picked up ${name} from Your looking area. Over Your looking area.`);
  await bob.page.keyboard.press("Space");
  await expect(bob.announcement).toHaveText("Dropped on Your looking area.");

  // Mouse: a short drag that stays inside the panel.
  const at = (await card.boundingBox())!;
  await bob.page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
  await bob.page.mouse.down();
  await bob.page.mouse.move(at.x + at.width / 2 + 12, at.y + at.height / 2 + 4, { steps: 5 });
  await bob.page.mouse.up();

  // Nothing moved: the looking area keeps every card, Alice's Bench stays empty.
  await bob.expectCount("p2.looking", count);
  await bob.zone("p2.looking").getByRole("button", { name: "Shuffle back in", exact: true }).click();
  await expect(bob.zone("p2.looking")).toHaveCount(0);
  await expect(alice.cards("p1.bench")).toHaveCount(0);
  await expect(bob.cards("p1.bench")).toHaveCount(0);
  // Server order: a move from either drop would be logged before the shuffle.
  const lines = (await bob.logLines()).filter((l) => l.seq > since).map((l) => l.text);
  expect(lines.filter((t) => /bench/i.test(t))).toEqual([]);
});

test("a warning on the top player's hand stays on the playmat, below the hand rather than over the header", async ({ table }) => {
  const { p1: alice, p2: bob } = await table.seatPlayers({ seed: SEED, p1: { deck: DEMO.emberOwls }, p2: { deck: DEMO.lanternVigil } });
  // Bob's seeded hand holds Burrowmole, a Basic Pokémon: a mulligan is warned about, on his hand.
  await bob.control("Mulligan").click();
  const note = alice.advisoryNotes("ptcg.setup.mulligan-with-basic");
  await expect(note).toBeVisible();
  await expect(note).toHaveAttribute("data-target", "p2.hand");
  const playmat = (await alice.page.getByRole("main", { name: "Playmat", exact: true }).boundingBox())!;
  const badge = (await note.boundingBox())!;
  const header = (await alice.page.locator("header").boundingBox())!;
  expect(badge.y, "the warning's top, inside the playmat").toBeGreaterThanOrEqual(playmat.y);
  expect(badge.y + badge.height).toBeLessThanOrEqual(playmat.y + playmat.height);
  expect(badge.y, "below the header").toBeGreaterThanOrEqual(header.y + header.height);
  await table.screenshot("mulligan warning below Bob's hand", [alice]);
});

test("a drag begun beside the cards selects no text on the playmat, and the deck list's text still selects", async ({ table }) => {
  const { p1: alice } = await table.seatPlayers({ seed: SEED, p1: { deck: DEMO.emberOwls }, p2: { deck: DEMO.lanternVigil } });
  // A drag that misses its card (pressed on the Bench's floor) and sweeps up over the table.
  const bench = (await alice.zone("p1.bench").boundingBox())!;
  const mouse = alice.page.mouse;
  await mouse.move(bench.x + 20, bench.y + 40);
  await mouse.down();
  await mouse.move(bench.x + 300, bench.y - 250, { steps: 10 });
  await mouse.up();
  expect(await alice.page.evaluate(() => window.getSelection()?.toString() ?? "")).toBe("");
  // Text a player may want to copy is still theirs to select: the deck list they pasted.
  await alice.control("Change deck").click();
  const list = alice.page.getByRole("textbox", { name: "Deck list", exact: true });
  await list.fill("4 Cindle PMA 1");
  await list.selectText();
  expect(await list.evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd))).toBe("4 Cindle PMA 1");
});
