/**
 * Many cards attached to one Pokémon stay inside its slot: they overlap like a fanned hand
 * instead of running in one row under the next slot's Pokémon (hiding its attachments) or, on
 * the Active, over the sidebar. Each stays reachable: a visible sliver the mouse hits, a button
 * with its name that keyboard focus reaches and raises. Past what a fan shows readably (15 on
 * the Active), one button gives their count and lists them all in the pile browser, each a card
 * with its name that the keyboard picks up and moves.
 */
import type { Locator } from "@playwright/test";
import { DEMO, expect, startPlaying, test, type Tab } from "../fixtures";
import { SEED } from "./seed";

const POKEMON = ["Cindle", "Pyrowl", "Infernowl ex", "Voltkit", "Voltvixen", "Burrowmole", "Porcupebble"];
const BASICS = ["Cindle", "Voltkit", "Burrowmole", "Porcupebble"];

/** Attaches `count` of the non-Pokémon cards in Alice's hand to `slot`: select them (Ctrl+click), "q", click the Pokémon. */
async function attachFromHand(alice: Tab, slot: Locator, count: number): Promise<void> {
  const before = Number((await slot.getAttribute("data-attached")) ?? 0);
  const names = await alice.cardNames("p1.hand");
  const picks = names.flatMap((n, i) => (POKEMON.includes(n) ? [] : [i])).slice(0, count);
  expect(picks, "enough Trainers and Energy in hand").toHaveLength(count);
  for (const i of picks) await alice.cards("p1.hand").nth(i).click({ modifiers: ["Control"] });
  await alice.page.keyboard.press("q");
  await slot.click();
  await expect(slot).toHaveAttribute("data-attached", String(before + count));
}

/**
 * For each attached card of a slot: its box lies within the slot horizontally, and the point
 * in the middle of its visible part (not under the next chip) hits it. Also: every point of the
 * slot's box hits something of that slot (no neighbour's chip lies over it).
 */
async function layoutProblems(slot: Locator): Promise<string[]> {
  return slot.evaluate((group) => {
    const problems: string[] = [];
    const g = group.getBoundingClientRect();
    const label = group.getAttribute("aria-label");
    const chips = [...group.querySelectorAll<HTMLElement>('[role="button"][data-index]')].slice(1);
    chips.forEach((chip, i) => {
      const r = chip.getBoundingClientRect();
      const name = `${label} attachment ${i} (${chip.getAttribute("aria-label")})`;
      if (r.left < g.left - 0.5 || r.right > g.right + 0.5) problems.push(`${name} spans ${r.left}–${r.right}, slot ${g.left}–${g.right}`);
      const next = chips[i + 1]?.getBoundingClientRect();
      const visibleRight = next ? Math.min(r.right, next.left) : r.right;
      if (visibleRight - r.left < 1) problems.push(`${name} has no visible part`);
      const hit = document.elementFromPoint((r.left + visibleRight) / 2, r.top + r.height / 2);
      if (!hit || !chip.contains(hit)) problems.push(`${name}: the point hits ${hit?.closest("[aria-label]")?.getAttribute("aria-label")}`);
    });
    for (let fx = 0.05; fx < 1; fx += 0.15) {
      for (let fy = 0.05; fy < 1; fy += 0.15) {
        const hit = document.elementFromPoint(g.left + fx * g.width, g.top + fy * g.height);
        const owner = hit?.closest('[role="group"][data-slot]');
        if (owner !== group) problems.push(`${label} at (${fx.toFixed(2)}, ${fy.toFixed(2)}) is covered by ${hit?.closest("[aria-label]")?.getAttribute("aria-label")}`);
      }
    }
    return problems;
  });
}

