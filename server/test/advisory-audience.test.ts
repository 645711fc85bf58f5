/**
 * A warning about a face-down card reaches only those who may see the card (docs/advisories.md,
 * "Who reads a warning"). Two games, the same seed and the same moves, differ in one card of
 * Alice's deck: a Basic Pokémon in one, an evolution in the other. Alice puts it face down onto
 * her Bench during play (the evolution draws ptcg.play.non-basic-to-bench), asks to take it back,
 * and Bob agrees. Every byte Bob and a spectator received meanwhile (state patches, log lines,
 * the undo request's prompt, struck lines, replies) must be the same in both games; Alice and
 * the judge read the warning in the second game only.
 */
import "./support/record-websocket"; // first: the SDK picks globalThis.WebSocket when it loads
import type { CardDef } from "@playmat/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { winnerGoesFirst } from "./support/demo-setup";
import { createTable, joinTable, startPlaymat, type Seat, type TestServer } from "./support/playmat";
import { received } from "./support/record-websocket";

const PORT = 2598;
const CODE = "ptcg.play.non-basic-to-bench";
const pokemon = (id: string, name: string, stage: string, evolvesFrom?: string): CardDef => ({
  id, name, supertype: "Pokémon", subtypes: [stage], hp: 60, set: "AUD", number: id.slice(4), ...(evolvesFrom && { evolvesFrom }),
});
const BASICS = ["Alder", "Birch", "Cedar", "Dogwood", "Elm"].map((name, i) => pokemon(`aud-${i + 1}`, `${name} Pup`, "Basic"));
/** The card the games differ by: the same place in the deck, a Basic in one game and an evolution in the other. */
const TWIN = { basic: pokemon("aud-6", "Twin Pup", "Basic"), evolution: pokemon("aud-7", "Twin Bloom", "Stage 1", "Alder Pup") };
type Variant = keyof typeof TWIN;
const list = (twin: CardDef) => [...BASICS.map((c) => `4 ${c.name} AUD ${c.number}`), `1 ${twin.name} AUD ${twin.number}`, "39 Basic Fire Energy PMA 24"].join("\n");

let server: TestServer;
const games = {} as Record<Variant, { alice: Seat; bob: Seat; spectator: Seat; judge: Seat; from: Record<string, number> }>;

/** Mulligans until the hand holds one of the five Basics, then puts it down as the Active. */
async function placeFirstBasic(seat: Seat): Promise<void> {
  const me = seat.welcome.seat!;
  const basic = () => [...seat.zone(`${me}.hand`).cards].find((c: any) => BASICS.some((b) => b.id === c.face?.defId)) as { pid: string } | undefined;
  while (!basic()) {
    await seat.do({ type: "setup.mulligan" });
    await seat.settle();
  }
  await seat.do({ type: "move", cards: [{ zone: `${me}.hand`, pid: basic()!.pid }], to: { zone: `${me}.active`, slot: 0 } });
}

/** Everything `seat` received since `from`. */
const since = (seat: Seat, from: number) => received(seat.label).slice(from);

async function play(variant: Variant): Promise<void> {
  const alice = await createTable(server, { roomName: "Audience", seed: "audience-1", judgeCode: "aud-judge" }, { label: `${variant}-alice`, name: "Alice" });
  const roomId = alice.welcome.roomId;
  const bob = await joinTable(server, roomId, { label: `${variant}-bob`, name: "Bob" });
  const spectator = await joinTable(server, roomId, { label: `${variant}-spectator`, role: "spectator" });
  const judge = await joinTable(server, roomId, { label: `${variant}-judge`, role: "judge", judgeCode: "aud-judge" });
  const seats = [alice, bob, spectator, judge];
  expect((await alice.deck({ list: list(TWIN[variant]) })).ok).toBe(true);
  expect((await bob.deck({ list: list(TWIN.basic) })).ok).toBe(true);
  await winnerGoesFirst(alice, bob);
  for (const seat of [alice, bob]) await placeFirstBasic(seat);
  for (const seat of [alice, bob]) await seat.do({ type: "setup.ready" });
  await Promise.all(seats.map((s) => s.settle()));
  if (alice.state.turn.current !== "p1") await bob.do({ type: "turn.end" });
  // The judge hands Alice the twin from her deck, where the same shuffle put it in both games.
  await judge.settle();
  const at = judge.hidden["p1.deck"]!.findIndex((c) => c.defId === TWIN[variant].id);
  expect(at).toBeGreaterThanOrEqual(0);
  await judge.do({ type: "move", cards: [{ zone: "p1.deck", at }], to: { zone: "p1.hand" } }, "p1");
  await Promise.all(seats.map((s) => s.settle()));

  const from = Object.fromEntries(seats.map((s) => [s.label, received(s.label).length]));
  const twin = [...alice.zone("p1.hand").cards].at(-1) as { pid: string };
  await alice.do({ type: "move", cards: [{ zone: "p1.hand", pid: twin.pid }], to: { zone: "p1.bench", slot: 0, faceDown: true } });
  await Promise.all(seats.map((s) => s.settle()));
  expect((await alice.undo(1)).ok).toBe(true);
  await Promise.all(seats.map((s) => s.settle()));
  const prompt = [...bob.state.prompts].find((p: { kind: string }) => p.kind === "approve-undo") as { id: string };
  await bob.do({ type: "prompt.answer", prompt: prompt.id, accept: true });
  await alice.do({ type: "turn.end" });
  await Promise.all(seats.map((s) => s.settle()));
  games[variant] = { alice, bob, spectator, judge, from };
}

beforeAll(async () => {
  server = await startPlaymat(PORT);
  await server.cards.importSet([...BASICS, TWIN.basic, TWIN.evolution]);
  await play("basic");
  await play("evolution");
}, 90_000);

afterAll(async () => {
  await server?.shutdown();
});

describe("a warning about a face-down card, on the wire", () => {
  it("reaches Alice (in her reply and her log) and the judge, struck with the move, in the game where the card is no Basic", async () => {
    const { alice, judge } = games.evolution;
    for (const seat of [alice, judge]) {
      const [line] = seat.log.filter((e) => e.advisory?.code === CODE);
      expect(line).toMatchObject({ seq: expect.any(Number), takenBack: { how: "undo" } });
      expect(Number.isInteger(line!.seq)).toBe(false);
    }
    for (const seat of [games.basic.alice, games.basic.judge]) expect(seat.log.some((e) => e.advisory?.code === CODE)).toBe(false);
    const record = await alice.record();
    expect(record.steps.flatMap((s) => s.lines).some((l) => l.advisory?.code === CODE)).toBe(true);
  });

  for (const who of ["bob", "spectator"] as const) {
    it(`leaves ${who === "bob" ? "the opponent" : "a spectator"} every byte the same as a Basic does: patches, log lines, prompts, struck lines, replies`, async () => {
      const [basic, evolution] = [games.basic[who], games.evolution[who]];
      const bytes = (game: (typeof games)[Variant], seat: Seat) => since(seat, game.from[seat.label]!);
      expect(bytes(games.evolution, evolution).length).toBeGreaterThan(100);
      expect(bytes(games.evolution, evolution)).toBe(bytes(games.basic, basic));
      expect(evolution.log).toEqual(basic.log);
      expect(evolution.struck).toEqual(basic.struck);
      expect(evolution.screen()).toEqual(basic.screen());
      expect(JSON.stringify(await evolution.record())).toBe(JSON.stringify(await basic.record()));
    });
  }
});
