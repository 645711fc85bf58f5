/**
 * A request (`room.request`) of a type the room has no handler for. Colyseus sends a plain send
 * of an unknown type to the room's "*" handler, but answers such a request itself, in its own
 * words ("no onMessage handler", and "undefined" for an empty type), without asking the room.
 * Here those requests go to the "*" handler too, with their request id, so the answer is
 * Playmat's refusal and the request counts against its sender's rate limit like any message.
 */
import { ClientState, getMessageBytes, Protocol, ResponseStatus, type Client, type Room } from "@colyseus/core";
import { decode } from "@colyseus/schema";
import { refuse, type Refusal } from "./refusal";

/** The answer to a message of a type the room doesn't know; an empty type is named as such, not "undefined". */
export const unknownMessage = (type: string | number | undefined): Refusal =>
  type === undefined || type === ""
    ? refuse("message.unknown", "A message needs a type: this one came without one.")
    : refuse("message.unknown", `Unknown message "${String(type).slice(0, 40)}".`);

/** The "*" handler as message-guard.ts wraps it: a context with an id makes it answer. */
export type UnknownHandler = (client: Client, type: string | number | undefined, payload: undefined, ctx: { id: number }) => unknown;

/** The low five bits of a frame's first byte name its protocol message (Colyseus's PROTOCOL_CODE_MASK). */
const CODE_MASK = 0x1f;

/** A request frame's id and type, when the frame is a request whose header can be read. */
function requestHeader(buffer: Uint8Array | undefined): { id: number; type: string | number | undefined } | undefined {
  if (!buffer || buffer.length < 2 || (buffer[0]! & CODE_MASK) !== Protocol.ROOM_REQUEST) return undefined;
  try {
    const it = { offset: 1 };
    const id = decode.number(buffer, it);
    // An empty string is a msgpack fixstr Colyseus's type reader doesn't take for a string: the type reads as undefined.
    const type = decode.stringCheck(buffer, it) ? decode.string(buffer, it) : decode.number(buffer, it);
    return typeof id === "number" && it.offset <= buffer.length ? { id, type } : undefined;
  } catch {
    return undefined; // Colyseus reads the frame and answers it as it does today
  }
}

/**
 * Installs the detour on `room`'s frame reader, which Colyseus binds to each client as it
 * joins: call it from the room's constructor. `known` says whether a type has its own handler.
 */
export function answerUnknownRequests(room: Room, known: (type: string) => boolean, unknown: UnknownHandler): void {
  const reader = room as unknown as { _onMessage?: (client: Client, buffer: Uint8Array) => void };
  const original = reader._onMessage;
  // A Colyseus that reads frames elsewhere would answer unknown requests in its own words again: fail loudly instead.
  if (typeof original !== "function") throw new Error("Colyseus no longer reads frames in Room._onMessage: see unknown-requests.ts.");
  reader._onMessage = function (this: Room, client: Client, buffer: Uint8Array) {
    const request = client.state === ClientState.LEAVING ? undefined : requestHeader(buffer);
    // "*" is the fallback's own name, not a type anyone may ask for by name.
    if (!request || (request.type !== undefined && request.type !== "*" && known(String(request.type)))) return original.call(this, client, buffer);
    const send = (reply: unknown) => {
      if (client.state === ClientState.LEAVING) return;
      client.enqueueRaw(getMessageBytes[Protocol.ROOM_RESPONSE](request.id, ResponseStatus.OK, reply));
    };
    // The payload is never read: the answer only names the type back.
    const reply = unknown(client, request.type, undefined, { id: request.id });
    if (reply instanceof Promise) void reply.then(send);
    else send(reply);
  };
}
