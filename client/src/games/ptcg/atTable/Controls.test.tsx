/** The Controls region's buttons that use Count act Count times. */
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import type { CardDef } from "@playmat/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Controls } from "../../../table/Controls";
import { playingTable, renderTable } from "../../../table/testTable";

afterEach(cleanup);

describe("Count in the controls", () => {
  it("“Take prize” takes Count prizes, and Count goes back to 1", async () => {
    const { ctx } = renderTable(<Controls onChangeDeck={() => {}} />, { role: "player", seat: "p1" });
    const controls = screen.getByRole("region", { name: "Controls" });
    const count = within(controls).getByRole("spinbutton", { name: "Count" });
    fireEvent.change(count, { target: { value: "2" } });
    fireEvent.click(within(controls).getByRole("button", { name: "Take prize" }));
    expect(ctx.send).toHaveBeenCalledWith([{ type: "prize.take" }, { type: "prize.take" }]);
    await screen.findByDisplayValue("1");
  });
});

describe("the Attack menu", () => {
  it("lists the Active Pokémon's attacks and those an attached Technical Machine gives it", () => {
    const card = (pid: string, defId: string, name: string) => ({ pid, faceDown: false, revealed: false, face: { defId, name } });
    const snap = playingTable((s) => {
      s.zones["p1.active"] = {
        key: "p1.active",
        owner: "p1",
        spec: "active",
        count: 2,
        cards: [],
        slots: [{ sid: "s1", cards: [card("a1", "cindle", "Cindle")], attached: [card("t1", "tm-evo", "Technical Machine: Evolution")], counters: {}, conditions: [], markers: [], enteredTurn: 1, toppedTurn: -1 }],
      };
    });
    const defs: Record<string, Partial<CardDef>> = {
      cindle: { name: "Cindle", attacks: [{ name: "Ember", cost: ["Fire"], damage: "30", text: "" }] },
      "tm-evo": { name: "Technical Machine: Evolution", attacks: [{ name: "Evolution", cost: ["Colorless"], damage: "", text: "" }] },
    };
    const { ctx } = renderTable(<Controls onChangeDeck={() => {}} />, { snap, role: "player", seat: "p1", ctx: { defOf: (id) => (id ? (defs[id] as CardDef) : undefined) } });
    fireEvent.click(within(screen.getByRole("region", { name: "Controls" })).getByRole("button", { name: "Attack" }));
    const menu = vi.mocked(ctx.openMenu).mock.calls[0]![0];
    expect(menu.items.map((i) => i.label)).toEqual(["Ember (30)", "Evolution — from Technical Machine: Evolution"]);
    menu.items[1]!.onSelect!();
    expect(ctx.send).toHaveBeenCalledWith({ type: "attack", stack: { zone: "p1.active", slot: 0 }, name: "Evolution" });
  });
});

describe("conceding from the keyboard", () => {
  it("“Concede” takes focus to “Cancel”, and “Cancel” gives it back to “Concede”", () => {
    renderTable(<Controls onChangeDeck={() => {}} />, { role: "player", seat: "p1" });
    const controls = screen.getByRole("region", { name: "Controls" });
    const concede = within(controls).getByRole("button", { name: "Concede" });
    concede.focus();
    fireEvent.click(concede);
    const ask = within(controls).getByRole("group", { name: "Concede this game?" });
    expect(document.activeElement).toBe(within(ask).getByRole("button", { name: "Cancel" }));
    fireEvent.click(within(ask).getByRole("button", { name: "Cancel" }));
    expect(document.activeElement).toBe(within(controls).getByRole("button", { name: "Concede" }));
  });
});

describe("asking to undo from the keyboard", () => {
  it("“Undo last action” keeps focus while the request waits, and can't be sent twice", async () => {
    const undo = vi.fn(async () => ({ ok: true as const }));
    const snap = playingTable();
    const table = renderTable(<Controls onChangeDeck={() => {}} />, { snap, role: "player", seat: "p1", conn: { undo } as never });
    const button = within(screen.getByRole("region", { name: "Controls" })).getByRole("button", { name: "Undo last action" });
    button.focus();
    fireEvent.click(button);
    expect(undo).toHaveBeenCalledTimes(1);
    // The other player is asked: the button says it is unavailable, and focus stays on it.
    act(() => table.update(playingTable((s) => void (s.prompts = [{ id: "undo-1", kind: "approve-undo", to: "p2", from: "p1", data: { count: 1, takes: [] } }]))));
    const waiting = within(screen.getByRole("region", { name: "Controls" })).getByRole("button", { name: "Undo last action" });
    expect(waiting.getAttribute("aria-disabled")).toBe("true");
    expect(document.activeElement).toBe(waiting);
    fireEvent.click(waiting);
    expect(undo).toHaveBeenCalledTimes(1);
    // Answered: the button is available again, focus still on it.
    act(() => table.update(playingTable()));
    expect(waiting.getAttribute("aria-disabled")).toBeNull();
    expect(document.activeElement).toBe(waiting);
  });
});
