/**
 * A Playmat table: authenticate, validate, apply, broadcast. Rules live in shared/; this
 * class routes messages to the TableSession and tells each client what it may know.
 */
import { randomBytes } from "node:crypto";
import { ClientState, CloseCode, ErrorCode, Room, SchemaSerializer, ServerError, type Client } from "@colyseus/core";
import {
  actionMessageSchemaFor, type ActionReply, CLOSE_CODES, describeIssues, gameById, type GameDefinition,
  type Hello, JoinOptionsSchema, LogHistorySchema, type LogItem, MESSAGES, type Welcome,
} from "@playmat/shared";
import { log } from "../logger";
import { guesserOf } from "../transport/client-address";
import type { GameStore } from "../store/game-store";
import { TableView } from "../sync/patch-maps";
import { TableSchema } from "../sync/schema";
import { ScratchSerializer } from "../sync/scratch-serializer";
import { actorFor } from "./actor";
import { PLACES_KEPT_FROM_SPECTATORS, serverFull, spectatorsFullMessage, TableCapacity } from "./capacity";
import { checkCardList, parseCreateOptions, type ParsedCreateOptions } from "./create-options";
import { corkUntilTick } from "./cork";
import { LOG_TOO_FAST, LogReads } from "./log-reads";
import { DeckRequests } from "./deck-requests";
import { guardMessages, MAX_OPEN_REQUESTS, openRequests, optionsProblem } from "./message-guard";
import { frameLimit } from "./rate-limit";
import { followView, practiceView } from "./practice";
import { takeRestore, type Rebuild } from "./restore";
import { settleDisposal } from "./reopen";
import { invalidPayload, refuse, type Refusal } from "./refusal";
import { JoinRefused, logRefusal, logRefusals, newToken, SeatRegistry, viewerOf, type Admission } from "./seats";
import { NextGameStarter, takeNextGame, type NextGame } from "./next-game";
import { newReplayId } from "./secrets";
import { TableChat } from "./table-chat";
import { TableSession, type Committed } from "./table-session";
import { historyMessages } from "./table-history";
import { tableListing, type Listing } from "./listing";
import { answerUnknownRequests, unknownMessage } from "./unknown-requests";
import { roomServices } from "./services";

const capacity = new TableCapacity(() => roomServices.maxTables);

export class TableRoom extends Room<{ state: TableSchema; metadata: Listing; client: Client<{ userData: Admission }> }> {
  override maxClients = 64;
  /**
   * Patches go out right after each action (broadcastPatch), not on this timer: it only ticks the
   * room's clock (clock.setTimeout, Colyseus' message counter) and would send a change nothing
   * else sent. With null, Colyseus ticks the clock every 16 ms instead: 60 timer callbacks a
   * second per room, 30,000 at 500 rooms, most of a quiet server's CPU.
   */
  override patchRate = 1000;
  override maxMessagesPerSecond = frameLimit(roomServices.rateLimit); // backstop behind message-guard's bucket
  private session!: TableSession;
  private seats!: SeatRegistry;
  private creatorGreeted = false;
  /** Counted in the process's tables (capacity.ts) from onCreate until onDispose. */
  private holdsPlace = false;
  /** Set while the server shuts down: leaving clients keep their seats and the room stays open in the store. */
  private shuttingDown = false;
  /** Another server process holds this table now (evict): nothing more of it is written or listed from here. */
  private evicted = false;
  private readonly welcomes = new Map<string, Welcome>();
  /** What every client is told on arrival; onJoin adds the seat token, and the judge code for the creator. */
  private readonly welcomeOf = ({ role, seat }: Admission): Welcome => ({ role, seat, roomId: this.roomId, replayId: this.session.replayId, dormantHoldSeconds: roomServices.dormantHoldSeconds });
  /** The listing last given to setMetadata (updateMetadata). */
  private metadataKey = "";
  /** Dropped spectators whose place is held for their reconnection: they count toward the spectators a table takes. */
  private readonly heldSpectators = new Set<string>();
  private readonly chat = new TableChat(() => roomServices.chatLimit);
  private readonly logReads = new LogReads(() => roomServices.logReads);
  private readonly decks = new DeckRequests(() => this.session);
  private readonly nextGame = new NextGameStarter(() => ({
    roomId: this.roomId,
    state: this.session.state,
    name: this.state.name,
    secrets: this.seats.secrets,
    seats: this.seats.stored(),
    settings: this.session.settings,
    show: (roomId, by) => {
      this.state.nextTable = roomId;
      this.state.nextTableBy = by;
      this.broadcastPatch();
    },
  }));

