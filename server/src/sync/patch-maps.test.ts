/**
 * The per-patch maps that empty without allocating (patch-maps.ts) must still do exactly what
 * Colyseus's own Maps did: each client is sent what its own view was given, patch after patch,
 * whether or not a patch queued anything for it.
 */
import type { Client } from "@colyseus/core";
import { Decoder, type StateView } from "@colyseus/schema";
import { describe, expect, it } from "vitest";
import { EncodedViews, TableView } from "./patch-maps";
import { ArraySchema, CardFace, CardView, TableSchema, ZoneView } from "./schema";
import { ScratchSerializer } from "./scratch-serializer";
import { fakeClient, type FakeClient } from "../../test/support/fake-client";

describe("EncodedViews", () => {
  it("finds each view's bytes until the patch is over, then none", () => {
    const mine = new TableView();
    const theirs = new TableView();
    const views = new EncodedViews<StateView, Uint8Array>();
    views.set(mine, Uint8Array.of(1)).set(theirs, Uint8Array.of(2));
    expect(views.get(mine)).toEqual(Uint8Array.of(1));
    expect(views.get(theirs)).toEqual(Uint8Array.of(2));
    expect(views.size).toBe(2);

    views.clear();
    expect(views.size).toBe(0);
    expect(views.get(mine)).toBeUndefined();
    expect(views.get(theirs)).toBeUndefined();

    views.set(theirs, Uint8Array.of(3));
    expect(views.get(theirs)).toEqual(Uint8Array.of(3));
    expect(views.get(mine)).toBeUndefined();
  });

  it("a view set twice in one patch keeps its latest bytes, once", () => {
    const view = new TableView();
    const views = new EncodedViews<StateView, Uint8Array>();
    views.set(view, Uint8Array.of(1)).set(view, Uint8Array.of(2));
    expect(views.get(view)).toEqual(Uint8Array.of(2));
    expect(views.size).toBe(1);
  });
});

function handCard(pid: string, name: string) {
  const card = new CardView();
  card.pid = pid;
  card.face = new CardFace();
  card.face.defId = name;
  card.face.name = name;
  return card;
}

/** The table's name and each hand card's face as the client's screen holds them, "?" if hidden. */
function screen(client: FakeClient) {
  const decoded = new TableSchema();
  const decoder = new Decoder(decoded);
  for (const bytes of client.received) decoder.decode(bytes, { offset: 1 });
  const hand = decoded.zones.get("p1.hand")?.cards ?? [];
  return { name: decoded.name, hand: hand.map((card) => card.face?.name ?? "?") };
}

describe("a table's views, patch after patch", () => {
  it("each client sees what its own view was given, also on patches that queue nothing for it", () => {
    const state = new TableSchema();
    state.name = "Table";
    const ralts = handCard("c1", "Ralts");
    const pikachu = handCard("c2", "Pikachu");
    const hand = new ZoneView();
    hand.key = "p1.hand";
    hand.cards = new ArraySchema<CardView>(ralts, pikachu);
    state.zones.set(hand.key, hand);

    const serializer = new ScratchSerializer<TableSchema>();
    serializer.reset(state);
    const owner = fakeClient(new TableView());
    const opponent = fakeClient(new TableView());
    const viewless = fakeClient();
    const clients = [owner, opponent, viewless];
    const patch = () => serializer.applyPatches(clients as unknown as Client[]);
    for (const client of clients) client.raw(serializer.getFullState(client as unknown as Client));

    // A public change: nothing queued for any view.
    state.name = "Table, turn 2";
    patch();
    expect(screen(owner)).toEqual({ name: "Table, turn 2", hand: ["?", "?"] });

    // The owner is shown one card, then a patch that queues nothing, then the opponent another.
    owner.view!.add(ralts);
    state.name = "Table, turn 3";
    patch();
    state.name = "Table, turn 4";
    patch();
    opponent.view!.add(pikachu);
    state.name = "Table, turn 5";
    patch();

    expect(screen(owner)).toEqual({ name: "Table, turn 5", hand: ["Ralts", "?"] });
    expect(screen(opponent)).toEqual({ name: "Table, turn 5", hand: ["?", "Pikachu"] });
    expect(screen(viewless)).toEqual({ name: "Table, turn 5", hand: ["?", "?"] });
    // A view's queued additions were emptied after being sent, not sent again.
    expect(owner.view!.changes.size).toBe(0);
    expect(opponent.view!.changes.size).toBe(0);
  });

  it("a view given a card on a patch with no shared change still receives it", () => {
    const state = new TableSchema();
    const ralts = handCard("c1", "Ralts");
    const hand = new ZoneView();
    hand.key = "p1.hand";
    hand.cards = new ArraySchema<CardView>(ralts);
    state.zones.set(hand.key, hand);
    const serializer = new ScratchSerializer<TableSchema>();
    serializer.reset(state);
    const owner = fakeClient(new TableView());
    const opponent = fakeClient(new TableView());
    const clients = [owner, opponent];
    for (const client of clients) client.raw(serializer.getFullState(client as unknown as Client));
    serializer.applyPatches(clients as unknown as Client[]);

    owner.view!.add(ralts);
    serializer.applyPatches(clients as unknown as Client[]);

    expect(screen(owner).hand).toEqual(["Ralts"]);
    expect(screen(opponent).hand).toEqual(["?"]);
  });
});
