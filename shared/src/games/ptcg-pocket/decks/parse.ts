/**
 * Reads Pocket deck lists as players post them: `2 Pikachu ex A1 96`, bare names
 * (`2 Professor's Research`), with or without headers (`Pokémon: 14`, `Trainer (6)`), and an
 * `Energy: Lightning, Psychic` line naming the Energy Zone's types. Promos are written `P-A 7`
 * where the data says `PROMO-A` (resolve.ts maps them). Never throws: a line that is not a card
 * line becomes an issue with its number.
 */
import type { DeckEntry, DeckIssue, ParsedDeckList } from "../../../decks/types";
import { energyTypeOf } from "../energy";

/** The section an `Energy:` line's entries carry: resolve.ts makes them the deck's Energy types, not cards. */
export const ENERGY_TYPES_SECTION = "Energy types";

/** Count, then the card; some write "2x" or put a bullet in front. */
const ENTRY = /^(?:[*•]\s*|-\s+)?(\d+)\s*[xX]?\s+(\S.*)$/;
/** "A1", "A1a", "A2b", "B1", "P-A", "PROMO-A": a name's last word ("ex") is never taken for one. */
const SET_CODE = /^(?:[A-Z][A-Z0-9]{0,5}[a-z]?|P(?:ROMO)?-[A-Z])$/;
const NUMBER = /^\d{1,4}$/;
/** "Energy: Lightning, Psychic", "Energy - Fire", "Energy types: {L} {P}". */
const ENERGY_LINE = /^energy(?:\s+types?)?\s*[:\-–]\s*(\D.*)$/i;
/** "Pokémon: 14", "Trainer (6)", "Total Cards: 20", "Pokémon", "Trainers:". */
const HEADING = /^([^\d*•-][^:()]*?)\s*(?::\s*\d*|\(\s*\d+\s*\)|-\s*\d+)?\s*$/;

function cardLine(count: number, rest: string, line: number, text: string, section: string | undefined): DeckEntry {
  const words = rest.trim().split(/\s+/);
  const entry: DeckEntry = { count, name: rest.trim(), line, text, ...(section !== undefined && { section }) };
  if (words.length >= 3 && NUMBER.test(words.at(-1)!) && SET_CODE.test(words.at(-2)!)) {
    entry.name = words.slice(0, -2).join(" ");
    entry.set = words.at(-2)!;
    entry.number = words.at(-1)!;
  }
  return entry;
}

export function parsePocketList(text: string): ParsedDeckList {
  const entries: DeckEntry[] = [];
  const issues: DeckIssue[] = [];
  let section: string | undefined;
  text.split(/\r\n|\r|\n/).forEach((original, index) => {
    const line = index + 1;
    const trimmed = original.replace(/[\u00a0\t]/g, " ").trim();
    if (trimmed === "") return;
    const energy = ENERGY_LINE.exec(trimmed);
    if (energy) {
      const words = energy[1]!.split(/[,/&+]|\s+and\s+|\s+/i).map((w) => w.trim()).filter((w) => w !== "" && !/^energy$/i.test(w));
      for (const word of words) {
        const type = energyTypeOf(word);
        if (type) entries.push({ count: 1, name: `${type} Energy`, line, text: original, section: ENERGY_TYPES_SECTION });
        const message = `"${word}" is not an Energy type the Energy Zone makes; the line names them like "Energy: Lightning, Psychic".`;
        if (!type) issues.push({ code: "deck.unreadable-line", line, text: original, message });
      }
      return;
    }
    const match = ENTRY.exec(trimmed);
    if (match) {
      const count = Number(match[1]);
      if (count === 0) {
        issues.push({ code: "deck.zero-count", line, text: original, message: "A count of 0 puts no card in the deck; the line is skipped." });
        return;
      }
      entries.push(cardLine(count, match[2]!, line, original, section));
      return;
    }
    const heading = HEADING.exec(trimmed);
    if (heading) {
      section = heading[1]!.trim();
      return;
    }
    issues.push({ code: "deck.unreadable-line", line, text: original, message: `This is not a card line: write one like "2 Pikachu ex A1 96".` });
  });
  return { format: "pocket", entries, issues };
}
