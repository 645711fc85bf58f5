/** The create-room form's legacy options: who starts by a coin or by dice (seed 002 §3), and two Active Pokémon with a Bench of 4. */
import { FIRST_PLAYER_BY } from "@playmat/shared";
import { useT, withGameWords } from "../../i18n/useT";

export function OptionFields({ values, set }: { values: Record<string, string>; set(name: string, value: string): void }) {
  // In the lobby, outside any table: the legacy game's own words (its `ptcg-legacy/ui` strings) asked for by name.
  const t = withGameWords(useT(), "ptcg-legacy");
  return (
    <>
      <label className="flex w-44 flex-col gap-1 text-sm">
        {t("legacy.firstPlayerBy")}
        <select value={values.firstPlayerBy ?? "coin"} onChange={(e) => set("firstPlayerBy", e.target.value)} className="input">
          {FIRST_PLAYER_BY.map((by) => (
            <option key={by} value={by}>
              {t(`legacy.firstBy.${by}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 self-end pb-2 text-sm">
        <input type="checkbox" checked={values.twoActive === "on"} onChange={(e) => set("twoActive", e.target.checked ? "on" : "")} />
        {t("legacy.twoActive")}
      </label>
    </>
  );
}
