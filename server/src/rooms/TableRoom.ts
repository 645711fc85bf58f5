/**
 * A Playmat table: authenticate, validate, apply, broadcast. Rules live in shared/; this
 * class routes messages to the TableSession and tells each client what it may know.
 */
import { ClientState, Room, type Client } from "@colyseus/core";
import { StateView } from "@colyseus/schema";
import {
  ActionMessageSchema,
  CreateOptionsSchema,
  DeckSubmitSchema,
  gameById,
  JoinOptionsSchema,
  LogHistorySchema,
  MESSAGES,
  seedFromString,
  type Actor,
  type ActionReply,
  type Hello,
  type Reply,
  type TableEvent,
  type Welcome,
} from "@playmat/shared";
import type { CardLookup } from "@playmat/shared/decks/index";
import type { z } from "zod";
import { DeckInputError, listFor, resolveList } from "../decks/deck-loader";
import { log } from "../logger";
import { TableSchema } from "../sync/schema";
import { JoinRefused, newToken, SeatRegistry, viewerOf, type Admission } from "./seats";
import { TableSession } from "./table-session";

export interface RoomServices {
  cards: CardLookup;
  testMode: boolean;
  seatHoldSeconds: number;
}

/** Set once by the server entry before any room is created. */
export const roomServices: RoomServices = { cards: { find: async () => undefined }, testMode: false, seatHoldSeconds: 180 };

type Meta = { name: string; game: string; hasPassword: boolean; phase: string; seats: Record<string, string | null>; spectators: number };

type Refusal = Extract<Reply, { ok: false }>;
const fail = (code: string, message: string): Refusal => ({ ok: false, error: { code, message } });
const invalid = (error: z.ZodError): Refusal => fail("message.invalid", `Invalid message: ${error.issues.map((i) => `${i.path.join(".") || "payload"}: ${i.message}`).join("; ")}`);

export class TableRoom extends Room<{ state: TableSchema; metadata: Meta; client: Client<{ userData: Admission }> }> {
  override maxClients = 64;
  override patchRate = null; // patches go out right after each action (broadcastPatch), not on a timer
  private session!: TableSession;
  private seats!: SeatRegistry;
  private creatorGreeted = false;
  private readonly welcomes = new Map<string, Welcome>();

  override messages = {
    [MESSAGES.hello]: (client: Client) => this.onHello(client),
    [MESSAGES.action]: (client: Client, payload: unknown) => this.onAction(client, payload),
    [MESSAGES.deckSubmit]: (client: Client, payload: unknown) => this.onDeck(client, payload, true),
    [MESSAGES.deckPreview]: (client: Client, payload: unknown) => this.onDeck(client, payload, false),
    [MESSAGES.logHistory]: (client: Client, payload: unknown) => {
      const parsed = LogHistorySchema.safeParse(payload ?? {});
      if (!parsed.success) return invalid(parsed.error);
      return { ok: true, entries: this.session.log(viewerOf(client.userData as Admission), parsed.data.since) };
    },
    "*": (client: Client, type: string | number) => {
      client.send("error", fail("message.unknown", `Unknown message "${String(type)}".`));
    },
  };

  override onCreate(raw: unknown) {
    const options = CreateOptionsSchema.parse(raw ?? {});
    const definition = gameById(options.game);
    if (!definition) throw new Error(`Unknown game "${options.game}".`);
    const seed = roomServices.testMode && options.seed !== undefined
      ? typeof options.seed === "number" ? options.seed : seedFromString(options.seed)
      : seedFromString(newToken());
    const judgeCode = roomServices.testMode && options.judgeCode ? options.judgeCode : newToken().slice(0, 8);
    this.seats = new SeatRegistry(options.password || undefined, judgeCode);
    this.state = new TableSchema();
    this.state.name = options.roomName;
    this.state.hasPassword = Boolean(options.password);
    this.session = new TableSession(definition, options.options, seed, this.state);
    this.updateMetadata();
  }

  override onAuth(_client: Client, raw: unknown) {
    const parsed = JoinOptionsSchema.safeParse(raw ?? {});
    if (!parsed.success) throw new JoinRefused(`Invalid join options: ${parsed.error.issues[0]?.message}`);
    return this.seats.admit(parsed.data);
  }

  override onJoin(client: Client, _options: unknown, admission: Admission) {
    client.userData = admission;
    if (admission.seat) {
      const holder = this.seats.seats[admission.seat]!;
      // The same player coming back from another tab or connection replaces the old one.
      const stale = this.clients.find((c) => c.sessionId === holder.sessionId && c !== client);
      stale?.leave(4001, "This seat was taken over by a newer connection of the same player.");
      holder.sessionId = client.sessionId;
    }
    const view = new StateView();
    client.view = view;
    this.session.projector.watch(client.sessionId, view, viewerOf(admission));
    const welcome: Welcome = { role: admission.role, seat: admission.seat, roomId: this.roomId, seatToken: admission.seatToken };
    if (!this.creatorGreeted) {
      // Whoever created the room is its first client: it gets the judge code to hand out.
      this.creatorGreeted = true;
      welcome.judgeCode = this.seats.judgeCode;
    }
    this.welcomes.set(client.sessionId, welcome);
    this.refreshPresence();
    log.info({ room: this.roomId, role: admission.role, seat: admission.seat }, "joined");
  }

