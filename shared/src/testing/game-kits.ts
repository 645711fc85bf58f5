/**
 * Every game's test kit, by id: the server's fuzzer and random-game soak play each game listed
 * here (that GAMES also seats). A game's kit is a file in its `testing/` folder and one line here.
 */
import { ptcgKit } from "../games/ptcg/testing";
import { legacyKit } from "../games/ptcg-legacy/testing";
import type { GameTestKit } from "./game-kit";

export const TEST_KITS: Readonly<Record<string, GameTestKit>> = { [ptcgKit.game]: ptcgKit, [legacyKit.game]: legacyKit };
