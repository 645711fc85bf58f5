/**
 * The peer: a Socket.IO 4.8 relay of the kind open game simulators run. Each pair's two
 * clients join a Socket.IO room; an event from one is re-emitted to the other, with no
 * validation and no state. WebSocket transport only (no long-polling upgrade), no compression,
 * loopback only (BASELINE_PORT); tells its parent when it listens.
 */
import { createServer } from "node:http";
import { Server } from "socket.io";

export const PEER_EVENT = "m";

const port = Number(process.env.BASELINE_PORT ?? 0);
const http = createServer();
const io = new Server(http, { transports: ["websocket"], perMessageDeflate: false, maxHttpBufferSize: 64 * 1024, serveClient: false });

io.on("connection", (socket) => {
  const pair = `pair-${String(socket.handshake.query.pair ?? "")}`;
  void socket.join(pair);
  socket.on(PEER_EVENT, (payload: string) => socket.to(pair).emit(PEER_EVENT, payload));
});

http.listen(port, "127.0.0.1", () => process.send?.("ready"));
process.on("SIGTERM", () => {
  io.close(() => process.exit(0));
});
