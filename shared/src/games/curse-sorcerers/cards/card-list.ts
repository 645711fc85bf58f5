/**
 * The card list format (docs/games/curse-sorcerers.md, "Card lists"): the game has no public card
 * database, so its players bring their own cards as one JSON document,
 *
 *   { "format": "curse-sorcerers/1", "cards": [ { "id": "yuto-kim", "name": "유토 김", "kind": "sorcerer", … }, … ] }
 *
 * validated by zod entry by entry. A list with any problem is refused whole, with every problem
 * named by the entry's number and name and the field it is in, so an upload changes nothing
 * until it is right. Pure: the server (size limit, storage keyed by content hash) calls it.
 */
import { z } from "zod";
import { describeIssues } from "../../../engine/schema-issues";
import type { CardDef } from "../../../cards/types";
import { ABILITY_KINDS, CARD_KINDS, HIGHLIGHT, KEYWORDS } from "./read";

export const CARD_LIST_FORMAT = "curse-sorcerers/1";
/** More cards than any set prints: a list past it is a mistake or an attack on the server. */
export const MAX_CARDS = 2000;

const number = z.number().int().min(0).max(99);

export const CardEntrySchema = z
  .strictObject({
    /** Stable, ASCII: what the card store keys the card by (with the list's prefix). */
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "an id is 1–40 lower-case letters, digits and hyphens"),
    /** As printed, in any language: deck lists name cards by it. */
    name: z.string().trim().min(1).max(60),
    kind: z.enum(CARD_KINDS),
    cost: number.default(0),
    attack: number.optional(),
    /** §3.1: 0 unless printed. */
    defence: number.default(0),
    hp: z.number().int().min(1).max(99).optional(),
    keywords: z.array(z.enum(KEYWORDS)).max(KEYWORDS.length).default([]),
    abilities: z.array(z.strictObject({ name: z.string().trim().min(1).max(60), kind: z.enum(ABILITY_KINDS), text: z.string().max(1000).default("") })).max(8).default([]),
    highlight: z.boolean().default(false),
    text: z.string().max(1000).default(""),
  })
  .superRefine((entry, ctx) => {
    // §3: a sorcerer fights, so it prints attack and HP; nothing else does.
    if (entry.kind === "sorcerer") {
      if (entry.attack === undefined) ctx.addIssue({ code: "custom", path: ["attack"], message: "a sorcerer needs an attack" });
      if (entry.hp === undefined) ctx.addIssue({ code: "custom", path: ["hp"], message: "a sorcerer needs HP" });
    } else if (entry.hp !== undefined || entry.attack !== undefined || entry.keywords.length > 0) {
      ctx.addIssue({ code: "custom", path: ["kind"], message: `only a sorcerer has attack, HP and keywords, not a ${entry.kind}` });
    }
    if (new Set(entry.keywords).size !== entry.keywords.length) ctx.addIssue({ code: "custom", path: ["keywords"], message: "a keyword is listed twice" });
  });
export type CardEntry = z.infer<typeof CardEntrySchema>;

export interface CardListIssue {
  /** 1-based entry number in `cards`; absent for a problem of the whole document. */
  entry?: number;
  /** The entry's name, when it has one, so the player finds it. */
  name?: string;
  message: string;
}

export type CardListResult = { ok: true; cards: CardDef[] } | { ok: false; issues: CardListIssue[] };

/** The engine's card model for an entry: kind, keywords and highlight in subtypes, numbers in stats (read.ts reads it back). */
export function entryToCard(entry: CardEntry, idPrefix: string): CardDef {
  return {
    id: `${idPrefix}${entry.id}`,
    name: entry.name,
    supertype: "Unknown",
    subtypes: [entry.kind, ...entry.keywords, ...(entry.highlight ? [HIGHLIGHT] : [])],
    ...(entry.hp !== undefined && { hp: entry.hp }),
    stats: { cost: entry.cost, ...(entry.attack !== undefined && { attack: entry.attack }), defence: entry.defence },
    abilities: entry.abilities.map((a) => ({ name: a.name, type: a.kind, text: a.text })),
    rules: entry.text ? [entry.text] : [],
  };
}

const nameOf = (raw: unknown): string | undefined =>
  typeof raw === "object" && raw !== null && typeof (raw as { name?: unknown }).name === "string" ? (raw as { name: string }).name : undefined;

function readDocument(text: string): { cards: unknown[] } | CardListIssue {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (error) {
    return { message: `The card list is not JSON: ${(error as Error).message}.` };
  }
  if (typeof doc !== "object" || doc === null || Array.isArray(doc)) return { message: `The card list is an object: { "format": "${CARD_LIST_FORMAT}", "cards": [ … ] }.` };
  const { format, cards } = doc as { format?: unknown; cards?: unknown };
  if (format !== CARD_LIST_FORMAT) return { message: `The card list's "format" must be "${CARD_LIST_FORMAT}" (found ${JSON.stringify(format) ?? "none"}).` };
  if (!Array.isArray(cards) || cards.length === 0) return { message: 'The card list\'s "cards" must be a non-empty array.' };
  if (cards.length > MAX_CARDS) return { message: `The card list holds ${cards.length} cards; at most ${MAX_CARDS}.` };
  return { cards };
}

/**
 * Reads a card list. `idPrefix` keeps two lists' cards apart in the card store ("cs-demo-" for
 * the demo set; the server uses the list's content hash). Every problem is reported, not the first.
 */
export function parseCardList(text: string, idPrefix: string): CardListResult {
  const doc = readDocument(text);
  if (!("cards" in doc)) return { ok: false, issues: [doc] };
  const issues: CardListIssue[] = [];
  const cards: CardDef[] = [];
  const ids = new Map<string, number>();
  const names = new Map<string, number>();
  doc.cards.forEach((raw, i) => {
    const entry = i + 1;
    const name = nameOf(raw);
    const parsed = CardEntrySchema.safeParse(raw);
    if (!parsed.success) {
      issues.push({ entry, ...(name !== undefined && { name }), message: describeIssues(parsed.error.issues, { limit: 3 }) });
      return;
    }
    const { id, name: cardName } = parsed.data;
    const sameId = ids.get(id);
    const sameName = names.get(cardName);
    if (sameId !== undefined) issues.push({ entry, name: cardName, message: `id "${id}" is already card ${sameId}'s` });
    else if (sameName !== undefined) issues.push({ entry, name: cardName, message: `the name is already card ${sameName}'s: deck lists name cards by name` });
    ids.set(id, ids.get(id) ?? entry);
    names.set(cardName, names.get(cardName) ?? entry);
    cards.push(entryToCard(parsed.data, idPrefix));
  });
  return issues.length > 0 ? { ok: false, issues } : { ok: true, cards };
}

/** One line per issue, as the upload's refusal and the tests read them: "card 3 (유토 김): hp: a sorcerer needs HP". */
export function describeCardListIssue(issue: CardListIssue): string {
  if (issue.entry === undefined) return issue.message;
  return `card ${issue.entry}${issue.name !== undefined ? ` (${issue.name})` : ""}: ${issue.message}`;
}
