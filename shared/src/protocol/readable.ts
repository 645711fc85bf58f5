/**
 * Text people read on every screen — a nickname, a room's name, a chat line. Nothing in it may
 * draw nothing at all (a name made of zero-width spaces is an invisible player), rearrange what
 * surrounds it (a bidirectional override turns a log line around), or be a control character.
 */
import { z } from "zod";

// C0/C1 controls (other than whitespace, which is folded), and bidirectional overrides and
// isolates that could make a line read as something else.
const FORBIDDEN = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

// Characters that draw nothing: whitespace and Unicode's default-ignorable code points (zero-width
// space U+200B, word joiner U+2060, BOM U+FEFF, soft hyphen, variation selectors, Hangul fillers,
// tags…). They stay inside text that shows something else: a zero-width joiner holds an emoji
// family together.
const INVISIBLE = /[\s\p{Default_Ignorable_Code_Point}]/gu;

export const hasControlCharacters = (text: string): boolean => FORBIDDEN.test(text);

/** Nothing in `text` would show on a screen. */
export const showsNothing = (text: string): boolean => text.replace(INVISIBLE, "").length === 0;

/** Whitespace folded to single spaces, trimmed. */
export const foldWhitespace = (text: string): string => text.replace(/\s+/g, " ").trim();

/** A name as shown (a nickname, a room's name): folded, 1–`max` characters, something visible, no control characters. */
export const readableName = (max: number) =>
  z
    .string()
    .transform(foldWhitespace)
    .pipe(
      z
        .string()
        .min(1)
        .max(max)
        .refine((text) => !showsNothing(text), "Nothing in it shows on a screen")
        .refine((text) => !hasControlCharacters(text), "It holds control characters"),
    );
