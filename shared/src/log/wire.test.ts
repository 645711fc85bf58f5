import { describe, expect, it } from "vitest";
import type { Viewer } from "../engine/types";
import type { LogEntry } from "./entry";
import { renderLog, takenBackMarks } from "./render";
import { scriptedGame } from "../testing/scripted-game";
import { decodeLog, decodeLogEntry, encodeLog, encodeLogEntry, LOG_KEYS, PARAM_NAMES, PARAM_VALUES } from "./wire";

const VIEWERS: Viewer[] = [{ role: "player", seat: "p1" }, { role: "player", seat: "p2" }, { role: "spectator" }, { role: "judge" }];

describe("log entries on the wire", () => {
  it("decode to exactly the entries the server rendered, for every viewer", () => {
    const { events } = scriptedGame();
    for (const viewer of VIEWERS) {
      const entries = renderLog("ptcg", events, viewer, 0, takenBackMarks(events));
      expect(entries.length).toBeGreaterThan(20);
      expect(decodeLog(JSON.parse(JSON.stringify(encodeLog(entries))))).toStrictEqual(JSON.parse(JSON.stringify(entries)));
    }
  });

  it("carry unknown keys, names and values, advisories, marks and flags as they are", () => {
    const entry: LogEntry = {
      seq: 7,
      key: "advisory.ptcg.new-rule",
      params: { someName: "x", count: 3, zone: "p9.elsewhere", player: "p2", cards: "A\nB" },
      seat: "p2",
      judge: true,
      advisory: { code: "ptcg.new-rule", source: "ptcg", target: "p1.bench" },
      crossSide: true,
      takenBack: { by: 9, how: "undo", askedBy: "p2", agreedBy: "p1" },
      continues: true,
    };
    expect(decodeLogEntry(encodeLogEntry(entry))).toStrictEqual(entry);
    const plain: LogEntry = { seq: 0, key: "setup.ready", params: {}, seat: null, judge: false };
    expect(encodeLogEntry(plain)).toEqual([0, LOG_KEYS.indexOf("setup.ready")]);
    expect(decodeLogEntry(encodeLogEntry(plain))).toStrictEqual(plain);
  });

  it("pass entries still in object form through", () => {
    const entry: LogEntry = { seq: 1, key: "move.draw", params: { count: 1, hidden: 1 }, seat: "p1", judge: false };
    expect(decodeLog([entry])).toEqual([entry]);
  });

  it("are at most half the size of the objects", () => {
    const { events } = scriptedGame();
    const entries = renderLog("ptcg", events, { role: "player", seat: "p2" });
    expect(JSON.stringify(encodeLog(entries)).length).toBeLessThan(JSON.stringify(entries).length / 2);
  });

  it("keep their tables free of duplicates and fit a name tag in one msgpack byte", () => {
    for (const table of [LOG_KEYS, PARAM_NAMES, PARAM_VALUES]) expect(new Set(table).size).toBe(table.length);
    expect(PARAM_NAMES.length * 2).toBeLessThanOrEqual(128);
  });
});
