/**
 * What other screens decode when a card list empties or fills again (sync/project.ts shares one
 * empty list between fields): after an attach and a judge's rewind, and after a Pokémon leaves
 * the Bench, every client's synced state matches the table. Against a real server: the bug this
 * guards against (a field pointed back at the shared list was never seen by clients) only showed
 * in decoded state. Played at a Pokémon table: its slots and attached cards are the lists that
 * empty and fill (the sandbox's zones are all piles).
 */
import { DEMO_CARDS, isBasicEnergy } from "@playmat/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basics, placeFirstBasic, winnerGoesFirst } from "../../support/demo-setup";
import { createTable, joinTable, startPlaymat, type Seat, type TestServer } from "../../support/playmat";

const PORT = 2580;
let server: TestServer;
let p1: Seat, p2: Seat, spectator: Seat, judge: Seat;

const energies = new Set(DEMO_CARDS.filter(isBasicEnergy).map((c) => c.id));
const everyone = () => [p1, p2, spectator, judge];
const settle = () => Promise.all(everyone().map((s) => s.settle()));
const current = () => (p1.state.turn.current === "p1" ? p1 : p2);
/** What a screen decodes of a slot: its cards' and attached cards' pids. */
const slotOf = (seat: Seat, zone: string, slot: number) => {
  const s = seat.zone(zone).slots[slot];
  return { sid: s.sid as string, cards: [...s.cards].map((c: any) => c.pid), attached: [...s.attached].map((c: any) => c.pid) };
};

beforeAll(async () => {
  server = await startPlaymat(PORT);
  p1 = await createTable(server, { roomName: "Lists", seed: 5, judgeCode: "lists-judge" }, { label: "l-p1", name: "Alice" });
  const roomId = p1.welcome.roomId;
  p2 = await joinTable(server, roomId, { label: "l-p2", name: "Bob" });
  spectator = await joinTable(server, roomId, { label: "l-spectator", role: "spectator", name: "Carol" });
  judge = await joinTable(server, roomId, { label: "l-judge", role: "judge", judgeCode: "lists-judge", name: "Dee" });
  await p1.deck({ demo: "demo-ember-owls" });
  await p2.deck({ demo: "demo-lantern-vigil" });
  await winnerGoesFirst(p1, p2);
  await settle();
  await placeFirstBasic(p1);
  await placeFirstBasic(p2);
  await p1.do({ type: "setup.ready" });
  await p2.do({ type: "setup.ready" });
  await settle();
});

afterAll(async () => {
  await server?.shutdown();
});

describe("card lists on every screen", () => {
  it("an attached Energy appears on every screen and goes away after a judge's rewind", async () => {
    const mover = current();
    const me = mover.welcome.seat!;
    let energy = [...mover.zone(`${me}.hand`).cards].find((c: any) => energies.has(c.face?.defId));
    if (!energy) {
      const at = judge.hidden[`${me}.deck`]!.findIndex((c) => energies.has(c.defId));
      await judge.do({ type: "move", cards: [{ zone: `${me}.deck`, at }], to: { zone: `${me}.hand` } }, me);
      await settle();
      energy = [...mover.zone(`${me}.hand`).cards].find((c: any) => energies.has(c.face?.defId));
    }
    const before = mover.state.seq as number;
    const empty = slotOf(mover, `${me}.active`, 0);
    expect(empty.attached).toEqual([]);
    await mover.do({ type: "move", cards: [{ zone: `${me}.hand`, pid: energy.pid }], to: { zone: `${me}.active`, slot: 0, as: "attach" } });
    await settle();
    // A card entering play gets a fresh public id: compare every screen with the mover's.
    const attached = slotOf(mover, `${me}.active`, 0);
    expect(attached.attached).toHaveLength(1);
    for (const seat of everyone()) expect(slotOf(seat, `${me}.active`, 0), seat.label).toEqual(attached);
    await judge.rewind({ seq: before });
    await settle();
    for (const seat of everyone()) expect(slotOf(seat, `${me}.active`, 0), seat.label).toEqual(empty);
  });

  it("a Benched Pokémon appears on every screen and its slot empties again when it is discarded", async () => {
    const mover = current();
    const me = mover.welcome.seat!;
    let basic = basics(mover, `${me}.hand`)[0];
    if (!basic) {
      const at = judge.hidden[`${me}.deck`]!.findIndex((c) => DEMO_CARDS.find((d) => d.id === c.defId)?.subtypes.includes("Basic") && !energies.has(c.defId));
      await judge.do({ type: "move", cards: [{ zone: `${me}.deck`, at }], to: { zone: `${me}.hand` } }, me);
      await settle();
      basic = basics(mover, `${me}.hand`)[0];
    }
    await mover.do({ type: "move", cards: [{ zone: `${me}.hand`, pid: basic.pid }], to: { zone: `${me}.bench`, slot: 0 } });
    await settle();
    const benched = slotOf(mover, `${me}.bench`, 0);
    expect(benched.cards).toHaveLength(1);
    for (const seat of everyone()) expect(slotOf(seat, `${me}.bench`, 0), seat.label).toEqual(benched);
    await mover.do({ type: "stack.discard", stack: { zone: `${me}.bench`, slot: 0 } });
    await settle();
    for (const seat of everyone()) expect(slotOf(seat, `${me}.bench`, 0), seat.label).toEqual({ sid: "", cards: [], attached: [] });
    const discard = (seat: Seat) => [...seat.zone(`${me}.discard`).cards].map((c: any) => c.pid);
    expect(discard(mover).length).toBeGreaterThan(0);
    for (const seat of everyone()) expect(discard(seat), seat.label).toEqual(discard(mover));
  });
});
