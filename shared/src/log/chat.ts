/**
 * Chat lines share the log's numbering: a line said between two actions sits between their
 * lines, is stored with the game and comes back with it. Chat is public to everyone at the table.
 */
import { z } from "zod";
import type { TableEvent } from "../engine/events";
import type { Seat } from "../engine/types";
import { foldWhitespace, hasControlCharacters, showsNothing } from "../protocol/readable";

export interface ChatAuthor {
  role: "player" | "spectator" | "judge";
  seat: Seat | null;
  name: string;
}

export interface ChatLine {
  type: "chat";
  from: ChatAuthor;
  text: string;
  /** How many history entries came before it: its place among the actions. */
  afterSeq: number;
}

/** Everything the log numbers: the table's events and chat lines. */
export type LogItem = TableEvent | ChatLine;

export const MAX_CHAT_LENGTH = 300;

/** What a client sends; the text is checked again after normalising (chatText). */
export const ChatSchema = z.strictObject({ text: z.string().max(2000) });

/**
 * A chat message as stored: whitespace folded to single spaces, 1–300 characters, no control
 * characters. A message with nothing visible in it is empty.
 */
export function chatText(raw: string): { ok: true; text: string } | { ok: false; error: { code: string; message: string } } {
  const text = foldWhitespace(raw);
  // A message with nothing visible would be an invisible log line.
  if (showsNothing(text)) return { ok: false, error: { code: "chat.empty", message: "Say something: the message is empty." } };
  if (text.length > MAX_CHAT_LENGTH) return { ok: false, error: { code: "chat.too-long", message: `A chat message holds at most ${MAX_CHAT_LENGTH} characters.` } };
  if (hasControlCharacters(text)) return { ok: false, error: { code: "chat.invalid", message: "The message holds control characters." } };
  return { ok: true, text };
}
