/**
 * Curse Sorcerers' table in the shell: each player's field of three slots, life and curse power,
 * graveyard and hand (the opponent's as face-down cards); the shared stack top first with each
 * entry's player and "Resolve top"; the phase marker both read, moved on by the turn's player;
 * the "respond?" question answered; a sorcerer's "Attack with" toggle; and the words every
 * control uses exist in the game's strings.
 */
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ClientAction } from "@playmat/shared";
import { en } from "../../../../shared/src/games/curse-sorcerers/strings/en";
import type { CardSnap, TableSnap } from "../../net/snapshot";
import { TableScreen } from "../../table/TableScreen";
import { player } from "../../table/testTable";
import { bobsTurnOf, fakeRoom, moveCards, offlineTableTests, pileZone, seen, slotZone } from "../../table/testRoom";

offlineTableTests();

const back = (pid: string): CardSnap => ({ pid, faceDown: false, revealed: false });
const owned = (card: CardSnap, owner: string): CardSnap => ({ ...card, face: { ...card.face!, owner } });

function sorcererTable(change: (snap: TableSnap) => void = () => {}): TableSnap {
  const snap = bobsTurnOf("curse-sorcerers", []);
  snap.options = { startingLife: 20, handSize: 5, mulligan: "free-once", firstPlayerDraws: false, startingCurse: 1, cursePerTurn: 1, curseMax: 10 };
  snap.zones = {};
  for (const seat of ["p1", "p2"]) {
    snap.zones[`${seat}.deck`] = pileZone(`${seat}.deck`, [], 30);
    snap.zones[`${seat}.graveyard`] = pileZone(`${seat}.graveyard`, []);
    snap.zones[`${seat}.looking`] = pileZone(`${seat}.looking`, []);
    snap.zones[`${seat}.field`] = slotZone(`${seat}.field`, 3);
  }
  snap.zones["p1.hand"] = pileZone("p1.hand", [seen("h1", "메이"), seen("h2", "검")]);
  snap.zones["p2.hand"] = pileZone("p2.hand", [back("h3"), back("h4"), back("h5")]);
  snap.zones["p1.field"] = slotZone("p1.field", 3, { 0: seen("f1", "유토 김") });
  // Bob's 비의 자 ability above Alice's reaction (FAQ Q1): top first, each with its player.
  snap.zones.stack = pileZone("stack", [owned(seen("s2", "카운터 주술"), "p2"), owned(seen("s1", "유토 김"), "p1")]);
  snap.turn = { number: 3, current: "p1", first: "p1", won: "p1", markers: ["phase-main-a"], tally: {} };
  snap.players = {
    p1: player("p1", "Alice", { counters: JSON.stringify({ life: 20, curse: 3 }) as never }),
    p2: player("p2", "Bob", { counters: JSON.stringify({ life: 17, curse: 1 }) as never }),
  };
  change(snap);
  return snap;
}

