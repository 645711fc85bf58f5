/**
 * The game's id and name. "Curse Sorcerers" after the piece seed 004 is built around, the curse
 * sorcerer (저주술사): the seed gives the game no title of its own ("SDD 04" is a document code).
 */
export const GAME_ID = "curse-sorcerers";
export const GAME_NAME = "Curse Sorcerers";
