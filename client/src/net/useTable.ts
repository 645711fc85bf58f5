/**
 * One joined room as React state: a plain snapshot of the synced table (bumped on every
 * patch), the welcome, this viewer's log (merged by sequence number), judges' hidden piles,
 * and the request helpers.
 */
import type { Room } from "@colyseus/sdk";
import {
  type ActionReply, type ChatReply, type ClientAction, type DeckSubmit, decodeLog, type Hello, lineOf,
  type JudgeHidden, type LogEntry, MESSAGES, type NextGameReply, type RecordReply, type Seat,
  type TakenBackMessage, type UndoReply, type Welcome,
} from "@playmat/shared";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { applyTakenBack } from "../log/corrections";
import { ask } from "./ask";
import type { DeckReport } from "./api";
import { withCarriedJudgeCode } from "./nextGame";
import { snapshotTable, type TableSnap } from "./snapshot";
import { forgetReconnectToken, saveSeatToken } from "./storage";

export type ConnectionStatus = "connecting" | "connected" | "reconnecting" | "rejoining" | "left";

/**
 * Why joining again failed (rejoin.ts): the window ran out, a refusal, the finished game's table
 * is gone, or the tab could not try (refreshed since it typed the password or judge code).
 */
export type RejoinFailure = "timeout" | "refused" | "finished" | "secret";

export type LeftReason = { code: number; reason: string | null } | { rejoin: RejoinFailure; reason: string | null };

/** The page's attempt to join the table again after the connection ended (rejoin.ts, RoomPage). */
export type RejoinState = { state: "trying" } | { state: "failed"; why: RejoinFailure; message: string | null };

export type DeckReply = ({ ok: true; report: DeckReport } & Record<string, unknown>) | { ok: false; error: { code: string; message: string } };

export interface TableConnection {
  room: Room;
  snap: TableSnap;
  welcome: Welcome | null;
  log: LogEntry[];
  hidden: JudgeHidden;
  /** "rejoining" while the page joins the table again by itself; "left" once that is over too. */
  status: ConnectionStatus;
  /** Why the tab is no longer at the table: the close code and the server's words, or why joining again failed. */
  left: LeftReason | null;
  act(action: ClientAction, as?: Seat): Promise<ActionReply>;
  submitDeck(submit: DeckSubmit): Promise<DeckReply>;
  previewDeck(submit: DeckSubmit): Promise<DeckReply>;
  /** Players: asks the opponent to take back this player's last `count` actions. */
  undo(count?: number): Promise<UndoReply>;
  chat(text: string): Promise<ChatReply>;
  /** Judges: takes the table back to just after log line `line` (its seq). */
  rewind(line: number): Promise<ActionReply>;
  /** The game record as this client saw it, for the replay viewer and export. */
  record(): Promise<RecordReply>;
  /** Players, after the game: the next game's room id, started by this request or by the other player's. */
  nextGame(): Promise<NextGameReply>;
  leave(): Promise<void>;
}

/** Merges new log entries into a list kept in sequence order, without duplicates. */
export function mergeLog(current: readonly LogEntry[], incoming: readonly LogEntry[]): LogEntry[] {
  if (incoming.length === 0) return current as LogEntry[];
  const bySeq = new Map<number, LogEntry>();
  for (const e of current) bySeq.set(e.seq, e);
  for (const e of incoming) bySeq.set(e.seq, e);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * Whether a joined room's state has come (Colyseus resolves the join before it sends the
 * state): every table the server sends names its game.
 */
export function stateArrived(state: unknown): boolean {
  return Boolean((state as { game?: unknown } | undefined)?.game);
}

/**
 * The welcome of a connection joined again: the creator's judge code stays on its screen. The
 * server tells it once, on the first join (it keeps only a hash, docs/persistence.md), and a
 * creator who had not handed it out yet would otherwise have lost it with a restart.
 */
export function keepJudgeCode(before: Welcome | null, welcome: Welcome): Welcome {
  if (welcome.judgeCode || !before?.judgeCode || before.roomId !== welcome.roomId) return welcome;
  return { ...welcome, judgeCode: before.judgeCode };
}

/** After a refused hello: the server lets a tab read a few thousand log lines a second. */
const HELLO_RETRY_MS = 3000;

