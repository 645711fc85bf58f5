export * from "./engine";
export { GAMES, gameById } from "./games";
export * from "./protocol/messages";
export * from "./engine/schema-issues";
export { hasControlCharacters, showsNothing } from "./protocol/readable";
export * from "./protocol/close-codes";
export * from "./record";
export * from "./cards";
export * from "./decks";
export * from "./log";
export * from "./i18n";
// Pokémon's own pieces the server and the client still reach for by name; they move behind the
// game registry as the client's table becomes a shell (a game is a folder).
export { PTCG_ADVISORIES } from "./games/ptcg/advisories";
export { sameName } from "./games/ptcg/cards";
