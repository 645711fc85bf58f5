/**
 * The legacy table at the screen (seed 002): before the deal a player cuts the opponent's deck
 * and asks the coin (or the dice) for who starts; after the opponent's mulligans, "Draw an extra
 * card"; "on 2 Active" two Active Spots and a Bench of 4; a Pokémon with a Poké-Power has a
 * button that uses it (legacy.power), a Poké-Body is shown on the card; the damage dialog shows
 * the card data's proposal and puts what the player confirms or typed; a Stadium put over
 * another offers its discard; Sudden Death is asked with "Play Sudden Death".
 */
import { gameById } from "@playmat/shared";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { TableSnap } from "../../net/snapshot";
import { PromptBar } from "../../table/PromptBar";
import { player, playingTable, renderTable } from "../../table/testTable";
import { pileZone, seen, slotZone } from "../../table/testRoom";
import { legacyTable } from "./table";

afterEach(cleanup);

/** The legacy demo cards: Poké-Powers, Poké-Bodies, printed and unprinted Weakness. */
const CARDS = gameById("ptcg-legacy")!.decks!.demoCards;

const defOf = (id: string | undefined) => CARDS.find((c) => c.id === id);
const card = (pid: string, name: string) => {
  const def = CARDS.find((c) => c.name === name)!;
  return { ...seen(pid, name), face: { defId: def.id, name } };
};

function legacy(change: (snap: TableSnap) => void = () => {}, twoActive = false): TableSnap {
  return playingTable((s) => {
    s.game = "ptcg-legacy";
    s.options = { firstPlayerBy: "coin", twoActive, prizes: 6 };
    for (const seat of ["p1", "p2"]) {
      s.zones[`${seat}.active`] = slotZone(`${seat}.active`, twoActive ? 2 : 1);
      s.zones[`${seat}.bench`] = slotZone(`${seat}.bench`, twoActive ? 4 : 5);
      for (const id of ["hand", "discard", "lost", "resolving"]) s.zones[`${seat}.${id}`] = pileZone(`${seat}.${id}`, []);
      s.zones[`${seat}.deck`] = pileZone(`${seat}.deck`, [], 40);
      s.zones[`${seat}.prize`] = pileZone(`${seat}.prize`, [], 6);
    }
    s.zones.stadium = pileZone("stadium", []);
    change(s);
  });
}

const beforeTheDeal = (by: "coin" | "die") =>
  legacy((s) => {
    s.phase = "setup";
    s.options.firstPlayerBy = by;
    s.turn = { number: 0, current: "", first: "", won: "", markers: [], tally: {} };
    s.players = { p1: player("p1", "Alice", { ready: false }), p2: player("p2", "Bob", { ready: false }) };
  });

