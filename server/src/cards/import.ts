/**
 * Imports card data in the pokemon-tcg-data layout (sets/en.json, cards/en/<setId>.json) from
 * a local copy or from a URL to such a repository's raw root. The data has no licence, so
 * Playmat never ships it: each server operator imports their own copy.
 */
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { describeIssues, fromPokemonTcgDataSet, type PokemonTcgDataCard, type PokemonTcgDataSet } from "@playmat/shared";
import type { GameCards } from "./card-store";

/** Where the files come from. `readJson` resolves undefined for a file that does not exist. */
export interface CardDataSource {
  location: string;
  readJson(relativePath: string): Promise<unknown>;
}

export interface ImportSummary {
  sets: number;
  cards: number;
  /** Sets listed in sets/en.json whose cards file was not there. */
  missingSets: string[];
}

const SetList = z.array(z.looseObject({ id: z.string().regex(/^[\w.-]+$/), name: z.string(), ptcgoCode: z.string().optional() }));
const CardList = z.array(
  z.looseObject({ id: z.string(), name: z.string(), supertype: z.string(), number: z.string() }),
);

const SETS_FILE = "sets/en.json";
const cardsFileOf = (set: PokemonTcgDataSet) => `cards/en/${set.id}.json`;

export function directorySource(directory: string): CardDataSource {
  const root = path.resolve(directory);
  return {
    location: root,
    async readJson(relativePath) {
      const file = path.join(root, relativePath);
      let text: string;
      try {
        text = await readFile(file, "utf8");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
      return parseJson(text, file);
    },
  };
}

export function urlSource(rootUrl: string, fetchImpl: typeof fetch = fetch): CardDataSource {
  const root = rootUrl.endsWith("/") ? rootUrl : `${rootUrl}/`;
  return {
    location: root,
    async readJson(relativePath) {
      const url = new URL(relativePath, root).href;
      let response: Response;
      try {
        response = await fetchImpl(url);
      } catch (error) {
        const reason = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
        throw new Error(`Could not fetch ${url}: ${reason}`, { cause: error });
      }
      if (response.status === 404) return undefined;
      if (!response.ok) throw new Error(`Could not fetch ${url}: HTTP ${response.status} ${response.statusText}`.trim());
      return parseJson(await response.text(), url);
    },
  };
}

function parseJson(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${where} is not valid JSON: ${(error as Error).message}`);
  }
}

/** A URL (http:// or https://) or a directory, as typed on the command line. */
export async function openCardDataSource(location: string): Promise<CardDataSource> {
  if (/^https?:\/\//i.test(location)) return urlSource(location);
  const isDirectory = await stat(location).then((info) => info.isDirectory(), () => false);
  if (!isDirectory) throw new Error(`${location} is neither a directory nor an http(s) URL.`);
  return directorySource(location);
}

function parseOrExplain<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new Error(`${where} is not in the pokemon-tcg-data layout (${describeIssues(result.error.issues, { limit: 1 })}).`);
}

/** Imports into one game's card data (`store`): the pokemon-tcg-data layout is Pokémon's. */
export async function importCardData(source: CardDataSource, store: GameCards): Promise<ImportSummary> {
  const rawSets = await source.readJson(SETS_FILE);
  if (rawSets === undefined) {
    throw new Error(`No ${SETS_FILE} under ${source.location}: is it a copy of pokemon-tcg-data (its root, with sets/ and cards/)?`);
  }
  const sets: PokemonTcgDataSet[] = parseOrExplain(SetList, rawSets, `${source.location} ${SETS_FILE}`);
  const summary: ImportSummary = { sets: 0, cards: 0, missingSets: [] };
  for (const set of sets) {
    const rawCards = await source.readJson(cardsFileOf(set));
    if (rawCards === undefined) {
      summary.missingSets.push(set.id);
      continue;
    }
    // The schema checks the fields every card needs; the converter reads the rest as optional.
    const cards = parseOrExplain(CardList, rawCards, `${source.location} ${cardsFileOf(set)}`) as PokemonTcgDataCard[];
    summary.cards += await store.importSet(fromPokemonTcgDataSet(set, cards));
    summary.sets += 1;
  }
  return summary;
}
