/**
 * The heartbeat in slices: every connection is pinged once per pass and a pass is spread over
 * thirty ticks; a connection that missed its pings is ended, one that answers is kept.
 */
import { describe, expect, it } from "vitest";
import { HeartbeatSlicer } from "./heartbeat";

class FakeConnection {
  pingCount = 0;
  pings = 0;
  terminated = false;
  constructor(
    readonly connections: Set<FakeConnection>,
    readonly answers: boolean,
  ) {}
  ping() {
    this.pings++;
    if (this.answers) this.pingCount = 0; // the pong handler
  }
  terminate() {
    this.terminated = true;
    this.connections.delete(this);
  }
}

function table(count: number, answers = true) {
  const connections = new Set<FakeConnection>();
  for (let i = 0; i < count; i++) connections.add(new FakeConnection(connections, answers));
  return connections;
}

const slicerOver = (connections: Set<FakeConnection>, maxRetries = 2) => new HeartbeatSlicer(() => connections as never, maxRetries);

describe("the heartbeat in slices", () => {
  it("pings 1,000 connections a thirtieth at a time, each once per pass", () => {
    const connections = table(1000);
    const slicer = slicerOver(connections);
    const perTick: number[] = [];
    let sent = 0;
    for (let tick = 0; tick < 30; tick++) {
      slicer.tick();
      const total = [...connections].reduce((n, c) => n + c.pings, 0);
      perTick.push(total - sent);
      sent = total;
    }
    expect(Math.max(...perTick)).toBe(34);
    expect([...connections].every((c) => c.pings === 1)).toBe(true);
    // The next pass starts over.
    for (let tick = 0; tick < 30; tick++) slicer.tick();
    expect([...connections].every((c) => c.pings === 2)).toBe(true);
  });

  it("ends a connection that missed its pings and keeps the ones that answer", () => {
    const connections = table(5);
    const silent = new FakeConnection(connections, false);
    connections.add(silent);
    const slicer = slicerOver(connections, 2);
    for (let tick = 0; tick < 200 && !silent.terminated; tick++) slicer.tick();
    expect(silent.terminated).toBe(true);
    expect(silent.pings).toBe(2);
    expect(connections.size).toBe(5);
    expect([...connections].every((c) => !c.terminated && c.pings >= 2)).toBe(true);
  });

  it("visits connections that arrive mid-pass and skips those that left", () => {
    const connections = table(60);
    const slicer = slicerOver(connections);
    slicer.tick(); // two of sixty
    const [first, second, gone] = [...connections].slice(0, 3) as FakeConnection[];
    connections.delete(gone!);
    const late = new FakeConnection(connections, true);
    connections.add(late);
    for (let tick = 0; tick < 40; tick++) slicer.tick();
    expect(first!.pings).toBeGreaterThanOrEqual(1);
    expect(second!.pings).toBeGreaterThanOrEqual(1);
    expect(gone!.pings).toBe(0);
    expect(late.pings).toBeGreaterThanOrEqual(1);
  });

  it("pings a lone connection once per interval, not once per slice", () => {
    const connections = table(1);
    const slicer = slicerOver(connections);
    for (let tick = 0; tick < 90; tick++) slicer.tick();
    expect([...connections][0]!.pings).toBe(3);
  });

  it("keeps up with a table that fills up mid-pass", () => {
    const connections = table(1);
    const slicer = slicerOver(connections);
    slicer.tick();
    for (const c of table(999)) connections.add(c);
    for (let tick = 1; tick < 30; tick++) slicer.tick();
    expect([...connections].every((c) => c.pings === 1)).toBe(true);
  });
});
