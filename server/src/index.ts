/**
 * `npm start`: Playmat on one port (default 2567), client included, SQLite under ./data.
 * Unfinished rooms from the previous run are rebuilt before the port opens, so a client
 * rejoining after a restart finds its room. With REDIS_URL, one of several processes
 * (docs/scale-out.md).
 */
import "./websocket-polyfill";
import { listen } from "@colyseus/tools";
import { createPlaymat } from "./app";
import { loadConfig } from "./config";
import { log } from "./logger";

const config = loadConfig();
const { server, restoreRooms, cluster } = await createPlaymat(config);
// One process: its tables are back before its port opens. Several (docs/scale-out.md): the port
// opens first, so that the others, finding this process in the room list, don't take it for dead.
if (!cluster) await restoreRooms();
await listen(server, config.port);
if (cluster) await restoreRooms();
log.info({ port: config.port }, `Playmat is running at http://localhost:${config.port}`);
