/**
 * The create-room form's Curse Sorcerers options: what seed 004 leaves to a rulebook we do not
 * have (shared options.ts), each with its default, so both players see what the table plays by.
 */
import { CurseSorcerers } from "@playmat/shared";
import { useTranslation } from "react-i18next";
import type { CreateOptions } from "../gameUi";

const NUMBERS = [
  ["startingLife", 1, 99],
  ["handSize", 1, 10],
  ["startingCurse", 0, 99],
  ["cursePerTurn", 0, 99],
  ["curseMax", 1, 99],
] as const;

/** Outside a table: the game's words are asked of its namespace by name. */
function useGameT() {
  const { t } = useTranslation();
  return (key: string) => String(t(key, { ns: `${CurseSorcerers.GAME_ID}/game` } as never));
}

export function OptionFields({ values, set }: { values: Record<string, string>; set(name: string, value: string): void }) {
  const word = useGameT();
  return (
    <>
      {NUMBERS.map(([name, min, max]) => (
        <label key={name} className="flex w-32 flex-col gap-1 text-sm">
          {word(`option.${name}`)}
          <input type="number" required min={min} max={max} step={1} value={values[name] ?? ""} onChange={(e) => set(name, e.target.value)} className="input" />
        </label>
      ))}
      <label className="flex w-48 flex-col gap-1 text-sm">
        {word("option.mulligan")}
        <select value={values.mulligan ?? ""} onChange={(e) => set("mulligan", e.target.value)} className="input">
          {CurseSorcerers.MULLIGAN_RULES.map((rule) => (
            <option key={rule} value={rule}>
              {word(`mulligan.${rule}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 self-end text-sm">
        <input type="checkbox" checked={values.firstPlayerDraws === "true"} onChange={(e) => set("firstPlayerDraws", String(e.target.checked))} />
        {word("option.firstPlayerDraws")}
      </label>
    </>
  );
}

const DEFAULTS = CurseSorcerers.SorcererOptions.parse({});

export const createOptions: CreateOptions = {
  initial: {
    ...Object.fromEntries(NUMBERS.map(([name]) => [name, String(DEFAULTS[name])])),
    mulligan: DEFAULTS.mulligan,
    firstPlayerDraws: String(DEFAULTS.firstPlayerDraws),
  },
  Fields: OptionFields,
  // As typed: the fields' own min/max stop the form with the browser's message; the game's options schema checks again.
  toOptions: (values) => ({
    ...Object.fromEntries(NUMBERS.map(([name]) => [name, Number(values[name])])),
    mulligan: values.mulligan,
    firstPlayerDraws: values.firstPlayerDraws === "true",
  }),
};
