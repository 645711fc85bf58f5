/** The side a spectator follows, or a judge acts for, is the tab's: a refresh keeps it. */
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TableScreen } from "./TableScreen";
import { bobsTurn, fakeRoom, moveCards, offlineTableTests, pileZone } from "../games/ptcg/testRoom";

offlineTableTests();

async function openAs(role: "spectator" | "judge", group: string) {
  const fake = fakeRoom({ state: bobsTurn([pileZone("p1.hand", []), pileZone("p2.hand", [])]), seat: "p1", role, onAction: moveCards });
  const view = render(<TableScreen room={fake.room} onLeave={() => {}} />);
  return { view, choices: await screen.findByRole("radiogroup", { name: group }) };
}

const checked = (group: HTMLElement) => within(group).getAllByRole("radio").map((radio) => (radio as HTMLInputElement).checked);

describe("after a refresh", () => {
  it("a spectator still follows the side it chose", async () => {
    const first = await openAs("spectator", "Follow");
    expect(checked(first.choices)).toEqual([true, false]);
    fireEvent.click(within(first.choices).getAllByRole("radio")[1]!);
    expect(checked(first.choices)).toEqual([false, true]);
    first.view.unmount();

    const again = await openAs("spectator", "Follow");
    expect(checked(again.choices)).toEqual([false, true]);
  });

  it("a judge still acts for the seat it chose", async () => {
    const first = await openAs("judge", "Act as");
    fireEvent.click(within(first.choices).getAllByRole("radio")[1]!);
    first.view.unmount();

    const again = await openAs("judge", "Act as");
    expect(checked(again.choices)).toEqual([false, true]);
  });
});
