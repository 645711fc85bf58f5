/**
 * Advisory tests play short scenes: a table where each player starts with a Sprout as its
 * Active, plus a few extra cards (a Stadium that widens the Bench, a Fossil), and shortcuts
 * to fetch a card from the deck (as a judge, so it warns about nothing) and play it.
 */
import type { CardDef } from "../../../cards/types";
import type { Destination } from "../../../engine/actions";
import { otherSeat, type Seat, type Stack } from "../../../engine/types";
import { testDeck } from "../../../testing/cards";
import { TestTable } from "../../../testing/table";
import { ptcg } from "../definition";

export const EXTRA = {
  skyField: {
    id: "t-sky-field", name: "Sky Field", supertype: "Trainer", subtypes: ["Stadium"],
    rules: ["Each player can have 8 Pokémon on their Bench."],
  },
  fossil: {
    id: "t-fossil", name: "Old Fossil", supertype: "Trainer", subtypes: ["Item"],
    rules: ["Play this card as if it were a 60-HP Basic Colorless Pokémon."],
  },
} satisfies Record<string, CardDef>;

export class Scene extends TestTable {
  /** `more`: cards a test adds to both decks (two of each), beside the usual ones. */
  constructor(
    options: Record<string, unknown> = {},
    private readonly more: readonly CardDef[] = [],
  ) {
    super(ptcg, options);
  }

  override loadDecks(): this {
    const cards = [...testDeck(), ...[...Object.values(EXTRA), ...this.more].map((def) => ({ def, count: 2 }))];
    this.do("p1", { type: "deck.load", cards });
    this.do("p2", { type: "deck.load", cards });
    return this.winnerGoesFirst();
  }

  /** Both players put a Sprout in the Active Spot and get ready: turn 1 begins. */
  start(): this {
    this.loadDecks();
    for (const seat of ["p1", "p2"] as const) this.play(seat, "Sprout", { zone: `${seat}.active`, slot: 0 });
    this.do("p1", { type: "setup.ready" });
    this.do("p2", { type: "setup.ready" });
    return this;
  }

  /** The player whose turn it is, and the other one. */
  get me(): Seat {
    return this.current;
  }
  get you(): Seat {
    return otherSeat(this.current);
  }

  /** Takes the named card from the deck into the hand, then plays it from the hand. */
  play(seat: Seat, name: string, to: Destination): this {
    // A copy already in hand is played as a player would; otherwise a judge fetches one.
    const card = this.hand(seat).find((c) => this.nameOf(c) === name) ?? this.fetch(seat, name);
    return this.do(seat, { type: "move", cards: [{ zone: `${seat}.hand`, pid: card.pid }], to });
  }

  /** Ends turns until turn `n` has begun. */
  toTurn(n: number): this {
    while (this.state.turn.number < n) this.do(this.current, { type: "turn.end" });
    return this;
  }

  topName(zone: string, slot = 0): string {
    return this.nameOf(this.stack(zone, slot).cards.at(-1)!);
  }
  names(zone: string): string[] {
    return this.pile(zone).cards.map((c) => this.nameOf(c));
  }
}
