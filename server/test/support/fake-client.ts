/**
 * A stand-in for a Colyseus client in serializer tests: it keeps every array it is handed, so a
 * test can decode them later, after other rooms have encoded into the shared scratch buffers.
 */
import { ClientState } from "@colyseus/core";
import type { StateView } from "@colyseus/schema";

export interface FakeClient {
  state: ClientState;
  view?: StateView;
  received: Uint8Array[];
  raw(bytes: Uint8Array): void;
}

export function fakeClient(view?: StateView): FakeClient {
  return { state: ClientState.JOINED, view, received: [], raw(bytes) { this.received.push(bytes); } };
}
