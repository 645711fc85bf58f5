/**
 * The floor: a plain `ws` server that forwards each message to the other client of its pair.
 * No state, no validation, no encoding — what any WebSocket game server pays at minimum.
 * Started by bench/run.ts on a loopback port (BASELINE_PORT); tells its parent when it listens.
 */
import { WebSocketServer, type WebSocket } from "ws";

const port = Number(process.env.BASELINE_PORT ?? 0);
const pairs = new Map<string, (WebSocket | undefined)[]>();
const server = new WebSocketServer({ host: "127.0.0.1", port, perMessageDeflate: false, maxPayload: 64 * 1024 });

server.on("connection", (ws, request) => {
  const query = new URL(request.url ?? "/", "http://relay").searchParams;
  const pair = query.get("pair") ?? "";
  const side = query.get("side") === "b" ? 1 : 0;
  const sockets = pairs.get(pair) ?? [undefined, undefined];
  sockets[side] = ws;
  pairs.set(pair, sockets);
  ws.on("message", (data, isBinary) => sockets[1 - side]?.send(data, { binary: isBinary }));
  ws.on("close", () => {
    if (sockets[side] === ws) sockets[side] = undefined;
    if (!sockets[0] && !sockets[1]) pairs.delete(pair);
  });
});

server.on("listening", () => process.send?.("ready"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
