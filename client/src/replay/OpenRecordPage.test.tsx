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
import { replayGame } from "../testing/testGame";

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

describe("a record file of another version", () => {
  async function refusal(version: unknown) {
    history.replaceState(null, "", "/replay");
    render(<OpenRecordPage />);
    const file = { name: "old.json", text: async () => JSON.stringify({ ...record, version }) };
    fireEvent.change(screen.getByLabelText("Game record file"), { target: { files: [file] } });
    const alert = await screen.findByRole("alert");
    return { code: alert.getAttribute("data-error-code"), text: [...alert.querySelectorAll("p")].slice(1).map((p) => p.textContent) };
  }

  it("is told by its version, older or newer", async () => {
    expect(await refusal(0)).toEqual({
      code: "record.version",
      text: ["old.json: This record was made by another version of Playmat, which this one can't read.", "This record was written by an older Playmat (record version 0); this build reads version 1."],
    });
    cleanup();
    expect((await refusal(2)).text[1]).toBe("This record was written by a newer Playmat (record version 2); this build reads version 1.");
  });

  it("whose version is text, not a number, is damaged in that field", async () => {
    expect(await refusal("1")).toEqual({
      code: "record.invalid",
      text: ["old.json: The game record is damaged and can't be replayed.", 'The record is damaged: version: the text "1" where a number belongs (this build reads version 1).'],
    });
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
