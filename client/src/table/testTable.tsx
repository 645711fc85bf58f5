/**
 * For component tests: renders table pieces inside a TableContext (and the live table's tools)
 * built from a snapshot, with every callback a spy. Only tests import it.
 */
import { DndContext } from "@dnd-kit/core";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { gameTableById } from "../games";
import i18next from "../i18n";
import { TableGame, withGameWords } from "../i18n/useT";
import { emptyTable, type PlayerSnap, type TableSnap } from "../net/snapshot";
import type { TableConnection } from "../net/useTable";
import { LiveTableContext, type LiveTableTools } from "./LiveTableContext";
import { perspectiveOf, type Role } from "./perspective";
import { TableContext, type TableCtx } from "./TableContext";

export const player = (seat: "p1" | "p2", name: string, extra: Partial<PlayerSnap> = {}): PlayerSnap => ({
  seat,
  seated: true,
  name,
  connected: true,
  deckSubmitted: true,
  ready: true,
  counters: {},
  markers: [],
  conceded: false,
  looking: "",
  showsHand: false,
  revealsRecord: false,
  ...extra,
});

/** A game being played, turn 3 (Alice's), by Alice and Bob. */
export function playingTable(change: (snap: TableSnap) => void = () => {}): TableSnap {
  const snap = emptyTable();
  snap.game = "ptcg";
  snap.phase = "playing";
  snap.turn = { number: 3, current: "p1", first: "p1", won: "p1", markers: [], tally: {} };
  snap.players = { p1: player("p1", "Alice"), p2: player("p2", "Bob") };
  change(snap);
  return snap;
}

export const t = (key: string, options?: Record<string, unknown>) => String(i18next.t(key, options as never));

interface Options {
  snap?: TableSnap;
  role?: Role;
  seat?: "p1" | "p2" | null;
  chosenSeat?: "p1" | "p2";
  conn?: Partial<TableConnection>;
  /** Anything else the test sets on the context (advisories, defOf…). */
  ctx?: Partial<TableCtx>;
}

export function renderTable(ui: ReactNode, { snap = playingTable(), role = "judge", seat = null, chosenSeat = "p1", conn = {}, ctx: extra = {} }: Options = {}) {
  const persp = perspectiveOf(role, seat, chosenSeat);
  // The snapshot's game draws the pieces (test-setup.ts loads every game's table first); one
  // that names none is a mistake in the test, never drawn as some game by default.
  const game = gameTableById(snap.game);
  if (!game) throw new Error(`renderTable: the snapshot names no registered game (game: "${snap.game}")`);
  const ctx: TableCtx = {
    game,
    conn: { hidden: {}, log: [], ...conn } as unknown as TableConnection,
    snap,
    persp,
    names: { p1: snap.players.p1?.name || "Player 1", p2: snap.players.p2?.name || "Player 2" },
    t: withGameWords(t, snap.game || "ptcg"),
    send: vi.fn(async () => true),
    selection: [],
    select: vi.fn(),
    clearSelection: vi.fn(),
    setFocused: vi.fn(),
    openMenu: vi.fn(),
    targetMode: null,
    setTargetMode: vi.fn(),
    advisories: [],
    advisoryText: () => "",
    browse: null,
    setBrowse: vi.fn(),
    dragging: false,
    notify: vi.fn(),
    actingSeat: role === "judge" ? chosenSeat : (seat ?? "p1"),
    setJudgeSeat: vi.fn(),
    defOf: () => undefined,
    askNumber: vi.fn(),
    ...extra,
  };
  const live = { sendOwn: vi.fn(async () => true), openDialog: vi.fn() } satisfies LiveTableTools;
  const tree = (value: TableCtx) => (
    <TableGame.Provider value={value.snap.game || "ptcg"}>
      <TableContext.Provider value={value}>
        <LiveTableContext.Provider value={live}>
          <DndContext>{ui}</DndContext>
        </LiveTableContext.Provider>
      </TableContext.Provider>
    </TableGame.Provider>
  );
  const view = render(tree(ctx));
  /** Draws the same pieces again over another snapshot (the room's next state). */
  const update = (next: TableSnap) => view.rerender(tree({ ...ctx, snap: next }));
  return { ctx, live, view, update };
}
