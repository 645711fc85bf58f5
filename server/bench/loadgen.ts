/**
 * A load generator: a child process the bench forks (bench/run.ts). It drives its share of
 * Playmat tables — two headless @colyseus/sdk clients each, that load the demo decks, finish
 * setup and play scripted turns — or the same number of client pairs against the plain `ws`
 * relay (the floor). Both clients of a table live in this process, so a move's send time and
 * the moment the opponent's SDK applies the patch are read on one clock.
 */
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { Client, type Room } from "@colyseus/sdk";
import { WebSocket } from "ws";
import { DEMO_CARDS, isBasicEnergy, isBasicPokemon } from "@playmat/shared/cards/index";
import { MESSAGES, ROOM_NAME } from "@playmat/shared";
import {
  addBytes,
  emptyBytes,
  subBytes,
  within,
  wsHeaderBytes,
  sleep,
  type Command,
  type GeneratorLoad,
  type KindStats,
  type MoveBytes,
  type PaceResult,
  type Report,
  type SaturateResult,
} from "./common";

type Seat = "p1" | "p2";
const other = (seat: Seat): Seat => (seat === "p1" ? "p2" : "p1");
const DECKS: Record<Seat, string> = { p1: "demo-ember-owls", p2: "demo-lantern-vigil" };
/** Colyseus frame codes (@colyseus/shared-types Protocol), low five bits of the first byte. */
const ROOM_DATA = 13;
const ROOM_STATE_PATCH = 15;
const ROOM_RESPONSE = 22;

const basics = new Set(DEMO_CARDS.filter(isBasicPokemon).map((c) => c.id));
const energies = new Set(DEMO_CARDS.filter(isBasicEnergy).map((c) => c.id));

const send = (report: Report) => process.send?.(report);

// ---------------------------------------------------------------------------------------------
// Playmat tables

/** One SDK client: what it received (by frame kind) and who waits for which state seq. */
export class Player {
  readonly bytes: MoveBytes = emptyBytes();
  sent = 0;
  /** `log` messages received: every accepted action sends each player exactly one, after its patch. */
  logs = 0;
  private logWaiters: { count: number; resolve: () => void }[] = [];
  /** The opponent of an in-flight move: called once this client's state reaches `seq`. */
  watch: { seq: number; onSeen: (at: number) => void } | null = null;
  private waiters: { seq: number; resolve: () => void }[] = [];

  constructor(
    readonly seat: Seat,
    readonly room: Room,
  ) {
    const events = room.connection.events as { onmessage?: (ev: { data: ArrayBuffer }) => void };
    const deliver = events.onmessage!;
    events.onmessage = (ev) => {
      this.count(ev.data);
      deliver(ev);
    };
    const connection = room.connection as { send(data: Uint8Array): void };
    const transmit = connection.send.bind(connection);
    connection.send = (data: Uint8Array) => {
      this.sent += data.byteLength + 6; // client frames carry a 2-byte header and a 4-byte mask
      transmit(data);
    };
    room.onMessage(MESSAGES.log, () => {
      this.logs++;
      if (this.logWaiters.length === 0) return;
      const ready = this.logWaiters.filter((w) => this.logs >= w.count);
      this.logWaiters = this.logWaiters.filter((w) => this.logs < w.count);
      for (const w of ready) w.resolve();
    });
    room.onMessage(MESSAGES.judgeHidden, () => {});
    room.onMessage("error", () => {});
    room.onStateChange(() => this.changed());
  }

  get state(): any {
    return this.room.state;
  }

  get seq(): number {
    return this.state?.seq ?? 0;
  }

  private count(data: ArrayBuffer): void {
    const n = data.byteLength;
    const code = new Uint8Array(data, 0, 1)[0]! & 0x1f;
    const b = this.bytes;
    b.frames++;
    b.headers += wsHeaderBytes(n);
    if (code === ROOM_STATE_PATCH) b.patch += n;
    else if (code === ROOM_DATA) b.log += n;
    else if (code === ROOM_RESPONSE) b.reply += n;
    else b.other += n;
  }

