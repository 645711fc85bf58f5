/**
 * Colyseus's schema serializer with its encode buffers shared by every room of the process.
 *
 * Each room's serializer allocates a full-state buffer and an encoder buffer that grows to
 * twice Encoder.BUFFER_SIZE: 24 KB of memory per room (at 8 KB) that is only ever scratch
 * space. Encoding is synchronous and one room encodes at a time, so one pair of buffers
 * serves every room, provided no bytes handed to a socket still point into them: a socket
 * that cannot write at once (or is corked until the next tick, rooms/cork.ts) keeps the
 * bytes it was given, and the next room's patch would overwrite them.
 *
 * What leaves the scratch buffers, per @colyseus/core 0.18's SchemaSerializer:
 * - a client with a StateView (every client of a table: TableRoom.onJoin) gets
 *   `encodeView`/`encodeAllView`, which return a fresh array (shared part + view part);
 * - a client without one would get a window into the buffer: the shared patch
 *   (`encoder.encode` without a view) and the cached full state are copied here instead;
 * - the full state is re-encoded for every join (its cache would be another room's bytes).
 * server/src/sync/scratch-serializer.test.ts checks each path against what clients decode.
 *
 * Its per-patch cache of each view's bytes is an EncodedViews (patch-maps.ts), which empties
 * without allocating.
 */
import { Protocol, SchemaSerializer, type Client } from "@colyseus/core";
import type { Encoder, Iterator, Schema, StateView } from "@colyseus/schema";
import { EncodedViews } from "./patch-maps";

/**
 * Big enough that the encoder never grows its own buffer for a table: it asks for
 * Encoder.BUFFER_SIZE of headroom past each view's part of a patch. A room whose encode does
 * outgrow them gets a buffer of its own from Colyseus, which is still correct.
 */
const SCRATCH_BYTES = 64 * 1024;
const fullStateScratch = new Uint8Array(SCRATCH_BYTES);
const patchScratch = new Uint8Array(SCRATCH_BYTES);

type Encode = Encoder["encode"];

export class ScratchSerializer<T extends Schema> extends SchemaSerializer<T> {
  constructor() {
    super();
    this.fullEncodeBuffer = fullStateScratch;
  }

  override reset(newState: T & Schema): void {
    super.reset(newState);
    if (this.hasFilters) this.encodedViews = new EncodedViews() as unknown as typeof this.encodedViews;
    const encoder = this.encoder;
    encoder.sharedBuffer = patchScratch;
    const encode: Encode = encoder.encode.bind(encoder);
    // Without a view the result is a window into the scratch buffer: copy it before it can
    // reach a socket. With a view (encodeView's own pass) it stays internal to the encoder.
    encoder.encode = ((it?: Iterator, view?: StateView, buffer?: Uint8Array, initialOffset?: number) => {
      const bytes = encode(it, view, buffer, initialOffset);
      return view === undefined ? bytes.slice() : bytes;
    }) as Encode;
  }

  override getFullState(client?: Client, timing?: Parameters<SchemaSerializer<T>["getFullState"]>[1]) {
    // Another room may have encoded its state into the shared buffer since this room did.
    this.needFullEncode = true;
    this.fullEncodeBuffer[0] = Protocol.ROOM_STATE;
    const body = super.getFullState(client, timing);
    return body.buffer === this.fullEncodeBuffer.buffer ? body.slice() : body;
  }
}
