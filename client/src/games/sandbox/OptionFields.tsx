/** The create-room form's sandbox options: cards dealt to each player (1–10), and the points that ask "won?" (1–999). */
import { useT, withGameWords } from "../../i18n/useT";

export function OptionFields({ values, set }: { values: Record<string, string>; set(name: string, value: string): void }) {
  // In the lobby, outside any table: the sandbox's own words (its `sandbox/ui` strings) asked for by name.
  const t = withGameWords(useT(), "sandbox");
  return (
    <>
      <label className="flex w-28 flex-col gap-1 text-sm">
        {t("sandbox.handSize")}
        <input
          type="number"
          required
          min={1}
          max={10}
          step={1}
          value={values.handSize ?? ""}
          onChange={(e) => set("handSize", e.target.value)}
          className="input"
        />
      </label>
      <label className="flex w-28 flex-col gap-1 text-sm">
        {t("sandbox.target")}
        <input
          type="number"
          required
          min={1}
          max={999}
          step={1}
          value={values.target ?? ""}
          onChange={(e) => set("target", e.target.value)}
          className="input"
        />
      </label>
    </>
  );
}
