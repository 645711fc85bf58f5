/**
 * Turns what a player pasted (or a demo deck's id) into the engine's deck.load action, with
 * the import report the player sees before confirming: resolved cards, placeholders, warnings
 * (what to fix) and notes (what was done that needs no fixing). What a list means is the
 * table's game's (its GameDecks: parser, resolver, deck rules, demo decks); the limits and the
 * report are the same for every game.
 * An unresolved line never fails the import; it becomes a named placeholder card.
 */
import type { CardLookup, DeckLoadAction, DeckNote, DeckSubmit, DeckWarning, Game, GameDecks, ParsedDeckList } from "@playmat/shared";

export interface DeckReport {
  format: string;
  total: number;
  cards: { defId: string; name: string; count: number; line: number; supertype: string; placeholder: boolean }[];
  placeholders: { line: number; text: string }[];
  warnings: DeckWarning[];
  notes: DeckNote[];
}

export class DeckInputError extends Error {}

/** Far above any legal deck; keeps a hostile list from filling the table. */
const MAX_DECK_CARDS = 200;
/** Far above any card line or heading; the parser's patterns slow down steeply on longer lines. */
const MAX_LINE_LENGTH = 200;

/** How the game takes decks; a game that takes none (a board game) refuses any list, saying so. */
export function decksOf(game: Game): GameDecks {
  if (!game.decks) throw new DeckInputError(`${game.name} takes no deck lists: its tables are set up without a deck.`);
  return game.decks;
}

/**
 * Refuses text the game's parser would spend seconds on: overlong lines, and lines the game
 * says its parser must not be given (GameDecks.unparsable). Neither is ever part of a real
 * deck list.
 */
function assertParsable(text: string, decks: GameDecks): void {
  text.split(/\r\n|\r|\n/).forEach((original, index) => {
    const line = original.replace(/[\u00a0\t]/g, " ").trim();
    if (line.length > MAX_LINE_LENGTH) throw new DeckInputError(`Line ${index + 1} is longer than ${MAX_LINE_LENGTH} characters: that is not a deck list line.`);
    if (decks.unparsable?.(line)) throw new DeckInputError(`Line ${index + 1} is not a deck list line.`);
  });
}

export function listFor(submit: DeckSubmit, decks: GameDecks): string {
  if ("list" in submit) return submit.list;
  const demo = decks.demoDecks.find((d) => d.id === submit.demo);
  if (!demo) throw new DeckInputError(`There is no demo deck "${submit.demo}"; try one of: ${decks.demoDecks.map((d) => d.id).join(", ")}.`);
  return demo.list;
}

/**
 * Reads a pasted list without looking anything up, refusing what no table takes. Its card
 * lines (`entries`) are what resolving it costs: one to four lookups for each distinct line.
 */
export function parseList(text: string, decks: GameDecks): ParsedDeckList {
  assertParsable(text, decks);
  const parsed = decks.parse(text);
  if (parsed.entries.length === 0) {
    // Card lines that all count 0 are card lines: say what is wrong with them, not that there are none.
    const zero = parsed.issues.find((issue) => issue.code === "deck.zero-count");
    if (zero) throw new DeckInputError(`Every card line has a count of 0, which puts no card in the deck (line ${zero.line}: ${zero.text.trim()}): give each card its number of copies, like "${decks.exampleLine}".`);
    throw new DeckInputError(`No card lines were found: paste a deck list like "${decks.exampleLine}".`);
  }
  const copies = parsed.entries.reduce((n, e) => n + e.count, 0);
  if (copies > MAX_DECK_CARDS) throw new DeckInputError(`That list has ${copies} cards; a table takes at most ${MAX_DECK_CARDS}.`);
  return parsed;
}

export async function resolveList(text: string, decks: GameDecks, lookup: CardLookup): Promise<{ report: DeckReport; action: DeckLoadAction }> {
  return resolveParsed(parseList(text, decks), decks, lookup);
}

/** Looks up every card line of a list parseList() accepted, in the game's card data (`lookup`). */
export async function resolveParsed(parsed: ParsedDeckList, decks: GameDecks, lookup: CardLookup): Promise<{ report: DeckReport; action: DeckLoadAction }> {
  const resolved = await decks.resolve(parsed.entries, lookup);
  const issues: DeckWarning[] = parsed.issues.map((i) => ({ code: i.code, message: i.message, line: i.line }));
  const warnings = [...issues, ...resolved.warnings, ...decks.validate(resolved)];
  const merged = new Map<string, DeckLoadAction["cards"][number]>();
  for (const { def, count } of resolved.cards) {
    const entry = merged.get(def.id);
    if (entry) entry.count += count;
    else merged.set(def.id, { def, count });
  }
  return {
    report: {
      format: parsed.format,
      total: resolved.total,
      cards: resolved.cards.map(({ def, count, line }) => ({
        defId: def.id,
        name: def.name,
        count,
        line,
        supertype: def.supertype,
        placeholder: Boolean(def.placeholder),
      })),
      placeholders: resolved.placeholders,
      warnings,
      notes: resolved.notes,
    },
    action: { type: "deck.load", cards: [...merged.values()] },
  };
}
