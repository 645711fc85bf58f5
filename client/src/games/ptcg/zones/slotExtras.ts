/**
 * What a game built on the Pokémon table adds to a Pokémon in play (the legacy table: its
 * Poké-Power and Poké-Body, games/ptcg-legacy): items in the Pokémon's menu and something drawn
 * on the slot. The Pokémon TCG's own table adds none; a game's Side provides them around ptcg's.
 */
import { createContext, type ComponentType } from "react";
import type { SlotSnap } from "../../../net/snapshot";
import type { MenuItem } from "../../../table/menu/types";
import type { TableCtx } from "../../../table/TableContext";

export interface SlotExtras {
  /** Items after "Attack" in the menu of the Pokémon in `zone`'s slot `index`. */
  menuItems?(ctx: TableCtx, zone: string, index: number, slot: SlotSnap): MenuItem[];
  /** Drawn inside an occupied slot, over the foot of its card. */
  Decoration?: ComponentType<{ zone: string; index: number; slot: SlotSnap }>;
}

export const SlotExtrasContext = createContext<SlotExtras>({});
