/**
 * A server that restarts mid-game — killed, or stopped the graceful way — comes back with every
 * table, and the players' tabs come back to theirs by themselves: no click, no refresh, the same
 * seat and hand, and the game plays on. The server here is the test's own (its own port and
 * SQLite file), so stopping it leaves the suite's shared server alone.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEMO, expect, TableSession, test, type Tab } from "../fixtures";
import { fileURLToPath } from "node:url";
import { startServerProcess, type ServerProcess } from "../../server/test/support/process";
import { E2E_PORT } from "../playwright.config";
import { SEED, SEED_HANDS } from "./seed";

const PORT = E2E_PORT + 1;
const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The test's own server: the build the suite's shared one runs (playwright.config.ts), its own SQLite file, the built client. */
const start = (database: string) =>
  startServerProcess(
    PORT,
    { PLAYMAT_TEST_MODE: "1", DATABASE_URL: `sqlite:${database}`, CLIENT_DIST: process.env.CLIENT_DIST ?? path.resolve(e2eDir, "../client/dist") },
    { entry: path.resolve(e2eDir, process.env.PLAYMAT_E2E_SERVER ?? "../server/dist/index.js") },
  );

/** The header's connection notice: shown only while the tab is not connected ("Disconnected" once it gave up). */
const notice = (tab: Tab) => tab.page.locator("header").getByRole("status").filter({ hasText: /^(Connecting…|Reconnecting…|Rejoining the table…|Disconnected)$/ });

/** While the server is down, every tab says it is trying to get back, and claims nobody is connected. */
async function noticeTheLoss(...tabs: Tab[]): Promise<void> {
  await Promise.all(tabs.map((tab) => expect(notice(tab), `${tab.label} notices the server is gone`).toHaveCount(1, { timeout: 15_000 })));
  for (const tab of tabs) await expect(tab.page.locator("header li[data-seat][data-connected]")).toHaveCount(0);
}

/** Then each is back at the table without anyone touching it: no notice, no "you are no longer at this table". */
async function backByThemselves(...tabs: Tab[]): Promise<void> {
  await Promise.all(tabs.map((tab) => expect(notice(tab), `${tab.label} is back at the table`).toHaveCount(0, { timeout: 45_000 })));
  for (const tab of tabs) {
    await expect(tab.page.getByRole("alertdialog")).toHaveCount(0);
    await expect(tab.page.locator('header li[data-seat][data-connected="true"]')).toHaveCount(2);
  }
}

test("the players' tabs come back to their table by themselves after the server is killed, and after it is stopped", async ({ browser, viewport }, testInfo) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(path.join(tmpdir(), "playmat-e2e-restart-"));
  const database = path.join(dir, "playmat.db");
  let server: ServerProcess = await start(database);
  const table = new TableSession(browser, testInfo, { baseURL: server.url, viewport });
  try {
    const { p1: alice, p2: bob } = await table.seatPlayers({ seed: SEED, p1: { deck: DEMO.emberOwls }, p2: { deck: DEMO.lanternVigil } });
    await alice.expectCardNames("p1.hand", SEED_HANDS.p1);
    // A keyboard player rests on a card of their hand; the judge has Alice's deck open.
    const judge = await table.addJudge(alice.roomId, alice.judgeCode);
    await judge.page.getByRole("button", { name: "Actions for Player 1's deck", exact: true }).click();
    await judge.page.getByRole("menuitem", { name: "Show all cards", exact: true }).click();
    const browsing = judge.page.getByRole("region", { name: "Browsing Player 1's deck", exact: true });
    await expect(browsing).toBeVisible();
    await alice.card("p1.hand", "Archivist Mabel").focus();

    await server.kill();
    await noticeTheLoss(alice, bob);
    server = await start(database);
    await backByThemselves(alice, bob, judge);
    expect(await alice.seat()).toBe("p1");
    await alice.expectCardNames("p1.hand", SEED_HANDS.p1);
    await bob.expectCardNames("p2.hand", SEED_HANDS.p2);
    await bob.expectCardNames("p1.hand", SEED_HANDS.p1.map(() => "face-down card"));
    // Nothing in the tab was drawn anew: focus is still on the card, the judge's pile still open.
    expect(await alice.focusedName()).toBe("Archivist Mabel @ p1.hand");
    await expect(judge.page.locator('div[data-role="judge"]')).toBeVisible();
    await expect(browsing).toBeVisible();
    // The creator's tab still shows the judge code it was given (the server keeps only its hash).
    await expect(alice.page.locator("code[data-judge-code]")).toHaveText(alice.judgeCode);

    // The game plays on: Alice's Basic to the Active Spot reaches Bob, face down.
    await alice.shortcut(alice.card("p1.hand", "Voltkit"), "a");
    await expect.poll(() => bob.slotNames("p1.active", 0)).toEqual(["face-down card"]);
    await table.screenshot("back after kill -9");

    await server.stop();
    await noticeTheLoss(alice, bob);
    server = await start(database);
    await backByThemselves(alice, bob);
    expect(await alice.slotNames("p1.active", 0)).toEqual(["Voltkit"]);
    await bob.shortcut(bob.card("p2.hand", "Burrowmole"), "a");
    await expect.poll(() => alice.slotNames("p2.active", 0)).toEqual(["face-down card"]);
    await table.screenshot("back after a graceful stop");
  } finally {
    await table.close();
    await server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
});
