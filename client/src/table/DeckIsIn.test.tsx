/**
 * "Your deck is in" says what the table still waits for: the opponent to join (with the invite
 * link, and the room's password when it has one) or the opponent's deck.
 */
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TableSnap } from "../net/snapshot";
import { DeckIsIn } from "./DeckIsIn";
import { player, playingTable, renderTable } from "./testTable";

afterEach(cleanup);

function waiting({ bobSeated, bobDeck = false, password = false }: { bobSeated: boolean; bobDeck?: boolean; password?: boolean }): TableSnap {
  return playingTable((s) => {
    s.phase = "waiting";
    s.hasPassword = password;
    s.players = {
      p1: player("p1", "Alice", { ready: false }),
      p2: bobSeated ? player("p2", "Bob", { ready: false, deckSubmitted: bobDeck }) : player("p2", "", { seated: false, ready: false, deckSubmitted: false, connected: false }),
    };
  });
}

const shown = (snap: TableSnap) => {
  renderTable(<DeckIsIn onChangeDeck={vi.fn()} />, { role: "player", seat: "p1", snap });
  return screen.getByText("Your deck is in.").closest("[role=status]")!.textContent;
};

describe("Your deck is in", () => {
  it("while the other seat is open, says to send the invite link", () => {
    expect(shown(waiting({ bobSeated: false }))).toBe(
      "Your deck is in.The game starts when your opponent has joined and chosen a deck: send them the invite link (“Copy invite link”, at the top).Change deck",
    );
  });

  it("in a password room, says the opponent needs the password too", () => {
    expect(shown(waiting({ bobSeated: false, password: true }))).toBe(
      "Your deck is in.The game starts when your opponent has joined and chosen a deck: send them the invite link (“Copy invite link”, at the top) and the room's password.Change deck",
    );
  });

  it("once the opponent is here, says the table waits for their deck", () => {
    expect(shown(waiting({ bobSeated: true }))).toBe("Your deck is in.The game starts when Bob has chosen a deck.Change deck");
  });
});
