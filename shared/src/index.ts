export * from "./engine";
export * from "./cards/types";
export { GAMES, gameById } from "./games";
export * from "./protocol/messages";
export * from "./protocol/issues";
export * from "./record";
