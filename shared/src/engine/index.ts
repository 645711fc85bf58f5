export * from "./types";
export * from "./actions";
export * from "./events";
export * from "./definition";
export { apply, replay, type ApplyResult } from "./apply";
export { createTable } from "./table";
export { ActionError, Draft, cloneTable } from "./draft";
export { canSee, seenByAt, viewerSees, listsCards, zoneSpec } from "./visibility";
export { Rng, seedRng, seedFromString, type RngState } from "./rng";
