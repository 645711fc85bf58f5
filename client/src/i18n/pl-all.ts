/** The whole `ui` namespace in this language: its files merged as the app loads them (languages.ts). */
import { ui as main } from "./pl";
import { connection } from "./pl-connection";
import { entry } from "./pl-entry";
import { gameOver } from "./pl-game-over";
import { judging } from "./pl-judging";
import { practice } from "./pl-practice";
import { errors } from "./pl-refusals";
import { replay } from "./pl-replay";

export const ui = { ...main, errors, connection, ...entry, ...judging, ...practice, replay, gameOver };
