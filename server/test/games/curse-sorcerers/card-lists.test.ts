/**
 * Curse Sorcerers' players bring their own card lists (issue 31, "Cards"): a list is uploaded
 * over HTTP, size-limited and refused whole with a line per problem (nothing stored), stored by
 * its content hash, named by a table's option, and the table's deck lists name its cards (an
 * unknown line is a placeholder with a warning). A card's definition reaches a screen only once
 * that screen may see the card: the opponent's bytes never hold a card of the list that lies
 * only in the other player's deck or hand, and the card API serves none of them.
 */
import "../../support/record-websocket"; // first: the SDK picks globalThis.WebSocket when it loads
import { matchMaker } from "@colyseus/core";
import { CurseSorcerers, type Card, type TableState } from "@playmat/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTable, joinTable, startPlaymat, type Seat, type TestServer } from "../../support/playmat";
import { received } from "../../support/record-websocket";

const PORT = 2614;

let server: TestServer;

/** A sorcerer whose rules text carries a marker found nowhere else: its definition on the wire is that marker. */
const sorcerer = (id: string, name: string) => ({ id, name, kind: "sorcerer", cost: 2, attack: 2, hp: 3, text: `secret-text-${id}` });
const ALICE_CARDS = Array.from({ length: 10 }, (_, i) => sorcerer(`alpha-${i + 1}`, `알파 ${i + 1}`));
const BOB_CARDS = Array.from({ length: 10 }, (_, i) => sorcerer(`beta-${i + 1}`, `베타 ${i + 1}`));
const LIST = JSON.stringify({ format: CurseSorcerers.CARD_LIST_FORMAT, cards: [...ALICE_CARDS, ...BOB_CARDS] });
const deckOf = (cards: { name: string }[]) => cards.map((c) => `4 ${c.name}`).join("\n");

async function upload(text: string, game = "curse-sorcerers", type = "text/plain") {
  const res = await fetch(`${server.url}/api/card-lists?game=${game}`, { method: "POST", headers: { "content-type": type }, body: text });
  return { status: res.status, body: (await res.json()) as { ok: boolean; hash?: string; cards?: number; error?: { code: string; message: string; issues?: string[] } } };
}

async function refusedCreate(options: Record<string, unknown>): Promise<string> {
  try {
    const seat = await createTable(server, { roomName: "Refused", game: "curse-sorcerers", options }, { label: "refused", name: "Carol" });
    await seat.leave();
    return "created";
  } catch (error) {
    return (error as Error).message;
  }
}

beforeAll(async () => {
  server = await startPlaymat(PORT);
});

afterAll(async () => {
  await server?.shutdown();
});

describe("uploading a card list", () => {
  it("refuses a list with problems whole, one line per problem, and stores nothing", async () => {
    const bad = JSON.stringify({ format: CurseSorcerers.CARD_LIST_FORMAT, cards: [sorcerer("ok-1", "좋음"), { id: "no-hp", name: "HP 없음", kind: "sorcerer", attack: 1 }, { id: "ok-1", name: "둘째", kind: "spell" }] });
    const { status, body } = await upload(bad);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: "card-list.invalid", message: "The card list was not stored: 2 problems." });
    expect(body.error!.issues).toEqual(["card 2 (HP 없음): hp: a sorcerer needs HP", 'card 3 (둘째): id "ok-1" is already card 1\'s']);
    // Nothing stored: a table can't name the list by the hash its text would have had.
    const { createHash } = await import("node:crypto");
    expect(await refusedCreate({ cardList: createHash("sha256").update(bad).digest("hex") })).toMatch(/no card list [0-9a-f]{16}… was uploaded/);
  });

  it("refuses a list over the size limit, a game that takes none, and an empty body", async () => {
    expect(await upload(`${LIST}${" ".repeat(600 * 1024)}`)).toMatchObject({ status: 413, body: { error: { code: "card-list.too-large", message: "A card list may be at most 512 KB." } } });
    expect(await upload(LIST, "sandbox")).toMatchObject({ status: 400, body: { error: { code: "card-list.none" } } });
    expect(await upload("  ")).toMatchObject({ status: 400, body: { error: { code: "card-list.empty" } } });
  });

  it("stores a list under its content hash, once however often it is uploaded", async () => {
    const first = await upload(LIST);
    expect(first).toMatchObject({ status: 201, body: { ok: true, cards: 20 } });
    expect(first.body.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await upload(LIST)).toEqual({ status: 200, body: { ok: true, hash: first.body.hash, cards: 20 } });
  });
});

