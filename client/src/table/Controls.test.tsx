/** The Controls region's buttons that use Count act Count times. */
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Controls } from "./Controls";
import { renderTable } from "./testTable";

afterEach(cleanup);

describe("Count in the controls", () => {
  it("“Take prize” takes Count prizes, and Count goes back to 1", async () => {
    const { ctx } = renderTable(<Controls onChangeDeck={() => {}} />, { role: "player", seat: "p1" });
    const controls = screen.getByRole("region", { name: "Controls" });
    const count = within(controls).getByRole("spinbutton", { name: "Count" });
    fireEvent.change(count, { target: { value: "2" } });
    fireEvent.click(within(controls).getByRole("button", { name: "Take prize" }));
    expect(ctx.send).toHaveBeenCalledWith([{ type: "prize.take" }, { type: "prize.take" }]);
    await screen.findByDisplayValue("1");
  });
});
