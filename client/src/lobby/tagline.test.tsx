/** The lobby says what Playmat is for: card and board games, in every language, naming no one game. */
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LANGUAGE_LIST } from "../i18n";
import { serveGames } from "../testing/serveGames";
import { Lobby } from "./Lobby";

beforeEach(() => serveGames());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const taglineOf = (ui: Record<string, unknown>) => (ui.app as { tagline: string }).tagline;

describe("the lobby's tagline", () => {
  it("speaks of card and board games under the app's name", async () => {
    render(<Lobby />);
    expect(await screen.findByText("Card and board games by hand, in the browser")).toBeTruthy();
  });

  it("names no one game in any language", () => {
    expect(LANGUAGE_LIST.map((l) => l.code).sort()).toEqual(["en", "ja", "ko", "pl"]);
    for (const { code, ui } of LANGUAGE_LIST) expect(taglineOf(ui), code).not.toMatch(/pok[eé]mon|ポケモン|포켓몬|TCG/i);
  });
});
