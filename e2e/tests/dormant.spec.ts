/**
 * Both players close their tabs (dinner, a Wi-Fi outage at both ends) and stay away longer than
 * the seat hold: the table leaves the server's memory, but the game is not over. A player who
 * opens the room link again, in the browser that kept their seat token, is back at the same
 * table — same seat, same hand, same log — without knowing any of this. The server here is the
 * test's own, with a one-second seat hold, so the suite's shared server keeps its settings.
 */
import { createServer, type AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEMO, expect, TableSession, test } from "../fixtures";
import { startServerProcess, testPort, type ServerProcess } from "../../server/test/support/process";
import { SEED, SEED_HANDS } from "./seed";

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * A port nobody listens on now. Not a fixed one beside E2E_PORT: several checkouts run the
 * suite on one machine, and a busy port would point this test at someone else's server.
 */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const start = async () =>
  startServerProcess(
    // startServerProcess adds PLAYMAT_TEST_PORT_OFFSET (testPort); the free port is meant as it is.
    (await freePort()) - testPort(0),
    {
      PLAYMAT_TEST_MODE: "1",
      DATABASE_URL: "sqlite::memory:",
      SEAT_HOLD_SECONDS: "1",
      CLIENT_DIST: process.env.CLIENT_DIST ?? path.resolve(e2eDir, "../client/dist"),
    },
    { entry: path.resolve(e2eDir, process.env.PLAYMAT_E2E_SERVER ?? "../server/dist/index.js") },
  );

test("a table both players left past the seat hold comes back to a player who opens the room link", async ({ browser, viewport }, testInfo) => {
  test.setTimeout(90_000);
  const server: ServerProcess = await start();
  const table = new TableSession(browser, testInfo, { baseURL: server.url, viewport });
  try {
    const { roomId, p1: alice, p2: bob } = await table.seatPlayers({ seed: SEED, p1: { deck: DEMO.emberOwls }, p2: { deck: DEMO.lanternVigil } });
    await alice.expectCardNames("p1.hand", SEED_HANDS.p1);
    await alice.shortcut(alice.card("p1.hand", "Voltkit"), "a");
    await expect.poll(() => bob.slotNames("p1.active", 0)).toEqual(["face-down card"]);
    const hand = await alice.cardNames("p1.hand");
    expect(hand).not.toContain("Voltkit");
    const log = (await alice.logLines()).map((line) => line.text);
    expect(log.length).toBeGreaterThan(0);

    // Both tabs closed; past the one-second hold the table leaves the server (and its room list).
    await alice.page.close();
    await bob.page.close();
    const listed = async () => ((await (await fetch(`${server.url}/api/rooms`)).json()) as { rooms: { roomId: string }[] }).rooms.some((r) => r.roomId === roomId);
    await expect.poll(listed, { timeout: 15_000 }).toBe(false);

    // Alice opens the room link again in her browser: her seat, her hand, the log as it was.
    const back = await table.sameBrowser(alice, "Alice again", `/room/${roomId}`);
    await back.waitForTable("player");
    expect(await back.seat()).toBe("p1");
    await back.expectCardNames("p1.hand", hand);
    expect(await back.slotNames("p1.active", 0)).toEqual(["Voltkit"]);
    await expect.poll(async () => (await back.logLines()).map((line) => line.text)).toEqual(log);
    await expect(back.page.getByRole("alertdialog")).toHaveCount(0);
    await table.screenshot("back at the table everyone had left");
  } finally {
    await table.close();
    await server.kill();
  }
});
