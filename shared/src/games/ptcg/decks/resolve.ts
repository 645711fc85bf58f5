/**
 * Turns parsed deck lines into cards. Set code + collector number is the key (older eras
 * reuse codes across sets); a bare or mistyped line falls back to its name when the name
 * alone identifies one card (its printings all play the same), and a note (not a warning:
 * nothing needs fixing) says which card the name was matched to. Anything else becomes a placeholder with a warning that says why
 * (unknown, or a name several different cards share, listed), never an error: the player can
 * still play the card by hand.
 */
import damerauLevenshtein from "damerau-levenshtein";
import { isBasicEnergy, nameKey } from "../../../cards/identity";
import type { CardDef } from "../../../cards/types";
import { placeholderCard } from "../../../decks/placeholder";
import type { CardLookup, CardQuery, DeckEntry, DeckNote, DeckWarning, ResolvedCard, ResolvedDeck } from "../../../decks/types";

/** "CRZ-GG 25" is written for the gallery card the data numbers "GG25" in set "CRZ". */
const SUBSET_CODE = /^([A-Z0-9]+)-([A-Z]{2})$/;

function printingQueries(name: string, set: string, number: string): CardQuery[] {
  const queries: CardQuery[] = [{ name, set, number }];
  const subset = SUBSET_CODE.exec(set);
  if (subset && /^\d+$/.test(number)) queries.push({ name, set: subset[1]!, number: `${subset[2]}${number}` });
  return queries;
}

const where = (entry: DeckEntry) => (entry.set !== undefined ? ` (${entry.set} ${entry.number})` : "");
const printing = (card: CardDef) => (card.set !== undefined ? ` (${card.set} ${card.number})` : "");

interface Outcome {
  def?: CardDef;
  note?: DeckNote;
}

/** How many of a name's distinct cards the report lists: enough to copy a code from. */
const NAMESAKES_LISTED = 3;

/** "Voltkit PMA 4, Voltkit PMA GG04 and 2 more". */
function listCards(cards: readonly CardDef[]): string {
  const named = cards.slice(0, NAMESAKES_LISTED).map((card) => `${card.name}${card.set !== undefined ? ` ${card.set} ${card.number}` : ""}`);
  const more = cards.length - named.length;
  return more > 0 ? `${named.join(", ")} and ${more} more` : named.join(", ");
}

/**
 * How many unresolved names of one list are explained with the cards sharing them. Counting a
 * name's different cards reads every printing of it (Pikachu has over a hundred): a real list
 * leaves a dozen or so names unresolved, while two hundred much-printed names would hold the
 * server's event loop some 0.3 s. Lines past these get the shorter warning.
 */
const NAMES_EXPLAINED = 16;

/**
 * Why a line stays a placeholder: a name several different cards share (`namesakes`, listed),
 * an unknown card, or, when the cards sharing the name were not asked for, either of them.
 */
function unresolved(entry: DeckEntry, namesakes: readonly CardDef[] | undefined): DeckWarning {
  if (namesakes !== undefined && namesakes.length > 1) {
    const fix = entry.set !== undefined ? `no card is known at ${entry.set} ${entry.number}; check the set code and number` : "add the set code and number";
    return {
      code: "deck.ambiguous",
      message: `${entry.name} is ambiguous: ${namesakes.length} different cards have this name (${listCards(namesakes)}); ${fix}. It is kept as a placeholder.`,
      line: entry.line,
    };
  }
  const why = namesakes === undefined ? "no single known card (unknown, or several different cards share the name)" : "no known card";
  return { code: "deck.unresolved", message: `"${entry.name}"${where(entry)} matches ${why}; it is kept as a placeholder.`, line: entry.line };
}

async function resolveEntry(entry: DeckEntry, lookup: CardLookup): Promise<Outcome> {
  if (entry.set !== undefined && entry.number !== undefined) {
    for (const query of printingQueries(entry.name, entry.set, entry.number)) {
      const def = await lookup.find(query);
      if (def) return { def };
    }
  }
  const byName = await lookup.find({ name: entry.name });
  if (!byName) return entry.set !== undefined && entry.number !== undefined ? printedThere(entry, entry.set, entry.number, lookup) : {};
  // Any printing of a basic energy plays the same, so which one a name (or an unknown energy
  // set, a new "MEE") stands for is not worth a word.
  if (isBasicEnergy(byName)) return { def: byName };
  const message =
    entry.set === undefined
      ? `${entry.count} ${entry.name}: matched by name to ${byName.name}${printing(byName)}.`
      : `No card "${entry.name}"${where(entry)} is known; using the only card of that name${printing(byName)}.`;
  return { def: byName, note: { code: "deck.matched-by-name", message, line: entry.line } };
}

