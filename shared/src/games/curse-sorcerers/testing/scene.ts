/**
 * Curse Sorcerers tables for tests: both demo decks loaded (the engine's deck.load, as the
 * server sends it), hands kept, play begun; and the small steps a scene needs (a named card
 * fetched into the hand as a judge would, a sorcerer summoned straight to the field). Tests only.
 */
import type { Action } from "../../../engine/actions";
import type { Card, Seat } from "../../../engine/types";
import { TestTable } from "../../../testing/table";
import { DEMO_CARDS } from "../cards/demo-set";
import { DEMO_DECKS } from "../decks/demo-decks";
import { parseDeckList, SIDEBOARD } from "../decks/parse";
import { curseSorcerers } from "../definition";
import { deckOf, fieldOf, handOf } from "../zones";

/** A demo deck as the server's deck.load carries it (the sideboard stays out). */
export function demoDeckLoad(index: number): Action {
  const entries = parseDeckList(DEMO_DECKS[index]!.list).entries.filter((e) => e.section !== SIDEBOARD);
  const cards = entries.map((e) => {
    const def = DEMO_CARDS.find((c) => c.name === e.name);
    if (!def) throw new Error(`demo deck names an unknown card: ${e.name}`);
    return { def, count: e.count };
  });
  return { type: "deck.load", cards };
}

export class SorcererTable extends TestTable {
  /** Both decks loaded: the deal is done, the table is in setup. */
  static dealt(options: Record<string, unknown> = {}, seed: number | string = 4): SorcererTable {
    const t = new SorcererTable(curseSorcerers, options, seed);
    t.do("p1", demoDeckLoad(0)).do("p2", demoDeckLoad(1));
    return t;
  }

  /** Hands kept: turn 1, the first player's draw phase. */
  static playing(options: Record<string, unknown> = {}, seed: number | string = 4): SorcererTable {
    return SorcererTable.dealt(options, seed).do("p1", { type: "curse-sorcerers.keep" }).do("p2", { type: "curse-sorcerers.keep" });
  }

  /** A named card from the seat's deck into its hand, as a judge would put it there. */
  fetchCard(seat: Seat, name: string): Card {
    const hand = this.pile(handOf(seat)).cards;
    const there = hand.find((c) => this.nameOf(c) === name);
    if (there) return there;
    const deck = this.pile(deckOf(seat)).cards;
    const at = deck.findIndex((c) => this.nameOf(c) === name);
    if (at < 0) throw new Error(`${seat} has no ${name} in the deck`);
    this.do(seat, { type: "move", cards: [{ zone: deckOf(seat), at }], to: { zone: handOf(seat) } }, true);
    return this.pile(handOf(seat)).cards.at(-1)!;
  }

  /**
   * A named card into the seat's hand from its deck, or, when its deck has none (the other demo
   * deck has it), a copy of the card given to it as a judge would: put into the seat's deck first.
   */
  fetchCardFromDeckOrGive(seat: Seat, name: string): Card {
    if (this.pile(deckOf(seat)).cards.some((c) => this.nameOf(c) === name) || this.hand(seat).some((c) => this.nameOf(c) === name)) {
      return this.fetchCard(seat, name);
    }
    const def = DEMO_CARDS.find((c) => c.name === name);
    if (!def) throw new Error(`no demo card ${name}`);
    const deck = this.pile(deckOf(seat));
    this.state = { ...this.state, cards: { ...this.state.cards, [def.id]: def }, zones: { ...this.state.zones, [deck.key]: { ...deck, cards: [...deck.cards, { uid: 9000 + deck.cards.length, pid: `given${deck.cards.length}`, defId: def.id, owner: seat, faceDown: false, revealed: false }] } } };
    return this.fetchCard(seat, name);
  }

  /** A named card from the hand onto the stack, as a player plays it. */
  play(seat: Seat, name: string): this {
    const card = this.fetchCard(seat, name);
    return this.do(seat, { type: "move", cards: [{ zone: handOf(seat), pid: card.pid }], to: { zone: "stack" } });
  }

  /** A named sorcerer straight onto a field slot (a judge setting up a position). */
  summon(seat: Seat, name: string, slot: number): this {
    const card = this.fetchCard(seat, name);
    return this.do(seat, { type: "move", cards: [{ zone: handOf(seat), pid: card.pid }], to: { zone: fieldOf(seat), slot } }, true);
  }

  stackNames(): string[] {
    return this.pile("stack").cards.map((c) => this.nameOf(c));
  }

  resolveTop(seat: Seat, to?: { zone: string; slot: number }): this {
    const top = this.pile("stack").cards[0]!;
    return this.do(seat, { type: "curse-sorcerers.resolve", top: top.pid, ...(to && { to }) });
  }
}
