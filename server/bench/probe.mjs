// Preloaded (node --import) into a process the bench measures — the Playmat server or the
// relay — so the bench can read its memory and CPU from the inside: heap after a full GC
// (with --expose-gc), RSS, CPU time, event-loop utilisation and event-loop delay since the
// previous reading. Answers over the IPC channel only; it opens no port and does nothing
// unless its parent asks. Plain JavaScript, so the measured process loads no TypeScript loader.
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import v8 from "node:v8";

if (typeof process.send === "function") {
  // A stall of the event loop delays every room's messages: its delay is worth watching.
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  process.on("message", (message) => {
    if (!message || message.probe !== true) return;
    const loopDelayMs = { p50: delay.percentile(50) / 1e6, p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 };
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
