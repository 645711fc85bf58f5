/**
 * The legacy Pokémon TCG (seed 002) in the lobby (GameUi): its name and its create-room options —
 * how who starts is decided (a coin or dice) and play "on 2 Active". Its table comes in a chunk
 * of its own (table.ts), built from the Pokémon TCG's client.
 */
import { gameById } from "@playmat/shared";
import type { GameUi } from "../gameUi";
import { OptionFields } from "./OptionFields";

export const ptcgLegacy: GameUi = {
  id: "ptcg-legacy",
  definition: gameById("ptcg-legacy")!,
  nameKey: "gameName.ptcg-legacy",
  createOptions: {
    initial: { firstPlayerBy: "coin", twoActive: "" },
    Fields: OptionFields,
    toOptions: (values) => ({ firstPlayerBy: values.firstPlayerBy === "die" ? "die" : "coin", twoActive: values.twoActive === "on" }),
  },
  loadTable: () => import("./table").then((m) => m.legacyTable),
};
