/** Notices: the same refusal given again is counted on the one shown instead of piling up. */
import type { ClientAction } from "@playmat/shared";
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Notices } from "./Notices";
import { addNotice, MAX_NOTICES } from "./notices";
import type { TableCtx } from "./TableContext";
import { renderTable, t } from "./testTable";
import { useWarnings } from "./useWarnings";

const SLOW = "Slow down: at most 5 messages at once, then one every 2 seconds.";

/** Notices as the table shows them, with `notify` handed to the test. */
function renderNotices() {
  let notify: TableCtx["notify"] = () => {};
  function Harness() {
    const warnings = useWarnings(t);
    notify = warnings.notify;
    return <Notices notices={warnings.notices} dismiss={warnings.dismiss} hold={warnings.hold} />;
  }
  renderTable(<Harness />);
  return (n: Parameters<TableCtx["notify"]>[0]) => act(() => notify(n));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Emoji that need an emoji font (Misc Symbols and Dingbats' emoji, and the astral planes): an empty box without one. */
const EMOJI = /[\u{2600}-\u{27BF}\u{1F000}-\u{1FFFF}]/u;

describe("notices", () => {
  it("marks a refusal with a drawn icon hidden from screen readers, not an emoji that needs an emoji font", () => {
    const notify = renderNotices();
    notify({ kind: "error", text: SLOW });
    const alert = screen.getByRole("alert");
    expect(alert.textContent).not.toMatch(EMOJI);
    const icon = alert.querySelector("svg");
    expect(icon?.getAttribute("aria-hidden")).toBe("true");
  });

  it("shows the same refusal given three times once, counted", () => {
    const notify = renderNotices();
    for (let i = 0; i < 3; i++) notify({ kind: "error", text: SLOW });
    const alerts = screen.getAllByRole("alert");
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.textContent).toContain(SLOW);
    expect(alerts[0]!.querySelector("[data-notice-count]")?.getAttribute("data-notice-count")).toBe("3");
    expect(alerts[0]!.textContent).toContain("×3");
  });

  it("keeps a repeated notice on screen from the last time it was given", () => {
    const notify = renderNotices();
    notify({ kind: "error", text: SLOW });
    act(() => vi.advanceTimersByTime(6_000));
    notify({ kind: "error", text: SLOW });
    act(() => vi.advanceTimersByTime(6_000));
    // 12 s after the first one, 6 s after the repeat: still there, counted (a refusal stays 8 s).
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(screen.getByRole("alert").querySelector("[data-notice-count]")?.getAttribute("data-notice-count")).toBe("2");
    act(() => vi.advanceTimersByTime(2_500));
    expect(screen.queryAllByRole("alert")).toHaveLength(0);
  });

  it("still shows different notices apart, and one counted again moves to the end", () => {
    const notify = renderNotices();
    notify({ kind: "error", text: SLOW });
    notify({ kind: "error", text: "Not your card." });
    notify({ kind: "advisory", text: SLOW });
    notify({ kind: "error", text: SLOW });
    const shown = [...document.querySelectorAll<HTMLElement>("[data-notice]")].map((n) => [
      n.dataset.notice,
      n.textContent?.includes(SLOW) ? "slow" : "other",
      n.querySelector<HTMLElement>("[data-notice-count]")?.dataset.noticeCount ?? "1",
    ]);
    expect(shown).toEqual([
      ["error", "other", "1"],
      ["advisory", "slow", "1"],
      ["error", "slow", "2"],
    ]);
  });
});

describe("addNotice", () => {
  it("keeps at most three, newest last", () => {
    let list: ReturnType<typeof addNotice>["list"] = [];
    for (let i = 1; i <= 5; i++) list = addNotice(list, { kind: "info", text: `n${i}` }, i).list;
    expect(list.map((n) => n.text)).toEqual(["n3", "n4", "n5"]);
    expect(list).toHaveLength(MAX_NOTICES);
  });

  it("does not merge refusals that would ask the opponent for different actions", () => {
    const a = addNotice([], { kind: "error", text: "Hidden.", request: { type: "deck.shuffle", zone: "p2.deck" } as never }, 1);
    const b = addNotice(a.list, { kind: "error", text: "Hidden.", request: { type: "hand.shuffle", zone: "p2.hand" } as never }, 2);
    expect(b.list.map((n) => n.id)).toEqual([1, 2]);
    const c = addNotice(b.list, { kind: "error", text: "Hidden.", request: { type: "deck.shuffle", zone: "p2.deck" } as never }, 3);
    expect(c.id).toBe(1);
    expect(c.list.map((n) => [n.id, n.count ?? 1])).toEqual([[2, 1], [1, 2]]);
  });
});

describe("a notice from the keyboard", () => {
  const REFUSED = "That card is hidden and belongs to your opponent: ask them to do it, or send it as a request they can approve.";
  const request: ClientAction = { type: "move", cards: [{ zone: "p1.hand", at: 0 }], to: { zone: "p1.discard" } };

  /** The notices beside the card that had focus when the refusal came, and another button. */
  function renderWithCard() {
    let notify: TableCtx["notify"] = () => {};
    function Harness() {
      const warnings = useWarnings(t);
      notify = warnings.notify;
      return (
        <>
          <button type="button">Duskmoth</button>
          <button type="button">Draw</button>
          <Notices notices={warnings.notices} dismiss={warnings.dismiss} hold={warnings.hold} />
        </>
      );
    }
    const view = renderTable(<Harness />);
    screen.getByRole("button", { name: "Duskmoth" }).focus();
    act(() => notify({ kind: "error", text: REFUSED, request }));
    return view;
  }

  it("stays while focus is in it, however long that takes, and goes its time after focus leaves", () => {
    renderWithCard();
    const card = screen.getByRole("button", { name: "Duskmoth" });
    card.focus();
    act(() => screen.getByRole("button", { name: "Ask opponent" }).focus());
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole("alert").textContent).toContain(REFUSED);
    act(() => card.focus());
    act(() => vi.advanceTimersByTime(14_000));
    expect(screen.queryByRole("alert")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("“Ask opponent” sends the request and gives focus back to the card that had it when the refusal came", () => {
    const { ctx } = renderWithCard();
    const card = screen.getByRole("button", { name: "Duskmoth" });
    // Tab goes on from the card to the notice, through other controls.
    screen.getByRole("button", { name: "Draw" }).focus();
    const ask = screen.getByRole("button", { name: "Ask opponent" });
    act(() => ask.focus());
    act(() => ask.click());
    expect(ctx.send).toHaveBeenCalledWith({ type: "request", action: request });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(document.activeElement).toBe(card);
  });

  it("“Dismiss notice” does the same", () => {
    renderWithCard();
    const card = screen.getByRole("button", { name: "Duskmoth" });
    card.focus();
    const dismiss = screen.getByRole("button", { name: "Dismiss notice" });
    act(() => dismiss.focus());
    act(() => dismiss.click());
    expect(screen.queryByRole("alert")).toBeNull();
    expect(document.activeElement).toBe(card);
  });
});
