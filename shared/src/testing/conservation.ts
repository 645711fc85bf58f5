/**
 * Card conservation, for the suites that play random games (server/test/random-games-leak.test.ts):
 * once a seat's deck is in, every card of its list lies somewhere on the table exactly once,
 * whatever was moved, shuffled, taken back or rewound, and no other card of the seat's appears.
 *
 * Cards a game makes itself during play are no card of any list (Pocket's Energy Zone makes an
 * Energy each turn and lets an unused one go; its deck's Energy types are laid out beside the
 * deck): the game's test kit names them (GameTestKit.madeByTheGame), and only they are left out
 * of the count. Anything else that comes or goes is a lost or invented card.
 */
import type { CardDef } from "../cards/types";
import type { Card, Seat, TableState } from "../engine/types";

/** Every card on the table, piles and stacks (their cards and attachments) alike. */
function cardsOnTable(state: TableState): Card[] {
  return Object.values(state.zones).flatMap((zone) =>
    zone.layout === "pile" ? zone.cards : zone.slots.flatMap((stack) => (stack ? [...stack.cards, ...stack.attached] : [])),
  );
}

/**
 * What breaks conservation for `seat`, whose deck list loaded `deck` (each definition once per
 * copy): a card of the list missing or lying twice, or a card of the seat's that is neither of the
 * list nor made by the game. Empty when every card is where it should be. A seat with no deck in
 * (before it loaded one, or rewound to then) must own no card of a list at all.
 */
export function unconservedCards(
  state: TableState,
  seat: Seat,
  deck: readonly CardDef[],
  madeByTheGame: (def: CardDef) => boolean = () => false,
): string[] {
  const listed = state.players[seat].deckSubmitted ? deck.filter((def) => !madeByTheGame(def)) : [];
  const expected = new Map<string, number>();
  for (const def of listed) expected.set(def.id, (expected.get(def.id) ?? 0) + 1);
  const found = new Map<string, number>();
  const uids = new Set<number>();
  const problems: string[] = [];
  for (const card of cardsOnTable(state)) {
    if (card.owner !== seat) continue;
    if (uids.has(card.uid)) problems.push(`card ${card.uid} (${card.defId}) lies twice`);
    uids.add(card.uid);
    const def = state.cards[card.defId];
    if (def && madeByTheGame(def)) continue;
    found.set(card.defId, (found.get(card.defId) ?? 0) + 1);
  }
  for (const [id, count] of expected) {
    const there = found.get(id) ?? 0;
    if (there < count) problems.push(`${count - there} of ${id} lost`);
    if (there > count) problems.push(`${there - count} more ${id} than the list has`);
  }
  for (const [id, count] of found) if (!expected.has(id)) problems.push(`${count} of ${id}, no card of ${seat}'s list`);
  return problems;
}
