/**
 * A test table: apply actions and fail loudly on refusals, so scenario tests read like play.
 * `startGame` runs setup to the first turn with each player's first Basic as its Active.
 */
import type { Action, ClientAction } from "../engine/actions";
import { apply, type ApplyResult } from "../engine/apply";
import type { Advisory, GameDefinition } from "../engine/definition";
import type { TableEvent } from "../engine/events";
import { dealsAfterChoice } from "../games/ptcg/table-rules";
import { createTable } from "../engine/table";
import type { Destination } from "../engine/actions";
import { Rng } from "../engine/rng";
import type { Actor, Card, PileZone, Seat, SlotZone, Stack, TableState } from "../engine/types";
import { ptcg } from "../games/ptcg";
import { testDeck } from "./cards";

export class TestTable {
  state: TableState;
  lastEvents: TableEvent[] = [];
  lastAdvisories: Advisory[] = [];
  readonly history: { action: Action; actor: Actor }[] = [];

  /** A table as one is created now (the definition's newTableOptions), with `options` over them. */
  constructor(
    readonly definition: GameDefinition = ptcg,
    options: Record<string, unknown> = {},
    readonly seed: number | string = 42,
  ) {
    this.state = createTable(definition, { ...definition.newTableOptions, ...options }, seed);
  }

  /** Applies an action; throws if it was refused. */
  do(seat: Seat, action: Action, judge = false): this {
    const result = this.try(seat, action, judge);
    if (!result.ok) throw new Error(`${seat} ${action.type} refused: ${result.error.message}`);
    return this;
  }

  try(seat: Seat, action: Action | ClientAction, judge = false): ApplyResult {
    const actor: Actor = judge ? { seat, judge: true } : { seat };
    const result = apply(this.definition, this.state, action, actor);
    if (result.ok) {
      this.state = result.state;
      this.lastEvents = result.events;
      this.lastAdvisories = result.advisories;
      this.history.push({ action, actor });
    }
    return result;
  }

