/**
 * Pocket's card data as the npm package `pokemon-tcg-pocket-database` (MIT) lays it out in its
 * `dist/`: `cards.json` lists every card (set, number, name, rarity, image file name) and
 * `cards.extra.json` adds element, type, stage, health, retreat cost and weakness for the cards
 * it knows (the newest sets have none yet). No card has attack text. A card the extra file does
 * not know, or knows without a type, imports as a card of unknown kind (the deck report flags
 * it: validate.ts). The image is the data's file name, which the client shows under the
 * operator's CARD_IMAGE_BASE and otherwise draws the face from what the data has.
 *
 * `cards.json` is the index: each of its sets is read from `cards.extra.json` with the set's
 * cards, so the importer's report counts the sets as it does for the Pokémon TCG's data.
 */
import { z } from "zod";
import type { CardDef, CardTypeValue, Supertype } from "../../../cards/types";
import type { CardDataFormat, CardDataParse } from "../../../decks/card-data-format";
import { describeIssues } from "../../../engine/schema-issues";

const LAYOUT = "pokemon-tcg-pocket-database";
/** The card file every set's cards are completed from. */
export const POCKET_EXTRA_FILE = "cards.extra.json";
/** Pocket's Weakness is always +20 (the data gives only the type). */
const WEAKNESS_VALUE = "+20";

const PocketCard = z.looseObject({
  set: z.string().regex(/^[\w-]+$/),
  number: z.number().int().nonnegative(),
  name: z.string().min(1),
  image: z.string().optional(),
});
export type PocketDataCard = z.infer<typeof PocketCard>;

const PocketExtra = PocketCard.extend({
  element: z.string().nullish(),
  type: z.string().nullish(),
  stage: z.union([z.string(), z.number()]).nullish(),
  health: z.number().nullish(),
  retreatCost: z.number().nullish(),
  weakness: z.string().nullish(),
  evolvesFrom: z.string().nullish(),
});
export type PocketDataExtra = z.infer<typeof PocketExtra>;

function parsed<T>(schema: z.ZodType<T>, raw: unknown, file: string): CardDataParse<T> {
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, problem: `is not ${LAYOUT}'s ${file} (${describeIssues(result.error.issues, { limit: 1 })}).` };
}

/** "grass", "Grass" → "Grass"; "Dark" → "Darkness" (the type names the rest of Playmat uses). */
function typeName(value: string | null | undefined): string | undefined {
  const word = value?.trim();
  if (!word) return undefined;
  const name = word[0]!.toUpperCase() + word.slice(1).toLowerCase();
  return name === "Dark" ? "Darkness" : name;
}

/** The data's stage ("basic", 0, 1, 2) as the card model's subtype; undefined when the data has none. */
function stageName(stage: PocketDataExtra["stage"]): string | undefined {
  if (stage === "basic" || stage === 0 || stage === "0") return "Basic";
  if (stage === 1 || stage === "1") return "Stage 1";
  if (stage === 2 || stage === "2") return "Stage 2";
  return undefined;
}

/** Trainer kinds by the data's type; a Fossil is an Item played as a Basic Pokémon. */
const TRAINER_SUBTYPES: Record<string, string[]> = {
  supporter: ["Supporter"],
  item: ["Item"],
  tool: ["Pokémon Tool"],
  fossil: ["Item", "Fossil"],
};

/** The card's kind from the extra data; Unknown without a type (or a Pokémon without a stage). */
function kindOf(extra: PocketDataExtra | undefined, name: string): { supertype: Supertype; subtypes: string[] } {
  const type = extra?.type?.trim().toLowerCase();
  if (type === "pokemon") {
    const stage = stageName(extra!.stage);
    if (!stage) return { supertype: "Unknown", subtypes: [] };
    const ex = /\sex$/i.test(name.trim());
    const mega = ex && /^mega\s/i.test(name.trim());
    return { supertype: "Pokémon", subtypes: [stage, ...(ex ? ["ex"] : []), ...(mega ? ["MEGA"] : [])] };
  }
  const trainer = type === undefined ? undefined : TRAINER_SUBTYPES[type];
  return trainer ? { supertype: "Trainer", subtypes: trainer } : { supertype: "Unknown", subtypes: [] };
}

/** Drops undefined fields, so a converted card stores and compares cleanly. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

/** The card's id in the store: its set and number ("A1-96", "PROMO-A-7"). */
export const pocketCardId = (card: Pick<PocketDataCard, "set" | "number">) => `${card.set}-${card.number}`;

/** One card of `cards.json`, completed by its entry of `cards.extra.json` when there is one. */
export function fromPocketData(card: PocketDataCard, extra: PocketDataExtra | undefined): CardDef {
  const { supertype, subtypes } = kindOf(extra, card.name);
  const pokemon = supertype === "Pokémon";
  const element = pokemon ? typeName(extra?.element) : undefined;
  const weakness = pokemon ? typeName(extra?.weakness) : undefined;
  const weaknesses: CardTypeValue[] | undefined = weakness ? [{ type: weakness, value: WEAKNESS_VALUE }] : undefined;
  const image = card.image ?? extra?.image;
  return compact<CardDef>({
    id: pocketCardId(card),
    name: card.name,
    supertype,
    subtypes,
    hp: pokemon ? (extra?.health ?? undefined) : undefined,
    types: element ? [element] : undefined,
    evolvesFrom: pokemon ? (extra?.evolvesFrom ?? undefined) : undefined,
    weaknesses,
    retreatCost: pokemon ? (extra?.retreatCost ?? undefined) : undefined,
    set: card.set,
    number: String(card.number),
    image: image ? { small: image, large: image } : undefined,
  });
}

/** Every card of `cards.json` (already read) whose set is `set`, completed from the extra file's parsed JSON. */
function setCards(set: string, cards: readonly PocketDataCard[], rawExtra: unknown): CardDataParse<CardDef[]> {
  const extras = parsed(z.array(PocketExtra), rawExtra, POCKET_EXTRA_FILE);
  if (!extras.ok) return extras;
  const bySetNumber = new Map(extras.value.filter((extra) => extra.set === set).map((extra) => [pocketCardId(extra), extra]));
  return { ok: true, value: cards.map((card) => fromPocketData(card, bySetNumber.get(pocketCardId(card)))) };
}

export const POCKET_TCG_DATA: CardDataFormat = {
  name: LAYOUT,
  source: `<${LAYOUT}'s dist directory | the package's name, installed | URL of its dist>`,
  indexFile: "cards.json",
  packageDirectory: "dist",
  missingIndexHint: `is it ${LAYOUT}'s dist directory (with cards.json and ${POCKET_EXTRA_FILE})?`,
  sets(raw) {
    const cards = parsed(z.array(PocketCard), raw, "cards.json");
    if (!cards.ok) return cards;
    const bySet = new Map<string, PocketDataCard[]>();
    for (const card of cards.value) {
      const list = bySet.get(card.set);
      if (list) list.push(card);
      else bySet.set(card.set, [card]);
    }
    return {
      ok: true,
      value: [...bySet].map(([set, setList]) => ({ id: set, file: POCKET_EXTRA_FILE, cards: (rawExtra: unknown) => setCards(set, setList, rawExtra) })),
    };
  },
};
