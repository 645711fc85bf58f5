/** The turn's status line says when the current player attacked: the turn's "attacked" marker, as the room sends it. */
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { snapshotTable } from "../net/snapshot";
import { CenterLine } from "./CenterLine";
import { playingTable, renderTable } from "./testTable";

afterEach(cleanup);

/** p1's turn 3, with the turn's markers as the room syncs them (a JSON list, "" for none). */
const turnWith = (markers: string) =>
  playingTable((s) => {
    s.turn = snapshotTable({ turn: { number: 3, current: "p1", first: "p1", won: "p1", markers } }).turn;
  });

describe("the turn's status line", () => {
  it("says the player attacked once the turn carries the marker, and not before", () => {
    renderTable(<CenterLine />, { role: "player", seat: "p1", snap: turnWith('["attacked"]') });
    expect(screen.getByText("Your turn (3) · attacked")).toBeTruthy();
    cleanup();
    renderTable(<CenterLine />, { role: "player", seat: "p1", snap: turnWith("") });
    expect(screen.getByText("Your turn (3)")).toBeTruthy();
  });
});
