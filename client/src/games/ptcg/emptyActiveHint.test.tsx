/**
 * After a Knock Out (or a Pokémon leaving the Active Spot by a card's effect) the player chooses
 * a new Active Pokémon from the Bench (seed 001 §7.4): the table says so to a player whose
 * Active Spot is empty while a Pokémon waits on the Bench, as nothing else on the table did.
 */
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { SlotSnap, TableSnap } from "../../net/snapshot";
import { CenterLine } from "../../table/CenterLine";
import { playingTable, renderTable } from "../../table/testTable";

afterEach(cleanup);

const HINT = "Your Active Spot is empty: move a Pokémon from your Bench into it (drag it there, or choose “Switch into the Active Spot” in its menu).";

const empty = (): SlotSnap => ({ sid: "", cards: [], attached: [], counters: {}, conditions: [], markers: [], enteredTurn: 0, toppedTurn: -1 });
const pokemon = (sid: string, name: string): SlotSnap => ({ ...empty(), sid, cards: [{ pid: `${sid}c`, faceDown: false, revealed: false, face: { defId: name, name } }] });

/** Bob's (p2) Active and Bench, Alice's (p1) Active Spot holding a Pokémon. */
function table(active: SlotSnap, bench: SlotSnap[], phase = "playing"): TableSnap {
  return playingTable((s) => {
    s.phase = phase;
    s.zones["p1.active"] = { key: "p1.active", owner: "p1", spec: "active", count: 1, cards: [], slots: [pokemon("a1", "Voltkit")] };
    s.zones["p2.active"] = { key: "p2.active", owner: "p2", spec: "active", count: active.sid ? 1 : 0, cards: [], slots: [active] };
    s.zones["p2.bench"] = { key: "p2.bench", owner: "p2", spec: "bench", count: bench.filter((b) => b.sid).length, cards: [], slots: bench };
  });
}

describe("a player's empty Active Spot during the game", () => {
  it("tells the player to move a Benched Pokémon into it", () => {
    renderTable(<CenterLine />, { role: "player", seat: "p2", snap: table(empty(), [empty(), pokemon("b2", "Burrowmole"), empty()]) });
    expect(screen.getByText(HINT).getAttribute("data-empty-active")).toBe("true");
  });

  it("says nothing while the Active Spot holds a Pokémon, or the Bench is empty too (the game may be won)", () => {
    renderTable(<CenterLine />, { role: "player", seat: "p2", snap: table(pokemon("a2", "Burrowmole"), [pokemon("b2", "Burrowmole")]) });
    expect(document.querySelector("[data-empty-active]")).toBeNull();
    cleanup();
    renderTable(<CenterLine />, { role: "player", seat: "p2", snap: table(empty(), [empty(), empty()]) });
    expect(document.querySelector("[data-empty-active]")).toBeNull();
  });

  it("is said only to that player, and not during setup (the setup hint covers it)", () => {
    renderTable(<CenterLine />, { role: "player", seat: "p1", snap: table(empty(), [pokemon("b2", "Burrowmole")]) });
    expect(document.querySelector("[data-empty-active]")).toBeNull();
    cleanup();
    renderTable(<CenterLine />, { role: "spectator", snap: table(empty(), [pokemon("b2", "Burrowmole")]) });
    expect(document.querySelector("[data-empty-active]")).toBeNull();
    cleanup();
    renderTable(<CenterLine />, { role: "player", seat: "p2", snap: table(empty(), [pokemon("b2", "Burrowmole")], "setup") });
    expect(document.querySelector("[data-empty-active]")).toBeNull();
  });
});
