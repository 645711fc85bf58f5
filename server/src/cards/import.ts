/**
 * Imports a game's card data from a local copy or from a URL to a repository's raw root. The
 * game says how its files are laid out (`GameDecks.cardDataFormat`: which file lists the sets,
 * where each set's cards are, how they become cards); this only reads the files and stores the
 * cards. A game may want this when its card data is too large or unlicensed to ship.
 */
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { CardDataFormat, CardDataParse } from "@playmat/shared";
import type { GameCards } from "./card-store";

/** Where the files come from. `readJson` resolves undefined for a file that does not exist. */
export interface CardDataSource {
  location: string;
  readJson(relativePath: string): Promise<unknown>;
}

export interface ImportSummary {
  sets: number;
  cards: number;
  /** Sets listed in the format's index file whose cards file was not there. */
  missingSets: string[];
}

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

function parseOrExplain<T>(parse: CardDataParse<T>, where: string): T {
  if (parse.ok) return parse.value;
  throw new Error(`${where} ${parse.problem}`);
}

/** Imports a source laid out as `format` says into one game's card data (`store`). */
export async function importCardData(source: CardDataSource, format: CardDataFormat, store: GameCards): Promise<ImportSummary> {
  const rawSets = await source.readJson(format.indexFile);
  if (rawSets === undefined) throw new Error(`No ${format.indexFile} under ${source.location}: ${format.missingIndexHint}`);
  const sets = parseOrExplain(format.sets(rawSets), `${source.location} ${format.indexFile}`);
  const summary: ImportSummary = { sets: 0, cards: 0, missingSets: [] };
  for (const set of sets) {
    const rawCards = await source.readJson(set.file);
    if (rawCards === undefined) {
      summary.missingSets.push(set.id);
      continue;
    }
    summary.cards += await store.importSet(parseOrExplain(set.cards(rawCards), `${source.location} ${set.file}`));
    summary.sets += 1;
  }
  return summary;
}