  private changed(): void {
    const seq = this.seq;
    if (this.watch && seq >= this.watch.seq) {
      const watch = this.watch;
      this.watch = null;
      watch.onSeen(performance.now());
    }
    if (this.waiters.length > 0) {
      const ready = this.waiters.filter((w) => seq >= w.seq);
      this.waiters = this.waiters.filter((w) => seq < w.seq);
      for (const w of ready) w.resolve();
    }
  }

  /** Resolves once this client's copy of the state has caught up with `seq`. */
  reach(seq: number, ms: number): Promise<void> {
    if (this.seq >= seq) return Promise.resolve();
    return within(new Promise<void>((resolve) => this.waiters.push({ seq, resolve })), ms, `${this.seat} reaching seq ${seq}`);
  }

  /** Resolves once this client has received `count` log messages (false if it did not in time). */
  async logsReach(count: number, ms: number): Promise<boolean> {
    if (this.logs >= count) return true;
    return within(new Promise<void>((resolve) => this.logWaiters.push({ count, resolve })), ms, "log")
      .then(() => true)
      .catch(() => false);
  }

  zone(key: string): any {
    return this.state.zones.get(key);
  }

  /** Cards this client sees in a pile: public id and, if it may see it, the card id. */
  cards(key: string): { pid: string; defId: string | undefined }[] {
    return [...(this.zone(key)?.cards ?? [])].map((c: any) => ({ pid: c.pid as string, defId: c.face?.defId as string | undefined }));
  }

  async act(action: unknown, ms: number): Promise<any> {
    return within(this.room.request(MESSAGES.action, { action }, { timeout: ms }), ms + 50, `action ${(action as { type: string }).type}`);
  }
}

interface Step {
  kind: string;
  action: Record<string, unknown>;
}

/** A move waiting for its bytes to be counted (everything it caused has arrived by the next move). */
interface Tally {
  kind: string;
  mover: Player;
  opponent: Player;
  moverBefore: MoveBytes;
  opponentBefore: MoveBytes;
  /** The opponent's log count when the move was sent: its bytes are complete once one more arrived. */
  opponentLogs: number;
  sentBefore: number;
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

/**
 * Counts what a move's mover and opponent received since it was sent. Called before the room's
 * next move is sent, once the opponent has this move's log line (which follows its patch on
 * the same socket), so each window holds exactly one move's frames even when the server lags.
 */
async function settleTally(tally: Tally | null, kinds: Record<string, KindStats>): Promise<void> {
  if (!tally) return;
  const stats = kindStats(kinds, tally.kind);
  if (!(await tally.opponent.logsReach(tally.opponentLogs + 1, 5000))) stats.incomplete++;
  addBytes(stats.opponent, subBytes(tally.opponent.bytes, tally.opponentBefore));
  addBytes(stats.mover, subBytes(tally.mover.bytes, tally.moverBefore));
  stats.sent += tally.mover.sent - tally.sentBefore;
}

function kindStats(kinds: Record<string, KindStats>, kind: string): KindStats {
  return (kinds[kind] ??= { moves: 0, latencies: [], opponent: emptyBytes(), mover: emptyBytes(), sent: 0, incomplete: 0 });
}

// ---------------------------------------------------------------------------------------------
// Relay pairs (the floor)

class Pair {
  readonly sockets: WebSocket[] = [];
  /** Send time of the message in flight, and who should receive it. */
  inFlight: { t0: number; to: number; onSeen: (at: number) => void } | null = null;

  constructor(readonly index: number) {}

  async connect(url: string, ms: number): Promise<void> {
    for (const side of ["a", "b"]) {
      const ws = new WebSocket(`${url}/?pair=${this.index}&side=${side}`, { perMessageDeflate: false });
      await within(new Promise<void>((resolve, reject) => {
        ws.once("open", () => resolve());
        ws.once("error", reject);
      }), ms, "relay connect");
      const me = this.sockets.length;
      ws.on("message", () => {
        const flight = this.inFlight;
        if (flight && flight.to === me) {
          this.inFlight = null;
          flight.onSeen(performance.now());
        }
      });
      this.sockets.push(ws);
    }
  }

