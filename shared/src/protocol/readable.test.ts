/** Names people read on every screen: folded, visible, and never able to turn a log line around. */
import { describe, expect, it } from "vitest";
import { CreateOptionsSchema, JoinOptionsSchema } from "./messages";

const joinName = (name: string) => JoinOptionsSchema.safeParse({ name });
const roomName = (roomName: string) => CreateOptionsSchema.safeParse({ roomName });
const problem = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("a nickname or a room's name", () => {
  it("is kept with its whitespace folded, and emoji joined by zero-width joiners intact", () => {
    expect(joinName("  Alice \t B  ").data?.name).toBe("Alice B");
    expect(joinName("👩\u200d👩\u200d👧 Fam").data?.name).toBe("👩\u200d👩\u200d👧 Fam");
    expect(roomName("  Friday   league ").data?.roomName).toBe("Friday league");
  });

  it("is refused when nothing in it would show: zero-width spaces, a word joiner, a byte-order mark", () => {
    for (const text of ["\u200b", "\u200b \u2060", "\ufeff\u00ad", "\u3164"]) {
      expect(problem(joinName(text)), JSON.stringify(text)).toBe("Nothing in it shows on a screen");
      expect(problem(roomName(text)), JSON.stringify(text)).toBe("Nothing in it shows on a screen");
    }
  });

  it("is refused with a control character or a bidirectional override in it", () => {
    for (const text of ["\u202eecilA", "Al\u0007ice", "Bob\u2066x"]) {
      expect(problem(joinName(text)), JSON.stringify(text)).toBe("It holds control characters");
      expect(problem(roomName(text)), JSON.stringify(text)).toBe("It holds control characters");
    }
  });

  it("still has its defaults and its length limits", () => {
    expect(JoinOptionsSchema.parse({}).name).toBe("Player");
    expect(CreateOptionsSchema.parse({}).roomName).toBe("Table");
    expect(joinName("x".repeat(33)).success).toBe(false);
    expect(roomName("x".repeat(61)).success).toBe(false);
  });
});
