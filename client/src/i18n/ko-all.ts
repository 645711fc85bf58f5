/** The whole `ui` namespace in this language: its files merged as the app loads them (languages.ts). */
import { ui as main } from "./ko";
import { connection } from "./ko-connection";
import { entry } from "./ko-entry";
import { gameOver } from "./ko-game-over";
import { judging } from "./ko-judging";
import { practice } from "./ko-practice";
import { errors } from "./ko-refusals";
import { replay } from "./ko-replay";

export const ui = { ...main, errors, connection, ...entry, ...judging, ...practice, replay, gameOver };