  // Rate limit, payload shape and an error boundary around every handler (message-guard.ts).
  override messages = guardMessages({
    [MESSAGES.hello]: (client: Client) => this.onHello(client),
    [MESSAGES.action]: (client: Client, payload: unknown) => this.onAction(client, payload),
    [MESSAGES.deckSubmit]: (client: Client, payload: unknown) => this.decks.handle(client, payload, true),
    [MESSAGES.deckPreview]: (client: Client, payload: unknown) => this.decks.handle(client, payload, false),
    [MESSAGES.logHistory]: (client: Client, payload: unknown) => {
      const parsed = LogHistorySchema.safeParse(payload ?? {});
      if (!parsed.success) return invalidPayload(parsed.error.issues);
      if (!this.logReads.take(client, this.session.events.length - (parsed.data.since ?? 0))) return LOG_TOO_FAST;
      return { ok: true, entries: this.session.log(viewerOf(client.userData as Admission), parsed.data.since) };
    },
    // Undo requests, judge rewinds and game records (table-history.ts); chat (table-chat.ts).
    ...historyMessages({ session: () => this.session, names: () => this.names(), recordBuilds: () => roomServices.recordBuilds }),
    [MESSAGES.chat]: (client: Client, payload: unknown) => this.chat.say(this.session, client, payload),
    [MESSAGES.nextGame]: (client: Client) => this.nextGame.ask(client.userData as Admission),
    // Sends and requests of any other type (unknown-requests.ts brings the requests here).
    "*": (_client: Client, type: string | number | undefined) => unknownMessage(type),
  }, { rateLimit: () => roomServices.rateLimit, roomId: () => this.roomId });

  constructor() {
    super();
    answerUnknownRequests(this, (type) => Object.hasOwn(this.messages, type), this.messages["*"]);
  }

  /** Colyseus picks a SchemaSerializer when the state is set; ours shares its encode buffers between rooms. */
  override setSerializer(serializer: Parameters<Room["setSerializer"]>[0]) {
    super.setSerializer(serializer instanceof SchemaSerializer ? new ScratchSerializer<TableSchema>() : serializer);
  }

  override async onCreate(raw: unknown) {
    const store = roomServices.store;
    if (!store) throw new Error("No game store: createPlaymat() sets roomServices.store.");
    const rebuild = takeRestore(raw);
    if (rebuild) {
      // A restart brings back what existed before; a reopened game takes a place like a new table.
      if (rebuild.reason === "restart") capacity.claimAnyway();
      else if (!capacity.claim()) throw serverFull(roomServices.maxTables);
      this.holdsPlace = true;
      try {
        return this.restore(store, rebuild);
      } catch (error) {
        this.releasePlace();
        throw error;
      }
    }
    const next = takeNextGame(raw);
    // The next game's options come from the finished table (next-game.ts), already checked.
    const { options, definition } = parseCreateOptions(next ? { game: next.game, roomName: next.name } : raw);
    if (!next) await checkCardList(options);
    if (!capacity.claim()) throw serverFull(roomServices.maxTables);
    this.holdsPlace = true;
    try {
      await this.createTable(store, options, definition, next);
    } catch (error) {
      this.releasePlace();
      throw error;
    }
  }

