/**
 * /replay: a record file opened again opens at the address's `#step=N`, clamped like the link
 * page's, and "Open another file" forgets the old file's step.
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
