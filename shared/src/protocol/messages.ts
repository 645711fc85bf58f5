/**
 * The room's public interface: options to create and join a table, and every message a
 * client sends, each validated with one zod schema before anything reaches the engine.
 * docs/protocol.md documents these for the browser client, bots and testers.
 */
import { z } from "zod";
import { actionSchemaFor } from "../engine/action-schema";
import type { ClientAction } from "../engine/actions";
import { MAX_UNDO } from "../engine/corrections";
import type { Advisory, GameDefinition } from "../engine/definition";
import type { TakenBack } from "../log/entry";
import type { GameRecord } from "../record/record";
import { readableName } from "./readable";

export { ChatSchema, MAX_CHAT_LENGTH } from "../log/chat";

export const ROOM_NAME = "table";
export const seatSchema = z.enum(["p1", "p2"]);
const name = readableName(32);

/** Create and join options travel in one object (Colyseus passes it to both): names differ. */
export const CreateOptionsSchema = z.object({
  /** Shown in the lobby. */
  roomName: readableName(60).default("Table"),
  game: z.string().default("ptcg"),
  password: z.string().max(64).optional(),
  /** Game options, e.g. { benchSize: 8 }. */
  options: z.record(z.string(), z.unknown()).default({}),
  /** Fixed RNG seed: honoured only when the server runs with PLAYMAT_TEST_MODE=1. */
  seed: z.union([z.number().int(), z.string().max(64)]).optional(),
  /** A fixed judge code, honoured only in test mode (testers script judges). */
  judgeCode: z.string().min(4).max(64).optional(),
  /** Spectators may chat (players and judges always may). */
  spectatorChat: z.boolean().default(false),
  /** A practice table: the creator plays both seats and turns from one side to the other (practice.view). */
  practice: z.boolean().default(false),
});
export type CreateOptions = z.input<typeof CreateOptionsSchema>;

export const JoinOptionsSchema = z.object({
  role: z.enum(["player", "spectator", "judge"]).default("player"),
  name: name.default("Player"),
  /** Preferred seat; the first free one otherwise. */
  seat: seatSchema.optional(),
  /** Reclaims a seat this browser held before (a refresh, a dropped connection, a restart). */
  seatToken: z.string().max(128).optional(),
  password: z.string().max(64).optional(),
  judgeCode: z.string().max(64).optional(),
});
export type JoinOptions = z.input<typeof JoinOptionsSchema>;

/** An action message for a table of this game: the core actions and the game's moves. */
export const actionMessageSchemaFor = (definition: GameDefinition) =>
  z.strictObject({
    action: actionSchemaFor(definition),
    /** Judges act on behalf of a seat. */
    as: seatSchema.optional(),
  });
export interface ActionMessage {
  action: ClientAction;
  as?: z.infer<typeof seatSchema>;
}

const deckList = { list: z.string().min(1).max(8000) };
const demoDeck = { demo: z.string().min(1).max(60) };

export const DeckSubmitSchema = z.union([z.strictObject(deckList), z.strictObject(demoDeck)]);
export type DeckSubmit = z.infer<typeof DeckSubmitSchema>;

/** A registered game's id ("ptcg"), where a request names one: the HTTP routes, not a room, which knows its game. */
export const GameIdSchema = z.string().min(1).max(40);

/** POST /api/decks/resolve: a list or demo deck read as `game` reads one (Pokémon's when absent). */
export const DeckResolveSchema = z.union([
  z.strictObject({ ...deckList, game: GameIdSchema.optional() }),
  z.strictObject({ ...demoDeck, game: GameIdSchema.optional() }),
]);

export const LogHistorySchema = z.strictObject({ since: z.number().int().min(0).optional() }).default({});

/** A player asks to take back its last `count` actions (default 1). */
export const UndoRequestSchema = z.strictObject({ count: z.number().int().min(1).max(MAX_UNDO).optional() }).default({});

/** A judge takes the game back to just after a log line, or after an action (by its seq; 0: before the first). */
export const RewindSchema = z.union([
  z.strictObject({ line: z.number().int().min(0) }),
  z.strictObject({ seq: z.number().int().min(0) }),
]);

/** Every reply to a request: accepted with its advisories, or refused with a reason. */
export type Reply<T = Record<string, never>> =
  | ({ ok: true } & T)
  | { ok: false; error: { code: string; message: string } };

export type ActionReply = Reply<{ seq: number; advisories: Advisory[] }>;
export type UndoReply = Reply<{ seq: number; prompt: string }>;
export type ChatReply = Reply<{ line: number }>;
export type RecordReply = Reply<{ record: GameRecord }>;
/** The next game's room id: the same for both players, whoever asked first. */
export type NextGameReply = Reply<{ roomId: string }>;

/** Pushed after an undo or rewind: the lines (this client's) it struck through. */
export interface TakenBackMessage {
  lines: number[];
  takenBack: TakenBack;
}

export interface Welcome {
  role: "player" | "spectator" | "judge";
  seat: "p1" | "p2" | null;
  /** Keep it (localStorage) to reclaim the seat later. Players only. */
  seatToken?: string;
  /** Shown to whoever created the room, so they can hand it to a judge. */
  judgeCode?: string;
  roomId: string;
  /** The game record's shareable id: GET /api/replays/<replayId> once the game is over. */
  replayId?: string;
  /** How long a game everyone left stays dormant, to be reopened, before it closes for good (the server's DORMANT_HOLD_SECONDS): the leave question says it. */
  dormantHoldSeconds?: number;
}

/** Judges see hidden piles (deck order, prizes) through this message, never through state. */
export type JudgeHidden = Record<string, { pid: string; defId: string; name: string }[]>;

/** The answer to "hello", the first request a client makes after joining or reconnecting. */
export interface Hello {
  welcome: Welcome;
  /** The log so far, as this client may read it. */
  log: unknown[];
  /** Judges only. */
  hidden?: JudgeHidden;
}

export const MESSAGES = {
  hello: "hello",
  action: "action",
  deckSubmit: "deck.submit",
  deckPreview: "deck.preview",
  logHistory: "log.history",
  undoRequest: "undo.request",
  rewind: "judge.rewind",
  chat: "chat",
  record: "record",
  /** After the game, a player: the next game at a new table with the same seats ("Play again"). */
  nextGame: "next-game",
  /** Server → client. */
  log: "log",
  judgeHidden: "judge.hidden",
  takenBack: "log.taken-back",
  /** To a practising player who turned to the other seat's side: its whole log as that seat reads it, in place of the one it had. */
  logReset: "log.reset",
} as const;