export function useTable(room: Room, onLog?: (entries: LogEntry[]) => void, rejoin?: RejoinState): TableConnection {
  const [snap, setSnap] = useState<TableSnap>(() => snapshotTable(room.state));
  const [welcome, setWelcome] = useState<Welcome | null>(null);
  const [log, setLog] = useState<LogEntry[]>([]);
  const [hidden, setHidden] = useState<JudgeHidden>({});
  const [status, setStatus] = useState<ConnectionStatus>("connecting");
  const [left, setLeft] = useState<{ code: number; reason: string | null } | null>(null);
  const onLogRef = useRef(onLog);
  onLogRef.current = onLog;
  // A new connection to the same table (the page joined it again after a restart or a long
  // drop, RoomPage): the screen is not drawn anew, so focus, an open pile and typed text stay.
  // The table shown stays until the new connection's state arrives; its hello brings the rest.
  const [current, setCurrent] = useState(room);
  if (current !== room) {
    setCurrent(room);
    setStatus("connecting");
    setLeft(null);
  }

  useEffect(() => {
    let live = true;
    const hello = async () => {
      try {
        const reply = (await room.request(MESSAGES.hello)) as Hello | { ok: false };
        if (!live) return;
        // Refused (this tab asked for the whole log too often: log.too-fast): ask again shortly.
        if ("ok" in reply) return void setTimeout(() => live && void hello(), HELLO_RETRY_MS);
        setWelcome((before) => keepJudgeCode(before, withCarriedJudgeCode(reply.welcome)));
        if (reply.welcome.seatToken) saveSeatToken(reply.welcome.roomId, reply.welcome.seatToken);
        setLog((l) => mergeLog(l, decodeLog(reply.log)));
        if (reply.hidden) setHidden(reply.hidden);
        setStatus("connected");
      } catch {
        // The room closed under us; onLeave tells why.
      }
    };
    const onState = (state: unknown) => setSnap(snapshotTable(state));
    const onDrop = () => live && setStatus("reconnecting");
    const onReconnect = () => {
      if (!live) return;
      setStatus("connected");
      void hello();
    };
    const onLeave = (code: number, reason?: string) => {
      if (!live) return;
      setStatus("left");
      setLeft({ code, reason: reason || null });
      forgetReconnectToken(room.roomId);
    };
    room.onStateChange(onState);
    room.onDrop(onDrop);
    room.onReconnect(onReconnect);
    room.onLeave(onLeave);
    // Log lines travel in their compact wire form (shared/src/log/wire.ts).
    const offLog = room.onMessage(MESSAGES.log, (wire: unknown[]) => {
      const entries = decodeLog(wire);
      setLog((l) => mergeLog(l, entries));
      onLogRef.current?.(entries);
    });
    // A practising player switched seats: the log as the seat now in view reads it, in place of the other's.
    const offLogReset = room.onMessage(MESSAGES.logReset, (wire: unknown[]) => setLog(decodeLog(wire)));
    const offHidden = room.onMessage(MESSAGES.judgeHidden, (h: JudgeHidden) => setHidden(h));
    const offTakenBack = room.onMessage(MESSAGES.takenBack, (m: TakenBackMessage) => setLog((l) => applyTakenBack(l, m)));
    const offError = room.onMessage("error", () => {});
    if (stateArrived(room.state)) setSnap(snapshotTable(room.state));
    void hello();
    return () => {
      live = false;
      room.onStateChange.remove(onState);
      room.onDrop.remove(onDrop);
      room.onReconnect.remove(onReconnect);
      room.onLeave.remove(onLeave);
      offLog();
      offLogReset();
      offHidden();
      offTakenBack();
      offError();
    };
  }, [room]);

  // Every request answers like the server, also when it can't be sent (ask.ts).
  const act = useCallback((action: ClientAction, as?: Seat) => ask<ActionReply>(room, MESSAGES.action, as ? { action, as } : { action }), [room]);
  const deck = useCallback((type: string, submit: DeckSubmit) => ask<DeckReply>(room, type, submit), [room]);
  const undo = useCallback((count?: number) => ask<UndoReply>(room, MESSAGES.undoRequest, count === undefined ? {} : { count }), [room]);
  const chat = useCallback((text: string) => ask<ChatReply>(room, MESSAGES.chat, { text }), [room]);
  // A private line (41.01, a warning only this viewer reads) is rewound to as the line it follows.
  const rewind = useCallback((line: number) => ask<ActionReply>(room, MESSAGES.rewind, { line: lineOf(line) }), [room]);
  const record = useCallback(() => ask<RecordReply>(room, MESSAGES.record, {}), [room]);
  const nextGame = useCallback(() => ask<NextGameReply>(room, MESSAGES.nextGame, {}), [room]);

  const leave = useCallback(async () => {
    forgetReconnectToken(room.roomId);
    try {
      await room.leave(true);
    } catch {
      // Already gone.
    }
  }, [room]);

  return useMemo(
    () => ({
      room,
      snap,
      welcome,
      log,
      hidden,
      status: rejoin?.state === "trying" ? "rejoining" : status,
      left: rejoin?.state === "failed" ? { rejoin: rejoin.why, reason: rejoin.message } : left,
      act,
      submitDeck: (s: DeckSubmit) => deck(MESSAGES.deckSubmit, s),
      previewDeck: (s: DeckSubmit) => deck(MESSAGES.deckPreview, s),
      undo,
      chat,
      rewind,
      record,
      nextGame,
      leave,
    }),
    [room, snap, welcome, log, hidden, status, left, rejoin, act, deck, undo, chat, rewind, record, nextGame, leave],
  );
}
