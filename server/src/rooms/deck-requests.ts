/**
 * deck.preview and deck.submit: a pasted list (or a demo deck) read as the table's game reads
 * one, its cards looked up in that game's card data within the client's budget
 * (deck-lookups.ts), and for a submit loaded as the sender's deck. A list the server can't read
 * is refused with the line it could not read, and changes nothing.
 */
import type { Client } from "@colyseus/core";
import { DeckSubmitSchema, gameById, type Actor } from "@playmat/shared";
import { decksOf, DeckInputError, listFor, parseList, resolveParsed } from "../decks/deck-loader";
import { actorFor } from "./actor";
import { DECK_TOO_FAST, DeckLookups } from "./deck-lookups";
import { invalidPayload, refuse } from "./refusal";
import type { Admission } from "./seats";
import { roomServices } from "./services";
import type { TableSession } from "./table-session";

export class DeckRequests {
  private readonly lookups = new DeckLookups(() => roomServices.deckLookups);

  constructor(private readonly session: () => TableSession) {}

  /** The table's game, as registered: a room is created only for a known game (create-options.ts). */
  private game() {
    const { id } = this.session().definition;
    const game = gameById(id);
    if (!game) throw new Error(`The table's game "${id}" is not registered.`);
    return game;
  }

  /**
   * Where the table's deck lists find their cards: the uploaded list its option names (that list
   * alone: a line naming another card becomes a placeholder), else the game's card data.
   */
  private async lookup() {
    const game = this.game();
    const decks = decksOf(game);
    const hash = game.cardLists && this.session().state.options[game.cardLists.option];
    if (typeof hash !== "string") return roomServices.cards.of(decks.cardData);
    const list = await roomServices.cardLists.lookup(game.id, hash);
    // Checked when the table was created (create-options.ts); a list gone since is the server's fault, not the player's.
    if (!list) throw new Error(`The table's card list ${hash.slice(0, 16)}… is not stored.`);
    return list;
  }

  async handle(client: Client, payload: unknown, load: boolean) {
    const parsed = DeckSubmitSchema.safeParse(payload);
    if (!parsed.success) return invalidPayload(parsed.error.issues);
    const actor = actorFor(client.userData as Admission, undefined);
    if (load && "ok" in actor) return actor;
    try {
      const decks = decksOf(this.game());
      const list = parseList(listFor(parsed.data, decks), decks);
      // Counted before any card is looked up: a refused list costs its parse alone.
      if (!this.lookups.take(client, list.entries.length)) return DECK_TOO_FAST;
      const { report, action } = await resolveParsed(list, decks, await this.lookup());
      if (!load) return { ok: true, report };
      const reply = await this.session().act(action, actor as Actor);
      if (!reply.ok) return reply;
      return { ...reply, report };
    } catch (error) {
      if (error instanceof DeckInputError) return refuse("deck.invalid", error.message);
      throw error;
    }
  }
}
