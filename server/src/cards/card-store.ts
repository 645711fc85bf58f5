/**
 * The server's card database: every imported printing, plus each game's demo cards, which are
 * always present so a table can be played before anyone imports real card data. Each card
 * belongs to a game's card data (GameDecks.cardData), and every lookup is within one: two
 * games may use the same ids. Deck lines are matched by the same pure rules as the in-memory
 * lookup (shared/cards/lookup.ts); SQL only narrows the candidates.
 */
import type { Kysely } from "kysely";
import {
  distinctCards,
  GAMES,
  matchPrinting,
  nameKey,
  nameKeysFor,
  numberDigits,
  pickByName,
  type CardDef,
  type CardLookup,
  type CardQuery,
} from "@playmat/shared";
import type { CardsTable, Database } from "../store/database";

/** Rows per INSERT: 8 parameters each stays far below SQLite's and PostgreSQL's limits. */
const BATCH = 500;

function toRow(game: string, card: CardDef): CardsTable {
  return {
    game,
    id: card.id,
    name: card.name,
    name_key: nameKey(card.name),
    set_code: card.set?.toUpperCase() ?? null,
    number: card.number ?? null,
    number_digits: card.number === undefined ? null : (numberDigits(card.number) ?? null),
    data: JSON.stringify(card),
  };
}

const fromRow = (row: { data: string }): CardDef => JSON.parse(row.data) as CardDef;

/** Cards parsed one at a time as they are asked for: a name lookup usually stops after two. */
function* parsedInTurn(rows: readonly { data: string }[]): Generator<CardDef> {
  for (const row of rows) yield fromRow(row);
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/** The demo cards of every registered game that takes decks, by the card data they belong to. */
export function demoCardsByGame(): Map<string, readonly CardDef[]> {
  const seeds = new Map<string, readonly CardDef[]>();
  for (const game of Object.values(GAMES)) {
    if (game.decks) seeds.set(game.decks.cardData, [...(seeds.get(game.decks.cardData) ?? []), ...game.decks.demoCards]);
  }
  return seeds;
}

export class CardStore {
  /** One view per game, so what is done to a game's cards (a test's spy) is done to the one every caller gets. */
  private readonly games = new Map<string, GameCards>();

  private constructor(private readonly db: Kysely<Database>) {}

  /** A store over an opened database (store/database.ts), with every game's demo cards seeded. */
  static async open(db: Kysely<Database>, demoCards = demoCardsByGame()): Promise<CardStore> {
    const store = new CardStore(db);
    for (const [game, cards] of demoCards) await store.of(game).importSet(cards);
    return store;
  }

  /** One game's card data ("ptcg"): what that game's deck lists and card ids are looked up in. */
  of(game: string): GameCards {
    let cards = this.games.get(game);
    if (!cards) this.games.set(game, (cards = new GameCards(this.db, game)));
    return cards;
  }
}

/** The cards of one game's card data: nothing here sees another game's cards. */
export class GameCards implements CardLookup {
  constructor(
    private readonly db: Kysely<Database>,
    readonly game: string,
  ) {}

  private cards() {
    return this.db.selectFrom("cards").where("game", "=", this.game);
  }

  /** Adds or replaces printings by id, so importing the same data twice changes nothing. */
  async importSet(cards: readonly CardDef[]): Promise<number> {
    await this.db.transaction().execute(async (trx) => {
      for (const batch of chunks(cards.map((card) => toRow(this.game, card)), BATCH)) {
        await trx
          .insertInto("cards")
          .values(batch)
          .onConflict((conflict) =>
            conflict.columns(["game", "id"]).doUpdateSet((update) => ({
              name: update.ref("excluded.name"),
              name_key: update.ref("excluded.name_key"),
              set_code: update.ref("excluded.set_code"),
              number: update.ref("excluded.number"),
              number_digits: update.ref("excluded.number_digits"),
              data: update.ref("excluded.data"),
            })),
          )
          .execute();
      }
    });
    return cards.length;
  }

  async find(query: CardQuery): Promise<CardDef | undefined> {
    if (query.set !== undefined && query.number !== undefined) {
      const digits = numberDigits(query.number);
      let select = this.cards().select("data").where("set_code", "=", query.set.toUpperCase());
      if (digits !== undefined) select = select.where("number_digits", "=", digits);
      return matchPrinting((await select.execute()).map(fromRow), query);
    }
    return pickByName(parsedInTurn(await this.rowsNamed(query.name)), query.name);
  }

  /** Reads every printing of the name (find() stops at two): only for names find() left unresolved. */
  async namesakes(name: string): Promise<CardDef[]> {
    return distinctCards((await this.rowsNamed(name)).map(fromRow), name);
  }

  /**
   * Every printing stored under the name, in whatever order the database returns them: which
   * printing a name picks is decided among the parsed cards (newest first, printing-order.ts in
   * shared/cards), as in the in-memory lookup, not by SQL ordering, which SQLite and PostgreSQL
   * would each do their own way (collation, numbers within text).
   */
  private async rowsNamed(name: string): Promise<{ data: string }[]> {
    return this.cards().select("data").where("name_key", "in", nameKeysFor(name)).execute();
  }

  /** The cards with these ids; ids the store does not know are simply absent from the map. */
  async get(ids: readonly string[]): Promise<Map<string, CardDef>> {
    const found = new Map<string, CardDef>();
    for (const batch of chunks([...new Set(ids)], BATCH)) {
      const rows = await this.cards().select("data").where("id", "in", batch).execute();
      for (const card of rows.map(fromRow)) found.set(card.id, card);
    }
    return found;
  }

  /**
   * Whether any card besides the demo cards (ids "demo-…", seeded by open()) is stored: a
   * server nobody ran the importer on knows no real card, and a pasted list is all placeholders.
   */
  async hasImportedCards(): Promise<boolean> {
    const row = await this.cards().select("id").where("id", "not like", "demo-%").limit(1).executeTakeFirst();
    return row !== undefined;
  }

  async count(): Promise<number> {
    const { total } = await this.cards()
      .select((select) => select.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow();
    return Number(total);
  }
}
