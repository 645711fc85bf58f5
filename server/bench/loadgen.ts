/**
 * A load generator: a child process the bench forks (bench/run.ts). It drives its share of
 * Playmat tables — two headless @colyseus/sdk clients each, that load the demo decks, finish
 * setup and play scripted turns — or the same number of client pairs against a baseline
 * (baselines.ts, pairs.ts). Both clients of a table or pair live in this process, so a move's
 * send time and the moment the opponent has it are read on one clock.
 */
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { Client } from "@colyseus/sdk";
import type { BaselineName } from "./baselines";
import { sizedPayloads, sleep, within, type Command, type GeneratorLoad, type KindStats, type PaceResult, type Report, type SaturateResult } from "./common";
import { pairMove, playmatMove, settleTally } from "./measure";
import { newPair, type Pair } from "./pairs";
import { Table } from "./script";

const send = (report: Report) => process.send?.(report);

// ---------------------------------------------------------------------------------------------
// The process

let target: "playmat" | BaselineName = "playmat";
let tables: Table[] = [];
let pairs: Pair[] = [];
/** What side 0 and side 1 of a baseline pair send: sized so the other side receives `messageBytes`. */
let payloads: [string, string] | null = null;
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
    const baseline = target;
    const ready: Pair[] = [];
    failures = await pool(indices, command.concurrency, async (index) => {
      const pair = newPair(baseline, index);
      await pair.connect(command.url, command.deadline - Date.now());
      ready.push(pair);
    });
    pairs = [...pairs, ...ready].sort((a, b) => a.index - b.index);
    if (!payloads && pairs[0]) payloads = await calibrate(pairs[0], Math.max(1, command.messageBytes ?? 64), command.deadline - Date.now());
  }
  send({ type: "ready", tables: target === "playmat" ? tables.length : pairs.length, failures: failures.slice(0, 20), ms: Date.now() - started });
}

/**
 * Measures what the baseline adds around a payload (its framing: a message type, a field's
 * tag, an event name) with one exchange, and sizes the payloads so the receiving side gets
 * frames of `messageBytes`, as Playmat's opponent does per move.
 */
async function calibrate(pair: Pair, messageBytes: number, ms: number): Promise<[string, string]> {
  const probe = sizedPayloads(messageBytes, 0);
  const before = { ...pair.received[1] };
  await pair.exchange(0, probe, Math.max(1000, ms));
  const overhead = pair.received[1].other - before.other - messageBytes;
  return sizedPayloads(messageBytes, overhead);
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
      : pairs.map((pair) => ({ index: pair.index, run: (k) => pairMove(pair, k, payloads!, kinds) }));
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
      return loop(async () => {
        const from = k++ % 2 === 0 ? 0 : 1;
        await pair.exchange(from, payloads!, ms);
      });
    }));
  }
  return { moves, totalMoves, windowMs: command.durationMs, errors, load: { cpuMs: 0, elu: 0, loopDelayP99Ms: 0 } };
}

async function close(deadline: number): Promise<void> {
  const left = () => Math.max(1, deadline - Date.now());
  await Promise.allSettled(tables.flatMap((t) => Object.values(t.players).map((p) => within(p.room.leave(true), left(), "leave"))));
  await Promise.allSettled(pairs.map((pair) => pair.close(left())));
  tables = [];
  pairs = [];
  payloads = null;
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
// --cpu-prof writes its profile on a normal exit only; the orchestrator ends generators with SIGTERM.
if (process.execArgv.includes("--cpu-prof")) process.on("SIGTERM", () => process.exit(0));
send({ type: "booted" });
