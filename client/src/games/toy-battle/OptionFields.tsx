/**
 * The create-room form's Toy Battle options: the map (one the game ships, or a map file), the
 * first seat's colour and the medals that win (empty: the map's). A map file is read and checked
 * whole here (parseMap: its shape, then every spot connected and every headquarters reachable);
 * one that fails says why in the reader's words and keeps the form from being sent.
 */
import { ToyBattle } from "@playmat/shared";
import { useState, type ChangeEvent } from "react";
import { useT } from "../../i18n/useT";
import { gameWord, ui } from "./words";

/** The map choice that means "the file I upload". */
export const UPLOADED = "file";

type Props = { values: Record<string, string>; set(name: string, value: string): void };

export function OptionFields({ values, set }: Props) {
  const t = useT();
  const [problems, setProblems] = useState<string[]>([]);
  const [fileName, setFileName] = useState("");

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    set("mapFile", "");
    setFileName("");
    if (!file) return setProblems([]);
    const parsed = ToyBattle.parseMap(await file.text());
    if (!parsed.ok) {
      const words = parsed.issues.map((issue) => ui(t, `problem.${issue.code}`, issue.params));
      setProblems(words);
      // The browser keeps the form from being sent while a field says it is invalid.
      input.setCustomValidity(`${ui(t, "options.invalid")} ${words.join("; ")}`);
      return;
    }
    input.setCustomValidity("");
    setProblems([]);
    setFileName(file.name);
    set("mapFile", JSON.stringify(parsed.map));
  };

  return (
    <>
      <label className="flex w-40 flex-col gap-1 text-sm">
        {ui(t, "options.map")}
        <select className="input" value={values.map ?? ToyBattle.DEFAULT_MAP_ID} onChange={(e) => set("map", e.target.value)}>
          {Object.entries(ToyBattle.TOY_BATTLE_MAPS).map(([id, map]) => (
            <option key={id} value={id}>
              {gameWord(t, `map.${id}`, map.name)}
            </option>
          ))}
          <option value={UPLOADED}>{ui(t, "options.upload")}</option>
        </select>
      </label>
      {values.map === UPLOADED ? (
        <div className="flex w-56 flex-col gap-1 text-sm">
          <label className="flex flex-col gap-1">
            {ui(t, "options.upload")}
            <input type="file" accept=".json,application/json" required onChange={(e) => void onFile(e)} className="text-xs" />
          </label>
          {fileName && values.mapFile ? <p className="text-xs text-emerald-300">{ui(t, "options.uploaded", { name: fileName })}</p> : null}
          {problems.length > 0 ? (
            <div role="alert" className="text-xs text-rose-300">
              <p>{ui(t, "options.invalid")}</p>
              <ul className="list-disc pl-4">
                {problems.map((p, i) => (
                  <li key={i}>{p}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
      <label className="flex w-32 flex-col gap-1 text-sm">
        {ui(t, "options.colour")}
        <select className="input" value={values.p1Colour ?? "red"} onChange={(e) => set("p1Colour", e.target.value)}>
          {ToyBattle.COLOURS.map((c) => (
            <option key={c} value={c}>
              {ui(t, `colour.${c}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex w-28 flex-col gap-1 text-sm">
        {ui(t, "options.target")}
        <input
          type="number"
          min={1}
          max={99}
          step={1}
          placeholder={ui(t, "options.targetHint")}
          value={values.medalTarget ?? ""}
          onChange={(e) => set("medalTarget", e.target.value)}
          className="input"
        />
      </label>
    </>
  );
}
