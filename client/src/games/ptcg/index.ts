/**
 * The Pokémon TCG in the lobby (GameUi): its name and its one create-room option, the Bench
 * size. Its table comes in a chunk of its own (table.ts), with the table screen.
 */
import { gameById } from "@playmat/shared";
import type { GameUi } from "../gameUi";
import { BenchSizeField } from "./BenchSizeField";

export const ptcg: GameUi = {
  id: "ptcg",
  definition: gameById("ptcg")!,
  nameKey: "gameName.ptcg",
  createOptions: {
    // As typed: the field's own min/max stop the form with the browser's message, never a silent change.
    initial: { benchSize: "5" },
    Fields: BenchSizeField,
    toOptions: (values) => ({ benchSize: Number(values.benchSize) }),
  },
  loadTable: () => import("./table").then((m) => m.ptcgTable),
};
