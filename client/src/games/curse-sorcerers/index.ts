/**
 * Curse Sorcerers in the lobby (GameUi): its name and the table options seed 004 leaves to the
 * rulebook (shown to both players when the table is created). Its table comes in a chunk of its own (table.ts).
 */
import { CurseSorcerers, gameById } from "@playmat/shared";
import type { GameUi } from "../gameUi";
import { createOptions } from "./OptionFields";

export const curseSorcerers: GameUi = {
  id: CurseSorcerers.GAME_ID,
  definition: gameById(CurseSorcerers.GAME_ID)!,
  nameKey: `gameName.${CurseSorcerers.GAME_ID}`,
  createOptions,
  loadTable: () => import("./table").then((m) => m.curseSorcerersTable),
};
