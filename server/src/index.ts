/** `npm start`: Playmat on one port (default 2567), client included, SQLite under ./data. */
import "./websocket-polyfill";
import { listen } from "@colyseus/tools";
import { createPlaymat } from "./app";
import { loadConfig } from "./config";
import { log } from "./logger";

const config = loadConfig();
const { server } = await createPlaymat(config);
await listen(server, config.port);
log.info({ port: config.port }, `Playmat is running at http://localhost:${config.port}`);
