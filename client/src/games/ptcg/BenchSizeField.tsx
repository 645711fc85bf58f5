/** The create-room form's "Bench size" (1 to 8 slots; the game's options schema checks it again). */
import { useT, withGameWords } from "../../i18n/useT";

export function BenchSizeField({ values, set }: { values: Record<string, string>; set(name: string, value: string): void }) {
  // In the lobby, outside any table: Pokémon's own words (its `ptcg/ui` strings) asked for by name.
  const t = withGameWords(useT(), "ptcg");
  return (
    <label className="flex w-28 flex-col gap-1 text-sm">
      {t("lobby.benchSize")}
      <input type="number" required min={1} max={8} step={1} value={values.benchSize ?? ""} onChange={(e) => set("benchSize", e.target.value)} className="input" />
    </label>
  );
}
