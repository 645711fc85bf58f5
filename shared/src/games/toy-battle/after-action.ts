/**
 * What follows every action (GameDefinition.afterAction), in order: a placement's line naming
 * its spot (the board's slots are numbers, the map's spots have names), the medals recounted,
 * the "won?" questions, and, once the game has ended, the set-aside tiles shown to everyone.
 */
import type { Draft } from "../../engine/draft";
import type { TableEvent } from "../../engine/events";
import { SEATS, type Card } from "../../engine/types";
import { boardOf } from "./board";
import { recountMedals } from "./medals";
import { mapOf } from "./options";
import { isPlacement } from "./placements";
import { openWinPrompts } from "./win";
import { TOY_BATTLE_ZONE_IDS as Z } from "./zones";

/** One line per placement, naming the tile (public once placed), its spot and the tower's height. */
function notePlacements(draft: Draft, events: readonly TableEvent[]): void {
  const placed = events.filter(isPlacement);
  if (placed.length === 0) return;
  const map = mapOf(draft.state.options);
  const board = boardOf(draft.state);
  for (const e of placed) {
    const tower = board.slots[e.to.slot!];
    const top = tower?.cards[tower.cards.length - 1];
    const spot = map.spots[e.to.slot!];
    if (!tower || !top || !spot) continue;
    const key = tower.cards.length > 1 ? "placed-onto" : "placed";
    draft.emit({ type: "note", key, params: { spot: spot.id, height: tower.cards.length }, card: draft.mention(top, board) });
  }
}

/** Seed 003 keeps the set-aside tiles from everyone while the game lasts: at its end they are shown. */
function revealSetAside(draft: Draft): void {
  if (draft.state.phase !== "finished") return;
  for (const seat of SEATS) {
    const pile = draft.pile(`${seat}.${Z.setAside}`);
    if (pile.cards.length === 0 || pile.cards.every((c) => c.revealed)) continue;
    pile.cards = pile.cards.map((card): Card => ({ ...card, revealed: true }));
    draft.emitUnattributed({ type: "cards.revealed", cards: pile.cards.map((card) => draft.mention(card, pile)), zone: pile.key, revealed: true });
  }
}

export function afterAction(draft: Draft, events: readonly TableEvent[]): void {
  notePlacements(draft, events);
  recountMedals(draft, draft.events);
  openWinPrompts(draft, draft.events);
  revealSetAside(draft);
}
