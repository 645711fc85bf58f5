/** "Set damage…": the dialog says which Pokémon, and an empty or out-of-range number is not sent. */
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NumberDialog } from "../../../table/NumberDialog";
import { renderTable } from "../../../table/testTable";

afterEach(cleanup);

function open(initial = 40) {
  const submit = vi.fn();
  const onClose = vi.fn();
  renderTable(<NumberDialog request={{ label: "Damage", initial, submit, description: "Mimikyu (Your bench, slot 1)", max: 9990 }} onClose={onClose} />);
  const dialog = screen.getByRole("dialog", { name: "Damage" });
  const field = screen.getByRole("spinbutton", { name: "Damage" });
  const set = () => fireEvent.click(screen.getByRole("button", { name: "Set" }));
  return { submit, onClose, dialog, field, set };
}

describe("the set damage dialog", () => {
  it("names the Pokémon it sets the damage of", () => {
    const { dialog } = open();
    const described = document.getElementById(dialog.getAttribute("aria-describedby")!);
    expect(described?.textContent).toBe("Mimikyu (Your bench, slot 1)");
  });

  it("an emptied field is not 0: nothing is sent, the dialog stays and says what it takes", () => {
    const { submit, onClose, field, set } = open();
    fireEvent.change(field, { target: { value: "" } });
    set();
    expect(submit).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toBe("Enter a number from 0 to 9990, in steps of 10.");
    expect(field.getAttribute("aria-invalid")).toBe("true");
  });

  it("refuses a number above what the table keeps, below 0 or between counters, and sends a good one", () => {
    const { submit, onClose, field, set } = open();
    for (const bad of ["10000", "-30", "15"]) {
      fireEvent.change(field, { target: { value: bad } });
      set();
      expect(submit, bad).not.toHaveBeenCalled();
    }
    fireEvent.change(field, { target: { value: "120" } });
    expect(screen.queryByRole("alert")).toBeNull();
    set();
    expect(submit).toHaveBeenCalledWith(120);
    expect(onClose).toHaveBeenCalled();
  });
});
