/**
 * Reads the deck lists players paste: PTCG Live exports ("Pokémon: 12"), Limitless text
 * ("Pokémon (17)"), old PTCGO exports ("##Pokémon - 13", "* 1 Oranguru SUM 113") and bare
 * lines ("4 Professor's Research"). Headings are only hints: their counts are unreliable and
 * their labels localised, so a card's type always comes from card data, never from here.
 * Never throws: a line that is not a card line becomes an issue with its line number. Messages
 * leave the number to the issue's `line`, which every reader shows beside them.
 */
import { expandEnergySymbols } from "../../../cards/identity";
import type { DeckEntry, DeckIssue, ParsedDeckList } from "../../../decks/types";

/** Which tool wrote the list; "plain" is bare lines with no headings. */
export type DeckListFormat = "ptcgl" | "limitless" | "ptcgo" | "plain";

/** The section a heading puts a line in. */
type DeckSection = "Pokémon" | "Trainer" | "Energy";

/** "****** Pokémon Trading Card Game Deck List ******" and its closing line. */
/** Linear on long lines (the old `\*{3,}.*\*{3,}` backtracked cubically on a line of asterisks). */
const PTCGO_BANNER = /^\*{3}.*\*{3}$/;
/** "##Pokémon - 13", and PTCGO's "Total Cards - 60". */
const DASH_HEADING = /^(?:##)?\s*([^\d*#\s].*?)\s+-\s+\d+$/;
const PARENTHESIS_HEADING = /^([^\d*].*?)\s*\(\s*\d+\s*\)$/;
const COLON_HEADING = /^([^\d*].*?)\s*:\s*\d+$/;

/**
 * Count, then the card; PTCGO puts "* " in front, some tools "- " or "• ", and some write "4x".
 * A dash needs its space: "-3 Ralts" is a negative count, not a bullet, so it is refused.
 */
const ENTRY = /^(?:[*•]\s*|-\s+)?(\d+)\s*[xX]?\s+(\S.*)$/;
/** "SVI", "PR-SV", "CRZ-GG", "SWSHALT": upper case, so a name's last word is never taken for one. */
const SET_CODE = /^[A-Z][A-Z0-9]{1,6}(?:-[A-Z0-9]{1,4})?$/;
/** "84", "GG25", "TG03", "SWSH001", "177a". */
const COLLECTOR_NUMBER = /^[A-Za-z]{0,5}\d{1,4}[A-Za-z]?$/;
const FOIL_MARKER = "PH";

const SECTION_ORDER: readonly DeckSection[] = ["Pokémon", "Trainer", "Energy"];

interface Heading {
  format: DeckListFormat;
  label: string;
}

function readHeading(line: string): Heading | undefined {
  if (line.startsWith("##")) {
    const match = DASH_HEADING.exec(line);
    return { format: "ptcgo", label: match?.[1] ?? line.slice(2).trim() };
  }
  const dash = DASH_HEADING.exec(line);
  if (dash) return { format: "ptcgo", label: dash[1]! };
  const parenthesis = PARENTHESIS_HEADING.exec(line);
  if (parenthesis) return { format: "limitless", label: parenthesis[1]! };
  const colon = COLON_HEADING.exec(line);
  if (colon) return { format: "ptcgl", label: colon[1]! };
  return undefined;
}

function fold(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

/**
 * The section a heading opens. Known labels in the languages the clients export; an unknown
 * label takes the next section in the usual order, and a "Total" line opens none.
 */
function sectionOf(label: string, current: DeckSection | undefined): DeckSection | undefined {
  const folded = fold(label);
  if (/total|gesamt|insgesamt/.test(folded)) return undefined;
  if (folded.startsWith("pok")) return "Pokémon";
  if (/trainer|dresseur|entrenador|allenatore|treinador/.test(folded)) return "Trainer";
  if (folded.startsWith("energ")) return "Energy";
  const next = current === undefined ? 0 : SECTION_ORDER.indexOf(current) + 1;
  return SECTION_ORDER[next];
}

interface CardText {
  name: string;
  set?: string;
  number?: string;
  foil: boolean;
}

/** Reads "name SET number [PH]" from the right, because names hold spaces, digits and colons. */
function readCardText(rest: string): CardText | undefined {
  const tokens = rest.split(/\s+/);
  const foil = tokens.length > 1 && tokens[tokens.length - 1] === FOIL_MARKER;
  if (foil) tokens.pop();
  let set: string | undefined;
  let number: string | undefined;
  const [setToken, numberToken] = tokens.slice(-2);
  if (tokens.length >= 3 && setToken !== undefined && numberToken !== undefined && COLLECTOR_NUMBER.test(numberToken)) {
    if (SET_CODE.test(setToken)) {
      set = setToken;
      number = numberToken;
      tokens.splice(-2);
    } else if (setToken === "Energy" && tokens[tokens.length - 3] === "Energy") {
      // PTCGO wrote basic energy as "Psychic Energy Energy 5": "Energy 5" names no set.
      tokens.splice(-2);
    }
  }
  const name = expandEnergySymbols(tokens.join(" "));
  if (name === "") return undefined;
  return { name, set, number, foil };
}

export function parseDeckList(text: string): ParsedDeckList & { format: DeckListFormat } {
  const entries: DeckEntry[] = [];
  const issues: DeckIssue[] = [];
  let format: DeckListFormat | undefined;
  let section: DeckSection | undefined;

  text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/).forEach((original, index) => {
    const lineNumber = index + 1;
    // NFKC: full-width digits and letters ("４ Ralts SVI 84", typed with a Japanese input method) read as plain ones.
    const line = original.normalize("NFKC").replace(/[\u00a0\t]/g, " ").trim();
    if (line === "") return;
    if (PTCGO_BANNER.test(line)) {
      format ??= "ptcgo";
      return;
    }
    const entry = ENTRY.exec(line);
    const card = entry && readCardText(entry[2]!);
    const count = entry ? Number(entry[1]) : 0;
    if (entry && card && count > 0) {
      if (line.startsWith("*")) format ??= "ptcgo";
      entries.push({
        count,
        name: card.name,
        ...(card.set !== undefined && { set: card.set, number: card.number }),
        ...(card.foil && { foil: true }),
        ...(section !== undefined && { section }),
        line: lineNumber,
        text: original,
      });
      return;
    }
    if (entry && card && count === 0) {
      // A card line whose count puts no card in the deck: said as such, not as an unreadable line.
      issues.push({ code: "deck.zero-count", line: lineNumber, text: original, message: `A count of 0 puts no ${card.name} in the deck: ${line}` });
      return;
    }
    const heading = entry ? undefined : readHeading(line);
    if (heading) {
      format ??= heading.format;
      section = sectionOf(heading.label, section);
      return;
    }
    issues.push({
      code: "deck.unreadable-line",
      line: lineNumber,
      text: original,
      message: `Not a card line like "4 Ralts SVI 84": ${line}`,
    });
  });

  return { format: format ?? "plain", entries, issues };
}
