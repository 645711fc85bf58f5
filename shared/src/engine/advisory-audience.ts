/**
 * Who may read a warning. One that depends on a card's face (a face-down piece that the rules
 * would not allow there) tells whoever reads it something of that card, by being there at all; so it reaches
 * only those who may see every card it is about, and judges. apply() stamps each advisory so.
 */
import type { Advisory, GameDefinition } from "./definition";
import type { SeenBy } from "./events";
import type { Card, TableState, Zone } from "./types";
import { commonSeen, mergeSeen, seenByAt } from "./visibility";

const NOBODY: SeenBy = Object.freeze([]);

/** The advisory as it is kept and told: `about` turned into `seenBy` (absent when everyone may read it). */
export function withAudience(definition: GameDefinition, before: TableState, after: TableState, advisory: Advisory): Advisory {
  const { about, ...told } = advisory;
  if (!about) return advisory;
  let seen: SeenBy = told.seenBy ?? "all";
  for (const card of about) seen = commonSeen(seen, "seenBy" in card ? card.seenBy : seenAround(definition, before, after, card));
  if (seen === "all") {
    delete told.seenBy;
    return told;
  }
  return { ...told, seenBy: seen };
}

/** Who saw the card where it lay before the action or lies after it; nobody (judges only) if it is on neither table. */
function seenAround(definition: GameDefinition, before: TableState, after: TableState, card: Card): SeenBy {
  let seen = NOBODY;
  for (const state of [before, after]) {
    const found = findCard(state, card.uid);
    if (found) seen = mergeSeen(seen, seenByAt(definition, found.zone, found.card, state.controls));
  }
  return seen;
}

function findCard(state: TableState, uid: number): { zone: Zone; card: Card } | undefined {
  for (const zone of Object.values(state.zones)) {
    const stacks = zone.layout === "pile" ? [{ cards: zone.cards, attached: [] as Card[] }] : zone.slots.filter((s) => s !== null);
    for (const stack of stacks) {
      const card = stack.cards.find((c) => c.uid === uid) ?? stack.attached.find((c) => c.uid === uid);
      if (card) return { zone, card };
    }
  }
  return undefined;
}
