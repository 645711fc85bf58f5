/**
 * A Pokémon in play keeps its name readable under what the table puts on it: a large damage
 * value and several Special Conditions and markers sit beside or below the name, never over it,
 * on the Active Pokémon (the large card) and on the Bench, for its owner and for the opponent.
 */
import type { Locator } from "@playwright/test";
import { DEMO, expect, test, type Tab } from "../fixtures";
import { chooseFromMenu, startPlaying } from "../fixtures/playing";
import { SEED } from "./seed";

/** Puts 250 damage, three Special Conditions and the "Ability used" marker on `name` in `zone`. */
async function burden(alice: Tab, zone: string, name: string): Promise<void> {
  const card = alice.card(zone, name);
  await chooseFromMenu(alice, card, ["Set damage…"]);
  const dialog = alice.page.getByRole("dialog", { name: "Damage", exact: true });
  await dialog.getByRole("spinbutton").fill("250");
  await dialog.getByRole("button", { name: "Set", exact: true }).click();
  await expect(alice.slot(zone, 0)).toHaveAttribute("data-damage", "250");
  // Three Special Conditions in one visit: each is a checkbox item, and the menu stays open after a pick.
  const menu = await chooseFromMenu(alice, card, ["Special Conditions…"]);
  const condition = (name: string) => menu.getByRole("menuitemcheckbox", { name, exact: true });
  for (const name of ["Poisoned", "Burned", "Confused"]) {
    await condition(name).click();
    await expect(condition(name)).toHaveAttribute("aria-checked", "true");
    await expect(condition(name)).toBeFocused();
  }
  // Asleep replaces Confused (seed 001 §9.3): the menu shows the table's answer; Confused takes its place back.
  await condition("Asleep").click();
  await expect(condition("Asleep")).toHaveAttribute("aria-checked", "true");
  await expect(condition("Confused")).toHaveAttribute("aria-checked", "false");
  await expect(alice.slot(zone, 0)).toHaveAttribute("data-conditions", "poisoned burned asleep");
  await condition("Confused").press("Enter");
  await expect(condition("Asleep")).toHaveAttribute("aria-checked", "false");
  await expect(condition("Confused")).toBeFocused();
  await alice.page.keyboard.press("Escape");
  await alice.page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await chooseFromMenu(alice, card, ["Markers…", "Ability used"]);
  await expect(alice.slot(zone, 0)).toHaveAttribute("data-conditions", "poisoned burned confused");
  await expect(alice.slot(zone, 0)).toHaveAttribute("data-markers", "ability-used");
}

/**
 * What covers the printed name of the Pokémon in `slot`: every badge whose box meets the name's
 * box, and every point of the name's box where something else is drawn on top.
 */
async function nameCovered(slot: Locator, name: string): Promise<string[]> {
  return slot.evaluate((group, name) => {
    const card = [...group.querySelectorAll<HTMLElement>('[role="button"][data-index]')].find((b) => b.getAttribute("aria-label") === name);
    const printed = [...(card?.querySelectorAll<HTMLElement>("*") ?? [])].find((el) => el.children.length === 0 && el.textContent?.trim() === name);
    if (!printed) return [`no printed name "${name}"`];
    const n = printed.getBoundingClientRect();
    const problems: string[] = [];
    for (const badge of group.querySelectorAll<HTMLElement>("[data-badge]")) {
      const b = badge.getBoundingClientRect();
      const meets = b.left < n.right && b.right > n.left && b.top < n.bottom && b.bottom > n.top;
      if (meets) problems.push(`the ${badge.dataset.badge} badge "${badge.textContent}" meets the name`);
    }
    for (let fx = 0.05; fx < 1; fx += 0.15) {
      for (let fy = 0.2; fy < 1; fy += 0.3) {
        const hit = document.elementFromPoint(n.left + fx * n.width, n.top + fy * n.height);
        if (!hit || !printed.contains(hit)) problems.push(`the name at (${fx.toFixed(2)}, ${fy.toFixed(2)}) is under "${hit?.textContent?.slice(0, 20)}"`);
      }
    }
    return problems;
  }, name);
}

test("damage and Special Conditions leave a Pokémon's name readable", async ({ table }) => {
  const { p1: alice, p2: bob } = await table.seatPlayers({ seed: SEED, p1: { deck: DEMO.emberOwls }, p2: { deck: DEMO.lanternVigil } });
  await startPlaying(alice, bob);
  expect(alice.page.viewportSize()).toEqual({ width: 1280, height: 720 });

  // A long name on the Bench (two lines on the card), a short one in the Active Spot.
  await alice.shortcut(alice.card("p1.hand", "Infernowl ex"), "b");
  await expect(alice.slot("p1.bench", 0)).toHaveAttribute("data-occupied", "true");
  await burden(alice, "p1.active", "Voltkit");
  await burden(alice, "p1.bench", "Infernowl ex");
  await alice.page.mouse.move(0, 0);

  for (const tab of [alice, bob]) {
    await expect(tab.slot("p1.bench", 0)).toHaveAttribute("data-damage", "250");
    expect(await nameCovered(tab.slot("p1.active", 0), "Voltkit")).toEqual([]);
    expect(await nameCovered(tab.slot("p1.bench", 0), "Infernowl ex")).toEqual([]);
  }
  await table.screenshot("damage and conditions");
});