  private async createTable(store: GameStore, options: ParsedCreateOptions, definition: GameDefinition, next?: NextGame) {
    // 256 crypto-random bits key the table's ChaCha20: shuffles can't be predicted from coins.
    const seed = next?.seed ?? (roomServices.testMode && options.seed !== undefined ? options.seed : randomBytes(32).toString("hex"));
    const judgeCode = roomServices.testMode && options.judgeCode ? options.judgeCode : newToken().slice(0, 8);
    // The next game's seats are held for the same players, and its secrets stay the table's (next-game.ts).
    const practice = next ? Boolean(next.settings.practice) : options.practice;
    this.seats = next ? new SeatRegistry(next.secrets, next.seats, undefined, practice) : await SeatRegistry.create(options.password || undefined, judgeCode, practice);
    this.state = new TableSchema();
    this.state.name = options.roomName;
    this.state.hasPassword = this.seats.secrets.passwordHash !== null;
    // A practice table stays one: restarts, reopens and the next game read it here (settings.practice).
    const settings = next?.settings ?? { spectatorChat: options.spectatorChat, ...(practice && { practice: true as const }) };
    // The rules this table is played by are stored with it: a restart replays by them, whatever later servers make new tables with.
    const gameOptions = { ...(next?.options ?? options.options), ...definition.newTableOptions };
    const room = { id: this.roomId, game: definition.id, options: gameOptions, seed, name: options.roomName, ...this.seats.secrets, seats: this.seats.stored(), replayId: newReplayId(), settings };
    this.attach(await TableSession.create(store, room, definition, this.state, { maxLogLines: roomServices.maxLogLines }));
    if (next) return this.awaitPlayers(store, next);
    // Nobody else may join before the creator, whose welcome carries the judge code (onJoin unlocks).
    // lock() writes the room's listing at once; Colyseus gives the listing its id only after
    // onCreate, and with several processes the Redis driver would list a stray room under "undefined".
    this["_listing"].roomId = this.roomId;
    await this.lock();
  }

  /** The next game: both decks go in as they were, and the room waits a seat hold for its players, as a restored one does. */
  private async awaitPlayers(store: GameStore, next: NextGame) {
    this.autoDispose = false; // before the decks' store writes: nobody is expected yet
    this.creatorGreeted = true; // the judge code is the finished table's: its creator was told it then
    for (const [seat, deck] of Object.entries(next.decks)) {
      const reply = await this.session.act(deck, { seat: seat as "p1" | "p2" });
      if (reply.ok) continue;
      // Without its deck a seat would be given up by its player's first leave: no next game, and no stored table a restart brings back.
      await store.markStatus(this.roomId, "closed").catch(() => {});
      throw new Error(`The next game could not load ${seat}'s deck (${reply.error.code}).`);
    }
    this.clock.setTimeout(() => (this.autoDispose = true), roomServices.seatHoldSeconds * 1000);
    this.refreshPresence();
  }

  /** The same room after a restart or reopened (reopen.ts): same id, table, log and seats; it waits for its players. */
  private restore(store: GameStore, { saved, reason }: Rebuild) {
    const definition = gameById(saved.room.game);
    if (!definition) throw new Error(`Unknown game "${saved.room.game}".`);
    this.roomId = saved.room.id;
    const secrets = { passwordHash: saved.room.passwordHash, judgeCodeHash: saved.room.judgeCodeHash };
    this.seats = new SeatRegistry(secrets, saved.room.seats, undefined, Boolean(saved.room.settings.practice));
    this.creatorGreeted = true; // the judge code is stored hashed: the creator was told it before the restart
    this.state = new TableSchema();
    this.state.name = saved.room.name;
    this.state.hasPassword = saved.room.passwordHash !== null;
    this.attach(TableSession.restore(store, saved, definition, this.state, { maxLogLines: roomServices.maxLogLines }));
    this.autoDispose = false; // back on when a player rejoins (onJoin), or when nobody came back in time
    // A reopened table's player joins right after waking it: a seat hold is plenty.
    const waitSeconds = reason === "restart" ? roomServices.restoreHoldSeconds : roomServices.seatHoldSeconds;
    this.clock.setTimeout(() => (this.autoDispose = true), waitSeconds * 1000);
    this.refreshPresence();
  }

  private attach(session: TableSession) {
    session.onCommit = (items, firstLine, committed) => this.publish(items, firstLine, committed);
    this.session = session;
    this.state.spectatorChat = session.settings.spectatorChat;
    this.updateMetadata();
  }

