/**
 * The sandbox in the lobby (GameUi): its name and its create-room options, the cards dealt to
 * each player and the points that ask "won?". Its table comes in a chunk of its own (table.ts).
 */
import { gameById } from "@playmat/shared";
import type { GameUi } from "../gameUi";
import { OptionFields } from "./OptionFields";

export const sandbox: GameUi = {
  id: "sandbox",
  definition: gameById("sandbox")!,
  nameKey: "gameName.sandbox",
  createOptions: {
    // As typed: the fields' own min/max stop the form with the browser's message; the game's options schema checks again.
    initial: { handSize: "5", target: "10" },
    Fields: OptionFields,
    toOptions: (values) => ({ handSize: Number(values.handSize), target: Number(values.target) }),
  },
  loadTable: () => import("./table").then((m) => m.sandboxTable),
};
