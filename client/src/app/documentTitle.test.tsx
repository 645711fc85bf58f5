/** The tab's title names the room (or replay) it shows, so two tabs can be told apart, and comes back on leaving. */
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Lobby } from "../lobby/Lobby";
import { ReplayViewer } from "../replay/ReplayViewer";
import { replayGame } from "../testing/testGame";
import { TableScreen } from "../table/TableScreen";
import { bobsTurn, fakeRoom, moveCards } from "../games/ptcg/testRoom";

beforeEach(() => {
  document.title = "Playmat";
  sessionStorage.clear();
  vi.stubGlobal("fetch", async () => new Response(JSON.stringify({ ok: false, error: { code: "test", message: "offline" } })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openTable(roomName: string) {
  const state = bobsTurn([]);
  state.name = roomName;
  const fake = fakeRoom({ state, seat: "p1", onAction: moveCards });
  return render(<TableScreen room={fake.room} onLeave={() => {}} />);
}

describe("the document title", () => {
  it("names the room at its table, and is the app's again after leaving", async () => {
    const table = openTable("Friday league");
    await screen.findByRole("region", { name: "Game log" });
    expect(document.title).toBe("Friday league · Playmat");
    table.unmount();
    expect(document.title).toBe("Playmat");
  });

  it("tells two rooms apart", async () => {
    const first = openTable("Room A");
    await screen.findByRole("region", { name: "Game log" });
    expect(document.title).toBe("Room A · Playmat");
    first.unmount();
    openTable("Room B");
    await screen.findByRole("region", { name: "Game log" });
    expect(document.title).toBe("Room B · Playmat");
  });

  it("is the app's name in the lobby", () => {
    document.title = "Room A · Playmat";
    render(<Lobby />);
    expect(document.title).toBe("Playmat");
  });

  it("names a replay the same way, and gives the page its title back when the viewer closes", () => {
    document.title = "Friday league · Playmat";
    history.replaceState(null, "", "/room/test-room");
    const record = replayGame().record({ role: "player", seat: "p1" });
    const viewer = render(<ReplayViewer record={record} />);
    expect(document.title).toBe(`Replay — ${record.name} · Playmat`);
    viewer.unmount();
    expect(document.title).toBe("Friday league · Playmat");
  });
});
