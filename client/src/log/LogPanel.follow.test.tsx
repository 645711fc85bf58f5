/**
 * The log follows its newest line until the reader scrolls up. jsdom lays nothing out, so the
 * list's geometry is drawn by hand: `fakeBox` gives the list a height, a content height and a
 * scroll position the browser would clamp, and `layout()` changes them as the page's layout
 * would (the controls above the log growing, a line taking its real height).
 */
import type { LogEntry } from "@playmat/shared";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../i18n";
import { LogPanel } from "./LogPanel";

const line = (seq: number): LogEntry => ({ seq, key: "coins.flip", params: { results: "heads", count: 1, heads: 1 }, seat: "p1", judge: false });
const lines = (n: number) => Array.from({ length: n }, (_, i) => line(i + 1));
const props = { viewer: { role: "player", seat: "p1" } as const, names: { p1: "Alice", p2: "Bob" }, room: "Room", roomId: "r1" };

interface Box {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** Geometry for the list: scrollTop is clamped to what the content allows, as a browser does. */
function fakeBox(list: HTMLElement, box: Box) {
  const clamp = () => Math.max(0, Math.min(box.scrollTop, box.scrollHeight - box.clientHeight));
  Object.defineProperty(list, "scrollHeight", { configurable: true, get: () => box.scrollHeight });
  Object.defineProperty(list, "clientHeight", { configurable: true, get: () => box.clientHeight });
  Object.defineProperty(list, "scrollTop", {
    configurable: true,
    get: () => clamp(),
    set: (v: number) => {
      box.scrollTop = v;
      box.scrollTop = clamp();
    },
  });
}

/** Resize observers the panel made, to call as the browser would when the list's box changes. */
let observers: { callback: ResizeObserverCallback; targets: Element[] }[] = [];
beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    "ResizeObserver",
    class {
      private readonly entry: { callback: ResizeObserverCallback; targets: Element[] };
      constructor(callback: ResizeObserverCallback) {
        this.entry = { callback, targets: [] };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      unobserve() {}
      disconnect() {
        this.entry.targets = [];
      }
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function resized(list: HTMLElement) {
  for (const o of observers) if (o.targets.includes(list)) o.callback([], {} as ResizeObserver);
}

function setUp(count: number) {
  const box: Box = { scrollTop: 0, scrollHeight: 20 * count, clientHeight: 100 };
  const view = render(<LogPanel entries={lines(count)} {...props} />);
  const list = within(screen.getByRole("region", { name: "Game log" })).getByRole("list");
  fakeBox(list, box);
  // The first render pinned before the geometry existed: a new line pins it for real.
  view.rerender(<LogPanel entries={lines(count + 1)} {...props} />);
  box.scrollHeight = 20 * (count + 1);
  view.rerender(<LogPanel entries={lines(count + 2)} {...props} />);
  return { box, list, view };
}

const gapBelow = (box: Box) => box.scrollHeight - box.scrollTop - box.clientHeight;

describe("LogPanel following the newest line", () => {
  it("keeps following when the layout moves the list without the reader scrolling (the controls above grow as the game begins)", () => {
    const { box, list, view } = setUp(20);
    box.scrollHeight = 440;
    list.scrollTop = 1e6;
    fireEvent.scroll(list);
    expect(gapBelow(box)).toBe(0);
    // The controls grow: the list is 30 px shorter, the newest lines are under its edge, and the
    // browser reports a scroll (the position did not move: nobody scrolled up).
    box.clientHeight = 70;
    fireEvent.scroll(list);
    box.scrollHeight = 480;
    view.rerender(<LogPanel entries={lines(24)} {...props} />);
    expect(gapBelow(box)).toBe(0);
  });

  it("shows the newest line again when the list gets shorter with no new line", () => {
    const { box, list } = setUp(20);
    box.scrollHeight = 440;
    list.scrollTop = 1e6;
    fireEvent.scroll(list);
    box.clientHeight = 60;
    resized(list);
    expect(gapBelow(box)).toBe(0);
  });

  it("stays where the reader scrolled up to while lines arrive", () => {
    const { box, list, view } = setUp(20);
    box.scrollHeight = 440;
    list.scrollTop = 1e6;
    fireEvent.scroll(list);
    list.scrollTop = 120;
    fireEvent.scroll(list);
    box.scrollHeight = 480;
    view.rerender(<LogPanel entries={lines(24)} {...props} />);
    resized(list);
    expect(box.scrollTop).toBe(120);
    // Back at the bottom, it follows again.
    list.scrollTop = 1e6;
    fireEvent.scroll(list);
    box.scrollHeight = 500;
    view.rerender(<LogPanel entries={lines(25)} {...props} />);
    expect(gapBelow(box)).toBe(0);
  });
});
