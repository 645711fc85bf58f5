/** Attach and evolve lines name the Pokémon that receives the card, when the reader can see it. */
import { describe, expect, it } from "vitest";
import { formatLogEntry } from "../i18n";
import { TestTable } from "../testing/table";
import { renderLog } from "./render";

describe("lines about a card joining a Pokémon", () => {
  it("name the receiving Pokémon to everyone once it is face up", () => {
    const table = new TestTable().startGame();
    const seat = table.current;
    const active = table.slots(`${seat}.active`).slots[0]!;
    const activeName = table.state.cards[active.cards[0]!.defId]!.name;
    const energy = table.fetch(seat, "Basic Psychic Energy");
    table.do(seat, { type: "move", cards: [{ zone: `${seat}.hand`, pid: energy.pid }], to: { zone: `${seat}.active`, slot: 0, as: "attach" } });
    const other = seat === "p1" ? "p2" : "p1";
    const [line] = renderLog("ptcg", table.lastEvents, { role: "player", seat: other })
      .filter((e) => e.key.startsWith("move.attach"))
      .map((e) => formatLogEntry("ptcg", e, { role: "player", seat: other }, { p1: "Alice", p2: "Bob" }));
    expect(line).toContain(`to ${activeName}`);
    expect(line).toContain("Basic Psychic Energy");
  });

  it("keep a face-down Pokémon unnamed to the opponent during setup", () => {
    const table = new TestTable().loadDecks();
    const basic = table.fetch("p1", "Sprout");
    table.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: basic.pid }], to: { zone: "p1.active", slot: 0 } });
    const energy = table.fetch("p1", "Basic Psychic Energy");
    table.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: energy.pid }], to: { zone: "p1.active", slot: 0, as: "attach" } });
    const entries = renderLog("ptcg", table.lastEvents, { role: "player", seat: "p2" });
    expect(JSON.stringify(entries)).not.toContain("Sprout");
  });
});