describe("the legacy table's setup", () => {
  it("offers the cut and the coin before the deal, and no Ready or Mulligan yet", () => {
    const { ctx } = renderTable(<legacyTable.controls.Setup onChangeDeck={() => {}} />, { role: "player", seat: "p2", snap: beforeTheDeal("coin") });
    expect(screen.queryByRole("button", { name: "Ready" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Mulligan" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Cut your opponent's deck" }));
    fireEvent.click(screen.getByRole("button", { name: "Flip a coin for who starts" }));
    expect(ctx.send).toHaveBeenNthCalledWith(1, { type: "legacy.cut" });
    expect(ctx.send).toHaveBeenNthCalledWith(2, { type: "legacy.first" });
  });

  it("rolls dice at a table that says so, and no second cut", () => {
    const snap = beforeTheDeal("die");
    snap.players.p1 = player("p1", "Alice", { ready: false, counters: { cuts: 1 } });
    renderTable(<legacyTable.controls.Setup onChangeDeck={() => {}} />, { role: "player", seat: "p2", snap });
    expect(screen.getByRole("button", { name: "Roll dice for who starts" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cut your opponent's deck" })).toBeNull();
  });

  it("offers extra cards for the opponent's mulligans once dealt, with Ready and Mulligan", () => {
    const snap = beforeTheDeal("coin");
    snap.turn = { ...snap.turn, first: "p1", won: "p1" };
    snap.players.p1 = player("p1", "Alice", { ready: false, counters: { mulligans: 2 } });
    snap.players.p2 = player("p2", "Bob", { ready: false, counters: { "extra-draws": 1 } });
    const { ctx } = renderTable(<legacyTable.controls.Setup onChangeDeck={() => {}} />, { role: "player", seat: "p2", snap });
    expect(screen.getByRole("button", { name: "Ready" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Draw an extra card (1 left)" }));
    expect(ctx.send).toHaveBeenCalledWith({ type: "legacy.extra-draw" });
  });
});

describe("the legacy playmat", () => {
  it("draws two Active Spots and a Bench of 4 on 2 Active", () => {
    renderTable(<legacyTable.Side seat="p1" position="bottom" />, { role: "player", seat: "p1", snap: legacy(() => {}, true) });
    expect(screen.getByRole("group", { name: "Your active Pokémon spot 1 of 2" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "Your active Pokémon spot 2 of 2" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "Your bench slot 4 of 4" })).toBeTruthy();
    expect(screen.queryByRole("group", { name: "Your bench slot 5 of 5" })).toBeNull();
  });

  it("uses a Poké-Power from its button, and shows a Poké-Body", () => {
    const snap = legacy((s) => {
      s.zones["p1.active"] = slotZone("p1.active", 1, { 0: card("c1", "Voltmag") });
      s.zones["p1.bench"] = slotZone("p1.bench", 5, { 0: card("c2", "Bloomroot") });
    });
    const { ctx } = renderTable(<legacyTable.Side seat="p1" position="bottom" />, { role: "player", seat: "p1", snap, ctx: { defOf } });
    fireEvent.click(screen.getByRole("button", { name: "Use Poké-Power Charge Up of Voltmag" }));
    expect(ctx.send).toHaveBeenCalledWith({ type: "legacy.power", stack: { zone: "p1.active", slot: 0 }, name: "Charge Up" });
    expect(screen.getByText("Poké-Body: Deep Roots")).toBeTruthy();
  });

  it("offers no Poké-Power button on the opponent's Pokémon", () => {
    const snap = legacy((s) => void (s.zones["p2.active"] = slotZone("p2.active", 1, { 0: card("c1", "Blazehound") })));
    renderTable(<legacyTable.Side seat="p2" position="top" />, { role: "player", seat: "p1", snap, ctx: { defOf } });
    expect(screen.queryByRole("button", { name: /Use Poké-Power/ })).toBeNull();
  });
});

describe("the damage dialog", () => {
  const duel = () =>
    legacy((s) => {
      s.zones["p1.active"] = slotZone("p1.active", 1, { 0: card("c1", "Sandquill") });
      s.zones["p2.active"] = slotZone("p2.active", 1, { 0: card("c2", "Voltmite") });
    });

  it("shows the card data's proposal and puts what the player confirms", () => {
    const { ctx } = renderTable(<legacyTable.controls.PlayButtons menuAt={() => {}} />, { role: "player", seat: "p1", snap: duel(), ctx: { defOf } });
    fireEvent.click(screen.getByRole("button", { name: "Damage…" }));
    const dialog = screen.getByRole("dialog", { name: "Put an attack's damage" });
    const amount = within(dialog).getByRole("spinbutton", { name: "Damage to put" }) as HTMLInputElement;
    const proposed = Number(amount.value);
    expect(dialog.querySelector("[data-damage-proposal]")?.textContent).toMatch(/^Proposed from the card data: /);
    fireEvent.change(amount, { target: { value: String(proposed + 10) } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Put damage" }));
    expect(ctx.send).toHaveBeenCalledWith({
      type: "assist",
      assist: "damage",
      params: { target: { zone: "p2.active", slot: 0 }, amount: proposed + 10, attack: expect.any(String), proposed },
    });
  });

  it("offers the replaced Stadium's discard only while one lies under the Stadium in play", () => {
    const snap = duel();
    snap.zones.stadium = pileZone("stadium", [seen("s1", "Storm Plateau"), seen("s2", "Storm Plateau")]);
    const { ctx } = renderTable(<legacyTable.controls.PlayButtons menuAt={() => {}} />, { role: "player", seat: "p1", snap, ctx: { defOf } });
    fireEvent.click(screen.getByRole("button", { name: "Discard the replaced Stadium" }));
    expect(ctx.send).toHaveBeenCalledWith({ type: "assist", assist: "stadium-discard", params: {} });
    cleanup();
    renderTable(<legacyTable.controls.PlayButtons menuAt={() => {}} />, { role: "player", seat: "p1", snap: duel(), ctx: { defOf } });
    expect(screen.queryByRole("button", { name: "Discard the replaced Stadium" })).toBeNull();
  });
});

describe("Sudden Death", () => {
  it("is asked with the log's words and answered with Play Sudden Death", () => {
    const snap = legacy((s) => void (s.prompts = [{ id: "q1", kind: "sudden-death", to: "p1", from: "", data: { group: 1 } }]));
    const { ctx } = renderTable(<PromptBar />, { role: "player", seat: "p1", snap });
    expect(screen.getByRole("alertdialog", { name: /Sudden Death, a new game to one Prize card/ })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Play Sudden Death" }));
    expect(ctx.send).toHaveBeenCalledWith({ type: "prompt.answer", prompt: "q1", accept: true });
  });
});