  override onAuth(client: Client, raw: unknown) {
    return logRefusals(this.roomId, () => this.admit(raw, guesserOf(client)));
  }

  private async admit(raw: unknown, from: string): Promise<Admission> {
    const problem = optionsProblem(raw);
    if (problem) throw new JoinRefused(`Invalid join options: ${problem}.`, "join.options", { problem });
    const parsed = JoinOptionsSchema.safeParse(raw ?? {});
    if (!parsed.success) {
      const issue = describeIssues(parsed.error.issues, { limit: 1 });
      throw new JoinRefused(`Invalid join options: ${issue}.`, "join.options", { problem: issue });
    }
    const admission = await this.seats.admit(parsed.data, from);
    if (admission.claimed) {
      // A seat is stored before its token is handed out, so the token works after a restart.
      await this.session.saveSeats(this.seats.stored()).catch((error) => {
        for (const seat of this.seats.heldBy(admission)) this.seats.release(seat);
        log.error({ room: this.roomId, err: error instanceof Error ? error.message : String(error) }, "could not store a seat");
        throw new JoinRefused("The table could not save your seat. Try again.", "join.seat.unsaved");
      });
    }
    return admission;
  }

  override onJoin(client: Client, _options: unknown, admission: Admission) {
    // Here, not in onAuth: every other client in the list has been through onJoin, none is
    // half-way. Refused before it has userData: onDrop holds no place for it.
    const maxSpectators = this.maxSpectators();
    if (admission.role === "spectator" && this.spectators() >= maxSpectators) throw logRefusal(this.roomId, new JoinRefused(spectatorsFullMessage(maxSpectators), "join.spectators.full", { max: maxSpectators }));
    client.userData = admission;
    // A restored room waits for its players: a spectator dropping by doesn't end the wait.
    if (admission.role === "player") this.autoDispose = true;
    // A practising player's connection is the seat in view (practice.ts).
    if (admission.practice) admission.seat = practiceView(this.session.state) ?? admission.seat;
    for (const seat of this.seats.heldBy(admission)) {
      const holder = this.seats.seats[seat]!;
      // The same player coming back from another tab or connection replaces the old one.
      const stale = this.clients.find((c) => c.sessionId === holder.sessionId && c !== client);
      stale?.leave(CLOSE_CODES.seatTakenOver, "This seat was taken over by a newer connection of the same player.");
      holder.sessionId = client.sessionId;
    }
    const view = new TableView();
    client.view = view;
    this.session.projector.watch(client.sessionId, view, viewerOf(admission), admission.practice);
    const welcome: Welcome = { ...this.welcomeOf(admission), seatToken: admission.seatToken };
    if (!this.creatorGreeted) {
      void this.unlock();
      // Whoever created the room is its first client: it gets the judge code to hand out.
      this.creatorGreeted = true;
      welcome.judgeCode = this.seats.judgeCode;
    }
    this.welcomes.set(client.sessionId, welcome);
    this.refreshPresence();
    log.info({ room: this.roomId, role: admission.role, seat: admission.seat }, "joined");
  }

  override async onDrop(client: Client) {
    // A client refused in onJoin (Colyseus drops it with an error code) never joined: nothing to hold.
    const admission = client.userData as Admission | undefined;
    if (!admission) return;
    if (admission.role === "spectator") this.heldSpectators.add(client.sessionId);
    this.refreshPresence(client);
    try {
      await this.allowReconnection(client, roomServices.seatHoldSeconds);
    } catch {
      // The hold ran out; the seat token still reclaims the seat later.
    }
  }

  override onReconnect(client: Client) {
    this.heldSpectators.delete(client.sessionId);
    const seat = (client.userData as Admission | undefined)?.seat;
    // Another tab of the same player took the seat while this connection was away (onJoin): one tab plays a seat.
    if (seat && this.seats.seats[seat]?.sessionId !== client.sessionId) {
      client.leave(CLOSE_CODES.seatTakenOver, "This seat was taken over by a newer connection of the same player.");
      return;
    }
    this.refreshPresence();
  }

