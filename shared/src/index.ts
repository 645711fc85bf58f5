export * from "./engine";
export { GAMES, gameById, type Game } from "./games";
export * from "./protocol/messages";
export * from "./engine/schema-issues";
export { hasControlCharacters, showsNothing } from "./protocol/readable";
export * from "./protocol/close-codes";
export * from "./protocol/join-refusal";
export * from "./protocol/join-retry";
export * from "./record";
export * from "./cards";
export * from "./decks";
export * from "./log";
export * from "./i18n";
// Curse Sorcerers' names and helpers for its client table (client/src/games/curse-sorcerers), as one
// namespace: its deck functions share names with Pokémon's below.
export * as CurseSorcerers from "./games/curse-sorcerers";
// Pokémon's own pieces the server and the client still reach for by name; they move behind the
// game registry as the client's table becomes a shell (a game is a folder).
export { PTCG_ADVISORIES } from "./games/ptcg/advisories";
export { sameName } from "./games/ptcg/cards";
// The rules a stored Pokémon table is played by (its setup order): the table shows the choice of
// who goes first, and holds the cards closed until the deal, by them.
export { dealsAfterChoice, SETUP_ORDERS, SetupOrderOption, type SetupOrder } from "./games/ptcg/table-rules";
// Toy Battle's ids, maps, map checks and board reading, for its board and map editor
// (client/src/games/toy-battle), under one name.
export * as ToyBattle from "./games/toy-battle";
// The ids of its counters and markers, for the client's Pokémon table (client/src/games/ptcg).
export { ATTACKED, DAMAGE, MULLIGANS } from "./games/ptcg/marks";
// Pocket's Energy Zone piles and points, for its client table (client/src/games/ptcg-pocket).
export { energyTypesOf, POCKET_PILES, POINTS as POCKET_POINTS, POINTS_TO_WIN as POCKET_POINTS_TO_WIN } from "./games/ptcg-pocket";
// Its deck lists, for importers and tests that read a Pokémon list by name; the server goes
// through the table's game (Game.decks).
export {
  DECK_RULE_TEXT, DEMO_DECKS, PTCG_DECKS, STANDARD_DECK_RULES, deckRuleBreaks, parseDeckList, resolveDeck, validateDeck,
  type DeckListFormat, type DeckRuleBreak, type DeckRules, type RuledDeck,
} from "./games/ptcg/decks";
// The legacy table's pieces its client folder draws with (client/src/games/ptcg-legacy): the damage
// proposal, Poké-Powers and Poké-Bodies, its markers and counters, its options and its advisories.
export {
  activeSpots, benchSlots, CUTS, EXTRA_DRAWS, FIRST_PLAYER_BY, LEGACY_ADVISORIES, LegacyOptions, POWER_USED, SUDDEN_DEATH,
  pokeBodiesOf, pokePowersOf, proposeDamage, type DamageProposal, type DamageStep,
} from "./games/ptcg-legacy";