describe("a table playing an uploaded list", () => {
  let hash: string;
  let alice: Seat;
  let bob: Seat;
  let roomId: string;
  const truth = (): TableState => (matchMaker.getLocalRoomById(roomId) as unknown as { session: { state: TableState } }).session.state;
  const pile = (key: string): Card[] => {
    const zone = truth().zones[key];
    return zone?.layout === "pile" ? zone.cards : [];
  };
  const markerOf = (card: Card) => truth().cards[card.defId]!.rules![0]!;

  beforeAll(async () => {
    hash = (await upload(LIST)).body.hash!;
    alice = await createTable(server, { roomName: "Uploaded", game: "curse-sorcerers", options: { cardList: hash } }, { label: "list-alice", name: "Alice" });
    roomId = alice.welcome.roomId;
    bob = await joinTable(server, roomId, { label: "list-bob", name: "Bob" });
  });

  afterAll(async () => {
    await alice?.leave();
    await bob?.leave();
  });

  it("is refused for a list never uploaded, naming the option", async () => {
    expect(await refusedCreate({ cardList: "0".repeat(64) })).toMatch(/cardList: no card list 0000000000000000… was uploaded for this game/);
  });

  it("reads deck lists against the table's list: a line naming another card is a placeholder with a warning", async () => {
    const reply = await alice.deck({ list: `${deckOf(ALICE_CARDS)}\n1 유토 김` });
    expect(reply.ok).toBe(true);
    expect(reply.report.placeholders).toEqual([{ line: 11, text: "1 유토 김" }]);
    expect(reply.report.warnings).toContainEqual(expect.objectContaining({ code: "deck.unknown-card", line: 11 }));
    expect(reply.report.cards[0]).toMatchObject({ name: "알파 1", count: 4, placeholder: false });
    expect((await bob.deck({ list: deckOf(BOB_CARDS) })).ok).toBe(true);
    await alice.do({ type: "curse-sorcerers.keep" });
    await bob.do({ type: "curse-sorcerers.keep" });
    await alice.settle();
    await bob.settle();
    expect(truth().phase).toBe("playing");
  });

  it("sends a card's definition only to screens that may see it", async () => {
    const alicesHand = pile("p1.hand");
    const aliceOnly = [...alicesHand, ...pile("p1.deck")].filter((c) => !truth().cards[c.defId]!.placeholder);
    // Alice reads her hand's cards whole, their definitions on their faces.
    const alicesBytes = received("list-alice");
    for (const card of alicesHand.filter((c) => !truth().cards[c.defId]!.placeholder)) expect(alicesBytes).toContain(markerOf(card));
    // Bob's bytes hold none of Alice's cards: not their text, not their ids.
    const bobsBytes = received("list-bob");
    expect(aliceOnly.length).toBeGreaterThan(30);
    expect(aliceOnly.filter((c) => bobsBytes.includes(markerOf(c)) || bobsBytes.includes(c.defId))).toEqual([]);
    // And the card API serves no card of an uploaded list, whoever asks.
    const ids = [...new Set(aliceOnly.map((c) => c.defId))];
    const api = (await (await fetch(`${server.url}/api/cards?game=curse-sorcerers&ids=${ids.join(",")}`)).json()) as { cards: unknown[] };
    expect(api.cards).toEqual([]);
  });

  it("sends Bob a card of Alice's once it is put on the stack, where both see it", async () => {
    const first = truth().turn.current!;
    const player = first === "p1" ? alice : bob;
    await player.do({ type: "curse-sorcerers.phase", to: "main-a" });
    const card = pile(`${first}.hand`).find((c) => !truth().cards[c.defId]!.placeholder)!;
    await player.do({ type: "move", cards: [{ zone: `${first}.hand`, pid: card.pid }], to: { zone: "stack" } });
    await alice.settle();
    await bob.settle();
    const other = first === "p1" ? "list-bob" : "list-alice";
    expect(received(other)).toContain(markerOf(card));
    const face = (first === "p1" ? bob : alice).zone("stack").cards[0].face;
    expect(JSON.parse(face.def)).toMatchObject({ id: card.defId, name: truth().cards[card.defId]!.name, rules: [markerOf(card)], secret: true });
  });
});
