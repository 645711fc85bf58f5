/**
 * Batches a move's frames into one socket write per client. A move sends each client its state
 * patch and log line, and the mover its reply too, each through its own `write`: corking the
 * sockets when a move is published and uncorking them once this turn's promise work is done
 * (process.nextTick runs after the microtasks that send the reply) makes them one `writev`.
 * Only the timing of writes changes: frames keep their order, nothing waits for a timer.
 */
import type { Client } from "@colyseus/core";

interface Corkable {
  cork(): void;
  uncork(): void;
}

const corked = new Set<Corkable>();

function uncorkAll(): void {
  for (const socket of corked) socket.uncork();
  corked.clear();
}

/** The TCP socket under a client of the WebSocket transport, if it has one. */
function socketOf(client: Client): Corkable | undefined {
  const socket = (client as { ref?: { _socket?: Partial<Corkable> } }).ref?._socket;
  return typeof socket?.cork === "function" && typeof socket.uncork === "function" ? (socket as Corkable) : undefined;
}

/** Holds this client's writes until the current turn's ticks and microtasks have run. */
export function corkUntilTick(client: Client): void {
  const socket = socketOf(client);
  if (!socket || corked.has(socket)) return;
  socket.cork();
  corked.add(socket);
  if (corked.size === 1) process.nextTick(uncorkAll);
}
