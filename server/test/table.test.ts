/**
 * Two players play setup and several turns against a real server; a spectator and a judge
 * watch. Each assertion is about what one screen receives.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basics, placeFirstBasic, winnerGoesFirst } from "./support/demo-setup";
import { createTable, joinTable, startPlaymat, type Seat, type TestServer } from "./support/playmat";

/** The damage on a zone's first stack as a screen has it: the slot's counters, a JSON object ("" for none). */
const damageOn = (screen: Seat, zone: string): number => {
  const counters: string = screen.zone(zone).slots[0].counters;
  return counters ? (JSON.parse(counters) as Record<string, number>).damage ?? 0 : 0;
};

let server: TestServer;
let p1: Seat, p2: Seat, spectator: Seat, judge: Seat;

beforeAll(async () => {
  server = await startPlaymat(2571);
  p1 = await createTable(server, { roomName: "Friday", seed: 11, judgeCode: "judge-1234" }, { label: "p1", name: "Alice" });
  const roomId = p1.welcome.roomId;
  p2 = await joinTable(server, roomId, { label: "p2", name: "Bob" });
  spectator = await joinTable(server, roomId, { label: "spectator", role: "spectator", name: "Carol" });
  judge = await joinTable(server, roomId, { label: "judge", role: "judge", name: "Judge Dee", judgeCode: "judge-1234" });
});

afterAll(async () => {
  await server?.shutdown();
});


