/**
 * The fixed seed the table tests use, and the hands it deals when Player 1 loads Ember Owls
 * and then Player 2 loads Lantern Vigil (TableSession.seatPlayers loads them in that order).
 * With this seed the coin comes up heads: Player 1 goes first. If the engine's shuffle or deal
 * changes, these hands change with it: re-read them from a run and update them here.
 */
export const SEED = 1;

export const SEED_HANDS = {
  p1: ["Basic Fire Energy", "Infernowl ex", "Seeker Scope", "Basic Fire Energy", "Archivist Mabel", "Voltkit", "Leap Candy"],
  p2: ["Archivist Mabel", "Recall Rod", "Basic Psychic Energy", "Archivist Mabel", "Swap Whistle", "Trail Ration", "Burrowmole"],
};