  pile(key: string): PileZone {
    return this.state.zones[key] as PileZone;
  }
  slots(key: string): SlotZone {
    return this.state.zones[key] as SlotZone;
  }
  hand(seat: Seat): Card[] {
    return this.pile(`${seat}.hand`).cards;
  }
  nameOf(card: Card): string {
    return this.state.cards[card.defId]!.name;
  }
  /** The first card in a seat's hand with this name (the test's way of "picking up Sprout"). */
  inHand(seat: Seat, name: string): Card {
    const card = this.hand(seat).find((c) => this.nameOf(c) === name);
    if (!card) throw new Error(`${seat} has no ${name} in hand (${this.hand(seat).map((c) => this.nameOf(c)).join(", ")})`);
    return card;
  }
  /** Puts a named card from the deck (or, failing that, the prizes) into the hand, as a judge would. */
  fetch(seat: Seat, name: string): Card {
    for (const pile of ["deck", "prize"]) {
      const cards = this.pile(`${seat}.${pile}`).cards;
      const index = cards.findIndex((c) => this.nameOf(c) === name);
      if (index < 0) continue;
      this.do(seat, { type: "move", cards: [{ zone: `${seat}.${pile}`, at: index }], to: { zone: `${seat}.hand` } }, true);
      return this.hand(seat).at(-1)!;
    }
    throw new Error(`${seat} has no ${name} left in the deck or the prizes`);
  }
  /**
   * Applies an action that must be refused and returns the error. Throws if it was accepted,
   * or if the refusal changed anything on the table (a refused action changes nothing).
   */
  refuse(seat: Seat, action: Action | ClientAction, judge = false): { code: string; message: string } {
    const before = JSON.stringify(this.state);
    const result = this.try(seat, action, judge);
    if (result.ok) throw new Error(`${seat} ${action.type} was accepted; expected a refusal`);
    if (JSON.stringify(this.state) !== before) throw new Error(`${seat} ${action.type} was refused but changed the table`);
    return result.error;
  }
  /** The stack in a slot (a Pokémon, a piece); throws if the slot is empty. */
  stack(zone: string, slot = 0): Stack {
    const stack = this.slots(zone).slots[slot];
    if (!stack) throw new Error(`${zone} slot ${slot} is empty`);
    return stack;
  }
  /** The names of the cards in a pile, top first. */
  cardNames(zone: string): string[] {
    return this.pile(zone).cards.map((c) => this.nameOf(c));
  }
  /**
   * Plays the named card to `to` as `seat`: from the hand if it is there, else taken (as a judge)
   * from the deck or, failing that, from the prizes.
   */
  playCard(seat: Seat, name: string, to: Destination): Card {
    let card = this.hand(seat).find((c) => this.nameOf(c) === name);
    if (!card && this.pile(`${seat}.deck`).cards.some((c) => this.nameOf(c) === name)) card = this.fetch(seat, name);
    if (!card) {
      const prize = this.pile(`${seat}.prize`).cards.findIndex((c) => this.nameOf(c) === name);
      if (prize < 0) throw new Error(`${seat} has no ${name} in hand, deck or prizes`);
      this.do(seat, { type: "move", cards: [{ zone: `${seat}.prize`, at: prize }], to: { zone: `${seat}.hand` } }, true);
      card = this.hand(seat).at(-1)!;
    }
    this.do(seat, { type: "move", cards: [{ zone: `${seat}.hand`, pid: card.pid }], to });
    return card;
  }
  /**
   * Sets the table's RNG so that the next coins come up as given: tests of coin-driven rules
   * (burn, sleep) use it. The change is outside the action history, so such a table no longer replays.
   */
  rigCoins(...results: ("heads" | "tails")[]): this {
    // Skips ahead in the table's own coin sequence to the first place where the results follow.
    const state = [...this.state.rng];
    for (let skip = 0; skip < 100_000; skip++) {
      const probe = new Rng([...state]);
      if (results.every((r) => probe.coin() === r)) {
        this.state = { ...this.state, rng: state };
        return this;
      }
      new Rng(state).coin();
    }
    throw new Error(`no coin sequence gives ${results.join(", ")}`);
  }
  codes(): string[] {
    return this.lastAdvisories.map((a) => a.code);
  }

  /** Both players load the test deck; the coin flip's winner goes first, and the hands are dealt. */
  loadDecks(): this {
    this.do("p1", { type: "deck.load", cards: testDeck() });
    this.do("p2", { type: "deck.load", cards: testDeck() });
    return this.winnerGoesFirst();
  }

  /** On a table that deals after the choice (games/ptcg/table-rules.ts), the flip's winner goes first: hands are dealt. */
  winnerGoesFirst(): this {
    const won = this.state.turn.won;
    if (dealsAfterChoice(this.state.options) && won && this.state.turn.first === null) this.do(won, { type: "setup.first", seat: won });
    return this;
  }

  /**
   * Both players put a Basic as Active (fetched from the deck if the hand has none), get ready, and play begins.
   * With `active`, both Actives are that Pokémon (from the hand, else fetched from the deck).
   */
  startGame(active?: string): this {
    this.loadDecks();
    for (const seat of ["p1", "p2"] as const) {
      const basic = active
        ? (this.hand(seat).find((c) => this.nameOf(c) === active) ?? this.fetch(seat, active))
        : (this.hand(seat).find((c) => this.state.cards[c.defId]!.subtypes.includes("Basic") && this.state.cards[c.defId]!.supertype === "Pokémon")
          ?? this.fetch(seat, "Sprout"));
      this.do(seat, { type: "move", cards: [{ zone: `${seat}.hand`, pid: basic.pid }], to: { zone: `${seat}.active`, slot: 0 } });
    }
    this.do("p1", { type: "setup.ready" });
    this.do("p2", { type: "setup.ready" });
    return this;
  }

  get current(): Seat {
    return this.state.turn.current!;
  }
}
