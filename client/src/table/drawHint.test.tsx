/** A player's turn starts with a draw (seed 001 §6.1): the table says so until the player has drawn. */
import type { LogEntry } from "@playmat/shared";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { TableSnap } from "../net/snapshot";
import { CenterLine } from "./CenterLine";
import { playingTable, renderTable } from "./testTable";

afterEach(cleanup);

const HINT = "Start your turn by drawing a card: “Draw”, or drag the top card of your deck to your hand.";
const line = (seq: number, key: string, seat: "p1" | "p2" | null): LogEntry => ({ seq, key, params: {}, seat, judge: false });
const began = [line(1, "turn.began", null)];

/** Turn 3, Alice's (p1), with `deck` cards in her deck. */
const table = (deck = 40): TableSnap =>
  playingTable((s) => {
    s.zones["p1.deck"] = { key: "p1.deck", owner: "p1", spec: "deck", count: deck, cards: [], slots: [] };
  });

describe("the draw at the start of a turn", () => {
  it("is asked of the player whose turn it is until they draw", () => {
    renderTable(<CenterLine />, { role: "player", seat: "p1", snap: table(), conn: { log: began } });
    expect(screen.getByText(HINT).getAttribute("data-draw-hint")).toBe("true");
    cleanup();
    renderTable(<CenterLine />, { role: "player", seat: "p1", snap: table(), conn: { log: [...began, line(2, "move.draw", "p1")] } });
    expect(document.querySelector("[data-draw-hint]")).toBeNull();
  });

  it("is not asked of the other player, a spectator, or a player whose deck is empty", () => {
    renderTable(<CenterLine />, { role: "player", seat: "p2", snap: table(), conn: { log: began } });
    expect(document.querySelector("[data-draw-hint]")).toBeNull();
    cleanup();
    renderTable(<CenterLine />, { role: "spectator", snap: table(), conn: { log: began } });
    expect(document.querySelector("[data-draw-hint]")).toBeNull();
    cleanup();
    renderTable(<CenterLine />, { role: "player", seat: "p1", snap: table(0), conn: { log: began } });
    expect(document.querySelector("[data-draw-hint]")).toBeNull();
  });

  it("is not asked before the log has arrived: after a refresh the table comes first, and the player may have drawn", () => {
    renderTable(<CenterLine />, { role: "player", seat: "p1", snap: table(), conn: { log: [] } });
    expect(document.querySelector("[data-draw-hint]")).toBeNull();
  });
});
