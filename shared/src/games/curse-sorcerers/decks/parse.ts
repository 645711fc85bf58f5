/**
 * Reads a curse-sorcerers deck list: one card a line, a count and the card's name as its card
 * list prints it ("3 유토 김", "3x 메이"); blank lines and "#" comments are skipped; a heading
 * "Sideboard" (or "사이드보드", "Side") puts the lines after it in the sideboard (§8.2), a heading
 * "Deck" (or "덱", "Main") back in the deck. Pure; never throws: any other line is an issue with
 * its number, and the rest of the list is still read.
 */
import type { DeckEntry, DeckIssue, ParsedDeckList } from "../../../decks/types";

export const SIDEBOARD = "sideboard";
const MAIN_HEADINGS = new Set(["deck", "main", "main deck", "덱", "메인"]);
const SIDEBOARD_HEADINGS = new Set(["sideboard", "side", "사이드보드", "사이드"]);
/** "3 유토 김", "3x 메이", "3 x 대알". */
const CARD_LINE = /^(\d{1,3})\s*[xX×]?\s+(\S.{0,79})$/;

const heading = (line: string): string => line.replace(/[:：]\s*(\(?\d+\)?)?$/, "").trim().toLowerCase();

export function parseDeckList(text: string): ParsedDeckList {
  const entries: DeckEntry[] = [];
  const issues: DeckIssue[] = [];
  let section: string | undefined;
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    const trimmed = raw.trim();
    if (trimmed === "" || trimmed.startsWith("#")) return;
    const head = heading(trimmed);
    if (SIDEBOARD_HEADINGS.has(head)) return void (section = SIDEBOARD);
    if (MAIN_HEADINGS.has(head)) return void (section = undefined);
    const match = CARD_LINE.exec(trimmed);
    if (!match) {
      issues.push({ code: "deck.unreadable-line", line, text: raw, message: `Line ${line} is not a card line: write a count and a card's name, like "3 유토 김".` });
      return;
    }
    const count = Number(match[1]);
    if (count === 0) {
      issues.push({ code: "deck.zero-count", line, text: raw, message: `Line ${line} lists 0 copies of ${match[2]!.trim()}.` });
      return;
    }
    entries.push({ count, name: match[2]!.trim(), line, text: raw, ...(section !== undefined && { section }) });
  });
  return { format: "curse-sorcerers", entries, issues };
}
