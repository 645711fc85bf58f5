/**
 * Builds the Playmat server: the table room, HTTP routes, the card and game stores. No
 * listening here; `restoreRooms()` brings back the rooms a previous run left unfinished.
 */
import { defineRoom, defineServer } from "@colyseus/core";
import type { Express } from "express";
import { ROOM_NAME } from "@playmat/shared";
import { CardStore } from "./cards/card-store";
import type { Config } from "./config";
import { mountRoutes } from "./http/routes";
import { colyseusLogger } from "./logger";
import { sweepDormant } from "./rooms/dormant-sweep";
import { restoreRooms } from "./rooms/restore";
import { setRoomServices } from "./rooms/services";
import { TableRoom } from "./rooms/TableRoom";
import { openDatabase } from "./store/database";
import { GameStore } from "./store/game-store";
import { HeartbeatTransport } from "./transport/heartbeat";

/** Deck lists and custom card payloads are larger than Colyseus's 4 KB default. */
const MAX_MESSAGE_BYTES = 64 * 1024;

export async function createPlaymat(config: Config, extra: { greet?: boolean } = {}) {
  const db = await openDatabase(config.databaseUrl);
  const cards = await CardStore.open(db);
  const games = new GameStore(db, config.snapshotEvery);
  setRoomServices(config, cards, games);
  const server = defineServer({
    greet: extra.greet ?? true,
    logger: colyseusLogger(),
    transport: new HeartbeatTransport({ maxPayload: MAX_MESSAGE_BYTES }),
    rooms: { [ROOM_NAME]: defineRoom(TableRoom) },
    // The HTTP side reads its settings from the configuration by name (HttpDeps).
    express: (app) => mountRoutes(app as Express, { ...config, cards, games }),
  });
  const stopSweep = sweepDormant(games, config.dormantHoldSeconds);
  server.onShutdown(() => {
    stopSweep();
    return db.destroy();
  });
  return { server, db, cards, games, restoreRooms: () => restoreRooms(games) };
}
