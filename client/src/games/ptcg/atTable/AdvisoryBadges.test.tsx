/** Warnings beside the table: the same one raised again is counted on the note shown, not stacked. */
import { act, cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TableContext, useTableCtx } from "../../../table/TableContext";
import { renderTable } from "../../../table/testTable";
import { useWarnings } from "../../../table/useWarnings";
import { AdvisoryBadges } from "../../../table/zones/AdvisoryBadges";

const ENERGY = "Only one Energy may be attached from the hand each turn.";

/** The badges of Alice's Active Pokémon, with the table's own warnings; `push` raises one. */
function renderBadges() {
  let push: ReturnType<typeof useWarnings>["pushAdvisory"] = () => {};
  function Harness() {
    const ctx = useTableCtx();
    // The table's `t`: a Pokémon table's warnings are worded in its game's strings.
    const warnings = useWarnings(ctx.t);
    push = warnings.pushAdvisory;
    return (
      <TableContext.Provider value={{ ...ctx, advisories: warnings.advisories, advisoryText: warnings.advisoryText }}>
        <AdvisoryBadges target="p1.active:0" />
      </TableContext.Provider>
    );
  }
  renderTable(<Harness />);
  return (code: string) => act(() => push({ code, target: "p1.active:0" }));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("advisory badges", () => {
  it("show the same warning raised three times once, saying how many times", () => {
    const raise = renderBadges();
    for (let i = 0; i < 3; i++) {
      raise("ptcg.energy.second");
      // The same warning again from the log, a moment later: the same one, not counted.
      act(() => void vi.advanceTimersByTime(500));
      raise("ptcg.energy.second");
      act(() => void vi.advanceTimersByTime(5_000));
    }
    const notes = screen.getAllByRole("note");
    expect(notes).toHaveLength(1);
    expect(notes[0]).toHaveProperty("textContent", `⚠ ${ENERGY}×3`);
    expect(screen.getByRole("note", { name: `${ENERGY} (raised 3 times)` }).dataset.count).toBe("3");
  });

  it("show different warnings each on their own, a warning raised once without a count", () => {
    const raise = renderBadges();
    raise("ptcg.energy.second");
    act(() => void vi.advanceTimersByTime(5_000));
    raise("ptcg.supporter.second");
    const notes = screen.getAllByRole("note");
    expect(notes.map((n) => n.textContent)).toEqual([`⚠ ${ENERGY}`, "⚠ Only one Supporter may be played each turn."]);
    expect(notes.map((n) => n.getAttribute("aria-label"))).toEqual([null, null]);
  });

  it("are list items holding a note each: the list \"Warnings\" holds only items", () => {
    const raise = renderBadges();
    raise("ptcg.energy.second");
    act(() => void vi.advanceTimersByTime(5_000));
    raise("ptcg.supporter.second");
    const list = screen.getByRole("list", { name: "Warnings" });
    expect([...list.children].map((c) => c.tagName)).toEqual(["LI", "LI"]);
    const items = within(list).getAllByRole("listitem");
    expect(items.map((li) => within(li).getByRole("note").dataset.advisory)).toEqual(["ptcg.energy.second", "ptcg.supporter.second"]);
  });
});
