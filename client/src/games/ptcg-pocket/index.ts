/**
 * Pokémon TCG Pocket in the lobby (GameUi): its name and its one create-room option, whether
 * the player going first draws on that turn (guides differ: docs/games/ptcg-pocket.md). Its
 * table comes in a chunk of its own (table.ts), with the table screen.
 */
import { gameById } from "@playmat/shared";
import type { GameUi } from "../gameUi";
import { OptionFields } from "./OptionFields";

export const ptcgPocket: GameUi = {
  id: "ptcg-pocket",
  definition: gameById("ptcg-pocket")!,
  nameKey: "gameName.ptcg-pocket",
  createOptions: {
    initial: { firstTurnDraw: "yes" },
    Fields: OptionFields,
    toOptions: (values) => ({ firstTurnDraw: values.firstTurnDraw !== "no" }),
  },
  loadTable: () => import("./table").then((m) => m.pocketTable),
};
