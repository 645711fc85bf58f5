/**
 * Builds the Playmat server: the table room, HTTP routes, the card and game stores. No
 * listening here; `restoreRooms()` brings back the rooms a previous run left unfinished.
 */
import { defineRoom, defineServer, matchMaker } from "@colyseus/core";
import { RedisDriver } from "@colyseus/redis-driver";
import { RedisPresence } from "@colyseus/redis-presence";
import type { Express } from "express";
import { ROOM_NAME } from "@playmat/shared";
import { CardStore } from "./cards/card-store";
import { clusterProblem, type Config } from "./config";
import { mountRoutes } from "./http/routes";
import { colyseusLogger } from "./logger";
import { sweepDormant } from "./rooms/dormant-sweep";
import { Ownership } from "./rooms/ownership";
import { sweepFinished } from "./rooms/prune-sweep";
import { restoreRooms } from "./rooms/restore";
import { setRoomServices } from "./rooms/services";
import { TableRoom } from "./rooms/TableRoom";
import { openDatabase } from "./store/database";
import { GameStore } from "./store/game-store";
import { OwnerLeases } from "./store/owner-leases";
import { HeartbeatTransport } from "./transport/heartbeat";

/** Deck lists and custom card payloads are larger than Colyseus's 4 KB default. */
const MAX_MESSAGE_BYTES = 64 * 1024;

export async function createPlaymat(config: Config, extra: { greet?: boolean } = {}) {
  const problem = clusterProblem(config);
  if (problem) throw new Error(problem);
  const db = await openDatabase(config.databaseUrl);
  const cards = await CardStore.open(db);
  const games = new GameStore(db, config.snapshotEvery);
  setRoomServices(config, cards, games);
  // Several processes (docs/scale-out.md): one room list and seat reservations over Redis; each
  // room's WebSocket goes to the public address of the process that holds it.
  // A new table is created in the process the request reached (the proxy spreads requests), never
  // asked of another: when that one answers late, Colyseus also creates it here, and the two
  // tables hold one creator (colyseus#978).
  const cluster = config.redisUrl
    ? {
        presence: new RedisPresence(config.redisUrl),
        driver: new RedisDriver(config.redisUrl),
        publicAddress: config.publicAddress!,
        selectProcessIdToCreateRoom: async () => matchMaker.processId,
      }
    : {};
  const server = defineServer({
    greet: extra.greet ?? true,
    logger: colyseusLogger(),
    transport: new HeartbeatTransport({ maxPayload: MAX_MESSAGE_BYTES }),
    rooms: { [ROOM_NAME]: defineRoom(TableRoom) },
    // The HTTP side reads its settings from the configuration by name (HttpDeps).
    express: (app) => mountRoutes(app as Express, { ...config, cards, games }),
    ...cluster,
  });
  const ownership = config.redisUrl ? await ownLeases(db, games, config.ownerLeaseSeconds) : null;
  const stopSweep = sweepDormant(games, config.dormantHoldSeconds);
  const stopPruning = sweepFinished(games, config.prune);
  server.onBeforeShutdown(() => ownership?.pause());
  server.onShutdown(async () => {
    stopSweep();
    await stopPruning();
    await ownership?.stop();
    return db.destroy();
  });
  return {
    server,
    db,
    cards,
    games,
    /** Several processes: whether restoreRooms() runs once the port is open (index.ts). */
    cluster: ownership !== null,
    /** One process: every open room. Several: the open rooms nobody holds, then the same every few seconds (rooms/ownership.ts). */
    restoreRooms: () => (ownership ? ownership.start() : restoreRooms(games)),
  };
}

/** This process's owner leases, in force before any room of it writes (store/owner-leases.ts). */
async function ownLeases(db: Awaited<ReturnType<typeof openDatabase>>, games: GameStore, leaseSeconds: number): Promise<Ownership> {
  await matchMaker.onReady; // its processId, the owner its leases name
  const leases = new OwnerLeases(db, matchMaker.processId, leaseSeconds * 1000);
  games.useLeases(leases);
  const ownership = new Ownership(games, leases);
  await ownership.renew();
  return ownership;
}