  /** Sends `payload` from one side; resolves when the other side has it. */
  exchange(from: number, payload: Buffer, ms: number, onSeen?: (latency: number) => void): Promise<void> {
    return within(new Promise<void>((resolve) => {
      const t0 = performance.now();
      this.inFlight = {
        t0,
        to: 1 - from,
        onSeen: (at) => {
          onSeen?.(at - t0);
          resolve();
        },
      };
      this.sockets[from]!.send(payload);
    }), ms, "relay message");
  }
}

// ---------------------------------------------------------------------------------------------
// The process

let target: "playmat" | "relay" = "playmat";
let tables: Table[] = [];
let pairs: Pair[] = [];
let payload = Buffer.alloc(0);
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
loopDelay.enable();

function measureLoad<T>(run: () => Promise<T>): Promise<{ value: T; load: GeneratorLoad }> {
  const cpu = process.cpuUsage();
  const elu = performance.eventLoopUtilization();
  loopDelay.reset();
  return run().then((value) => {
    const used = process.cpuUsage(cpu);
    return {
      value,
      load: {
        cpuMs: (used.user + used.system) / 1000,
        elu: performance.eventLoopUtilization(elu).utilization,
        loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
      },
    };
  });
}

/** Runs `task` over `items`, `limit` at a time. */
async function pool<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      try {
        await task(item);
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, limit) }, lane));
  return failures;
}

async function setup(command: Extract<Command, { cmd: "setup" }>): Promise<void> {
  const started = Date.now();
  target = command.target;
  const indices = command.indices;
  let failures: string[];
  if (target === "playmat") {
    const client = new Client(command.url);
    const ready: Table[] = [];
    failures = await pool(indices, command.concurrency, async (index) => {
      const table = new Table(index);
      await table.setup(client, command.deadline);
      ready.push(table);
    });
    tables = [...tables, ...ready].sort((a, b) => a.index - b.index);
  } else {
    payload = Buffer.alloc(Math.max(1, command.messageBytes ?? 64), 0x61);
    const ready: Pair[] = [];
    failures = await pool(indices, command.concurrency, async (index) => {
      const pair = new Pair(index);
      await pair.connect(command.url, command.deadline - Date.now());
      ready.push(pair);
    });
    pairs = [...pairs, ...ready].sort((a, b) => a.index - b.index);
  }
  send({ type: "ready", tables: target === "playmat" ? tables.length : pairs.length, failures: failures.slice(0, 20), ms: Date.now() - started });
}

/** Each table (or pair) makes one move per period, its slot offset by its index so load is even. */
async function pace(command: Extract<Command, { cmd: "pace" }>): Promise<PaceResult> {
  const kinds: Record<string, KindStats> = {};
  const errors: string[] = [];
  let late = 0;
  let unseen = 0;
  // Each unit's slot within the period, spread over every unit of every generator (indices are global).
  const units: { index: number; run: (k: number) => Promise<void> }[] =
    target === "playmat"
      ? tables.map((table) => ({ index: table.index, run: () => playmatMove(table, kinds) }))
      : pairs.map((pair) => ({ index: pair.index, run: (k) => relayMove(pair, k, kinds) }));
  await Promise.all(
    units.map(async (unit) => {
      const offset = ((unit.index % command.units) / command.units) * command.periodMs;
      for (let k = 0; k < command.moves && Date.now() < command.deadline; k++) {
        const slot = command.startAt + offset + k * command.periodMs;
        const wait = slot - Date.now();
        if (wait > 0) await sleep(wait);
        else if (-wait > command.periodMs * 0.2) late++;
        try {
          await unit.run(k);
        } catch (error) {
          if (errors.length < 20) errors.push(error instanceof Error ? error.message : String(error));
        }
      }
    }),
  );
  // Let the last moves' log lines arrive, then count their bytes.
  await sleep(300);
  for (const table of tables) {
    if (table.pendingTally) {
      await settleTally(table.pendingTally, kinds);
      table.pendingTally = null;
    }
    for (const p of Object.values(table.players)) {
      if (p.watch) {
        unseen++;
        p.watch = null;
      }
    }
  }
  for (const pair of pairs) if (pair.inFlight) unseen++;
  return { kinds, late, errors, unseen, load: { cpuMs: 0, elu: 0, loopDelayP99Ms: 0 } };
}

