import { describe, expect, it } from "vitest";
import {
  forgetReconnectToken,
  forgetSeatToken,
  loadChosenSeat,
  loadNickname,
  loadOpenJoin,
  loadReconnectToken,
  loadSeatToken,
  saveChosenSeat,
  saveNickname,
  saveOpenJoin,
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

  it("reads a key holding something other than a map as empty, and writes over it", () => {
    for (const junk of ["null", "[]", "5", '"tok"', "true"]) {
      const s = memory();
      s.data.set("playmat.seatTokens", junk);
      s.data.set("playmat.openJoins", junk);
      expect(loadSeatToken("roomA", s)).toBeUndefined();
      expect(loadOpenJoin("roomA", s)).toBeUndefined();
      saveSeatToken("roomA", "t", s);
      saveOpenJoin("roomA", { role: "spectator", name: "Carol" }, s);
      expect(loadSeatToken("roomA", s)).toBe("t");
      expect(loadOpenJoin("roomA", s)).toEqual({ role: "spectator", name: "Carol" });
    }
  });

  it("ignores entries of the wrong shape and names inherited from Object", () => {
    const s = memory();
    s.data.set("playmat.seatTokens", JSON.stringify({ roomA: 42 }));
    s.data.set("playmat.chosenSeats", JSON.stringify({ roomA: "p3" }));
    s.data.set("playmat.openJoins", JSON.stringify({ roomA: { role: "judge", name: "Judy" } }));
    expect(loadSeatToken("roomA", s)).toBeUndefined();
    expect(loadChosenSeat("roomA", s)).toBeUndefined();
    expect(loadOpenJoin("roomA", s)).toBeUndefined();
    expect(loadSeatToken("toString", s)).toBeUndefined();
    saveChosenSeat("roomA", "p2", s);
    expect(loadChosenSeat("roomA", s)).toBe("p2");
  });

  it("keeps the seat tokens of the 50 rooms saved most recently, a room saved again counting as recent", () => {
    const s = memory();
    saveSeatToken("room0", "oldest but saved again", s);
    for (let i = 1; i <= 49; i++) saveSeatToken(`room${i}`, `tok${i}`, s);
    saveSeatToken("room0", "oldest but saved again", s);
    saveSeatToken("room50", "tok50", s);
    saveSeatToken("room51", "tok51", s);
    expect(loadSeatToken("room0", s)).toBe("oldest but saved again");
    expect(loadSeatToken("room1", s)).toBeUndefined();
    expect(loadSeatToken("room2", s)).toBeUndefined();
    expect(loadSeatToken("room3", s)).toBe("tok3");
    expect(loadSeatToken("room51", s)).toBe("tok51");
  });
});
