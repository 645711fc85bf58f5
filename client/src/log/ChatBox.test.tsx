/** The chat box: who may chat, and what a spectator reads where spectators may not. */
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { playingTable, renderTable } from "../table/testTable";
import { ChatBox } from "./ChatBox";

afterEach(cleanup);

describe("the chat box", () => {
  it("is there for players, whatever the room says about spectators", () => {
    renderTable(<ChatBox />, { role: "player", seat: "p1", snap: playingTable((s) => (s.spectatorChat = false)) });
    expect(screen.getByRole("textbox", { name: "Chat message" })).toBeTruthy();
    expect(screen.queryByText(/Spectators can't chat/)).toBeNull();
  });

  it("is there for spectators in a room created with spectator chat", () => {
    renderTable(<ChatBox />, { role: "spectator", snap: playingTable((s) => (s.spectatorChat = true)) });
    expect(screen.getByRole("form", { name: "Chat" })).toBeTruthy();
  });

  it("tells a spectator why it has none in a room created without spectator chat", () => {
    renderTable(<ChatBox />, { role: "spectator", snap: playingTable((s) => (s.spectatorChat = false)) });
    expect(screen.queryByRole("textbox", { name: "Chat message" })).toBeNull();
    expect(screen.getByText("Spectators can't chat at this table: its room was created without spectator chat.")).toBeTruthy();
  });
});
