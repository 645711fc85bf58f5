/** At a table, the shared `log` and `game` words are looked up in the table's game's namespaces first. */
import { describe, expect, it } from "vitest";
import i18next from "./index";
import { withGameWords } from "./useT";

const t = (key: string, options?: Record<string, unknown>) => String(i18next.t(key, options as never));

describe("a game's words at its table", () => {
  it("name a Pokémon table's zones and conditions, and word its log's places", () => {
    const ptcg = withGameWords(t, "ptcg");
    expect(ptcg("zone.bench", { ns: "game" })).toBe("bench");
    expect(ptcg("condition.asleep", { ns: "game" })).toBe("Asleep");
    expect(ptcg("place.prize", { ns: "log", owner: "your" })).toBe("your prizes");
    // Every game's words still answer what the game leaves out.
    expect(ptcg("zone.discard", { ns: "game" })).toBe("discard pile");
  });

  it("stay out of a table of another game, and out of pages with no table", () => {
    expect(withGameWords(t, "another")("zone.bench", { ns: "game", defaultValue: "?" })).toBe("?");
    expect(withGameWords(t, undefined)("condition.asleep", { ns: "game", defaultValue: "?" })).toBe("?");
  });
});
