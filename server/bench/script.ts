/**
 * A bench table: its two clients, the setup (create, join, demo decks, the coin flip's winner going first, mulligans, a Basic to
 * the Active Spot, ready) and the scripted turns both players take for ever.
 */
import { Client } from "@colyseus/sdk";
import { DEMO_CARDS, isBasicEnergy, isBasicPokemon, MESSAGES, ROOM_NAME } from "@playmat/shared";
import { within } from "./common";
import type { Tally } from "./measure";
import { other, Player, type Seat } from "./player";

const DECKS: Record<Seat, string> = { p1: "demo-ember-owls", p2: "demo-lantern-vigil" };

const basics = new Set(DEMO_CARDS.filter(isBasicPokemon).map((c) => c.id));
const energies = new Set(DEMO_CARDS.filter(isBasicEnergy).map((c) => c.id));

export interface Step {
  kind: string;
  action: Record<string, unknown>;
}


export class Table {
  readonly players = {} as Record<Seat, Player>;
  /** The last state seq the server acknowledged. */
  seq = 0;
  private plan: string[] = [];
  private plannedTurn = -1;
  private recycled = false;
  pendingTally: Tally | null = null;

  constructor(readonly index: number) {}

  async setup(client: Client, deadline: number): Promise<void> {
    const left = () => deadline - Date.now();
    const created = await within(client.create(ROOM_NAME, { roomName: `bench ${this.index}`, seed: this.index + 1, name: "Ann" }), left(), "create");
    this.players.p1 = new Player("p1", created);
    await within(created.request(MESSAGES.hello), left(), "hello p1");
    const joined = await within(client.joinById(created.roomId, { name: "Ben" }), left(), "join");
    this.players.p2 = new Player("p2", joined);
    await within(joined.request(MESSAGES.hello), left(), "hello p2");
    for (const seat of ["p1", "p2"] as const) {
      const reply = await within(this.players[seat].room.request(MESSAGES.deckSubmit, { demo: DECKS[seat] }), left(), `deck ${seat}`);
      if (!reply.ok) throw new Error(`deck ${seat}: ${reply.error?.message}`);
      this.seq = Math.max(this.seq, reply.seq);
    }
    // The coin flip's winner goes first: the opening hands are dealt then (seed 001 §5).
    await this.players.p1.reach(this.seq, left());
    const won = this.players.p1.state.turn.won as "p1" | "p2";
    if (!this.players.p1.state.turn.first) await this.do(this.players[won], { type: "setup.first", seat: won }, left());
    for (const seat of ["p1", "p2"] as const) {
      const me = this.players[seat];
      // Mulligan until the hand holds a Basic (bounded: 20 tries is far beyond any real deal).
      for (let tries = 0; ; tries++) {
        await me.reach(this.seq, left());
        const basic = me.cards(`${seat}.hand`).find((c) => c.defId && basics.has(c.defId));
        if (basic) {
          await this.do(me, { type: "move", cards: [{ zone: `${seat}.hand`, pid: basic.pid }], to: { zone: `${seat}.active`, slot: 0 } }, left());
          break;
        }
        if (tries >= 20) throw new Error(`${seat} found no Basic after 20 mulligans`);
        await this.do(me, { type: "setup.mulligan" }, left());
      }
    }
    for (const seat of ["p1", "p2"] as const) await this.do(this.players[seat], { type: "setup.ready" }, left());
    await Promise.all([this.players.p1.reach(this.seq, left()), this.players.p2.reach(this.seq, left())]);
    if (this.players.p1.state.phase !== "playing") throw new Error(`phase is ${this.players.p1.state.phase} after setup`);
  }

  private async do(player: Player, action: Record<string, unknown>, ms: number): Promise<void> {
    const reply = await player.act(action, ms);
    if (!reply.ok) throw new Error(`${player.seat} ${String(action.type)} refused: ${reply.error?.message}`);
    this.seq = reply.seq;
  }

  /** The player whose turn it is, once its copy of the state is current. */
  async mover(ms: number): Promise<Player> {
    const p1 = this.players.p1;
    await p1.reach(this.seq, ms);
    const seat = p1.state.turn.current as Seat;
    const mover = this.players[seat];
    await mover.reach(this.seq, ms);
    return mover;
  }

  /**
   * The next scripted move of a turn: draw, a Basic to the Bench, an Energy to the Active
   * Pokémon, damage on the opponent's Active, some upkeep so a game can go on for ever (the
   * discard pile back into the deck, a full Bench cleared, a long hand trimmed), end turn.
   */
  next(me: Player): Step {
    const seat = me.seat;
    const foe = other(seat);
    const turn = me.state.turn.number as number;
    if (turn !== this.plannedTurn) {
      this.plannedTurn = turn;
      this.plan = ["recycle", "shuffle", "draw", "bench", "attach", "damage", "trim", "end"];
      this.recycled = false;
    }
    while (this.plan.length > 0) {
      const step = this.plan.shift()!;
      const hand = () => me.cards(`${seat}.hand`);
      switch (step) {
        case "recycle": {
          const discard = me.cards(`${seat}.discard`);
          if (me.zone(`${seat}.deck`).count >= 10 || discard.length === 0) break;
          this.recycled = true;
          const cards = discard.slice(0, 60).map((c) => ({ zone: `${seat}.discard`, pid: c.pid }));
          return { kind: "recycle", action: { type: "move", cards, to: { zone: `${seat}.deck`, at: "bottom" } } };
        }
        case "shuffle":
          if (!this.recycled) break;
          return { kind: "shuffle", action: { type: "shuffle", zone: `${seat}.deck` } };
        case "draw":
          if (me.zone(`${seat}.deck`).count === 0) break;
          return { kind: "draw", action: { type: "draw", count: 1 } };
        case "bench": {
          const slots = [...me.zone(`${seat}.bench`).slots];
          const free = slots.findIndex((s: any) => s.sid === "");
          if (free < 0) return { kind: "bench-clear", action: { type: "stack.discard", stack: { zone: `${seat}.bench`, slot: slots.length - 1 } } };
          const basic = hand().find((c) => c.defId && basics.has(c.defId));
          if (!basic) break;
          return { kind: "bench", action: { type: "move", cards: [{ zone: `${seat}.hand`, pid: basic.pid }], to: { zone: `${seat}.bench`, slot: free } } };
        }
        case "attach": {
          const energy = hand().find((c) => c.defId && energies.has(c.defId));
          if (!energy) break;
          return { kind: "attach", action: { type: "move", cards: [{ zone: `${seat}.hand`, pid: energy.pid }], to: { zone: `${seat}.active`, slot: 0, as: "attach" } } };
        }
        case "damage": {
          const damage = me.zone(`${foe}.active`).slots[0]?.damage ?? 0;
          const mode = damage >= 200 ? "set" : "add";
          return { kind: "damage", action: { type: "counter", stack: { zone: `${foe}.active`, slot: 0 }, counter: "damage", mode, amount: mode === "set" ? 0 : 10 } };
        }
        case "trim": {
          const cards = hand();
          if (cards.length <= 8) break;
          const spare = cards.find((c) => !(c.defId && basics.has(c.defId))) ?? cards[0]!;
          return { kind: "discard", action: { type: "move", cards: [{ zone: `${seat}.hand`, pid: spare.pid }], to: { zone: `${seat}.discard` } } };
        }
        case "end":
          return { kind: "end-turn", action: { type: "turn.end" } };
      }
    }
    return { kind: "end-turn", action: { type: "turn.end" } };
  }
}