describe("a table with two players, a spectator and a judge", () => {
  it("seats the creator and the second player, and gives the creator the judge code", () => {
    expect(p1.welcome).toMatchObject({ role: "player", seat: "p1", judgeCode: "judge-1234" });
    expect(p2.welcome).toMatchObject({ role: "player", seat: "p2" });
    expect(p2.welcome.judgeCode).toBeUndefined();
    expect(spectator.welcome).toMatchObject({ role: "spectator", seat: null });
    expect(judge.welcome).toMatchObject({ role: "judge", seat: null });
    expect(p1.state.players.get("p1").name).toBe("Alice");
  });

  it("shows who is here to everyone at once, before anyone acts", async () => {
    await p1.settle();
    const bob = p1.state.players.get("p2");
    expect(bob).toMatchObject({ seated: true, name: "Bob", connected: true });
    expect(p1.state.players.get("p1")).toMatchObject({ seated: true, name: "Alice", connected: true });
    expect(p1.state.spectators).toBe(1);
    expect(p1.state.judges).toBe(1);
  });

  it("refuses a judge with the wrong code and a third player", async () => {
    await expect(joinTable(server, p1.welcome.roomId, { label: "x", role: "judge", judgeCode: "guess" })).rejects.toThrow(/judge code/i);
    await expect(joinTable(server, p1.welcome.roomId, { label: "y", name: "Eve" })).rejects.toThrow(/seats are taken/i);
  });

  it("deals each player a hand only that player (and the judge) can read", async () => {
    const report = await p1.deck({ demo: "demo-ember-owls" });
    expect(report.ok).toBe(true);
    expect(report.report.total).toBe(60);
    await p2.deck({ demo: "demo-lantern-vigil" });
    await Promise.all([p1, p2, spectator, judge].map((s) => s.settle()));
    // Seed 001 §5: who goes first is decided before anyone draws (the rules a new table is stored with).
    expect(JSON.parse(p1.state.options)).toMatchObject({ setupOrder: "choose-then-deal" });
    for (const screen of [p1, p2, spectator, judge]) {
      expect(screen.state.turn.won).not.toBe("");
      expect(screen.state.turn.first).toBe("");
      expect(screen.faces("p1.hand")).toEqual([]);
      expect(screen.faces("p2.hand")).toEqual([]);
    }
    await winnerGoesFirst(p1, p2);
    await Promise.all([p1, p2, spectator, judge].map((s) => s.settle()));

    expect(p1.faces("p1.hand").filter(Boolean)).toHaveLength(7);
    expect(p2.faces("p1.hand")).toEqual(Array(7).fill(""));
    expect(spectator.faces("p1.hand")).toEqual(Array(7).fill(""));
    expect(spectator.faces("p2.hand")).toEqual(Array(7).fill(""));
    expect(judge.faces("p1.hand").filter(Boolean)).toHaveLength(7);
    // Nobody sees the deck as cards: a count, and the judge's private list in deck order.
    expect(p1.zone("p1.deck").count).toBe(53);
    expect(p1.pids("p1.deck")).toEqual([]);
    expect(judge.hidden["p1.deck"]).toHaveLength(53);
    expect(p1.state.phase).toBe("setup");
  });

  it("logs a draw with the card's name for its owner and as a count for everyone else", () => {
    const dealAsSeenBy = (seat: Seat) => seat.log.find((l) => l.key === "move.deal" && l.seat === "p1")!;
    const hand = p1.faces("p1.hand");
    expect(String(dealAsSeenBy(p1).params.cards).split("\n").sort()).toEqual([...hand].sort());
    expect(String(dealAsSeenBy(judge).params.cards).split("\n").sort()).toEqual([...hand].sort());
    for (const other of [p2, spectator]) {
      expect(dealAsSeenBy(other).params).toEqual({ count: 7, hidden: 7 });
    }
  });

  it("keeps setup Pokémon face down for the opponent until both are ready", async () => {
    for (const seat of [p1, p2]) await placeFirstBasic(seat);
    await Promise.all([p1, p2, spectator].map((s) => s.settle()));
    const p1Active = (seat: Seat) => seat.zone("p1.active").slots[0].cards[0];
    expect(p1Active(p1).face?.name).toBeTruthy();
    expect(p1Active(p2).face).toBeUndefined();
    expect(p1Active(spectator).face).toBeUndefined();

    await p1.do({ type: "setup.ready" });
    await p2.do({ type: "setup.ready" });
    await Promise.all([p1, p2, spectator].map((s) => s.settle()));
    expect(p1.state.phase).toBe("playing");
    expect(p1Active(p2).face?.name).toBe(p1Active(p1).face?.name);
    expect(p1Active(spectator).face?.name).toBe(p1Active(p1).face?.name);
    expect(p1.zone("p1.prize").count).toBe(6);
  });

  it("plays several turns: draws, a bench play, damage, and turn passing", async () => {
    for (let turn = 0; turn < 4; turn++) {
      const current = p1.state.turn.current === "p1" ? p1 : p2;
      const other = current === p1 ? p2 : p1;
      const me = current.welcome.seat!;
      await current.do({ type: "draw", count: 1 });
      await current.settle();
      const basic = basics(current, `${me}.hand`)[0];
      const freeSlot = [...current.zone(`${me}.bench`).slots].findIndex((s: any) => s.sid === "");
      if (basic && freeSlot >= 0) {
        await current.do({ type: "move", cards: [{ zone: `${me}.hand`, pid: basic.pid }], to: { zone: `${me}.bench`, slot: freeSlot } });
      }
      const foe = other.welcome.seat!;
      await current.do({ type: "counter", stack: { zone: `${foe}.active`, slot: 0 }, counter: "damage", mode: "add", amount: 10 });
      await current.do({ type: "turn.end" });
    }
    await Promise.all([p1, p2, spectator, judge].map((s) => s.settle()));
    expect(p1.state.turn.number).toBe(5);
    expect(damageOn(p1, "p1.active")).toBeGreaterThanOrEqual(20);
    expect(damageOn(spectator, "p2.active")).toBe(damageOn(p2, "p2.active"));
  });

  it("refuses a spectator's action and a player's touch of the opponent's hand, changing nothing", async () => {
    const before = p1.zone("p1.hand").count;
    const refused = await spectator.act({ type: "draw", count: 1 });
    expect(refused).toMatchObject({ ok: false, error: { code: "authority.spectator" } });
    const hidden = p2.pids("p1.hand")[0]!;
    const grab = await p2.act({ type: "move", cards: [{ zone: "p1.hand", pid: hidden }], to: { zone: "p1.discard" } });
    expect(grab).toMatchObject({ ok: false, error: { code: "authority.hidden" } });
    await p1.settle();
    expect(p1.zone("p1.hand").count).toBe(before);
  });

  it("refuses an action on a card that moved meanwhile (two players racing)", async () => {
    const me = p1.state.turn.current === "p1" ? p1 : p2;
    const seat = me.welcome.seat!;
    const card = me.pids(`${seat}.hand`)[0]!;
    await me.do({ type: "move", cards: [{ zone: `${seat}.hand`, pid: card }], to: { zone: `${seat}.discard` } });
    const second = await me.act({ type: "move", cards: [{ zone: `${seat}.hand`, pid: card }], to: { zone: `${seat}.lost` } });
    expect(second).toMatchObject({ ok: false, error: { code: "card.moved" } });
  });

  it("lets a judge act for a player, stamped in everyone's log", async () => {
    await judge.do({ type: "counter", stack: { zone: "p2.active", slot: 0 }, counter: "damage", mode: "set", amount: 0 }, "p2");
    await Promise.all([p1, p2].map((s) => s.settle()));
    expect(p1.log.at(-1)?.judge).toBe(true);
    expect(p2.log.at(-1)?.judge).toBe(true);
    expect(damageOn(p2, "p2.active")).toBe(0);
    expect(p2.zone("p2.active").slots[0].counters).toBe("");
  });
});