  /** How many spectators the table takes. */
  private maxSpectators(): number {
    return Math.min(roomServices.maxSpectators, this.maxClients - PLACES_KEPT_FROM_SPECTATORS);
  }

  /** Spectators connected, and those whose place is held for a reconnection. */
  private spectators(): number {
    const connected = this.clients.filter((c) => (c.userData as Admission | undefined)?.role === "spectator" && !this.heldSpectators.has(c.sessionId));
    return connected.length + this.heldSpectators.size;
  }

  override onLeave(client: Client) {
    const admission = client.userData as Admission | undefined;
    this.heldSpectators.delete(client.sessionId);
    this.session.projector.unwatch(client.sessionId);
    this.welcomes.delete(client.sessionId);
    client.view?.dispose?.();
    const held = admission ? this.seats.heldBy(admission).filter((seat) => this.seats.seats[seat]?.sessionId === client.sessionId) : [];
    for (const seat of held) this.seats.seats[seat]!.sessionId = null;
    // A practising player gives both seats up together, and only while neither has a deck.
    if (held.length > 0 && !this.shuttingDown && this.session.state.phase === "waiting" && held.every((seat) => !this.session.state.players[seat].deckSubmitted)) {
      for (const seat of held) this.seats.release(seat);
      void this.session.saveSeats(this.seats.stored()).catch(() => log.warn({ room: this.roomId }, "could not store a released seat"));
    }
    this.refreshPresence(client);
  }

  override onBeforeShutdown() {
    this.shuttingDown = true;
    super.onBeforeShutdown();
  }

  /**
   * With several server processes: another one took this table over while this one was stalled
   * past its lease (ownership.ts). The room leaves this process at once, writing nothing (the
   * table is the other's now, and so is its listing); its clients are told the server is going,
   * so they join it again where it is, by their seat tokens, as after a restart.
   */
  evict(): void {
    if (this.evicted) return;
    this.evicted = true;
    this.shuttingDown = true; // leaving clients keep their seats, the store is not touched
    void this.disconnect(CloseCode.SERVER_SHUTDOWN);
  }

  /** Everyone left: out of memory, and a game with a seat to come back to sleeps ("dormant") till a seat token reopens it (reopen.ts). */
  override async onDispose() {
    this.releasePlace();
    if (!this.session || this.shuttingDown) return;
    const resumable = this.seats.seats.p1 !== undefined || this.seats.seats.p2 !== undefined;
    await settleDisposal(this.roomId, this.session.close(resumable ? "dormant" : "closed"));
    // Only now: its last write went out under its lease (several processes; nothing to give up otherwise).
    await roomServices.store?.letGo(this.roomId).catch(() => log.warn({ room: this.roomId }, "could not give up a table's lease"));
  }

  private releasePlace(): void {
    if (!this.holdsPlace) return;
    this.holdsPlace = false;
    capacity.release();
  }

  /** Messages sent from onJoin could beat the client's handlers; the client asks instead. */
  private onHello(client: Client): Hello | Refusal {
    if (!this.logReads.take(client, this.session.events.length)) return LOG_TOO_FAST;
    const admission = client.userData as Admission;
    const kept = this.welcomes.get(client.sessionId) ?? this.welcomeOf(admission);
    // A practising player's seat is the one in view now, which may not be the one it joined in.
    const welcome = { ...kept, seat: admission.seat };
    const hello: Hello = { welcome, log: this.session.wireLog(viewerOf(admission)) };
    if (admission.role === "judge") hello.hidden = this.session.hiddenPiles();
    return hello;
  }

