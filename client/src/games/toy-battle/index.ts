/**
 * Toy Battle in the lobby (GameUi): its name and its create-room options — the map (one of the
 * three it ships, or a map file checked whole before the table is made), the first seat's
 * colour and a medal target over the map's. Its table comes in a chunk of its own (table.ts).
 */
import { gameById, ToyBattle } from "@playmat/shared";
import type { GameUi } from "../gameUi";
import { OptionFields, UPLOADED } from "./OptionFields";

export const toyBattle: GameUi = {
  id: "toy-battle",
  definition: gameById("toy-battle")!,
  nameKey: "gameName.toy-battle",
  createOptions: {
    initial: { map: ToyBattle.DEFAULT_MAP_ID, p1Colour: "red", medalTarget: "", mapFile: "" },
    Fields: OptionFields,
    toOptions(values) {
      const map = values.map === UPLOADED ? JSON.parse(values.mapFile || "null") : ToyBattle.TOY_BATTLE_MAPS[values.map ?? ""];
      return {
        ...(map && { map }),
        p1Colour: values.p1Colour === "blue" ? "blue" : "red",
        ...(values.medalTarget ? { medalTarget: Number(values.medalTarget) } : {}),
      };
    },
  },
  loadTable: () => import("./table").then((m) => m.toyBattleTable),
};
