/**
 * Every migration, in code (no files read at run time, so a bundled server carries them).
 * Kysely runs them in the order of their names: keep the numeric prefix.
 */
import type { Migration, MigrationProvider } from "kysely/migration";
import { createCards } from "./0001-cards";
import { createRooms } from "./0002-rooms";
import { addRngSeed } from "./0003-rng-seed";
import { addHistory } from "./0004-history";
import { addCardGame } from "./0005-card-game";
import { addOwnerLease } from "./0006-owner-lease";
import { addRoomRecords } from "./0007-room-records";

export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  "0001-cards": createCards,
  "0002-rooms": createRooms,
  "0003-rng-seed": addRngSeed,
  "0004-history": addHistory,
  "0005-card-game": addCardGame,
  "0006-owner-lease": addOwnerLease,
  "0007-room-records": addRoomRecords,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => ({ ...MIGRATIONS }),
};