  /** Applied, stored, published (session.onCommit), then answered: in order, one at a time. */
  private async onAction(client: Client, payload: unknown): Promise<ActionReply> {
    const parsed = actionMessageSchemaFor(this.session.definition).safeParse(payload);
    if (!parsed.success) return invalidPayload(parsed.error.issues);
    const actor = actorFor(client.userData as Admission, parsed.data.as, parsed.data.action.type);
    if ("ok" in actor) return actor;
    // Turning to the other side sends this client its whole log as that seat reads it (publish).
    if (parsed.data.action.type === "practice.view" && !this.logReads.take(client, this.session.events.length)) return LOG_TOO_FAST;
    if (parsed.data.action.type === "request" && openRequests(this.session.state, actor.seat) >= MAX_OPEN_REQUESTS) {
      return refuse("request.too-many", `You already have ${MAX_OPEN_REQUESTS} requests waiting for an answer.`);
    }
    return this.session.act(parsed.data.action, actor);
  }

  /**
   * Sends the new state, then each client's own reading of the new log lines, and after a
   * correction the lines it struck through. A chat line changes nothing else. Whether the table
   * changed is the session's word, not read off the items: an action may write no log line.
   */
  private publish(items: readonly LogItem[], firstLine: number, { table, struck }: Committed): void {
    // The patch, the log line and (for the mover) the reply leave in one write (cork.ts).
    for (const client of this.clients) corkUntilTick(client);
    if (table) this.broadcastPatch();
    const turned = followView(this.clients, this.session.state);
    for (const client of this.clients) {
      const admission = client.userData as Admission | undefined;
      if (!admission) continue;
      const viewer = viewerOf(admission);
      // A practising player who turned to the other side reads the whole log anew, as that seat reads it.
      if (turned.has(client)) client.send(MESSAGES.logReset, this.session.wireLog(viewer));
      const entries = turned.has(client) ? [] : this.session.wireLog(viewer, firstLine);
      if (entries.length > 0) client.send(MESSAGES.log, entries);
      if (struck) client.send(MESSAGES.takenBack, { lines: this.session.linesFor(viewer, struck.lines), takenBack: struck.takenBack });
      if (table && admission.role === "judge") client.send(MESSAGES.judgeHidden, this.session.hiddenPiles());
    }
    // Of the listing, an action can change only the phase (names and counts change on presence).
    if (table && this.session.state.phase !== this.metadata?.phase) this.updateMetadata();
    if (table) this.nextGame.follow(this.session.state.phase);
  }

  /** The players' names, for game records. */
  private names(): { name: string; players: Record<"p1" | "p2", string> } {
    return { name: this.state.name, players: { p1: this.seats.seats.p1?.name ?? "Player 1", p2: this.seats.seats.p2?.name ?? "Player 2" } };
  }

  /** Who is here: names, connection dots, spectator and judge counts. Sent at once (no patch timer). */
  private refreshPresence(leaving?: Client): void {
    if (this.evicted) return; // the listing is the other process's now

    // A client is present from onJoin (still JOINING then) until it drops or leaves.
    // RECONNECTING: a client back through client.reconnect() is in that state during onReconnect.
    const here: number[] = [ClientState.JOINING, ClientState.JOINED, ClientState.RECONNECTING, ClientState.RECONNECTED];
    const present = this.clients.filter((c) => c !== leaving && here.includes(c.state) && c.userData);
    for (const seat of ["p1", "p2"] as const) {
      const view = this.state.players.get(seat);
      const holder = this.seats.seats[seat];
      if (!view) continue;
      view.seated = Boolean(holder);
      view.name = holder?.name ?? "";
      view.connected = Boolean(holder) && present.some((c) => c.sessionId === holder!.sessionId);
    }
    this.state.spectators = present.filter((c) => (c.userData as Admission | undefined)?.role === "spectator").length;
    this.state.judges = present.filter((c) => (c.userData as Admission | undefined)?.role === "judge").length;
    this.updateMetadata();
    this.broadcastPatch();
  }

  private updateMetadata(): void {
    // Held places (a spectator reconnecting) count: the join would be refused.
    const meta = tableListing(this.state, this.session.state.phase, this.seats.seats, this.spectators() >= this.maxSpectators(), this.session.settings.previousTable);
    // The listing is persisted (a Redis write when scaled out) only when it changed.
    const key = JSON.stringify(meta);
    if (key === this.metadataKey) return;
    this.metadataKey = key;
    void this.setMetadata(meta);
  }
}
