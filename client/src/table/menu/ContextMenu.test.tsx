/** A menu item is named by its label alone (docs/testing/buttons-and-menus.md): its key hint and the Back arrow are not read. */
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ContextMenu } from "./ContextMenu";

describe("the card and zone menu", () => {
  it("names each item by its label, gives a key hint as aria-keyshortcuts, and names Back “Back”", () => {
    const items = [
      { label: "+10 damage", hint: "1", onSelect: () => {} },
      { label: "−10 damage", hint: "Alt+1", disabled: true },
      { label: "Draw…", items: [{ label: "2", onSelect: () => {} }] },
    ];
    render(<ContextMenu menu={{ label: "Duskmoth", items, x: 0, y: 0 }} onClose={() => {}} />);
    const menu = screen.getByRole("menu", { name: "Duskmoth" });
    const add = within(menu).getByRole("menuitem", { name: "+10 damage" });
    expect(add.getAttribute("aria-keyshortcuts")).toBe("1");
    expect(within(menu).getByRole("menuitem", { name: "−10 damage" }).getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(within(menu).getByRole("menuitem", { name: "Draw…" }));
    const sub = screen.getByRole("menu", { name: "Draw…" });
    expect(within(sub).getAllByRole("menuitem").map((item) => item.getAttribute("aria-keyshortcuts"))).toEqual([null, null]);
    within(sub).getByRole("menuitem", { name: "Back" });
  });

  it("keeps a toggle's submenu open after a pick, and shows the checks of the items it is given now", () => {
    const onClose = vi.fn();
    const poisoned = vi.fn();
    const conditions = (on: string[]) => [
      { label: "Special Conditions…", items: ["Poisoned", "Burned"].map((label) => ({ label, checked: on.includes(label), onSelect: label === "Poisoned" ? poisoned : () => {} })) },
    ];
    const menu = { label: "Duskmoth", items: conditions([]), x: 0, y: 0 };
    const view = render(<ContextMenu menu={menu} onClose={onClose} />);
    fireEvent.click(screen.getByRole("menuitem", { name: "Special Conditions…" }));
    fireEvent.click(screen.getByRole("menuitemcheckbox", { name: "Poisoned" }));
    expect(poisoned).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
    view.rerender(<ContextMenu menu={menu} items={conditions(["Poisoned"])} onClose={onClose} />);
    const sub = screen.getByRole("menu", { name: "Special Conditions…" });
    expect(within(sub).getByRole("menuitemcheckbox", { name: "Poisoned" }).getAttribute("aria-checked")).toBe("true");
    expect(within(sub).getByRole("menuitemcheckbox", { name: "Burned" }).getAttribute("aria-checked")).toBe("false");
  });
});
