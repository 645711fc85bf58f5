/**
 * "Play again": once a game is over, either player starts the next one at a new table. It
 * keeps what the players agreed on — the game and its rules, the room name, the password and
 * judge code (as their hashes), spectator chat — and who sits where: each seat is held for
 * the same seat token, so each player's browser sits down in the same seat, and no stranger
 * can. Each seat's deck is loaded as the finished table held it (a player may load another
 * before the deal). The new table gets a fresh seed, and its coin flip is a new one.
 *
 * The new room comes through the matchmaker under a one-time ticket no client can know, as a
 * restored one does (restore.ts), never through create options a client could send. The old
 * table shows the new room's id to everyone at it (`nextTable`): the other player, spectators
 * and a judge follow from there.
 */
import { createHash, randomBytes } from "node:crypto";
import { matchMaker } from "@colyseus/core";
import { ROOM_NAME, SEATS, type CardDef, type DeckLoadAction, type NextGameReply, type Seat, type TableState } from "@playmat/shared";
import { log } from "../logger";
import type { RoomSettings, StoredSeats } from "../store/game-store";
import { fullMessage, isServerFull } from "./capacity";
import { refuse } from "./refusal";
import type { Admission, RoomSecrets } from "./seats";
import { newToken } from "./secrets";
import { roomServices } from "./services";

const TICKET_OPTION = "__nextGameTicket";

/** What a finished table hands to the next one. */
export interface NextGame {
  game: string;
  /** The game options the finished table was played by; the new table adds today's new-table rules. */
  options: Record<string, unknown>;
  name: string;
  secrets: RoomSecrets;
  seats: StoredSeats;
  settings: RoomSettings;
  decks: Partial<Record<Seat, DeckLoadAction>>;
  seed: string;
}

const pending = new Map<string, NextGame>();

/**
 * The next game onCreate is to set up, if these create options carry a ticket (used once). A
 * ticket this process does not hold is an error, not an ordinary new table: whoever asked for
 * the next game would be sent to an empty one.
 */
export function takeNextGame(options: unknown): NextGame | undefined {
  if (!options || typeof options !== "object" || !(TICKET_OPTION in options)) return undefined;
  const ticket = (options as Record<string, unknown>)[TICKET_OPTION];
  const next = typeof ticket === "string" ? pending.get(ticket) : undefined;
  if (typeof ticket === "string") pending.delete(ticket);
  if (!next) throw new Error("No next game is waiting for this ticket.");
  return next;
}

/**
 * Each seat's deck as the table holds it: every card the seat owns, wherever it lies (in play,
 * in a pile, in the other player's hand), counted by card. The order follows the first card of
 * each kind on the table; the deck is shuffled as it loads.
 */
export function decksOf(state: TableState): Partial<Record<Seat, DeckLoadAction>> {
  const counts: Record<Seat, Map<string, number>> = { p1: new Map(), p2: new Map() };
  const count = (card: { owner: Seat; defId: string }) => counts[card.owner]?.set(card.defId, (counts[card.owner].get(card.defId) ?? 0) + 1);
  for (const zone of Object.values(state.zones)) {
    if (zone.layout === "pile") zone.cards.forEach(count);
    else for (const stack of zone.slots) if (stack) [...stack.cards, ...stack.attached].forEach(count);
  }
  const decks: Partial<Record<Seat, DeckLoadAction>> = {};
  for (const seat of SEATS) {
    const cards = [...counts[seat]].map(([defId, n]) => ({ def: state.cards[defId] as CardDef, count: n })).filter((c) => c.def);
    if (cards.length > 0) decks[seat] = { type: "deck.load", cards };
  }
  return decks;
}

/**
 * A new table's seed: crypto-random, as every table's. In test mode it follows from the finished
 * table's randomness, so a scripted test knows who wins the next coin flip.
 */
function nextSeed(state: TableState): string {
  if (!roomServices.testMode) return randomBytes(32).toString("hex");
  return createHash("sha256").update(`next game after ${JSON.stringify(state.rng)}`).digest("hex");
}


/** What the finished room tells about itself when a player asks for the next game. */
export interface FinishedTable {
  roomId: string;
  state: TableState;
  name: string;
  secrets: RoomSecrets;
  seats: StoredSeats;
  settings: RoomSettings;
  /** Shows everyone where the next game is (state.nextTable; "" takes it away). */
  show(roomId: string, by: Seat | ""): void;
}

/** One room's way to its next game: started once, whoever asks first; the other player gets the same table. */
export class NextGameStarter {
  private started: Promise<NextGameReply> | undefined;

  constructor(private readonly table: () => FinishedTable) {}

  ask(admission: Admission): Promise<NextGameReply> {
    if (admission.role !== "player" || !admission.seat) {
      return Promise.resolve(refuse("next-game.players", "Only the players start the next game; once one does, it shows here for everyone."));
    }
    const table = this.table();
    if (table.state.phase !== "finished") return Promise.resolve(refuse("next-game.not-over", "The next game starts once this one is over."));
    // Each seat of the next table is held for its player: a seat nobody held, or without a deck, would be a stranger's to take.
    const decks = decksOf(table.state);
    if (!SEATS.every((seat) => table.seats[seat] && decks[seat])) {
      return Promise.resolve(refuse("next-game.seats", "The next game needs both players, each with a deck: this game ended before both sat down with one."));
    }
    this.started ??= this.start(admission.seat, decks).then((reply) => {
      // Refused (the server is full): the next press tries again.
      if (!reply.ok) this.started = undefined;
      return reply;
    });
    return this.started;
  }

  /**
   * After every change to the table: a judge who rewinds the game into play takes the next
   * game's link away (that table plays on by itself), and a game that ends again starts a new
   * next game when a player asks.
   */
  follow(phase: TableState["phase"]): void {
    if (phase === "finished" || !this.started) return;
    this.started = undefined;
    this.table().show("", "");
  }

  private async start(by: Seat, decks: NextGame["decks"]): Promise<NextGameReply> {
    const table = this.table();
    const { state } = table;
    const next: NextGame = {
      game: state.game,
      options: state.options,
      name: table.name,
      secrets: table.secrets,
      seats: table.seats,
      // The room list names the table it follows: a player who left this one sits down there by this seat token.
      settings: { ...table.settings, previousTable: table.roomId },
      decks,
      seed: nextSeed(state),
    };
    const ticket = newToken();
    pending.set(ticket, next);
    try {
      // In this process, which holds the ticket: the matchmaker could place it on another one.
      const room = await matchMaker.handleCreateRoom(ROOM_NAME, { [TICKET_OPTION]: ticket });
      log.info({ room: room.roomId, by }, "next game started");
      // The table exists from here on: whatever else fails, the players are sent to it, not to a second one.
      try {
        table.show(room.roomId, by);
      } catch (error) {
        log.warn({ room: room.roomId, err: error instanceof Error ? error.message : String(error) }, "could not show the next game");
      }
      return { ok: true, roomId: room.roomId };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (isServerFull(message)) return refuse("table.server-full", fullMessage(roomServices.maxTables));
      log.error({ err: message }, "could not start the next game");
      return refuse("next-game.failed", "The next game could not be set up. Try again.");
    } finally {
      pending.delete(ticket);
    }
  }
}
