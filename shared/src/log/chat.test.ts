import { describe, expect, it } from "vitest";
import { chatText } from "./chat";

describe("chatText", () => {
  it("folds whitespace and keeps the message", () => {
    expect(chatText("  good   luck! ")).toEqual({ ok: true, text: "good luck!" });
  });

  it.each([
    ["spaces", "   "],
    ["zero-width spaces", "\u200B\u200B"],
    ["a word joiner", "\u2060"],
    ["a byte order mark", "\uFEFF"],
    ["a soft hyphen and a Hangul filler", "\u00AD \u3164"],
    ["invisible characters mixed with whitespace", " \u200B\t\u2060\uFEFF "],
  ])("refuses a message of only %s as empty: it would be an invisible log line", (_what, text) => {
    expect(chatText(text)).toEqual({ ok: false, error: { code: "chat.empty", message: "Say something: the message is empty." } });
  });

  it("keeps invisible characters inside a message that shows something", () => {
    // The zero-width joiners hold the family emoji together.
    expect(chatText("family 👨‍👩‍👧")).toEqual({ ok: true, text: "family 👨‍👩‍👧" });
    expect(chatText("a\u200Bb")).toEqual({ ok: true, text: "a\u200Bb" });
  });

  it("still refuses control characters and overlong messages", () => {
    expect(chatText("RTL: \u202Eevil")).toMatchObject({ ok: false, error: { code: "chat.invalid" } });
    expect(chatText("x".repeat(301))).toMatchObject({ ok: false, error: { code: "chat.too-long" } });
  });
});
