/** The create-room form's Pocket option: the player going first draws on that turn (the default) or not. */
import { useT, withGameWords } from "../../i18n/useT";

export function OptionFields({ values, set }: { values: Record<string, string>; set(name: string, value: string): void }) {
  // In the lobby, outside any table: the Pocket game's own words (its `ptcg-pocket/ui` strings) asked for by name.
  const t = withGameWords(useT(), "ptcg-pocket");
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" checked={values.firstTurnDraw !== "no"} onChange={(e) => set("firstTurnDraw", e.target.checked ? "yes" : "no")} />
      {t("pocket.firstTurnDraw")}
    </label>
  );
}
