/**
 * `npm start`: Playmat on one port (default 2567), client included, SQLite under ./data.
 * Unfinished rooms from the previous run are rebuilt before the port opens, so a client
 * rejoining after a restart finds its room.
 */
import "./websocket-polyfill";
import { listen } from "@colyseus/tools";
import { createPlaymat } from "./app";
import { loadConfig } from "./config";
import { log } from "./logger";

const config = loadConfig();
const { server, restoreRooms } = await createPlaymat(config);
await restoreRooms();
await listen(server, config.port);
log.info({ port: config.port }, `Playmat is running at http://localhost:${config.port}`);
