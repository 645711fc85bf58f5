/**
 * Notices (refusals, warnings, hints) and advisory notes beside the table. Advisories come from
 * action replies and from the log (the other player's too); the same one twice is shown once.
 */
import { PTCG_ADVISORIES } from "@playmat/shared/games/ptcg/advisories/index";
import type { LogEntry } from "@playmat/shared/log/entry";
import { useCallback, useEffect, useRef, useState } from "react";
import type { T } from "../i18n/useT";
import { addAdvisory, ADVISORY_TTL_MS, isDuplicateAdvisory, type AdvisoryNote } from "./advisories";
import type { Notice } from "./TableContext";

const RULE_TEXT = new Map(PTCG_ADVISORIES.map((r) => [r.code, r.rule]));

export function useWarnings(t: T) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const [advisories, setAdvisories] = useState<AdvisoryNote[]>([]);
  const nextId = useRef(1);
  const advisoriesRef = useRef<AdvisoryNote[]>([]);

  const notify = useCallback((n: Omit<Notice, "id">) => {
    const id = nextId.current++;
    setNotices((list) => [...list.slice(-2), { ...n, id }]);
    setTimeout(() => setNotices((list) => list.filter((x) => x.id !== id)), n.kind === "error" ? (n.request ? 15_000 : 8_000) : 5_000);
  }, []);

  const dismiss = useCallback((id: number) => setNotices((list) => list.filter((n) => n.id !== id)), []);

  const advisoryText = useCallback(
    (a: Pick<AdvisoryNote, "code" | "params">) => t(`advisory.${a.code}`, { ns: "log", ...a.params, defaultValue: RULE_TEXT.get(a.code) ?? a.code }),
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

  return { notices, notify, dismiss, advisories, advisoryText, pushAdvisory, onLog };
}
