/**
 * A server nobody imported card data into knows only the demo cards: the import report of a
 * pasted real list says so once, first, instead of leaving the player with a warning per line.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlaymat, type TestServer } from "./support/playmat";

let server: TestServer;
beforeAll(async () => {
  server = await startPlaymat(2592);
});
afterAll(async () => {
  await server?.shutdown();
});

async function report(body: unknown) {
  const res = await fetch(`${server.url}/api/decks/resolve`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return ((await res.json()) as { report: { warnings: { code: string; message: string }[] } }).report;
}

const realList = "Pokémon: 2\n4 Ralts SVI 84\n3 Kirlia SVI 85\n\nEnergy: 1\n9 Basic {P} Energy SVE 5";

describe("a pasted list on a server without card data", () => {
  it("is told first that the server has no card data, and how that is mended", async () => {
    const { warnings } = await report({ list: realList });
    expect(warnings[0]).toEqual({
      code: "deck.no-card-data",
      message:
        "This server has no card data imported, only the demo decks' cards: every other card is kept by its name as a placeholder, " +
        "which you can still play by hand. Whoever runs the server can import card data (npm run cards:import).",
    });
    expect(warnings.filter((w) => w.code === "deck.no-card-data")).toHaveLength(1);
  });

  it("is not told so for a demo deck, whose cards the server knows", async () => {
    const { warnings } = await report({ demo: "demo-ember-owls" });
    expect(warnings.map((w) => w.code)).not.toContain("deck.no-card-data");
  });

  it("is not told so once card data is imported", async () => {
    await server.cards.importSet([{ id: "sv1-84", name: "Ralts", supertype: "Pokémon", subtypes: ["Basic"], set: "SVI", number: "84" }]);
    const { warnings } = await report({ list: realList });
    expect(warnings.map((w) => w.code)).not.toContain("deck.no-card-data");
  });
});
