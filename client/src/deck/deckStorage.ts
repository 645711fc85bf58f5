/** Named deck lists remembered in localStorage, newest first. */
import { local, readJson, writeJson, type KeyValueStore, STORAGE_KEYS } from "../net/storage";

export interface SavedDeck {
  name: string;
  list: string;
  savedAt: number;
}

interface DeckFile {
  version: 1;
  decks: SavedDeck[];
}

const MAX_DECKS = 40;

function isDeck(value: unknown): value is SavedDeck {
  const d = value as SavedDeck;
  return !!d && typeof d.name === "string" && typeof d.list === "string" && typeof d.savedAt === "number";
}

export function loadDecks(store: KeyValueStore = local): SavedDeck[] {
  const file = readJson<Partial<DeckFile> | null>(store, STORAGE_KEYS.decks, null);
  if (!file || file.version !== 1 || !Array.isArray(file.decks)) return [];
  return file.decks.filter(isDeck);
}

/** Saves (or replaces, by name, case-insensitively) a deck; returns the new list. */
export function saveDeck(name: string, list: string, store: KeyValueStore = local, now = Date.now()): SavedDeck[] {
  const clean = name.trim().slice(0, 60);
  if (!clean || !list.trim()) return loadDecks(store);
  const others = loadDecks(store).filter((d) => d.name.toLowerCase() !== clean.toLowerCase());
  const decks = [{ name: clean, list, savedAt: now }, ...others].slice(0, MAX_DECKS);
  writeJson(store, STORAGE_KEYS.decks, { version: 1, decks } satisfies DeckFile);
  return decks;
}

export function deleteDeck(name: string, store: KeyValueStore = local): SavedDeck[] {
  const decks = loadDecks(store).filter((d) => d.name !== name);
  writeJson(store, STORAGE_KEYS.decks, { version: 1, decks } satisfies DeckFile);
  return decks;
}

/** A name for a pasted list: its first Pokémon line, else "Deck". */
export function suggestDeckName(list: string): string {
  for (const line of list.split(/\r?\n/)) {
    const m = /^\s*\*?\s*\d+\s+(.+?)(\s+[A-Z][A-Z0-9-]{1,8}\s+\S+)?(\s+PH)?\s*$/.exec(line);
    if (m && !/energy/i.test(m[1]!)) return `${m[1]!.trim()} deck`;
  }
  return "Deck";
}