test("many cards attached to a Pokémon stay within its slot, each visible and reachable", async ({ table }) => {
  const { p1: alice, p2: bob } = await table.seatPlayers({ seed: SEED, p1: { deck: DEMO.emberOwls }, p2: { deck: DEMO.lanternVigil } });
  await startPlaying(alice, bob);
  expect(alice.page.viewportSize()).toEqual({ width: 1280, height: 720 });

  // Draw 27 cards ("9" three times), then two Basics onto the Bench ("b").
  for (let n = 0; n < 3; n++) {
    const count = Number(await alice.zone("p1.hand").getAttribute("data-count"));
    await alice.page.keyboard.press("9");
    await alice.expectCount("p1.hand", count + 9);
  }
  for (let slot = 0; slot < 2; slot++) {
    const basic = (await alice.cardNames("p1.hand")).find((n) => BASICS.includes(n));
    expect(basic, "the seed deals Alice two more Basics").toBeDefined();
    await alice.shortcut(alice.card("p1.hand", basic!), "b");
    await expect(alice.slot("p1.bench", slot)).toHaveAttribute("data-occupied", "true");
  }

  const active = alice.slot("p1.active", 0);
  const bench0 = alice.slot("p1.bench", 0);
  const bench1 = alice.slot("p1.bench", 1);
  await attachFromHand(alice, bench1, 2);
  await attachFromHand(alice, bench0, 4);
  await attachFromHand(alice, active, 15);
  await alice.page.mouse.move(0, 0); // no chip raised by hover
  await alice.page.keyboard.press("Escape");

  for (const slot of [active, bench0, bench1]) expect(await layoutProblems(slot)).toEqual([]);
  // Nothing of the table lies over the sidebar: "Replay so far" is the button at its own centre.
  const replay = alice.page.getByRole("button", { name: "Replay so far", exact: true });
  const covered = await replay.evaluate((b) => {
    const r = b.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit && b.contains(hit) ? null : (hit?.closest("[aria-label]")?.getAttribute("aria-label") ?? "nothing");
  });
  expect(covered).toBeNull();

  // Keyboard focus reaches every card fanned under the Benched Pokémon and raises it: the middle of its face is then its own.
  const chips = bench0.locator('[role="button"][data-index]');
  await expect(chips).toHaveCount(5);
  for (let i = 1; i < 5; i++) {
    const chip = chips.nth(i);
    await expect(chip).toHaveAccessibleName(/\S/);
    await chip.focus();
    await expect(chip).toBeFocused();
    const raised = await chip.evaluate((el) => {
      const face = (el.firstElementChild ?? el).getBoundingClientRect();
      const hit = document.elementFromPoint(face.left + face.width / 2, face.top + face.height / 2);
      return Boolean(hit && el.contains(hit));
    });
    expect(raised, `attachment ${i} raised when focused`).toBe(true);
  }

  // The Active Pokémon's 15 cards: no slivers, a count whose text is whole, that lists them all.
  const voltkit = "Voltkit (Your active Pokémon, slot 1)";
  await expect(active.locator('[role="button"][data-index]')).toHaveCount(1);
  const all = active.getByRole("button", { name: `Browse the cards attached to ${voltkit}`, exact: true });
  await expect(all).toHaveText("15 attached");
  expect(await all.evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true);
  await all.focus();
  await alice.page.keyboard.press("Enter");
  const browser = alice.page.getByRole("region", { name: `Browsing the cards attached to ${voltkit}`, exact: true });
  await expect(browser.getByRole("heading")).toHaveText("Attached to Voltkit (15)");
  const listed = browser.locator('[role="button"][data-index]');
  await expect(listed).toHaveCount(15);
  // Each is a whole card there, its name printed on it.
  for (const card of await listed.all()) {
    const name = (await card.getAttribute("aria-label"))!;
    expect(name).not.toBe("");
    await expect(card).toContainText(name.split(/[ :]/)[0]!);
  }
  // The keyboard takes the first back to the hand from there.
  const first = listed.first();
  const hand = Number(await alice.zone("p1.hand").getAttribute("data-count"));
  await alice.shortcut(first, "h", { focusOnly: true });
  await expect(active).toHaveAttribute("data-attached", "14");
  await alice.expectCount("p1.hand", hand + 1);
  await expect(listed).toHaveCount(14);
  await table.screenshot("many attachments");
});
