/**
 * Decks in which every card is unique and carries a marker string in its id and name, so a
 * test can search the raw bytes a client received for any card it should not know. Each game's
 * kit makes its own (GameTestKit.markedDecks); the Pokémon suites use Pokémon's by name.
 */
export { ptcgMarkedDeck as markerDeck, type MarkedDeck as MarkerDeck } from "@playmat/shared/testing";

/** The marker of a marked card, from its id (`leak-<marker>`, every game's kit alike). */
export const markerOf = (defId: string) => defId.slice("leak-".length);
