/**
 * Plausible sandbox actions for random games, the fuzzer and the leak soak: a pure function of
 * the table, the acting seat and a seeded PRNG. Most are accepted (the deal, draws, a card from
 * the hand to the row or the discard pile, a card moved off the row, points, turns, coins,
 * prompts answered, a look at the shared deck's top or a search of it and the cards put back,
 * a hand card revealed and hidden, the deck shuffled, a request to the other player, showing
 * hands to spectators); some are refused on purpose (touching a card in the other player's
 * hand, drawing more than the deck holds, dealing twice, a card face down onto the row, which
 * shows its cards: testing/index.ts mustRefuse and server/test/support/must-refuse.ts), as a
 * player's mistakes are. Tests only.
 */
import type { CardRef, ClientAction } from "../../../engine/actions";
import type { Card, Seat, TableState } from "../../../engine/types";
import { POINTS } from "../marks";
import { SANDBOX_ZONE_IDS as Z } from "../zones";

/** What the generator needs of a PRNG: an integer in [0, n) (the server's Prng; `{ int: lcg(seed) }`). */
export interface Pick {
  int(n: number): number;
}

const other = (seat: Seat): Seat => (seat === "p1" ? "p2" : "p1");

function cards(state: TableState, key: string): Card[] {
  const zone = state.zones[key];
  return zone?.layout === "pile" ? zone.cards : [];
}

const one = <T>(r: Pick, items: readonly T[]): T | undefined => (items.length === 0 ? undefined : items[r.int(items.length)]);

/** By weight: [[weight, make], ...]; a maker that finds nothing to do gives undefined and the next roll is tried. */
function weighted(r: Pick, entries: readonly (readonly [number, () => ClientAction | undefined])[]): ClientAction {
  for (let tries = 0; tries < 8; tries++) {
    let roll = r.int(entries.reduce((n, [w]) => n + w, 0));
    for (const [w, make] of entries) {
      if ((roll -= w) >= 0) continue;
      const action = make();
      if (action) return action;
      break;
    }
  }
  return { type: "coin", count: 1 };
}

const byPid = (zone: string, card: Card | undefined): CardRef | undefined => (card ? { zone, pid: card.pid } : undefined);

/** An action for `seat`, as itself or (`judge`) as a judge acting for it, who may answer any prompt. */
export function randomSandboxAction(state: TableState, seat: Seat, r: Pick, judge = false): ClientAction {
  if (state.phase === "waiting") return r.int(10) === 0 ? { type: "coin", count: 1 } : { type: "sandbox.deal" };
  if (state.phase === "finished" && r.int(3) === 0) return { type: "record.reveal", reveal: r.int(5) > 0 };
  const hand = `${seat}.${Z.hand}`;
  const looking = cards(state, `${seat}.${Z.looking}`);
  const move = (ref: CardRef | undefined, zone: string): ClientAction | undefined => (ref ? { type: "move", cards: [ref], to: { zone } } : undefined);
  const prompt = state.prompts.find((p) => judge || p.to === seat);
  if (looking.length > 0 && r.int(2) === 0) {
    // Cards looked at go back into the deck, or one into the looker's hand (refused for the second
    // seat: the deck's cards are the first seat's until drawn, moves/deal.ts, and may only be given back).
    if (r.int(3) === 0) return move(byPid(`${seat}.${Z.looking}`, one(r, looking)), hand)!;
    return { type: "look.end", to: r.int(3) === 0 ? "shuffle" : r.int(2) ? "top" : "bottom" };
  }
  const inHand = cards(state, hand);
  /** An action on one of `among` (a card of the hand), or undefined when there is none. */
  const withCard = (among: Card[], make: (ref: CardRef) => ClientAction): ClientAction | undefined => {
    const ref = byPid(hand, one(r, among));
    return ref && make(ref);
  };
  return weighted(r, [
    [prompt ? 20 : 0, () => prompt && { type: "prompt.answer", prompt: prompt.id, accept: r.int(3) > 0 }],
    // Mostly one or two cards, now and then more than the deck holds: a 30-card deck drawn out
    // early leaves nothing secret for the rest of a game, and the soak would compare nothing.
    [6, () => ({ type: "sandbox.draw", count: 1 + r.int(r.int(20) === 0 ? 40 : 2) })],
    [18, () => move(byPid(hand, one(r, cards(state, hand))), Z.row)],
    [6, () => move(byPid(hand, one(r, cards(state, hand))), Z.discard)],
    [6, () => move(byPid(Z.row, one(r, cards(state, Z.row))), r.int(2) ? Z.discard : hand)],
    [3, () => move(byPid(Z.discard, one(r, cards(state, Z.discard))), hand)],
    // Refused: the other player's hand is hidden from this one (authority.hidden).
    [2, () => move({ zone: `${other(seat)}.${Z.hand}`, at: 0 }, Z.row)],
    [10, () => ({ type: "counter", counter: POINTS, mode: r.int(4) ? "add" : "set", amount: r.int(4) ? 1 + r.int(3) : r.int(12) })],
    [8, () => ({ type: "turn.end" })],
    [2, () => ({ type: "coin", count: 1 + r.int(3) })],
    [3, () => (looking.length ? undefined : { type: "look", zone: Z.deck, from: r.int(4) ? "top" : "bottom", count: 1 + r.int(3) })],
    [2, () => (looking.length ? undefined : { type: "search", zone: Z.deck })],
    [2, () => ({ type: "shuffle", zone: Z.deck })],
    [4, () => withCard(inHand.filter((c) => !c.revealed), (ref) => ({ type: "reveal", cards: [ref] }))],
    // A card revealed is soon hidden again (one played to the row first is hidden no more).
    [inHand.some((c) => c.revealed) ? 10 : 0, () => withCard(inHand.filter((c) => c.revealed), (ref) => ({ type: "hide", cards: [ref] }))],
    // Refused: face down onto the row, which shows its cards (the card would land face up).
    [1, () => withCard(inHand, (ref) => ({ type: "move", cards: [ref], to: { zone: Z.row, faceDown: true } }))],
    // Asking the other player for a card of its hand, at random, onto the row: it answers the prompt.
    [2, () => ({ type: "request", action: { type: "move", cards: [{ zone: `${other(seat)}.${Z.hand}`, random: true }], to: { zone: Z.row } } })],
    [1, () => ({ type: "spectators.hands", show: !state.controls.handsToSpectators[seat] })],
    [1, () => ({ type: "sandbox.deal" })],
    [r.int(40) === 0 ? 1 : 0, () => ({ type: "concede" })],
  ]);
}
