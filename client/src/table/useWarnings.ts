/**
 * Notices (refusals, warnings, hints) and advisory notes beside the table. Advisories come from
 * action replies and from the log (the other player's too); the same one twice is shown once.
 * A notice given again while shown is counted on it rather than stacked (`notices.ts`).
 */
import type { LogEntry } from "@playmat/shared";
import { useCallback, useEffect, useRef, useState } from "react";
import type { T } from "../i18n/useT";
import { addAdvisory, ADVISORY_TTL_MS, isDuplicateAdvisory, type AdvisoryNote } from "./advisories";
import type { ZoneSnap } from "../net/snapshot";
import { addNotice, noticeTtl } from "./notices";
import { notesOnTheirStacks } from "./slotNotes";
import type { Notice } from "./TableContext";

/**
 * `ruleText`: the English rule of an advisory code, from the table's game (GameTable.advisoryRules),
 * for a reader whose language has no line for it; read when a warning comes.
 */
export function useWarnings(t: T, ruleText: (code: string) => string | undefined = () => undefined) {
  const rules = useRef(ruleText);
  rules.current = ruleText;
  const [notices, setNotices] = useState<Notice[]>([]);
  const [advisories, setAdvisories] = useState<AdvisoryNote[]>([]);
  const nextId = useRef(1);
  const advisoriesRef = useRef<AdvisoryNote[]>([]);
  const noticesRef = useRef<Notice[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    noticesRef.current = noticesRef.current.filter((n) => n.id !== id);
    setNotices(noticesRef.current);
  }, []);

  // The same notice again is counted on the one shown, whose time starts again.
  const notify = useCallback(
    (n: Omit<Notice, "id" | "count">) => {
      const { list, id } = addNotice(noticesRef.current, n, nextId.current);
      if (id === nextId.current) nextId.current++;
      for (const dropped of noticesRef.current) {
        if (list.some((x) => x.id === dropped.id)) continue;
        clearTimeout(timers.current.get(dropped.id));
        timers.current.delete(dropped.id);
      }
      noticesRef.current = list;
      setNotices(list);
      clearTimeout(timers.current.get(id));
      timers.current.set(id, setTimeout(() => dismiss(id), noticeTtl(n)));
    },
    [dismiss],
  );

  // A notice with keyboard focus in it (on "Ask opponent", "Dismiss notice") stays until focus
  // leaves it: the keyboard takes its time to get there, and the notice going would drop focus.
  const hold = useCallback(
    (id: number, held: boolean) => {
      clearTimeout(timers.current.get(id));
      timers.current.delete(id);
      const notice = noticesRef.current.find((n) => n.id === id);
      if (notice && !held) timers.current.set(id, setTimeout(() => dismiss(id), noticeTtl(notice)));
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const advisoryText = useCallback(
    (a: Pick<AdvisoryNote, "code" | "params">) => t(`advisory.${a.code}`, { ns: "log", ...a.params, defaultValue: rules.current(a.code) ?? a.code }),
    [t],
  );

  const pushAdvisory = useCallback(
    (a: { code: string; target?: string; params?: Record<string, string | number> }) => {
      const note = { code: a.code, target: a.target ?? "", params: a.params ?? {}, at: Date.now() };
      const duplicate = isDuplicateAdvisory(advisoriesRef.current, note);
      advisoriesRef.current = addAdvisory(advisoriesRef.current, note, nextId.current++);
      setAdvisories(advisoriesRef.current);
      if (!duplicate) notify({ kind: "advisory", text: advisoryText(note) });
    },
    [advisoryText, notify],
  );

  /** For useTable's onLog: warnings in new log lines. */
  const onLog = useCallback(
    (entries: LogEntry[]) => {
      for (const e of entries) if (e.advisory) pushAdvisory({ code: e.advisory.code, target: e.advisory.target, params: e.params });
    },
    [pushAdvisory],
  );

  /** Notes about a spot in play follow its stack: stamped with it when first shown, gone once it left (slotNotes.ts). */
  const followStacks = useCallback((zones: Readonly<Record<string, ZoneSnap>>) => {
    const next = notesOnTheirStacks(advisoriesRef.current, zones);
    if (next === advisoriesRef.current) return;
    advisoriesRef.current = next;
    setAdvisories(next);
  }, []);

  // Notes expire.
  useEffect(() => {
    if (advisories.length === 0) return;
    const timer = setInterval(() => {
      const fresh = advisoriesRef.current.filter((a) => Date.now() - a.at < ADVISORY_TTL_MS);
      if (fresh.length !== advisoriesRef.current.length) {
        advisoriesRef.current = fresh;
        setAdvisories(fresh);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [advisories.length]);

  return { notices, notify, dismiss, hold, advisories, advisoryText, pushAdvisory, onLog, followStacks };
}
