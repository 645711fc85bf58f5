/**
 * Who a WebSocket connection comes from, read as Express reads an HTTP request's address
 * (req.ip): the socket's peer or, with TRUST_PROXY, the X-Forwarded-For hop its trusted proxies
 * vouch for. Not Colyseus's own `context.ip`, which takes X-Forwarded-For and X-Real-IP from
 * anyone: a guesser could name a new address with every join.
 */
import type { IncomingMessage } from "node:http";
import type { Express, Request } from "express";
import { ipKeyGenerator } from "express-rate-limit";

const addresses = new WeakMap<object, string>();

/** Remembers the client address of the connection `socket` was upgraded from. */
export function rememberAddress(socket: object, req: IncomingMessage, app: Express): void {
  // A view of the upgrade request through Express's request prototype: its `ip` reads the app's
  // "trust proxy", which routes.ts sets from TRUST_PROXY, so HTTP and WebSocket agree.
  const asExpress = Object.create(app.request, { headers: { value: req.headers }, socket: { value: req.socket } }) as Request;
  const address = asExpress.ip ?? req.socket.remoteAddress;
  if (address) addresses.set(socket, address);
}

/**
 * Whom a join's guesses at a secret count against: its client address (an IPv6 client by its
 * /56, as the HTTP limits count), or its own connection when the address is not known.
 */
export function guesserOf(client: { ref: object; sessionId: string }): string {
  const address = addresses.get(client.ref);
  return address ? ipKeyGenerator(address, 56) : `connection ${client.sessionId}`;
}
