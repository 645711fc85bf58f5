/**
 * A deck that breaks a deck rule is told to the whole table, without telling the opponent what
 * is in it (docs/advisories.md, "The deck, when it is loaded"). Alice loads 7 copies of one
 * card and two ACE SPEC cards; then the raw bytes each client received, the log lines each
 * was sent, and the game record each may ask for are searched for those cards' names.
 */
import "./support/record-websocket"; // first: the SDK picks globalThis.WebSocket when it loads
import type { CardDef, LogEntry } from "@playmat/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTable, joinTable, startPlaymat, type Seat, type TestServer } from "./support/playmat";
import { received } from "./support/record-websocket";

const PORT = 2597;
const hoarder: CardDef = { id: "told-1", name: "Hoardling QZXV", supertype: "Pokémon", subtypes: ["Basic"], hp: 60, set: "TLD", number: "1" };
const key: CardDef = { id: "told-2", name: "Vault Key QZXW", supertype: "Trainer", subtypes: ["Item", "ACE SPEC"], set: "TLD", number: "2" };
const pick: CardDef = { id: "told-3", name: "Lock Pick QZXY", supertype: "Trainer", subtypes: ["Item", "ACE SPEC"], set: "TLD", number: "3" };
const SECRETS = ["QZXV", "QZXW", "QZXY"];
const LIST = "7 Hoardling QZXV TLD 1\n1 Vault Key QZXW TLD 2\n1 Lock Pick QZXY TLD 3\n51 Basic Fire Energy PMA 24";

let server: TestServer;
let alice: Seat, bob: Seat, spectator: Seat, judge: Seat, lateSpectator: Seat;
let reply: any;

const deckWarnings = (seat: Seat): LogEntry[] => seat.log.filter((entry) => entry.advisory?.code.startsWith("ptcg.deck."));

beforeAll(async () => {
  server = await startPlaymat(PORT);
  await server.cards.importSet([hoarder, key, pick]);
  alice = await createTable(server, { roomName: "Told", judgeCode: "told-judge" }, { label: "told-alice", name: "Alice" });
  const roomId = alice.welcome.roomId;
  bob = await joinTable(server, roomId, { label: "told-bob", name: "Bob" });
  spectator = await joinTable(server, roomId, { label: "told-spectator", role: "spectator" });
  judge = await joinTable(server, roomId, { label: "told-judge", role: "judge", judgeCode: "told-judge" });
  reply = await alice.deck({ list: LIST });
  await Promise.all([alice, bob, spectator, judge].map((seat) => seat.settle()));
  // Someone arriving later reads the same lines from the log's history.
  lateSpectator = await joinTable(server, roomId, { label: "told-late", role: "spectator" });
}, 60_000);

afterAll(async () => {
  await server?.shutdown();
});

describe("a deck that breaks deck rules, on the wire", () => {
  it("its owner's import report is unchanged: it names the card and the ACE SPEC cards", () => {
    expect(reply.ok).toBe(true);
    expect(reply.report.warnings).toEqual([
      { code: "deck.copies", message: "This deck has 7 copies of Hoardling QZXV.", rule: expect.any(String), line: 1 },
      { code: "deck.ace-spec", message: "This deck has 2 ACE SPEC cards (Vault Key QZXW, Lock Pick QZXY).", rule: expect.any(String) },
    ]);
  });

  it("its owner's reply and log name the cards that break the rules", () => {
    expect(reply.advisories).toEqual([
      { code: "ptcg.deck.copies", source: "seed 001 §3.2", target: "p1.deck", params: { limit: 4, copies: "7 × Hoardling QZXV", context: "detail" } },
      expect.objectContaining({ code: "ptcg.deck.ace-spec", params: { limit: 1, names: "Vault Key QZXW, Lock Pick QZXY", context: "detail" } }),
    ]);
    expect(deckWarnings(alice).map((entry) => entry.params)).toEqual(reply.advisories.map((advisory: any) => advisory.params));
  });

  it("the judge's log names them too", () => {
    expect(deckWarnings(judge).map((entry) => [entry.advisory!.code, entry.params])).toEqual([
      ["ptcg.deck.copies", { limit: 4, copies: "7 × Hoardling QZXV", context: "detail" }],
      ["ptcg.deck.ace-spec", { limit: 1, names: "Vault Key QZXW, Lock Pick QZXY", context: "detail" }],
    ]);
    for (const secret of SECRETS) expect(received("told-judge")).toContain(secret);
  });

  for (const [label, seat] of [["the opponent", () => bob], ["a spectator", () => spectator], ["a spectator who came later", () => lateSpectator]] as const) {
    it(`${label} is told which rules the deck breaks, beside Alice's deck, and never a card of it`, async () => {
      expect(deckWarnings(seat()).map((entry) => [entry.advisory!.code, entry.advisory!.target, entry.params])).toEqual([
        ["ptcg.deck.copies", "p1.deck", { limit: 4 }],
        ["ptcg.deck.ace-spec", "p1.deck", { limit: 1 }],
      ]);
      const record = JSON.stringify(await seat().record());
      for (const secret of SECRETS) {
        expect(received(seat().label)).not.toContain(secret);
        expect(record).not.toContain(secret);
      }
    });
  }
});
