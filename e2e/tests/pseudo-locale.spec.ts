/**
 * At 1280×800, in a pseudo-locale (English accented and ~40% longer, made in the page: client
 * src/i18n/pseudo.ts), no control of the table cuts its label short: long Polish words, and the
 * languages to come, fit the header, the controls and the log's tools.
 */
import type { Page } from "@playwright/test";
import { DEMO, expect, test } from "../fixtures";
import { startPlaying } from "../fixtures/playing";
import { SEED } from "./seed";

test.use({ viewport: { width: 1280, height: 800 } });

/** Visible controls whose content is wider or taller than their box (cut short or clipped). */
function truncatedControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("button, select, a[href], [role=tab], label")]
      // Cards are pictures, not labels: their names are in aria-labels.
      .filter((el) => !el.closest("[data-index]") && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden")
      .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 60)}" ${el.scrollWidth}>${el.clientWidth}`),
  );
}

test("no control is cut short in a pseudo-locale ~40% longer than English", async ({ table }) => {
  const { p1: alice, p2: bob } = await table.seatPlayers({ seed: SEED, p1: { deck: DEMO.emberOwls }, p2: { deck: DEMO.lanternVigil } });
  await startPlaying(alice, bob);

  await alice.page.addInitScript(() => ((window as { __playmatPseudoLocale?: boolean }).__playmatPseudoLocale = true));
  await alice.page.reload();
  await expect(alice.page.locator("html")).toHaveAttribute("lang", "en-XA");
  await expect(alice.page.getByRole("region", { name: /^Çóñţŕóĺš / })).toBeVisible();
  await expect(alice.status).toHaveAttribute("data-turn", "1");

  expect(await truncatedControls(alice.page)).toEqual([]);
  expect(await alice.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
});
