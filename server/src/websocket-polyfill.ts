// Colyseus 0.18 reads the global WebSocket.OPEN during reconnection; Node 20 has no global
// WebSocket, so every reconnect would throw. This must be the server's first import.
import { WebSocket } from "ws";

(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;
