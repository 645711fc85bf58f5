import type { LogEntry, TakenBack } from "@playmat/shared";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../i18n";
import { isTypingTarget } from "../keyboard/shortcuts";
import * as format from "./format";
import { LogPanel } from "./LogPanel";

afterEach(cleanup);

const rewound: TakenBack = { by: 5, how: "rewind", judge: true };
const coin = (seq: number, takenBack?: TakenBack): LogEntry => ({
  seq,
  key: "coins.flip",
  params: { results: "heads", count: 1, heads: 1 },
  seat: "p1",
  judge: false,
  ...(takenBack && { takenBack }),
});
const log: LogEntry[] = [coin(1), coin(2), coin(3, rewound), coin(4, rewound), { seq: 5, key: "history.rewound", params: { count: 2 }, seat: null, judge: true }, coin(6)];

function renderLog(onRewind?: (e: LogEntry) => void) {
  render(<LogPanel entries={log} viewer={{ role: "judge" }} names={{ p1: "Alice", p2: "Bob" }} room="Room" roomId="r1" onRewind={onRewind} />);
  return screen.getByRole("region", { name: "Game log" });
}

describe("LogPanel rewind buttons", () => {
  it("gives a judge a button on each line the game can go back to, named after the line", () => {
    const onRewind = vi.fn();
    const region = renderLog(onRewind);
    const buttons = within(region).getAllByRole("button", { name: /^Rewind to here/ });
    // Not on struck lines (3, 4), nor on the last line (nothing after it).
    expect(buttons.map((b) => b.closest("li")!.dataset.seq)).toEqual(["1", "2", "5"]);
    const text = region.querySelector('li[data-seq="1"]')!.textContent;
    expect(buttons[0]!.getAttribute("aria-label")).toBe(`Rewind to here (line 1): ${text}`);
    fireEvent.click(buttons[1]!);
    expect(onRewind).toHaveBeenCalledWith(log[1]);
  });

  it("tells apart lines that read the same by their place in the log", () => {
    const region = renderLog(vi.fn());
    const text = region.querySelector('li[data-seq="1"]')!.textContent;
    expect(region.querySelector('li[data-seq="2"]')!.textContent).toBe(text);
    const names = within(region)
      .getAllByRole("button", { name: /^Rewind to here/ })
      .map((b) => b.getAttribute("aria-label"));
    // Lines 1 and 2 read the same; the rewound line is the 5th in the list.
    expect(names).toEqual([`Rewind to here (line 1): ${text}`, `Rewind to here (line 2): ${text}`, "Rewind to here (line 5): [Judge] The game was rewound: 2 actions were taken back."]);
    expect(new Set(names).size).toBe(names.length);
  });

  it("puts one of them in the Tab order and moves between them with the arrow keys", () => {
    const region = renderLog(vi.fn());
    const buttons = within(region).getAllByRole("button", { name: /^Rewind to here/ });
    expect(buttons.map((b) => b.tabIndex)).toEqual([-1, -1, 0]);
    buttons[2]!.focus();
    fireEvent.keyDown(buttons[2]!, { key: "ArrowUp" });
    expect(document.activeElement).toBe(buttons[1]);
    fireEvent.keyDown(buttons[1]!, { key: "Home" });
    expect(document.activeElement).toBe(buttons[0]);
    expect(buttons.map((b) => b.tabIndex)).toEqual([0, -1, -1]);
  });

  it("gives players no rewind buttons", () => {
    const region = renderLog(undefined);
    expect(within(region).queryAllByRole("button", { name: /^Rewind/ })).toHaveLength(0);
  });
});

describe("LogPanel list", () => {
  it("scrolls from the keyboard: it is in the Tab order and keeps its scroll keys from the table's shortcuts", () => {
    const region = renderLog(undefined);
    const list = within(region).getByRole("list");
    expect(list.tabIndex).toBe(0);
    expect(isTypingTarget(list, "ArrowDown")).toBe(true);
    expect(isTypingTarget(list, "d")).toBe(false);
  });
});

describe("LogPanel with a long log", () => {
  const many = (n: number): LogEntry[] => Array.from({ length: n }, (_, i) => coin(i + 1));
  const props = { viewer: { role: "player", seat: "p1" } as const, room: "Room", roomId: "r1" };
  const lineTexts = (region: HTMLElement) => [...region.querySelectorAll("li")].map((li) => li.textContent);

  it("formats each line once: a new line formats only itself, unchanged props format nothing", () => {
    const spy = vi.spyOn(format, "formatEntry");
    const entries = many(1000);
    // New objects of equal value at every render, as the table passes them.
    const { rerender } = render(<LogPanel entries={entries} names={{ p1: "Alice", p2: "Bob" }} {...props} />);
    const region = screen.getByRole("region", { name: "Game log" });
    const before = lineTexts(region);
    expect(before).toHaveLength(1000);
    expect(spy).toHaveBeenCalledTimes(1000);

    spy.mockClear();
    rerender(<LogPanel entries={entries} names={{ p1: "Alice", p2: "Bob" }} {...props} viewer={{ role: "player", seat: "p1" }} />);
    expect(spy).not.toHaveBeenCalled();

    const next = [...entries, coin(1001)];
    rerender(<LogPanel entries={next} names={{ p1: "Alice", p2: "Bob" }} {...props} />);
    expect(spy.mock.calls.map((c) => c[1])).toEqual([next[1000]]);
    const after = lineTexts(region);
    expect(after.slice(0, 1000)).toEqual(before);
    expect(after[1000]).toBe(before[0]);

    // Another name is another text: the lines are formatted again.
    spy.mockClear();
    rerender(<LogPanel entries={next} names={{ p1: "Carol", p2: "Bob" }} {...props} />);
    expect(spy).toHaveBeenCalledTimes(1001);
    spy.mockRestore();
  });
});
