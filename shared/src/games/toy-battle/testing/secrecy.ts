/**
 * Who may know which tile at a Toy Battle table, restated from seed 003 (§게임 준비 and the
 * issue's reading of it) for the leak oracle, not read from the game's zone visibility
 * (../zones.ts): the supply and the four set-aside tiles to nobody, not even their owner, while
 * the game lasts (the set-aside tiles are revealed to everyone when it ends, which the oracle
 * reads from the cards' revealed flag); the stand to its owner alone (the opponent and
 * spectators see how many), and to spectators while both players show their hands; the tiles a
 * player looks at to that player; the discard piles and the board to everyone (a tower's tiles
 * lie face up). No tile's text names another, nothing is shown as it happens, and no warning
 * depends on a face only some screens know: a placement's warnings speak of the board, public.
 */
import type { Secrecy } from "../../../testing/game-kit";

/** In the order the fuzzer picks hostile zone names from: the seats' own zones first. */
const ZONES = { stand: "holder", looking: "holder", supply: "nobody", "set-aside": "nobody", discard: "everyone", board: "everyone" } as const;

export const TOY_BATTLE_SECRECY: Secrecy = {
  zones: ZONES,
  shownToSpectators: ["stand"],
  aboutTheFaceAtTarget: new Set(),
};
