// Preloaded (node --import) into a process the bench measures — the Playmat server or the
// relay — so the bench can read its memory and CPU from the inside: heap after a full GC
// (with --expose-gc), RSS, CPU time, event-loop utilisation, event-loop delay since the
// previous reading, and the collector's work so far. Answers over the IPC channel only; it opens no port and does nothing
// unless its parent asks. Plain JavaScript, so the measured process loads no TypeScript loader.
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import v8 from "node:v8";

/**
 * The collector's work so far, from V8's own records of each collection (v8.GCProfiler): how
 * many scavenges and mark-compacts ran and how long each held the main thread, and for
 * scavenges what they kept in the young generation and promoted to the old one. Unlike time,
 * bytes per move do not drift with the host's speed.
 */
const collector = { scavenges: 0, scavengeMs: 0, survivedBytes: 0, promotedBytes: 0, markCompacts: 0, markCompactMs: 0, markingMs: 0 };
let profiler = typeof v8.GCProfiler === "function" ? new v8.GCProfiler() : null;
profiler?.start();
const used = (when, space) => when.heapSpaceStatistics.find((s) => s.spaceName === space)?.spaceUsedSize ?? 0;
function countCollections() {
  if (!profiler) return;
  const { statistics } = profiler.stop();
  profiler = new v8.GCProfiler();
  profiler.start();
  for (const gc of statistics) {
    const ms = gc.cost / 1000; // cost is in microseconds
    if (gc.gcType === "Scavenge") {
      collector.scavenges++;
      collector.scavengeMs += ms;
      collector.survivedBytes += used(gc.afterGC, "new_space");
      collector.promotedBytes += Math.max(0, used(gc.afterGC, "old_space") - used(gc.beforeGC, "old_space"));
    } else if (gc.gcType === "MarkSweepCompact") {
      collector.markCompacts++;
      collector.markCompactMs += ms;
    } else if (gc.gcType === "IncrementalMarking") collector.markingMs += ms;
  }
}

if (typeof process.send === "function") {
  // A stall of the event loop delays every room's messages: its delay is worth watching.
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  process.on("message", (message) => {
    if (!message || message.probe !== true) return;
    const loopDelayMs = { p50: delay.percentile(50) / 1e6, p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 };
    // Before any forced collection, so a window between two plain readings counts none of them.
    countCollections();
    const collected = { ...collector };
    if (message.gc && typeof globalThis.gc === "function") {
      globalThis.gc();
      globalThis.gc();
    }
    const snapshot = message.snapshot ? v8.writeHeapSnapshot(message.snapshot) : undefined;
    const cpu = process.cpuUsage();
    const reply = {
      probe: true,
      id: message.id,
      memory: process.memoryUsage(),
      cpuMs: (cpu.user + cpu.system) / 1000,
      elu: performance.eventLoopUtilization(),
      at: Date.now(),
      loopDelayMs,
      snapshot,
      collector: collected,
      heapSpaces: message.gc
        ? v8.getHeapSpaceStatistics().map((s) => ({ name: s.space_name, used: s.space_used_size, size: s.space_size }))
        : undefined,
    };
    delay.reset();
    process.send(reply);
  });
  // The channel must not keep a process alive on its own.
  process.channel?.unref();
}
