/**
 * Test kits: invented cards, tables that fail loudly on refusals, scripted and played games.
 * Test files import them as "@playmat/shared/testing"; production code never does.
 */
export { T, testDeck } from "./cards";
export { unconservedCards } from "./conservation";
export { lcg } from "./lcg";
export { PlayedGame } from "./played-game";
export { markedDeck, P1_MARK, scriptedGame } from "./scripted-game";
export { TestTable } from "./table";
export { placeFromHand, tabletop, TABLETOP_DECK, tabletopCard, tabletopTable } from "./tabletop";
export { Prng } from "./prng";
export type { GameStart, GameTestKit, MarkedDeck, Secrecy, ZoneSecrecy } from "./game-kit";
export { TEST_KITS } from "./game-kits";
// Pokémon's kit by name, for the server suites that play Pokémon on purpose (its setup, its marked decks).
export { ptcgKit, ptcgMarkedDeck, PTCG_SECRECY } from "../games/ptcg/testing";
// The sandbox's, for the oracle's own test (server/test/leak-oracle.test.ts).
export { sandboxKit, SANDBOX_SECRECY } from "../games/sandbox/testing";
export { CONTEXTS, leaves, params, parityProblems, splitKey } from "./i18n-parity";
