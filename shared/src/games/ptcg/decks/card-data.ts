/**
 * The Pokémon TCG's card data as the community's pokemon-tcg-data repository lays it out
 * (github.com/PokemonTCG/pokemon-tcg-data): `sets/en.json` lists the sets, `cards/en/<setId>.json`
 * holds one set's cards. The data has no licence, so Playmat never ships it: each server
 * operator imports their own copy with `npm run cards:import`, which reads the files this says.
 */
import { z } from "zod";
import { fromPokemonTcgDataSet, type PokemonTcgDataCard, type PokemonTcgDataSet } from "../../../cards/pokemon-tcg-data";
import type { CardDataFormat, CardDataParse } from "../../../decks/card-data-format";
import { describeIssues } from "../../../engine/schema-issues";

const LAYOUT = "pokemon-tcg-data";

const SetList = z.array(z.looseObject({ id: z.string().regex(/^[\w.-]+$/), name: z.string(), ptcgoCode: z.string().optional() }));
const CardList = z.array(
  z.looseObject({ id: z.string(), name: z.string(), supertype: z.string(), number: z.string() }),
);

function parsed<T>(schema: z.ZodType<T>, raw: unknown): CardDataParse<T> {
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, problem: `is not in the ${LAYOUT} layout (${describeIssues(result.error.issues, { limit: 1 })}).` };
}

export const POKEMON_TCG_DATA: CardDataFormat = {
  name: LAYOUT,
  source: `<${LAYOUT} directory | URL of its raw root>`,
  indexFile: "sets/en.json",
  missingIndexHint: `is it a copy of ${LAYOUT} (its root, with sets/ and cards/)?`,
  sets(raw) {
    const sets = parsed(SetList, raw);
    if (!sets.ok) return sets;
    return {
      ok: true,
      value: sets.value.map((set: PokemonTcgDataSet) => ({
        id: set.id,
        file: `cards/en/${set.id}.json`,
        cards(rawCards) {
          // The schema checks the fields every card needs; the converter reads the rest as optional.
          const cards = parsed(CardList, rawCards);
          return cards.ok ? { ok: true, value: fromPokemonTcgDataSet(set, cards.value as PokemonTcgDataCard[]) } : cards;
        },
      })),
    };
  },
};
