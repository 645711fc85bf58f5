/**
 * One frame of a record drawn with the table's own components (its game's Side and shared
 * zones, LookingPanel; the viewer adds PileBrowser), so regions, card names and "face-down card"
 * read exactly as at the table.
 * The context they get is read-only: the perspective can't act (no drags, no menus, no
 * shortcut actions), and everything that would send or select does nothing.
 */
import { DndContext } from "@dnd-kit/core";
import type { JudgeHidden, Names } from "@playmat/shared";
import { useMemo, useState, type ReactNode } from "react";
import type { T } from "../i18n/useT";
import type { TableSnap } from "../net/snapshot";
import type { TableConnection } from "../net/useTable";
import type { GameTable } from "../games/gameUi";
import { LookingPanel } from "../table/LookingPanel";
import type { Perspective } from "../table/perspective";
import { TableContext, useTableCtx, type TableCtx } from "../table/TableContext";
import type { DefLookup } from "./convert";

interface ReadOnly {
  game: GameTable;
  snap: TableSnap;
  persp: Perspective;
  names: Names;
  t: T;
  defOf: DefLookup;
  hidden: JudgeHidden;
  browse: string | null;
  setBrowse(zone: string | null): void;
}

const nothing = () => {};

/**
 * The table context with nothing to act on. Components read `conn.hidden` only (the pile
 * browser's hidden piles), so the replay's connection is that and nothing else.
 */
export function readOnlyContext({ game, snap, persp, names, t, defOf, hidden, browse, setBrowse }: ReadOnly): TableCtx {
  return {
    game,
    conn: { hidden } as Pick<TableConnection, "hidden"> as TableConnection,
    snap,
    persp,
    names,
    t,
    send: async () => false,
    selection: [],
    select: nothing,
    clearSelection: nothing,
    setFocused: nothing,
    openMenu: nothing,
    targetMode: null,
    setTargetMode: nothing,
    advisories: [],
    advisoryText: () => "",
    browse,
    setBrowse,
    dragging: false,
    notify: nothing,
    actingSeat: persp.bottom,
    setJudgeSeat: nothing,
    defOf,
    askNumber: nothing,
  };
}

/** Gives everything inside the read-only table context (and the dnd-kit context the zones need). */
export function ReplayTableProvider({ children, ...data }: Omit<ReadOnly, "browse" | "setBrowse"> & { children: ReactNode }) {
  const [browse, setBrowse] = useState<string | null>(null);
  const { game, snap, persp, names, t, defOf, hidden } = data;
  const ctx = useMemo(() => readOnlyContext({ game, snap, persp, names, t, defOf, hidden, browse, setBrowse }), [game, snap, persp, names, t, defOf, hidden, browse]);
  return (
    <TableContext.Provider value={ctx}>
      {/* The zone components are dnd-kit draggables and droppables; with `canAct` off nothing drags. */}
      <DndContext sensors={[]}>{children}</DndContext>
    </TableContext.Provider>
  );
}

/** The playmat of one frame: both sides, the shared zones and turn line, the looking areas. */
export function ReplayBoard({ label, status }: { label: string; status: ReactNode }) {
  const { persp, game } = useTableCtx();
  const { Side, SharedZones } = game;
  return (
    <main aria-label={label} className="relative flex min-w-0 flex-1 flex-col justify-between gap-1 p-1">
      <Side seat={persp.top} position="top" />
      <div className="flex h-[80px] shrink-0 items-center gap-3 px-1">
        <SharedZones live={false} />
        <div className="flex h-full min-w-0 flex-1 flex-col justify-center gap-1 overflow-y-auto">
          {status}
          <LookingPanel seat={persp.top} compact />
        </div>
      </div>
      <Side seat={persp.bottom} position="bottom" />
      <div className="pointer-events-none absolute inset-x-0 top-1 z-20 flex justify-center">
        <div className="pointer-events-auto w-[min(820px,92%)]">
          <LookingPanel seat={persp.bottom} />
        </div>
      </div>
    </main>
  );
}
