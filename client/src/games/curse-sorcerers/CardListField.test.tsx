/**
 * The create form's card list (issue 31, "Cards"): a chosen file is uploaded as text, an accepted
 * list becomes the table's `cardList` option with its number of cards shown, a refused one shows
 * each problem the server named and leaves the table on the demo set.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createOptions } from "./OptionFields";

const HASH = "ab".repeat(32);

function Form({ seen }: { seen: (options: Record<string, unknown>) => void }) {
  const [values, setValues] = useState(createOptions.initial);
  seen(createOptions.toOptions(values));
  return <createOptions.Fields values={values} set={(name, value) => setValues((v) => ({ ...v, [name]: value }))} />;
}

function answer(status: number, body: unknown) {
  const fetcher = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
  vi.stubGlobal("fetch", fetcher);
  return fetcher;
}

const choose = (text: string) =>
  fireEvent.change(screen.getByLabelText("Upload a card list"), { target: { files: [new File([text], "cards.json", { type: "application/json" })] } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the card list field", () => {
  it("uploads the chosen file and names the accepted list in the table's options", async () => {
    const fetcher = answer(201, { ok: true, hash: HASH, cards: 20 });
    let options: Record<string, unknown> = {};
    render(<Form seen={(o) => (options = o)} />);
    expect(screen.getByRole("status").textContent).toBe("the demo set");
    expect(options.cardList).toBeUndefined();
    // §8.2's clock is on unless the table is casual: its box unticked.
    expect(options.gameClock).toBe(true);
    fireEvent.click(screen.getByRole("checkbox", { name: "40-minute game clock (§8.2)" }));
    expect(options.gameClock).toBe(false);
    choose('{"format":"curse-sorcerers/1","cards":[]}');
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(`Card list uploaded: 20 cards (${HASH.slice(0, 12)})`));
    expect(fetcher).toHaveBeenCalledWith("/api/card-lists?game=curse-sorcerers", expect.objectContaining({ method: "POST", body: '{"format":"curse-sorcerers/1","cards":[]}' }));
    expect(options.cardList).toBe(HASH);
    fireEvent.click(screen.getByRole("button", { name: "Play the demo set" }));
    expect(options.cardList).toBeUndefined();
  });

  it("shows each problem of a refused list and keeps the demo set", async () => {
    answer(400, { ok: false, error: { code: "card-list.invalid", message: "The card list was not stored: 2 problems.", issues: ["card 2 (HP 없음): hp: a sorcerer needs HP", "card 3 (둘째): kind: bad"] } });
    let options: Record<string, unknown> = {};
    render(<Form seen={(o) => (options = o)} />);
    choose("{}");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("The card list has problems (listed below): nothing was stored. Fix them and upload it again.")).toBeTruthy();
    expect(within(within(alert).getByRole("list", { name: "Problems in the card list" })).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "card 2 (HP 없음): hp: a sorcerer needs HP",
      "card 3 (둘째): kind: bad",
    ]);
    expect(options.cardList).toBeUndefined();
    expect(screen.getByRole("status").textContent).toBe("the demo set");
  });
});
