/**
 * The viewer as a user and a screen reader meet it, and the leak test: a record rendered in the
 * viewer never shows a card its viewer could not see — checked at every step against the
 * engine's table, not against the record itself.
 */
import type { GameRecord } from "@playmat/shared";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../i18n";
import * as format from "../log/format";
import { ReplayViewer } from "./ReplayViewer";
import { P1_MARK, publicMarkedNames, replayGame, statesOf } from "../testing/testGame";

const game = replayGame();
const states = statesOf(game);

beforeEach(() => history.replaceState(null, "", "/replay/test-replay-id"));
afterEach(cleanup);

const cardNames = (zone: string) => [...document.querySelectorAll(`[role="button"][data-zone="${zone}"][data-index]`)].map((el) => el.getAttribute("aria-label"));

/** Every name of Player 1's marked cards anywhere on the page: labels, text, titles. */
function markedNamesOnPage(): Set<string> {
  const text = [document.body.textContent ?? "", ...[...document.querySelectorAll("[aria-label],[title],[alt]")].flatMap((el) => [el.getAttribute("aria-label"), el.getAttribute("title"), el.getAttribute("alt")])].join("\n");
  const names = new Set<string>();
  for (const def of Object.values(game.state.cards)) if (def.name.endsWith(P1_MARK) && text.includes(def.name)) names.add(def.name);
  return names;
}

function next() {
  act(() => void fireEvent.keyDown(window, { key: "ArrowRight" }));
}

