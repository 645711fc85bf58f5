/** The whole `ui` namespace in this language: its files merged as the app loads them (languages.ts). */
import { ui as main } from "./ja";
import { connection } from "./ja-connection";
import { entry } from "./ja-entry";
import { gameOver } from "./ja-game-over";
import { judging } from "./ja-judging";
import { practice } from "./ja-practice";
import { errors } from "./ja-refusals";
import { replay } from "./ja-replay";

export const ui = { ...main, errors, connection, ...entry, ...judging, ...practice, replay, gameOver };
