export * from "./engine";
export * from "./cards/types";
export { GAMES, gameById } from "./games";
export * from "./protocol/messages";
export * from "./protocol/issues";
export { hasControlCharacters, showsNothing } from "./protocol/readable";
export * from "./protocol/close-codes";
export * from "./record";