describe("the replay viewer", { timeout: 30_000 }, () => {
  it("steps with the buttons and keys, says where it is, and marks the step's log lines", () => {
    const record = game.record({ role: "player", seat: "p1" });
    render(<ReplayViewer record={record} />);
    const total = record.steps.length;
    const controls = screen.getByRole("region", { name: "Step through the game" });
    expect(within(controls).getByRole("status").textContent).toContain(`Step 0 of ${total} · Setup`);
    expect(within(controls).getByRole("button", { name: "Previous event" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("slider", { name: "Step" }).getAttribute("aria-valuetext")).toBe(`Step 0 of ${total} · Setup`);
    expect(document.querySelector("[data-viewer]")!.textContent).toBe("Whose view: Alice's view (Player 1)");

    fireEvent.click(within(controls).getByRole("button", { name: "Next turn" }));
    expect(within(controls).getByRole("status").textContent).toMatch(new RegExp(`^Step \\d+ of ${total} · Turn 1`));
    expect(location.hash).toMatch(/^#step=\d+$/);
    const log = screen.getByRole("region", { name: "Game log" });
    const current = log.querySelectorAll('[aria-current="step"]');
    expect(current.length).toBeGreaterThan(0);

    act(() => void fireEvent.keyDown(window, { key: "End" }));
    expect(within(controls).getByRole("status").textContent).toContain(`Step ${total} of ${total}`);
    expect(within(log).getAllByText(/Bob conceded/).length).toBeGreaterThan(0);
    act(() => void fireEvent.keyDown(window, { key: "Home" }));
    expect(within(log).getByText("Nothing has happened yet.")).toBeTruthy();
    // Typing elsewhere (the judge code) never steps.
    act(() => void fireEvent.keyDown(screen.getByRole("slider"), { key: "ArrowRight" }));
    expect(within(controls).getByRole("status").textContent).toContain(`Step 0 of ${total}`);
  });

  it("goes to a log line's step from the keyboard: one line in the Tab order, ↑ ↓ between lines, Enter goes there", () => {
    const record = game.record({ role: "player", seat: "p1" });
    render(<ReplayViewer record={record} />);
    const total = record.steps.length;
    const controls = screen.getByRole("region", { name: "Step through the game" });
    const log = screen.getByRole("region", { name: "Game log" });
    act(() => void fireEvent.keyDown(window, { key: "End" }));
    const lines = within(log).getAllByRole("button");
    expect(lines.length).toBe(log.querySelectorAll("li[data-seq]").length);
    // One stop in the Tab order: the current step's line.
    const stops = lines.filter((b) => b.tabIndex === 0);
    expect(stops).toHaveLength(1);
    expect(stops[0]!.closest("li")!.getAttribute("aria-current")).toBe("step");
    stops[0]!.focus();
    // Up to the first line, which the first step wrote.
    for (let i = 0; i < lines.length; i++) act(() => void fireEvent.keyDown(document.activeElement!, { key: "ArrowUp" }));
    expect(document.activeElement).toBe(lines[0]);
    expect(lines[0]!.textContent).toBe(log.querySelector("li[data-seq]")!.textContent);
    act(() => void fireEvent.click(document.activeElement!));
    expect(within(controls).getByRole("status").textContent).toContain(`Step 1 of ${total}`);
    act(() => void fireEvent.keyDown(document.activeElement!, { key: "ArrowDown" }));
    expect(document.activeElement).toBe(within(log).getAllByRole("button")[1]);
  });

  it("formats each log line once: a step formats only the lines it names, not the whole log", () => {
    const spy = vi.spyOn(format, "formatEntry");
    try {
      render(<ReplayViewer record={game.record({ role: "player", seat: "p1" })} />);
      act(() => void fireEvent.keyDown(window, { key: "End" }));
      const log = screen.getByRole("region", { name: "Game log" });
      const lines = log.querySelectorAll("li[data-seq]").length;
      expect(lines).toBeGreaterThan(20);
      for (const key of ["ArrowLeft", "ArrowLeft", "ArrowRight"]) {
        spy.mockClear();
        act(() => void fireEvent.keyDown(window, { key }));
        // What happened at this step is said once (the step's status); the log's lines are not formatted again.
        const stepLines = [...log.querySelectorAll<HTMLElement>('[aria-current="step"]')].map((li) => Number(li.dataset.seq));
        expect(spy.mock.calls.map((c) => c[1].seq).sort()).toEqual(stepLines.sort());
      }
    } finally {
      spy.mockRestore();
    }
  });

  it("follows the address when it changes: by hand, and Back / Forward", async () => {
    const record = game.record({ role: "player", seat: "p1" });
    const total = record.steps.length;
    history.replaceState(null, "", "/replay/x#step=10");
    render(<ReplayViewer record={record} />);
    const position = () => within(screen.getByRole("region", { name: "Step through the game" })).getByRole("status").textContent;
    expect(position()).toMatch(/^Step 10 of /);

    act(() => void (location.hash = "#step=5"));
    await waitFor(() => expect(position()).toMatch(new RegExp(`^Step 5 of ${total}\\b`)));
    expect(location.hash).toBe("#step=5");
    // Stepping replaces the address: no entry of its own.
    next();
    expect(position()).toMatch(/^Step 6 of /);
    expect(location.hash).toBe("#step=6");

    act(() => history.back());
    await waitFor(() => expect(position()).toMatch(/^Step 10 of /));
    expect(location.hash).toBe("#step=10");
    act(() => history.forward());
    await waitFor(() => expect(position()).toMatch(/^Step 6 of /));

    // Clamped, or kept where it is when the address names no step.
    act(() => void (location.hash = "#step=999"));
    await waitFor(() => expect(position()).toMatch(new RegExp(`^Step ${total} of ${total}\\b`)));
    // The clamped step is written back in an effect, after the status shows.
    await waitFor(() => expect(location.hash).toBe(`#step=${total}`));
    act(() => void (location.hash = "#step=abc"));
    await waitFor(() => expect(location.hash).toBe(`#step=${total}`));
    expect(position()).toMatch(new RegExp(`^Step ${total} of `));
  });

  it("leaves the address alone once the app has moved to another page", async () => {
    const record = game.record({ role: "player", seat: "p1" });
    history.replaceState(null, "", "/replay/x#step=3");
    render(<ReplayViewer record={record} />);
    act(() => {
      history.pushState(null, "", "/");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(location.pathname + location.hash).toBe("/");
  });

  it("draws the table with the table's regions and names, read-only", () => {
    const record = game.record({ role: "player", seat: "p1" });
    history.replaceState(null, "", `/replay/x#step=${record.steps.length}`);
    render(<ReplayViewer record={record} />);
    const board = screen.getByRole("main", { name: "Replay table" });
    const hand = within(board).getByRole("region", { name: "Your hand" });
    expect(within(hand).getAllByRole("button").every((b) => b.getAttribute("aria-label")!.endsWith(P1_MARK))).toBe(true);
    const theirs = within(board).getByRole("region", { name: "Opponent's hand" });
    expect(within(theirs).getAllByRole("button").every((b) => b.getAttribute("aria-label") === "face-down card")).toBe(true);
    // Nothing to act with: no zone menus, no draggable roles.
    expect(within(board).queryAllByRole("button", { name: /^Actions for / })).toEqual([]);
    expect(board.querySelector('[aria-roledescription="draggable"]')).toBeNull();
  });

  const cases: [string, () => GameRecord][] = [
    ["the opponent's", () => game.record({ role: "player", seat: "p2" })],
    ["a spectator's", () => game.record({ role: "spectator" })],
  ];
  it.each(cases)("shows no face of Player 1's that %s record could not see, at any step", (_, make) => {
    const record = make();
    expect(record.steps).toHaveLength(states.length);
    render(<ReplayViewer record={record} />);
    let everPublic = new Set<string>();
    for (let pos = 0; pos <= record.steps.length; pos++) {
      if (pos > 0) {
        next();
        everPublic = new Set([...everPublic, ...publicMarkedNames(states[pos - 1]!)]);
      }
      expect(cardNames("p1.hand").every((n) => n === "face-down card"), `p1.hand at ${pos}`).toBe(true);
      expect(cardNames("p1.deck").every((n) => n === "face-down card")).toBe(true);
      expect(cardNames("p1.prize").every((n) => n === "face-down card")).toBe(true);
      const shown = markedNamesOnPage();
      expect([...shown].filter((n) => !everPublic.has(n)), `step ${pos}`).toEqual([]);
    }
    // The game did show some of them: the check is not empty.
    expect(everPublic.size).toBeGreaterThan(0);
  });

  it("would catch a leak: Player 1's own record shows faces that were never public", () => {
    const record = game.record({ role: "player", seat: "p1" });
    history.replaceState(null, "", `/replay/x#step=${record.steps.length}`);
    render(<ReplayViewer record={record} />);
    const everPublic = new Set(states.flatMap((s) => [...publicMarkedNames(s)]));
    expect([...markedNamesOnPage()].filter((n) => !everPublic.has(n)).length).toBeGreaterThan(0);
  });

  it("shows the judge's record with both hands face up, labelled by seat", () => {
    const record = game.record({ role: "judge" });
    history.replaceState(null, "", `/replay/x#step=${record.steps.length}`);
    render(<ReplayViewer record={record} />);
    expect(document.querySelector("[data-viewer]")!.textContent).toBe("Whose view: Judge's view");
    expect(screen.getByRole("region", { name: "Player 1's hand" })).toBeTruthy();
    expect(cardNames("p1.hand").every((n) => n!.endsWith(P1_MARK))).toBe(true);
    expect(cardNames("p2.hand").every((n) => n !== "face-down card")).toBe(true);
    // Decks are counts on the table; their order opens in the pile browser.
    fireEvent.click(screen.getByRole("button", { name: "Browse Player 1's deck" }));
    const browser = screen.getByRole("region", { name: "Browsing Player 1's deck" });
    const listed = [...browser.querySelectorAll('[role="button"][data-zone="p1.deck"]')].map((b) => b.getAttribute("aria-label")!);
    expect(listed).toHaveLength(game.pile("p1.deck").length);
    expect(listed.every((n) => n.endsWith(P1_MARK))).toBe(true);
  });

  it("lets the keyboard skip the table's cards: the first Tab stop leads to the step controls", () => {
    render(<ReplayViewer record={game.record({ role: "player", seat: "p1" })} />);
    // The end of the game: cards on the table.
    act(() => void fireEvent.keyDown(window, { key: "End" }));
    const card = document.querySelector<HTMLElement>('[role="button"][data-zone][data-index]')!;
    const address = location.hash;
    const tabStops = [...document.querySelectorAll<HTMLElement>("a[href], button:not(:disabled), input, [tabindex]")].filter((el) => el.tabIndex >= 0);
    const skip = screen.getByRole("link", { name: "Skip to replay controls" });
    expect(tabStops[0]).toBe(skip);
    fireEvent.click(skip);
    const controls = screen.getByRole("region", { name: "Step through the game" });
    expect(document.activeElement).toBe(controls);
    // Stepping on from there needs no other stop: the next one is a step button.
    const afterControls = tabStops.filter((el) => controls.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(within(controls).getAllByRole("button")).toContain(afterControls[0]);
    // Clicking it changes no step: the address keeps the step, not the controls.
    expect(location.hash).toBe(address);
    // The cards stay Tab stops after it: focus shows a card's preview, as at the table.
    expect(tabStops).toContain(card);
  });

  it("offers no hidden pile to browse in a player's record", () => {
    const record = game.record({ role: "player", seat: "p2" });
    render(<ReplayViewer record={record} />);
    expect(screen.queryByRole("button", { name: /^Browse .*deck$/ })).toBeNull();
  });
});
