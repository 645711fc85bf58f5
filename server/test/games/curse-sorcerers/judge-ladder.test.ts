/**
 * §8.3's judge ladder at a real server: a judge's level 2 citation is a "[Judge]" line in both
 * players' logs with its seed 004 section, a level 3 correction's begin and end stamp a judge's
 * edit between them, a player taking a step is refused with nothing changed, and a level 4 game
 * loss the judge confirmed ends the game for the other player.
 */
import "../../support/record-websocket"; // first: the SDK picks globalThis.WebSocket when it loads
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTable, joinTable, startPlaymat, type Seat, type TestServer } from "../../support/playmat";

const PORT = 2616;
let server: TestServer;
let alice: Seat;
let bob: Seat;
let judge: Seat;

beforeAll(async () => {
  server = await startPlaymat(PORT);
  alice = await createTable(server, { roomName: "Judged", game: "curse-sorcerers", judgeCode: "cs-judge", options: { gameClock: false } }, { label: "ladder-a", name: "Alice" });
  bob = await joinTable(server, alice.welcome.roomId, { label: "ladder-b", name: "Bob" });
  judge = await joinTable(server, alice.welcome.roomId, { label: "ladder-j", role: "judge", judgeCode: "cs-judge" });
  await alice.deck({ demo: "curse-sorcerers-rain-child" });
  await bob.deck({ demo: "curse-sorcerers-red-moon" });
  await alice.do({ type: "curse-sorcerers.keep" });
  await bob.do({ type: "curse-sorcerers.keep" });
});
afterAll(async () => {
  for (const seat of [alice, bob, judge]) await seat?.leave();
  await server?.shutdown();
});

const settle = () => Promise.all([alice.settle(), bob.settle(), judge.settle()]);
const lastLine = (seat: Seat, key: string) => seat.log.filter((l) => l.key === key).at(-1);

describe("the judge ladder at the table", () => {
  it("stamps a level 2 citation in both players' logs as the judge's", async () => {
    await judge.do({ type: "curse-sorcerers.judge", level: 2, section: "§5.2", text: "종합 규칙 5.2절에 따르면" }, "p1");
    await settle();
    for (const seat of [alice, bob]) {
      expect(lastLine(seat, "note.judge.cite")).toMatchObject({ judge: true, params: { section: "§5.2", text: "종합 규칙 5.2절에 따르면" } });
    }
  });

  it("stamps a level 3 correction's begin and end around the judge's edit", async () => {
    await judge.do({ type: "curse-sorcerers.judge", level: 3, step: "begin", text: "생명을 정정합니다" }, "p1");
    await judge.do({ type: "counter", counter: "life", mode: "set", amount: 17 }, "p2");
    await judge.do({ type: "curse-sorcerers.judge", level: 3, step: "end" }, "p1");
    await settle();
    const keys = bob.log.map((l) => l.key);
    const begin = keys.lastIndexOf("note.judge.correction-begin");
    const end = keys.lastIndexOf("note.judge.correction-end");
    expect(begin).toBeGreaterThan(-1);
    expect(end).toBeGreaterThan(begin + 1);
    expect(JSON.parse(bob.state.players.get("p2").counters).life).toBe(17);
  });

  it("refuses a player's step and changes nothing", async () => {
    const lines = bob.log.length;
    expect(await bob.act({ type: "curse-sorcerers.judge", level: 4, loser: "p1", text: "I win" })).toMatchObject({ ok: false, error: { code: "authority.judge" } });
    await settle();
    expect(bob.log.length).toBe(lines);
    expect(bob.state.phase).toBe("playing");
  });

  it("ends the game with a level 4 loss the judge confirmed", async () => {
    await judge.do({ type: "curse-sorcerers.judge", level: 4, loser: "p2", text: "반복적인 규칙 위반으로 인한 패배" }, "p1");
    await settle();
    expect(alice.state.phase).toBe("finished");
    expect(alice.state.winner).toBe("p1");
    expect(alice.state.winReason).toBe("judge");
    expect(lastLine(alice, "note.judge.loss")).toMatchObject({ judge: true, params: { player: "p2" } });
  });
});
