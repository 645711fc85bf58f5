/**
 * /replay: a record file opened again opens at the address's `#step=N`, clamped like the link
 * page's, and "Open another file" forgets the old file's step. A file dropped on the open
 * viewer opens in its place, or, when it can't be replayed, says why and changes nothing.
 */
import { recordFile } from "@playmat/shared";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import "../i18n";
import { OpenRecordPage } from "./OpenRecordPage";
import { replayGame } from "./testGame";

const record = replayGame().record({ role: "player", seat: "p1" });
const total = record.steps.length;

afterEach(cleanup);

async function openFile() {
  const file = { name: "game.json", text: async () => recordFile(record) };
  fireEvent.change(screen.getByLabelText("Game record file"), { target: { files: [file] } });
  const controls = await screen.findByRole("region", { name: "Step through the game" });
  return within(controls).getByRole("status").textContent;
}

describe("opening a record file", () => {
  it.each([
    ["#step=5", 5],
    ["#step=999", total],
    ["#step=-3", 0],
    ["#step=abc", 0],
    ["", 0],
  ])("at /replay%s opens on that step, clamped", async (hash, step) => {
    history.replaceState(null, "", `/replay${hash}`);
    render(<OpenRecordPage />);
    expect(await openFile()).toMatch(new RegExp(`^Step ${step} of ${total}\\b`));
    // The viewer writes its step into the address in an effect, after the status shows.
    await waitFor(() => expect(location.pathname + location.hash).toBe(`/replay#step=${step}`));
  });

  it("opens the next file at its start after \"Open another file\"", async () => {
    history.replaceState(null, "", "/replay#step=5");
    render(<OpenRecordPage />);
    expect(await openFile()).toMatch(new RegExp(`^Step 5 of ${total}\\b`));
    fireEvent.click(screen.getByRole("button", { name: "Open another file" }));
    expect(location.hash).toBe("");
    expect(await openFile()).toMatch(new RegExp(`^Step 0 of ${total}\\b`));
    await waitFor(() => expect(location.hash).toBe("#step=0"));
  });
});

describe("a file dropped on the open viewer", () => {
  const drop = (file: { name: string; text: () => Promise<string> }) =>
    fireEvent.drop(screen.getByRole("main", { name: "Replay table" }), { dataTransfer: { files: [file], types: ["Files"] } });

  it("that can't be replayed says why, and the record open stays where it was", async () => {
    history.replaceState(null, "", "/replay#step=5");
    render(<OpenRecordPage />);
    await openFile();
    drop({ name: "broken.json", text: async () => '{"format":"playmat.rec' });
    const alert = await screen.findByRole("alert", {}, { timeout: 10_000 });
    expect(alert.textContent).toContain("broken.json: This file is not JSON, so it is not a Playmat game record.");
    const controls = screen.getByRole("region", { name: "Step through the game" });
    expect(within(controls).getByRole("status").textContent).toMatch(new RegExp(`^Step 5 of ${total}\\b`));
  });

  it("that is a record opens in its place, at its start", async () => {
    history.replaceState(null, "", "/replay#step=5");
    render(<OpenRecordPage />);
    await openFile();
    const other = replayGame().record({ role: "spectator" });
    drop({ name: "other.json", text: async () => recordFile(other) });
    // A whole record read and drawn: give a busy machine time.
    await screen.findByText("Spectator's view", {}, { timeout: 10_000 });
    const controls = screen.getByRole("region", { name: "Step through the game" });
    expect(within(controls).getByRole("status").textContent).toMatch(new RegExp(`^Step 0 of ${other.steps.length}\\b`));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
