/**
 * "Replay so far" and the browser's history: the replay is a history entry of its own over the
 * room, so Back closes it and stays in the room, and closing it by its own controls leaves no
 * entry behind for Back to step onto.
 */
import type { GameRecord } from "@playmat/shared";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderTable } from "../table/testTable";
import { ReplaySoFarButton, ReplaySoFarDialog } from "./ReplaySoFar";
import { replayGame } from "../testing/testGame";

const record = replayGame().record({ role: "player", seat: "p1" });

/** The table's part: the toolbar button, and the dialog while a record is open. */
function Table() {
  const [open, setOpen] = useState<GameRecord | null>(null);
  return (
    <main aria-label="Table">
      <ReplaySoFarButton onOpen={setOpen} />
      {open ? <ReplaySoFarDialog record={open} onClose={() => setOpen(null)} /> : null}
    </main>
  );
}

/** Traversing history is asynchronous: resolves once the address has changed. */
async function goBack(): Promise<void> {
  const before = location.href;
  await act(async () => {
    history.back();
    await waitFor(() => expect(location.href).not.toBe(before));
  });
}

const address = () => `${location.pathname}${location.hash}`;
const replayDialog = () => screen.queryByRole("dialog", { name: "Replay of this game so far" });

async function openReplay(): Promise<void> {
  fireEvent.click(screen.getByRole("button", { name: "Replay so far" }));
  await screen.findByRole("dialog", { name: "Replay of this game so far" });
  // The viewer writes its step into the address once it has the record: a moment after it opens.
  await waitFor(() => expect(location.hash).toMatch(/^#step=\d+$/));
}

beforeEach(() => {
  // The lobby, then the room the player joined from it.
  history.replaceState(null, "", "/");
  history.pushState(null, "", "/room/abc");
  renderTable(<Table />, { role: "player", seat: "p1", conn: { record: async () => ({ ok: true as const, record }) } });
});

afterEach(cleanup);

describe("“Replay so far” and the browser's Back button", () => {
  it("opens on an entry of its own, keeping its step in the room's address", async () => {
    const entries = history.length;
    await openReplay();
    expect(history.length).toBe(entries + 1);
    expect(address()).toMatch(/^\/room\/abc#step=\d+$/);
  });

  it("closes on Back and stays in the room, whose address has no step", async () => {
    await openReplay();
    await goBack();
    await waitFor(() => expect(replayDialog()).toBeNull());
    expect(address()).toBe("/room/abc");
    expect(screen.getByRole("main", { name: "Table" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Replay so far" })).toBeTruthy();
  });

  it("leaves no entry behind when closed by “Back to the table”: Back then leaves the room, as before", async () => {
    await openReplay();
    fireEvent.click(screen.getByRole("button", { name: "Back to the table" }));
    expect(replayDialog()).toBeNull();
    await waitFor(() => expect(history.state).toBeNull()); // back on the room's own entry
    expect(address()).toBe("/room/abc");
    await goBack();
    expect(address()).toBe("/");
  });

  it("leaves no entry behind when closed by Escape either", async () => {
    await openReplay();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    expect(replayDialog()).toBeNull();
    await waitFor(() => expect(history.state).toBeNull()); // back on the room's own entry
    expect(address()).toBe("/room/abc");
    await goBack();
    expect(address()).toBe("/");
  });

  it("opens on the latest step again after Forward came back to an old replay's address", async () => {
    await openReplay();
    const latest = location.hash;
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Home" });
    await waitFor(() => expect(location.hash).toBe("#step=0"));
    await goBack();
    await waitFor(() => expect(replayDialog()).toBeNull());
    await act(async () => {
      history.forward();
      await waitFor(() => expect(location.hash).toBe("#step=0"));
    });
    // The table is still there, with the old step only in its address; the replay reopens on the latest step.
    expect(replayDialog()).toBeNull();
    await openReplay();
    await waitFor(() => expect(location.hash).toBe(latest));
    await goBack();
    await waitFor(() => expect(replayDialog()).toBeNull());
    expect(address()).toBe("/room/abc");
    // The old replay's entry was the replay's again, not one more entry under it: the next Back leaves the room.
    await goBack();
    expect(address()).toBe("/");
  });

  it("a record that arrives after the player left the room opens nothing and adds no history entry", async () => {
    let answer: (value: { ok: true; record: GameRecord }) => void = () => {};
    cleanup();
    history.replaceState(null, "", "/room/abc");
    renderTable(<Table />, { role: "player", seat: "p1", conn: { record: () => new Promise((resolve) => (answer = resolve)) } });
    fireEvent.click(screen.getByRole("button", { name: "Replay so far" }));
    await goBack();
    expect(address()).toBe("/");
    const entries = history.length;
    await act(async () => answer({ ok: true, record }));
    expect(replayDialog()).toBeNull();
    expect(history.length).toBe(entries);
    expect(history.state).toBeNull();
  });
});
