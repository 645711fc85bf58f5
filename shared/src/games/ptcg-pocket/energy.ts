/**
 * The Energy Zone (seed 000 "Energy Zone"; issue 29): no Energy cards are in a Pocket deck.
 * At the start of each turn the player's Energy Zone makes one Energy of a type drawn at random
 * from the deck's Energy types, with the table's seeded randomness (logged, and replayed
 * exactly), and shows the next one to both players. The first player gets none on turn 1. The
 * player attaches it by hand (a drag onto a Pokémon); one left unused disappears at the end of
 * the turn (the `energy.fade` assist, and a warning when the turn ends with it still there).
 *
 * An Energy is a card of an Energy definition this game makes itself (`energyDef`): it shows
 * and moves like any card, goes to the discard pile with its Pokémon, and advisories and the
 * Pokémon TCG's helpers recognise it as Energy.
 */
import type { CardDef } from "../../cards/types";
import type { Draft } from "../../engine/draft";
import type { TableEvent } from "../../engine/events";
import type { Card, PileZone, Seat, TableState } from "../../engine/types";
import { SEATS } from "../../engine/types";
import { POCKET_PILES } from "./zones";

/** The types an Energy Zone can make (Pocket has no Colorless or Dragon Energy). */
export const ENERGY_TYPES = ["Grass", "Fire", "Water", "Lightning", "Psychic", "Fighting", "Darkness", "Metal"] as const;
export type EnergyType = (typeof ENERGY_TYPES)[number];

const ENERGY_ID_PREFIX = "ptcg-pocket-energy:";

export const energyDefId = (type: EnergyType): string => `${ENERGY_ID_PREFIX}${type.toLowerCase()}`;

export function energyDef(type: EnergyType): CardDef {
  return { id: energyDefId(type), name: `${type} Energy`, supertype: "Energy", subtypes: ["Basic"], types: [type] };
}

/** "lightning", "Lightning", "L" or "{L}" → "Lightning"; undefined for anything else. */
export function energyTypeOf(word: string): EnergyType | undefined {
  const bare = word.trim().replace(/^\{(\w)\}$/, "$1").replace(/\s+energy$/i, "");
  const letters: Record<string, EnergyType> = { G: "Grass", R: "Fire", W: "Water", L: "Lightning", P: "Psychic", F: "Fighting", D: "Darkness", M: "Metal" };
  if (bare.length === 1) return letters[bare.toUpperCase()];
  return ENERGY_TYPES.find((type) => type.toLowerCase() === bare.toLowerCase());
}

/** True for an Energy the Energy Zone made (or a deck's Energy type marker). */
export const isZoneEnergy = (defId: string): boolean => defId.startsWith(ENERGY_ID_PREFIX);

/** The Energy types a deck's Pokémon need, in ENERGY_TYPES order: a list without an `Energy:` line gets these. */
export function inferredEnergyTypes(defs: readonly (CardDef | undefined)[]): EnergyType[] {
  const found = new Set<string>();
  for (const def of defs) if (def?.supertype === "Pokémon") for (const type of def.types ?? []) found.add(type);
  return ENERGY_TYPES.filter((type) => found.has(type));
}

const pileOf = (draft: Draft, seat: Seat, id: string): PileZone => draft.pile(`${seat}.${id}`);

/** The Energy types a seat's zone draws from (its `energy-types` pile), read from a table. */
export function energyTypesOf(state: TableState, seat: Seat): EnergyType[] {
  const zone = state.zones[`${seat}.${POCKET_PILES.energyTypes}`];
  if (zone?.layout !== "pile") return [];
  return zone.cards.map((card) => state.cards[card.defId]?.types?.[0]).filter((t): t is EnergyType => ENERGY_TYPES.includes(t as EnergyType));
}

/** A new Energy card in a seat's pile `id`, of a type drawn from its deck's types; logged. */
function makeNext(draft: Draft, seat: Seat): void {
  const types = energyTypesOf(draft.state, seat);
  // A deck of placeholders alone names no type: its zone makes nothing, and says so once.
  if (types.length === 0) {
    draft.emitUnattributed({ type: "note", key: "energy.no-types", params: { seat } });
    return;
  }
  const type = types.length === 1 ? types[0]! : types[draft.rng.int(0, types.length - 1)]!;
  const def = energyDef(type);
  if (!Object.hasOwn(draft.state.cards, def.id)) draft.state.cards = { ...draft.state.cards, [def.id]: def };
  const card: Card = { uid: draft.newUid(), pid: draft.newPid(), defId: def.id, owner: seat, faceDown: false, revealed: false };
  const next = pileOf(draft, seat, POCKET_PILES.energyNext);
  next.cards = [card, ...next.cards];
  draft.emitUnattributed({ type: "note", key: "energy.next", params: { seat, type }, card: draft.mention(card, next) });
}

/**
 * An Energy left in a seat's zone disappears: it is no card of the deck, so it goes nowhere
 * (the `energy.fade` assist, and a new turn's Energy taking the place of a forgotten one).
 */
export function fadeEnergy(draft: Draft, seat: Seat): number {
  const zone = pileOf(draft, seat, POCKET_PILES.energy);
  const gone = zone.cards;
  if (gone.length === 0) return 0;
  for (const card of gone) draft.emitUnattributed({ type: "note", key: "energy.faded", params: { seat }, card: draft.mention(card, zone) });
  zone.cards = [];
  return gone.length;
}

/** The next Energy becomes this turn's (it was shown to both: it moves in the open), and a new next one is made. */
function energyForTurn(draft: Draft, seat: Seat): void {
  fadeEnergy(draft, seat);
  const next = pileOf(draft, seat, POCKET_PILES.energyNext);
  if (next.cards.length > 0) {
    const cause = draft.actor;
    try {
      // The zone's doing, worded as the player's own Energy arriving.
      draft.actor = { seat };
      draft.moveCards([{ zone: next.key, at: "top" }], { zone: `${seat}.${POCKET_PILES.energy}`, at: "top" }, "move");
    } finally {
      draft.actor = cause;
    }
  }
  makeNext(draft, seat);
}

/**
 * At the start of each turn (the definition's afterAction, on `turn.began`): turn 1 shows both
 * players' first Energy as "next" and gives the first player none; every later turn gives its
 * player the Energy shown and shows the next.
 */
export function runEnergyZones(draft: Draft, events: readonly TableEvent[]): void {
  if (draft.state.phase !== "playing") return;
  for (const event of events) {
    if (event.type !== "turn.began") continue;
    if (event.number === 1 && event.previous === null) {
      for (const seat of SEATS) if (pileOf(draft, seat, POCKET_PILES.energyNext).cards.length === 0) makeNext(draft, seat);
      continue;
    }
    energyForTurn(draft, event.seat);
  }
}
