import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { emptyTable, type TableSnap, type ZoneSnap } from "../../../net/snapshot";
import { renderTable } from "../../../table/testTable";
import { DeckZone } from "../../../table/zones/DeckZone";
import { HandZone } from "../../../table/zones/HandZone";
import { SlotsZone } from "./SlotsZone";

afterEach(cleanup);

const pile = (key: string, cards: ZoneSnap["cards"], count = cards.length): ZoneSnap => ({ key, owner: key.split(".")[0]!, spec: key.split(".")[1]!, count, cards, slots: [] });

function table(): TableSnap {
  const snap = emptyTable();
  snap.game = "ptcg";
  snap.zones = {
    "p1.hand": pile("p1.hand", [
      { pid: "c1", faceDown: false, revealed: false, face: { defId: "demo-pma-1", name: "Cindle" } },
      { pid: "c2", faceDown: false, revealed: true, face: { defId: "demo-pma-24", name: "Basic Fire Energy" } },
    ]),
    "p2.hand": pile("p2.hand", [
      { pid: "c3", faceDown: false, revealed: false },
      { pid: "c4", faceDown: false, revealed: false },
    ]),
    "p1.deck": pile("p1.deck", [], 40),
    "p2.active": {
      key: "p2.active",
      owner: "p2",
      spec: "active",
      count: 1,
      cards: [],
      slots: [
        {
          sid: "s1",
          cards: [{ pid: "c5", faceDown: true, revealed: false }],
          attached: [{ pid: "c6", faceDown: false, revealed: false, face: { defId: "demo-pma-26", name: "Basic Psychic Energy" } }],
          counters: { damage: 20 },
          conditions: ["asleep"],
          markers: [],
          enteredTurn: 0,
          toppedTurn: -1,
        },
      ],
    },
  };
  return snap;
}

/** Alice's view (Player 1) of the table above, with a warning on Bob's Active Pokémon. */
function renderWith(ui: React.ReactNode) {
  const advisories = [{ id: 1, code: "ptcg.bench.full", target: "p2.active:0", params: {}, at: Date.now() }];
  return renderTable(ui, { snap: table(), role: "player", seat: "p1", ctx: { names: { p1: "Alice", p2: "Bob" }, advisories, advisoryText: () => "Too many" } }).ctx;
}

describe("zones as testers see them", () => {
  it("labels the hand and names its cards, with data attributes", () => {
    renderWith(
      <>
        <HandZone seat="p1" compact={false} />
        <HandZone seat="p2" compact />
      </>,
    );
    const mine = screen.getByRole("region", { name: "Your hand" });
    const cindle = within(mine).getByRole("button", { name: "Cindle" });
    expect(cindle.dataset).toMatchObject({ zone: "p1.hand", index: "0", pid: "c1" });
    expect(within(mine).getByRole("button", { name: "Basic Fire Energy" }).dataset.revealed).toBe("true");
    const theirs = screen.getByRole("region", { name: "Opponent's hand" });
    expect(within(theirs).getAllByRole("button", { name: "face-down card" })).toHaveLength(2);
    expect(within(theirs).getByRole("button", { name: "Actions for Opponent's hand" })).toBeTruthy();
  });

  it("shows a deck as one card back with its count", () => {
    renderWith(<DeckZone seat="p1" />);
    const deck = screen.getByRole("region", { name: "Your deck" });
    expect(deck.dataset.count).toBe("40");
    expect(within(deck).getByRole("button", { name: "face-down card" }).dataset.zone).toBe("p1.deck");
  });

  it("shows a face-down Pokémon as a face-down card, with its damage, conditions, attachments and warnings", () => {
    renderWith(<SlotsZone zone="p2.active" size="lg" />);
    const active = screen.getByRole("region", { name: "Opponent's active Pokémon" });
    const slot = within(active).getByRole("group", { name: "Opponent's active Pokémon spot" });
    expect(slot.dataset).toMatchObject({ zone: "p2.active", slot: "0", damage: "20", conditions: "asleep" });
    expect(within(slot).getByRole("button", { name: "face-down card" }).dataset.pid).toBe("c5");
    expect(within(slot).getByRole("button", { name: "Basic Psychic Energy" }).dataset.pid).toBe("c6");
    expect(within(slot).getByRole("note").textContent).toContain("Too many");
  });

  it("names what an evolved Pokémon sits on, nearest first, and never a face-down card's name", () => {
    const snap = table();
    const card = (pid: string, name: string) => ({ pid, faceDown: false, revealed: false, face: { defId: `demo-${pid}`, name } });
    snap.zones["p1.active"] = {
      ...pile("p1.active", []),
      count: 4,
      slots: [
        {
          sid: "s2",
          cards: [{ pid: "u1", faceDown: true, revealed: false }, card("e1", "Charmander"), card("e2", "Charmeleon"), card("e3", "Charizard")],
          attached: [],
          counters: {},
          conditions: [],
          markers: [],
          enteredTurn: 0,
          toppedTurn: 2,
        },
      ],
    };
    renderTable(<SlotsZone zone="p1.active" size="lg" />, { snap, role: "player", seat: "p1" });
    const slot = screen.getByRole("group", { name: "Your active Pokémon spot" });
    expect(within(slot).getByRole("button", { name: "Charizard" })).toBeTruthy();
    expect(slot.textContent).toContain("on top of Charmeleon, Charmander, face-down card");
  });

  it("tells its owner that a Pokémon put down in setup lies face down, as the badge on it shows", () => {
    const snap = table();
    snap.zones["p1.active"] = {
      ...pile("p1.active", []),
      count: 1,
      slots: [{ sid: "s3", cards: [{ pid: "v1", faceDown: true, revealed: false, face: { defId: "demo-voltkit", name: "Voltkit" } }], attached: [], counters: {}, conditions: [], markers: [], enteredTurn: 0, toppedTurn: -1 }],
    };
    renderTable(<SlotsZone zone="p1.active" size="lg" />, { snap, role: "player", seat: "p1" });
    const voltkit = within(screen.getByRole("group", { name: "Your active Pokémon spot" })).getByRole("button", { name: "Voltkit" });
    expect(voltkit.dataset.faceDown).toBe("true");
    const described = (voltkit.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);
    // Each part of the description ends as a sentence, so a screen reader pauses before the drag instructions.
    expect(described[0]).toBe("Face down.");
    expect(described.slice(1).join(" ")).toMatch(/^\s*To pick up/);
  });

  it("describes a Pokémon's card, the one keyboard focus lands on, by its damage and conditions", () => {
    renderWith(<SlotsZone zone="p2.active" size="lg" />);
    const slot = screen.getByRole("group", { name: "Opponent's active Pokémon spot" });
    const pokemon = within(slot).getByRole("button", { name: "face-down card" });
    const described = (pokemon.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);
    expect(described[0]).toBe("20 damage, Asleep.");
    expect(described.slice(1).join(" ")).toMatch(/^\s*To pick up/);
    // An attached card is not described so: it is not the Pokémon.
    expect(within(slot).getByRole("button", { name: "Basic Psychic Energy" }).getAttribute("aria-describedby") ?? "").not.toContain(pokemon.getAttribute("aria-describedby")!.split(" ")[0]);
  });
});
