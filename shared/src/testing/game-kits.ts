/**
 * Every game's test kit, by id: the server's fuzzer and random-game soak play each game listed
 * here (that GAMES also seats). A game's kit is a file in its `testing/` folder and one line here.
 */
import { sorcererKit } from "../games/curse-sorcerers/testing";
import { ptcgKit } from "../games/ptcg/testing";
import { sandboxKit } from "../games/sandbox/testing";
import { legacyKit } from "../games/ptcg-legacy/testing";
import { pocketKit } from "../games/ptcg-pocket/testing";
import { toyBattleKit } from "../games/toy-battle/testing";
import type { GameTestKit } from "./game-kit";

export const TEST_KITS: Readonly<Record<string, GameTestKit>> = {
  [ptcgKit.game]: ptcgKit,
  [pocketKit.game]: pocketKit,
  [legacyKit.game]: legacyKit,
  [sandboxKit.game]: sandboxKit,
  [sorcererKit.game]: sorcererKit,
  [toyBattleKit.game]: toyBattleKit,
};