async function playmatMove(table: Table, kinds: Record<string, KindStats>): Promise<void> {
  const ms = 5000;
  const mover = await table.mover(ms);
  // Everything the previous move caused has arrived by now (a period later): count it.
  await settleTally(table.pendingTally, kinds);
  table.pendingTally = null;
  const opponent = table.players[other(mover.seat)];
  await opponent.reach(table.seq, ms);
  const step = table.next(mover);
  const stats = kindStats(kinds, step.kind);
  const tally: Tally = {
    kind: step.kind,
    mover,
    opponent,
    moverBefore: { ...mover.bytes },
    opponentBefore: { ...opponent.bytes },
    opponentLogs: opponent.logs,
    sentBefore: mover.sent,
  };
  const t0 = performance.now();
  opponent.watch = { seq: table.seq + 1, onSeen: (at) => stats.latencies.push(at - t0) };
  const reply = await mover.act(step.action, ms);
  if (!reply.ok) {
    opponent.watch = null;
    throw new Error(`${step.kind} refused: ${reply.error?.code} ${reply.error?.message}`);
  }
  table.seq = reply.seq;
  stats.moves++;
  table.pendingTally = tally;
}

async function relayMove(pair: Pair, k: number, kinds: Record<string, KindStats>): Promise<void> {
  const stats = kindStats(kinds, "relay");
  await pair.exchange(k % 2, payload, 5000, (latency) => stats.latencies.push(latency));
  stats.moves++;
  stats.opponent.other += payload.length;
  stats.opponent.headers += wsHeaderBytes(payload.length);
  stats.opponent.frames++;
}

/** Every table moves as fast as the server answers: one move in flight per table. */
async function saturate(command: Extract<Command, { cmd: "saturate" }>): Promise<SaturateResult> {
  const errors: string[] = [];
  const from = command.startAt + command.warmupMs;
  const until = from + command.durationMs;
  let moves = 0;
  let totalMoves = 0;
  const ms = 10_000;
  const loop = async (step: () => Promise<void>) => {
    const wait = command.startAt - Date.now();
    if (wait > 0) await sleep(wait);
    // Bounded by time (the window) and by count (no table can make more than 100k moves).
    for (let n = 0; n < 100_000 && Date.now() < until && Date.now() < command.deadline; n++) {
      try {
        await step();
        totalMoves++;
        const now = Date.now();
        if (now >= from && now < until) moves++;
      } catch (error) {
        if (errors.length < 20) errors.push(error instanceof Error ? error.message : String(error));
        await sleep(50);
      }
    }
  };
  if (target === "playmat") {
    await Promise.all(
      tables.map((table) =>
        loop(async () => {
          const mover = await table.mover(ms);
          const step = table.next(mover);
          const reply = await mover.act(step.action, ms);
          if (!reply.ok) throw new Error(`${step.kind} refused: ${reply.error?.code} ${reply.error?.message}`);
          table.seq = reply.seq;
        }),
      ),
    );
  } else {
    await Promise.all(pairs.map((pair) => {
      let k = 0;
      return loop(() => pair.exchange(k++ % 2, payload, ms));
    }));
  }
  return { moves, totalMoves, windowMs: command.durationMs, errors, load: { cpuMs: 0, elu: 0, loopDelayP99Ms: 0 } };
}

async function close(deadline: number): Promise<void> {
  const left = () => Math.max(1, deadline - Date.now());
  await Promise.allSettled(tables.flatMap((t) => Object.values(t.players).map((p) => within(p.room.leave(true), left(), "leave"))));
  for (const pair of pairs) for (const ws of pair.sockets) ws.terminate();
  tables = [];
  pairs = [];
}

process.on("message", async (command: Command) => {
  try {
    switch (command.cmd) {
      case "setup":
        await setup(command);
        break;
      case "pace": {
        const { value, load } = await measureLoad(() => pace(command));
        send({ type: "paced", result: { ...value, load } });
        break;
      }
      case "saturate": {
        const { value, load } = await measureLoad(() => saturate(command));
        send({ type: "saturated", result: { ...value, load } });
        break;
      }
      case "close":
        await close(command.deadline);
        send({ type: "closed" });
        break;
    }
  } catch (error) {
    send({ type: "error", message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
process.on("disconnect", () => process.exit(0));
send({ type: "booted" });
