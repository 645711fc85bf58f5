/**
 * Decks in which every card is unique and carries a marker string in its id and name, so a
 * test can search the raw bytes a client received for any card it should not know. Each game's
 * kit makes its own (GameTestKit.markedDecks); the Pokémon suites use Pokémon's by name.
 */
export { ptcgMarkedDeck as markerDeck, type MarkedDeck as MarkerDeck } from "@playmat/shared/testing";

/**
 * The marker of a marked card, from its id (`leak-<marker>`, every game's kit alike). A card a
 * game derives from a marked one (Curse Sorcerers' ability token, `<card id>#<n>`, lies on the
 * public stack while its card is in play) carries its card's marker.
 */
export const markerOf = (defId: string) => defId.slice("leak-".length).split("#")[0]!;