/**
 * A line whose name no card has, matched by its set code and number to the card printed there
 * when the two names differ by a slip of the keyboard ("Ionno" for "Iono"): a note says so. A
 * name further off is more likely a wrong number than a typo, and stays a placeholder.
 */
async function printedThere(entry: DeckEntry, set: string, number: string, lookup: CardLookup): Promise<Outcome> {
  for (const query of printingQueries(entry.name, set, number)) {
    const def = await lookup.find({ ...query, anyName: true });
    if (!def) continue;
    if (!namesAlike(def.name, entry.name)) return {};
    const message = `${entry.count} ${entry.name}${where(entry)}: no card of that name is printed there; matched to the card that is, ${def.name}${printing(def)}.`;
    return { def, note: { code: "deck.matched-by-print", message, line: entry.line } };
  }
  return {};
}

/**
 * Names a typo apart: at most one edit in five letters, and at least one (case, accents and
 * spacing aside, nameKey). Two swapped letters are one edit ("Cindel" for "Cindle").
 */
function namesAlike(a: string, b: string): boolean {
  const [x, y] = [nameKey(a), nameKey(b)];
  return damerauLevenshtein(x, y).steps <= Math.max(1, Math.floor(Math.max(x.length, y.length) / 5));
}

/**
 * The lookup, asked each distinct query once: a list may name the same card on many lines
 * (and a hostile one, two hundred lines of a name printed a hundred times, cost the server
 * ~0.2 s of queries without this).
 */
function askingOnce(lookup: CardLookup): CardLookup {
  const answers = new Map<string, Promise<CardDef | undefined>>();
  return {
    find(query) {
      const key = JSON.stringify([query.name, query.set, query.number, query.anyName === true]);
      let answer = answers.get(key);
      if (!answer) {
        answer = lookup.find(query);
        answers.set(key, answer);
      }
      return answer;
    },
  };
}

/** The cards sharing each of the first NAMES_EXPLAINED unresolved names, in list order, by name key. */
async function namesakesOfUnresolved(unresolvedEntries: readonly DeckEntry[], lookup: CardLookup): Promise<Map<string, CardDef[]>> {
  const asked = new Map<string, Promise<CardDef[]>>();
  for (const entry of unresolvedEntries) {
    const key = nameKey(entry.name);
    if (!lookup.namesakes || asked.has(key) || asked.size >= NAMES_EXPLAINED) continue;
    asked.set(key, lookup.namesakes(entry.name));
  }
  const answers = await Promise.all(asked.values());
  return new Map([...asked.keys()].map((key, index) => [key, answers[index]!]));
}

export async function resolveDeck(entries: readonly DeckEntry[], cardLookup: CardLookup): Promise<ResolvedDeck> {
  const lookup = askingOnce(cardLookup);
  const outcomes = await Promise.all(entries.map((entry) => resolveEntry(entry, lookup)));
  const namesakes = await namesakesOfUnresolved(entries.filter((_, index) => !outcomes[index]!.def), cardLookup);
  const cards: ResolvedCard[] = [];
  const placeholders: ResolvedDeck["placeholders"] = [];
  const warnings: DeckWarning[] = [];
  const notes: DeckNote[] = [];
  entries.forEach((entry, index) => {
    const { def, note } = outcomes[index]!;
    if (note) notes.push(note);
    if (!def) warnings.push(unresolved(entry, namesakes.get(nameKey(entry.name))));
    if (def) {
      cards.push({ def, count: entry.count, line: entry.line });
    } else {
      cards.push({ def: placeholderCard(entry.name, entry.set, entry.number), count: entry.count, line: entry.line });
      placeholders.push({ line: entry.line, text: entry.text });
    }
  });
  const total = cards.reduce((sum, card) => sum + card.count, 0);
  return { cards, placeholders, warnings, notes, total };
}