  override async onDrop(client: Client) {
    this.refreshPresence(client);
    try {
      await this.allowReconnection(client, roomServices.seatHoldSeconds);
    } catch {
      // The hold ran out; the seat token still reclaims the seat later.
    }
  }

  override onReconnect() {
    this.refreshPresence();
  }

  override onLeave(client: Client) {
    const admission = client.userData as Admission;
    this.session.projector.unwatch(client.sessionId);
    this.welcomes.delete(client.sessionId);
    client.view?.dispose?.();
    if (admission.seat && this.seats.seats[admission.seat]?.sessionId === client.sessionId) {
      this.seats.seats[admission.seat]!.sessionId = null;
      if (this.session.state.phase === "waiting" && !this.session.state.players[admission.seat].deckSubmitted) this.seats.release(admission.seat);
    }
    this.refreshPresence(client);
  }

  /** Messages sent from onJoin could beat the client's handlers; the client asks instead. */
  private onHello(client: Client): Hello {
    const admission = client.userData as Admission;
    const welcome = this.welcomes.get(client.sessionId) ?? { role: admission.role, seat: admission.seat, roomId: this.roomId };
    const hello: Hello = { welcome, log: this.session.log(viewerOf(admission)) };
    if (admission.role === "judge") hello.hidden = this.session.hiddenPiles();
    return hello;
  }

  private actorFor(client: Client, as: "p1" | "p2" | undefined): Actor | Refusal {
    const admission = client.userData as Admission;
    if (admission.role === "spectator") return fail("authority.spectator", "Spectators watch; they can't act on the table.");
    if (admission.role === "judge") {
      if (!as) return fail("judge.seat", 'A judge acts for a seat: add "as": "p1" or "p2".');
      return { seat: as, judge: true };
    }
    if (as && as !== admission.seat) return fail("authority.seat", "You can only act for your own seat.");
    return { seat: admission.seat! };
  }

  private onAction(client: Client, payload: unknown): ActionReply {
    const parsed = ActionMessageSchema.safeParse(payload);
    if (!parsed.success) return invalid(parsed.error);
    const actor = this.actorFor(client, parsed.data.as);
    if ("ok" in actor) return actor;
    const { reply, events, firstSeq } = this.session.act(parsed.data.action, actor);
    if (reply.ok) this.publish(events, firstSeq);
    return reply;
  }

  private async onDeck(client: Client, payload: unknown, load: boolean) {
    const parsed = DeckSubmitSchema.safeParse(payload);
    if (!parsed.success) return invalid(parsed.error);
    const actor = this.actorFor(client, undefined);
    if (load && "ok" in actor) return actor;
    try {
      const { report, action } = await resolveList(listFor(parsed.data), roomServices.cards);
      if (!load) return { ok: true, report };
      const { reply, events, firstSeq } = this.session.act(action, actor as Actor);
      if (!reply.ok) return reply;
      this.publish(events, firstSeq);
      return { ...reply, report };
    } catch (error) {
      if (error instanceof DeckInputError) return fail("deck.invalid", error.message);
      throw error;
    }
  }

  /** Sends the new state, then each client's own reading of the new log lines. */
  private publish(_events: TableEvent[], firstSeq: number): void {
    this.broadcastPatch();
    for (const client of this.clients) {
      const admission = client.userData as Admission | undefined;
      if (!admission) continue;
      const entries = this.session.log(viewerOf(admission), firstSeq);
      if (entries.length > 0) client.send(MESSAGES.log, entries);
      if (admission.role === "judge") client.send(MESSAGES.judgeHidden, this.session.hiddenPiles());
    }
    this.updateMetadata();
  }

  private refreshPresence(leaving?: Client): void {
    const present = this.clients.filter((c) => c !== leaving && c.state === ClientState.JOINED);
    for (const [seat, holder] of Object.entries(this.seats.seats)) {
      const view = this.state.players.get(seat);
      if (!view || !holder) continue;
      view.name = holder.name;
      view.connected = present.some((c) => c.sessionId === holder.sessionId);
    }
    this.state.spectators = present.filter((c) => (c.userData as Admission | undefined)?.role === "spectator").length;
    this.state.judges = present.filter((c) => (c.userData as Admission | undefined)?.role === "judge").length;
    this.updateMetadata();
  }

  private updateMetadata(): void {
    const seats: Record<string, string | null> = { p1: this.seats.seats.p1?.name ?? null, p2: this.seats.seats.p2?.name ?? null };
    void this.setMetadata({
      name: this.state.name,
      game: this.state.game,
      hasPassword: this.state.hasPassword,
      phase: this.session.state.phase,
      seats,
      spectators: this.state.spectators,
    });
  }
}
