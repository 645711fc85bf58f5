/**
 * §8.3's judge ladder in the judge's panel (GameTable.JudgeTools): level 1 an explanation and
 * level 2 a rule cited by its seed 004 section, each a stamped line in everyone's log; level 3 a
 * correction's begin and end, stamped around the judge's edits of the table (the shell's judge
 * tools, moves made as a seat, a rewind from a log line); level 4 a game loss, sent only once
 * the judge confirms it here. Each step is the game's judge move (`curse-sorcerers.judge`).
 */
import { useState } from "react";
import { CurseSorcerers, type ClientAction } from "@playmat/shared";
import { useTableCtx } from "../../table/TableContext";
import { wordsOf } from "./words";

const LEVELS = [1, 2, 3, 4] as const;
type Level = (typeof LEVELS)[number];

export function JudgeLadder() {
  const ctx = useTableCtx();
  const w = wordsOf(ctx.t);
  const [level, setLevel] = useState<Level>(1);
  const [text, setText] = useState("");
  const [section, setSection] = useState<string>(CurseSorcerers.SEED_SECTIONS[0]);
  const [loser, setLoser] = useState<"p1" | "p2">("p1");
  const [confirming, setConfirming] = useState(false);
  const words = text.trim();

  async function stamp(step: ClientAction) {
    if (await ctx.send(step)) {
      setText("");
      setConfirming(false);
    }
  }

  const judge = "curse-sorcerers.judge" as const;
  return (
    <fieldset aria-label={w("judge.region")} className="flex flex-col gap-1 text-xs">
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-1">
          {w("judge.level")}
          <select className="input" value={level} onChange={(e) => (setLevel(Number(e.target.value) as Level), setConfirming(false))}>
            {LEVELS.map((l) => (
              <option key={l} value={l}>
                {w(`judge.level${l}`)}
              </option>
            ))}
          </select>
        </label>
        {level === 2 && (
          <label className="flex items-center gap-1">
            {w("judge.section")}
            <select className="input" value={section} onChange={(e) => setSection(e.target.value)}>
              {CurseSorcerers.SEED_SECTIONS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
        )}
        {level === 4 && (
          <label className="flex items-center gap-1">
            {w("judge.loser")}
            <select className="input" value={loser} onChange={(e) => (setLoser(e.target.value as "p1" | "p2"), setConfirming(false))}>
              {(["p1", "p2"] as const).map((seat) => (
                <option key={seat} value={seat}>
                  {ctx.names[seat]}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <label className="flex flex-col gap-1">
        {w("judge.text")}
        <input className="input" maxLength={500} value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <div className="flex flex-wrap gap-1">
        {level === 1 && (
          <button type="button" className="btn" disabled={!words} onClick={() => void stamp({ type: judge, level: 1, text: words })}>
            {w("judge.stamp")}
          </button>
        )}
        {level === 2 && (
          <button type="button" className="btn" disabled={!words} onClick={() => void stamp({ type: judge, level: 2, section: section as never, text: words })}>
            {w("judge.stamp")}
          </button>
        )}
        {level === 3 &&
          (["begin", "end"] as const).map((step) => (
            <button key={step} type="button" className="btn" onClick={() => void stamp({ type: judge, level: 3, step, ...(words && { text: words }) })}>
              {w(`judge.${step}`)}
            </button>
          ))}
        {level === 4 && ctx.snap.phase === "playing" && !confirming && (
          <button type="button" className="btn" disabled={!words} onClick={() => setConfirming(true)}>
            {w("judge.loss")}
          </button>
        )}
        {level === 4 && confirming && (
          <>
            <button type="button" className="btn btn-primary" onClick={() => void stamp({ type: judge, level: 4, loser, text: words })}>
              {w("judge.confirm", { player: ctx.names[loser] })}
            </button>
            <button type="button" className="btn" onClick={() => setConfirming(false)}>
              {w("judge.cancel")}
            </button>
          </>
        )}
      </div>
    </fieldset>
  );
}
