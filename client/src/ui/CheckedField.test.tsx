/** A checked field: a problem is said under it, the field points at it and takes focus, typing clears it. */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { CheckedField, useFieldCheck } from "./CheckedField";

afterEach(cleanup);

/** A "Colour" field that refuses "red", and a button that checks it. */
function ColourForm() {
  const [colour, setColour] = useState("");
  const check = useFieldCheck(() => (colour === "red" ? "taken" : null));
  const [sent, setSent] = useState<string | null>(null);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (check.check()) setSent(colour);
      }}
    >
      <CheckedField label="Colour" value={colour} onChange={setColour} check={check} say={(p) => `That colour is ${p}.`} problemId="colour-problem" />
      <button type="submit">Send</button>
      {sent !== null ? <p role="status">Sent {sent}</p> : null}
    </form>
  );
}

describe("a checked field", () => {
  it("shows no problem, and points at none, before a check", () => {
    render(<ColourForm />);
    const field = screen.getByRole("textbox", { name: "Colour" });
    expect(field.getAttribute("aria-invalid")).toBeNull();
    expect(field.getAttribute("aria-describedby")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says a problem under the field, which points at it and takes focus, and nothing is sent", () => {
    render(<ColourForm />);
    const field = screen.getByRole("textbox", { name: "Colour" });
    fireEvent.change(field, { target: { value: "red" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("That colour is taken.");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toBe("colour-problem");
    expect(alert.id).toBe("colour-problem");
    expect(document.activeElement).toBe(field);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("clears the problem as soon as the user types, and a good value goes through", () => {
    render(<ColourForm />);
    const field = screen.getByRole("textbox", { name: "Colour" });
    fireEvent.change(field, { target: { value: "red" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    fireEvent.change(field, { target: { value: "blue" } });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(field.getAttribute("aria-invalid")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByRole("status").textContent).toBe("Sent blue");
  });

  it("without a check is a plain labelled field", () => {
    let typed = "";
    render(<CheckedField label="Deck name" value="" onChange={(v) => (typed = v)} problemId="deck-name-problem" maxLength={10} />);
    const field = screen.getByRole("textbox", { name: "Deck name" }) as HTMLInputElement;
    expect(field.maxLength).toBe(10);
    fireEvent.change(field, { target: { value: "Mew" } });
    expect(typed).toBe("Mew");
    expect(field.getAttribute("aria-invalid")).toBeNull();
  });
});
