import { describe, expect, it } from "vitest";
import {
  forgetReconnectToken,
  forgetSeatToken,
  loadNickname,
  loadReconnectToken,
  loadSeatToken,
  saveNickname,
  saveReconnectToken,
  saveSeatToken,
  type KeyValueStore,
} from "./storage";

function memory(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

describe("browser storage", () => {
  it("remembers the nickname, trimmed and at most 32 characters", () => {
    const s = memory();
    expect(loadNickname(s)).toBe("");
    saveNickname("  Alice  ", s);
    expect(loadNickname(s)).toBe("Alice");
    saveNickname("x".repeat(40), s);
    expect(loadNickname(s)).toHaveLength(32);
  });

  it("keeps one seat token per room", () => {
    const s = memory();
    saveSeatToken("roomA", "tokA", s);
    saveSeatToken("roomB", "tokB", s);
    expect(loadSeatToken("roomA", s)).toBe("tokA");
    expect(loadSeatToken("roomB", s)).toBe("tokB");
    forgetSeatToken("roomA", s);
    expect(loadSeatToken("roomA", s)).toBeUndefined();
    expect(loadSeatToken("roomB", s)).toBe("tokB");
  });

  it("keeps reconnection tokens per room", () => {
    const s = memory();
    saveReconnectToken("roomA", "roomA:abc", s);
    expect(loadReconnectToken("roomA", s)).toBe("roomA:abc");
    forgetReconnectToken("roomA", s);
    expect(loadReconnectToken("roomA", s)).toBeUndefined();
  });

  it("survives corrupt data", () => {
    const s = memory();
    s.data.set("playmat.seatTokens", "{not json");
    expect(loadSeatToken("roomA", s)).toBeUndefined();
    saveSeatToken("roomA", "t", s);
    expect(loadSeatToken("roomA", s)).toBe("t");
  });
});
