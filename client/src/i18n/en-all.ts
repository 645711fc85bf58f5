/** The whole `ui` namespace in this language: its files merged as the app loads them (languages.ts). */
import { ui as main } from "./en";
import { connection } from "./en-connection";
import { entry } from "./en-entry";
import { gameOver } from "./en-game-over";
import { judging } from "./en-judging";
import { practice } from "./en-practice";
import { errors } from "./en-refusals";
import { replay } from "./en-replay";

export const ui = { ...main, errors, connection, ...entry, ...judging, ...practice, replay, gameOver };
