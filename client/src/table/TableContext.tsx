/**
 * Everything a piece of the table needs: the snapshot, whose eyes, sending actions (with
 * refusals and advisories turned into notices), the selection, menus and the pile browser.
 */
import type { CardDef, ClientAction, Destination, Names, Seat } from "@playmat/shared";
import { createContext, useContext } from "react";
import type { GameTable } from "../games/gameUi";
import type { TableSnap } from "../net/snapshot";
import type { TableConnection } from "../net/useTable";
import type { AdvisoryNote } from "./advisories";
import type { MenuItem } from "./menu/types";
import type { MoveSource } from "./intents";
import type { Perspective } from "./perspective";
import type { Selectable } from "./selection";

export interface Notice {
  id: number;
  kind: "error" | "advisory" | "info";
  text: string;
  /** An action the other player could approve instead (refused for touching their hidden cards). */
  request?: ClientAction;
  /** How many times it was given while shown (absent: once). */
  count?: number;
}

/** Picking the stack a card goes onto ("q", "e" then a digit): how it goes on, in the engine's words. */
export interface TargetMode {
  as: NonNullable<Destination["as"]>;
  source: MoveSource;
}

export interface MenuRequest {
  label: string;
  items: MenuItem[];
  x: number;
  y: number;
  /** Focus returns here when the menu closes. */
  returnFocus?: HTMLElement | null;
  /**
   * The items again from the table as it is now, at every update while the menu is open: a
   * toggle picked (a condition on a stack) leaves the menu open, and its check follows the table's
   * reply (a condition that replaced another unchecks that one). null: what the menu is about has
   * left the table, and the menu closes.
   */
  live?: (ctx: TableCtx) => MenuItem[] | null;
}

export interface TableCtx {
  /** The table's game: its layout, what a drop means, its menus and controls. */
  game: GameTable;
  conn: TableConnection;
  snap: TableSnap;
  persp: Perspective;
  names: Names;
  t: (key: string, options?: Record<string, unknown>) => string;
  /** Sends actions one after another; stops at the first refusal. True when all were accepted. */
  send(actions: ClientAction | ClientAction[]): Promise<boolean>;
  selection: Selectable[];
  select(item: Selectable, additive: boolean): void;
  clearSelection(): void;
  /** The card or stack that has keyboard focus: shortcuts act on it when nothing is selected. */
  setFocused(item: Selectable | null): void;
  openMenu(menu: MenuRequest): void;
  targetMode: TargetMode | null;
  setTargetMode(mode: TargetMode | null): void;
  advisories: AdvisoryNote[];
  advisoryText(note: Pick<AdvisoryNote, "code" | "params">): string;
  browse: string | null;
  setBrowse(zone: string | null): void;
  dragging: boolean;
  notify(notice: Omit<Notice, "id" | "count">): void;
  /** The seat actions are sent for (a judge picks one). */
  actingSeat: Seat;
  /** A judge picks the seat it acts for; a spectator, the seat it follows. Drawn at the bottom. */
  setJudgeSeat(seat: Seat): void;
  defOf(defId: string | undefined): CardDef | undefined;
  /** Asks for a number in a small dialog (a counter's value). */
  askNumber(label: string, initial: number, submit: (n: number) => void, options?: { description?: string; max?: number; step?: number }): void;
}

export const TableContext = createContext<TableCtx | null>(null);

export function useTableCtx(): TableCtx {
  const ctx = useContext(TableContext);
  if (!ctx) throw new Error("useTableCtx outside a table");
  return ctx;
}
