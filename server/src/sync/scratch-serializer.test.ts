/**
 * Rooms share their encode buffers (scratch-serializer.ts). What a client was handed must stay
 * its own room's bytes even when another room encodes before the socket writes them: the fake
 * clients below keep the very arrays they were given and decode them only after every room
 * has encoded.
 */
import type { Client } from "@colyseus/core";
import { Decoder, StateView } from "@colyseus/schema";
import { describe, expect, it } from "vitest";
import { ArraySchema, CardFace, CardView, TableSchema, ZoneView } from "./schema";
import { ScratchSerializer } from "./scratch-serializer";
import { fakeClient, type FakeClient } from "../../test/support/fake-client";

/** A table with one hand card whose face is filtered: only views that were given it see "secret". */
function table(name: string, secret: string) {
  const state = new TableSchema();
  state.name = name;
  const card = new CardView();
  card.pid = `${name}-card`;
  card.face = new CardFace();
  card.face.defId = secret;
  card.face.name = secret;
  const hand = new ZoneView();
  hand.key = "p1.hand";
  hand.cards = new ArraySchema<CardView>(card);
  state.zones.set(hand.key, hand);
  return { state, card };
}

/** What a client's screen holds after decoding everything it was sent, in order. */
function screen(client: FakeClient) {
  const decoded = new TableSchema();
  const decoder = new Decoder(decoded);
  for (const bytes of client.received) decoder.decode(bytes, { offset: 1 });
  const card = decoded.zones.get("p1.hand")?.cards[0];
  return { name: decoded.name, face: card?.face?.name ?? null };
}

function room(name: string, secret: string) {
  const { state, card } = table(name, secret);
  const serializer = new ScratchSerializer<TableSchema>();
  serializer.reset(state);
  const owner = fakeClient(new StateView());
  owner.view!.add(card);
  const viewless = fakeClient();
  const clients = [owner, viewless];
  return {
    state,
    owner,
    viewless,
    join(client: FakeClient) { client.raw(serializer.getFullState(client as unknown as Client)); },
    patch() { serializer.applyPatches(clients as unknown as Client[]); },
  };
}

describe("encode buffers shared between rooms", () => {
  it("a full state handed to a socket stays its room's after another room encodes", () => {
    const a = room("Table A", "Ralts of A");
    const b = room("Table B", "Pikachu of B");
    a.join(a.owner); a.join(a.viewless);
    b.join(b.owner); b.join(b.viewless);

    expect(screen(a.owner)).toEqual({ name: "Table A", face: "Ralts of A" });
    expect(screen(a.viewless)).toEqual({ name: "Table A", face: null });
    expect(screen(b.owner)).toEqual({ name: "Table B", face: "Pikachu of B" });
    expect(screen(b.viewless)).toEqual({ name: "Table B", face: null });
  });

  it("a patch handed to a socket stays its room's after another room patches", () => {
    const a = room("Table A", "Ralts of A");
    const b = room("Table B", "Pikachu of B");
    for (const r of [a, b]) { r.join(r.owner); r.join(r.viewless); }

    a.state.name = "Table A, turn 2";
    a.patch();
    b.state.name = "Table B, turn 2 with a much longer name that covers A's bytes";
    b.patch();

    expect(screen(a.owner)).toEqual({ name: "Table A, turn 2", face: "Ralts of A" });
    expect(screen(a.viewless)).toEqual({ name: "Table A, turn 2", face: null });
    expect(screen(b.viewless).name).toBe("Table B, turn 2 with a much longer name that covers A's bytes");
  });

  it("a full state after a patch carries the patch (no stale cache from another room)", () => {
    const a = room("Table A", "Ralts of A");
    const b = room("Table B", "Pikachu of B");
    a.join(a.owner);
    b.join(b.owner);
    a.state.name = "Table A renamed";
    a.patch();
    b.patch();
    const late = fakeClient();
    a.join(late);
    b.join(fakeClient());
    expect(screen(late)).toEqual({ name: "Table A renamed", face: null });
  });
});