describe("the Curse Sorcerers table", () => {
  it("lays out both halves and the stack, hiding the opponent's hand", async () => {
    const fake = fakeRoom({ state: sorcererTable(), seat: "p1", onAction: moveCards });
    render(<TableScreen room={fake.room} onLeave={() => {}} />);
    const theirs = await screen.findByRole("region", { name: "Opponent's hand" });
    expect(within(theirs).getAllByRole("button", { name: "face-down card" })).toHaveLength(3);
    expect(within(screen.getByRole("region", { name: "Your hand" })).getByRole("button", { name: "검" })).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Your field" })).getByRole("group", { name: "Your field slot 1" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Opponent's graveyard" })).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Your life" })).getByText("20")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Opponent's life" })).getByText("17")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Your curse power" })).getByText("3")).toBeTruthy();
    const entries = within(screen.getByRole("list", { name: "The stack (top resolves first)" })).getAllByRole("listitem");
    expect(entries.map((e) => e.textContent)).toEqual([expect.stringContaining("카운터 주술 (Bob,"), expect.stringContaining("유토 김 (Alice,")]);
    expect(within(screen.getByRole("region", { name: "Phase" })).getByText("Alice's turn 3: main phase A")).toBeTruthy();
  });

  it("resolves the top, moves the phase on, counts life and toggles an attacker", async () => {
    const fake = fakeRoom({ state: sorcererTable(), seat: "p1", onAction: moveCards });
    render(<TableScreen room={fake.room} onLeave={() => {}} />);
    fireEvent.click(await screen.findByRole("button", { name: "Resolve top" }));
    await waitFor(() => expect(fake.actions).toHaveLength(1));
    fireEvent.click(screen.getByRole("button", { name: "Next phase: combat" }));
    await waitFor(() => expect(fake.actions).toHaveLength(2));
    fireEvent.click(within(screen.getByRole("region", { name: "Your life" })).getByRole("button", { name: "Take 1 from life" }));
    await waitFor(() => expect(fake.actions).toHaveLength(3));
    fireEvent.click(screen.getByRole("button", { name: "Attack with 유토 김" }));
    await waitFor(() => expect(fake.actions).toHaveLength(4));
    expect(fake.actions).toEqual<ClientAction[]>([
      { type: "curse-sorcerers.resolve", top: "s2" },
      { type: "curse-sorcerers.phase", to: "combat" },
      { type: "counter", counter: "life", mode: "add", amount: -1 },
      { type: "curse-sorcerers.attack", attacker: { zone: "p1.field", slot: 0 } },
    ]);
  });

  it("sets life and a loop's repetitions to any whole number, not Pokémon damage's tens", async () => {
    const fake = fakeRoom({ state: sorcererTable(), seat: "p1", onAction: moveCards });
    render(<TableScreen room={fake.room} onLeave={() => {}} />);
    const setTo = async (opener: HTMLElement, label: string, n: string) => {
      fireEvent.click(opener);
      const dialog = await screen.findByRole("dialog", { name: label });
      fireEvent.change(within(dialog).getByRole("spinbutton"), { target: { value: n } });
      fireEvent.click(within(dialog).getByRole("button", { name: "Set" }));
      await waitFor(() => expect(screen.queryByRole("dialog", { name: label })).toBeNull());
    };
    await setTo(within(await screen.findByRole("region", { name: "Your life" })).getByRole("button", { name: "Set life…" }), "Your life", "17");
    await setTo(screen.getByRole("button", { name: "Declare repetitions…" }), "Declare repetitions…", "7");
    await waitFor(() => expect(fake.actions).toHaveLength(2));
    expect(fake.actions).toEqual<ClientAction[]>([
      { type: "counter", counter: "life", mode: "set", amount: 17 },
      { type: "curse-sorcerers.loop", mode: "declare", times: 7 },
    ]);
    // A number it can't take still gets the words for why, and sends nothing.
    fireEvent.click(within(screen.getByRole("region", { name: "Your life" })).getByRole("button", { name: "Set life…" }));
    const dialog = await screen.findByRole("dialog", { name: "Your life" });
    fireEvent.change(within(dialog).getByRole("spinbutton"), { target: { value: "2.5" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Set" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Enter a whole number from 0 to 999.");
    expect(fake.actions).toHaveLength(2);
  });

  it("looks its cards' definitions up in this game's card data, not Pokémon's", async () => {
    const asked: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      asked.push(String(url));
      return new Response(JSON.stringify({ ok: false, error: { code: "test", message: "offline" } }));
    });
    const fake = fakeRoom({ state: sorcererTable(), seat: "p1", onAction: moveCards });
    render(<TableScreen room={fake.room} onLeave={() => {}} />);
    await waitFor(() => expect(asked.filter((url) => url.startsWith("/api/cards?"))).not.toEqual([]));
    for (const url of asked.filter((u) => u.startsWith("/api/cards?"))) expect(new URL(url, "http://x").searchParams.get("game")).toBe("curse-sorcerers");
  });

  it("asks the other player 'respond?' and sends the answer", async () => {
    const state = sorcererTable((snap) => {
      snap.turn.current = "p2";
      // The room sends a prompt's data as JSON (net/snapshot.ts).
      snap.prompts = [{ id: "q1", kind: "respond", to: "p1", from: "p2", data: JSON.stringify({ top: "s2", name: "카운터 주술", depth: 2 }) }] as never;
    });
    const fake = fakeRoom({ state, seat: "p1", onAction: moveCards });
    render(<TableScreen room={fake.room} onLeave={() => {}} />);
    const question = await screen.findByRole("alertdialog", { name: "Do you respond to 카운터 주술?" });
    // Not the turn's player: no phase control, only the marker.
    expect(screen.queryByRole("button", { name: /^Next phase/ })).toBeNull();
    fireEvent.click(within(question).getByRole("button", { name: "Don't respond" }));
    await waitFor(() => expect(fake.actions).toEqual([{ type: "prompt.answer", prompt: "q1", accept: false }]));
  });

  it("offers Keep hand and Mulligan in setup, with the table's options shown", async () => {
    const state = sorcererTable((snap) => {
      snap.phase = "setup";
      snap.players.p1 = { ...snap.players.p1!, ready: false };
    });
    const fake = fakeRoom({ state, seat: "p1", onAction: moveCards });
    render(<TableScreen room={fake.room} onLeave={() => {}} />);
    expect(await screen.findByText("Starting life:")).toBeTruthy();
    expect(screen.getByText("one free redeal")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Keep hand" }));
    await waitFor(() => expect(fake.actions).toEqual([{ type: "curse-sorcerers.keep" }]));
    // The coin decided who goes first: no "Go first" / "Go second" of Pokémon's.
    expect(screen.queryByRole("button", { name: /Go (first|second)/ })).toBeNull();
  });
});

describe("the game's table words", () => {
  const sources = import.meta.glob(["./*.ts", "./*.tsx", "!./*.test.ts", "!./*.test.tsx"], { query: "?raw", import: "default", eager: true }) as Record<string, string>;
  const lookup = (path: string): unknown => path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], en.game);

  it("has every key its controls use", () => {
    const keys = new Set<string>();
    for (const text of Object.values(sources)) for (const m of text.matchAll(/\bw\(\s*"([\w.-]+)"/g)) keys.add(`table.${m[1]}`);
    for (const prefix of ["life", "curse"]) for (const rel of ["own", "opponent", "seat"]) keys.add(`table.${prefix}.${rel}`);
    expect(keys.size).toBeGreaterThan(20);
    expect([...keys].filter((k) => typeof lookup(k) !== "string")).toEqual([]);
  });
});
